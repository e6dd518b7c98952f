import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { messageOf } from '@matka/shared-kernel/errors';
import type { ApiCallName, ApiRequest, ApiResponse } from '../contract/index';
import { useToast } from '@matka/shared-kernel/toasts';
import { loadApiClient } from './load-client';

export interface SendOptions<Name extends ApiCallName> {
  /** The toast after a good answer, if any (docs/screens.md names each screen's). */
  success?: string | ((answer: ApiResponse<Name>) => string);
  /** The toast when it fails and the server sent no message of its own (the screen's text). */
  failure: string;
  /** After a good answer (navigate, update an atom); the toast has been shown. */
  onSuccess?: (answer: ApiResponse<Name>) => void;
  /**
   * The failure toast's text from the message (e.g. `Error registering: {message}`); default the message itself.
   * `false` for screens that show the failure under a field instead, through `onFailure` (the password reset:
   * docs/screens.md § Password reset).
   */
  failureToast?: ((message: string) => string) | false;
  /** After a failure, with the message shown (e.g. to put it under a field too). */
  onFailure?: (message: string) => void;
}

/** The body a screen gives: everything but the idempotency key, which the hook owns. */
export type SendBody<Name extends ApiCallName> = Omit<ApiRequest<Name>, 'idempotency_key'>;

export interface SendResult<Name extends ApiCallName> {
  /** Sends; resolves to the answer, or null when it failed (the toast is shown) or another send is under way. */
  send: (body: SendBody<Name>) => Promise<ApiResponse<Name> | null>;
  /** Draw the busy label ("Submitting...") while true. */
  busy: boolean;
}

const newKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * Sends one call: a second tap while busy is ignored, the failure shows as a red toast with the server's message or the
 * screen's own, and success shows its toast. Each attempt carries an idempotency key that is kept until the call
 * succeeds or the body changes, so a retry after a timeout never moves the points twice (calls that take no key drop it
 * when the contract checks the body).
 */
export function useSend<Name extends ApiCallName>(name: Name, options: SendOptions<Name>): SendResult<Name> {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  // The screen's latest texts and callback, read when the answer comes (not when the send started).
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const send = useCallback(
    async (body: SendBody<Name>): Promise<ApiResponse<Name> | null> => {
      if (sending.current) return null;
      sending.current = true;
      setBusy(true);
      const bodyJson = JSON.stringify(body);
      if (attempt.current?.body !== bodyJson) attempt.current = { body: bodyJson, key: `${name.replace(/^api-/, '')}-${newKey()}` };
      try {
        const answer = await (await loadApiClient()).call(name, { ...body, idempotency_key: attempt.current.key } as ApiRequest<Name>);
        attempt.current = null;
        const { success, onSuccess } = latest.current;
        const text = typeof success === 'function' ? success(answer) : success;
        if (text) toast.success(text);
        onSuccess?.(answer);
        return answer;
      } catch (error) {
        const { failure, failureToast, onFailure } = latest.current;
        const message = messageOf(error, failure);
        if (failureToast !== false) toast.error(failureToast ? failureToast(message) : message);
        onFailure?.(message);
        return null;
      } finally {
        sending.current = false;
        setBusy(false);
      }
    },
    [name, toast],
  );
  return { send, busy };
}
