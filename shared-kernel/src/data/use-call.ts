import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai';
import type { ApiError } from '@matka/shared-kernel/errors';
import type { ApiCallName, ApiRequest, ApiResponse } from '../contract/index';
import { sessionAtom } from '@matka/shared-kernel/session';
import { callKey, fetchEntry, snapshotOf, subscribeEntry, type Fetcher } from '@matka/shared-kernel/call-cache';
import { loadApiClient } from './load-client';

export interface CallOptions {
  /** Ask again every 5 s (docs/screens.md § Layouts) with the ETag client while shown and the page is visible. */
  poll?: boolean;
  /** False holds the call (e.g. until the player pressed Submit, or betting is on). Default true. */
  enabled?: boolean;
}

/** What `useCall` gives a screen: the answer, the failure, and which of its states to draw. */
export interface CallResult<Answer> {
  data: Answer | undefined;
  error: ApiError | null;
  /** No answer yet and one is on its way: draw the loading state. */
  loading: boolean;
  /** A request is under way (also a refresh behind a shown answer). */
  fetching: boolean;
  /** Asks again now. */
  refresh: () => Promise<void>;
}

/** Asks for one call with this body: polled with the last ETag, or a plain call. */
function askWith<Name extends ApiCallName>(name: Name, bodyJson: string): Fetcher {
  return async (polling) => {
    const client = await loadApiClient();
    const body = JSON.parse(bodyJson) as ApiRequest<Name>;
    return polling ? (await client.poll(name, body)).answer : client.call(name, body);
  };
}

/**
 * Reads one API call: answers are cached per call, body and player (a screen shown again draws the last answer at once
 * and refreshes it), a request under way is shared, and with `poll` the answer is kept fresh every 5 s while the page
 * is visible. Draw `loading` first, then `error` (silent, or NO DATA FOUND: docs/screens.md § History lists), then the
 * data.
 */
export function useCall<Name extends ApiCallName>(name: Name, body: ApiRequest<Name>, options: CallOptions = {}): CallResult<ApiResponse<Name>> {
  const { poll = false, enabled = true } = options;
  const owner = useAtomValue(sessionAtom)?.mobile ?? '';
  // The body as text: a new object with the same fields each render is the same question.
  const bodyJson = JSON.stringify(body);
  const key = callKey(name, bodyJson, owner);
  // How to ask, with this app's contract: the cache is the page's, the checks travel with the screen.
  const fetcher = useMemo<Fetcher>(() => askWith(name, bodyJson), [name, bodyJson]);
  const subscribe = useCallback(
    (listener: () => void) => (enabled ? subscribeEntry(key, name, fetcher, listener, poll) : () => undefined),
    [enabled, fetcher, key, name, poll],
  );
  const snapshot = useSyncExternalStore(subscribe, () => snapshotOf<ApiResponse<Name>>(key), () => snapshotOf<ApiResponse<Name>>(key));
  const refresh = useCallback(() => fetchEntry(key, name, fetcher), [fetcher, key, name]);
  useEffect(() => {
    if (enabled) void refresh();
  }, [enabled, refresh]);
  return {
    data: enabled ? snapshot.data : undefined,
    error: enabled ? snapshot.error : null,
    loading: enabled && snapshot.data === undefined && snapshot.error === null,
    fetching: snapshot.fetching,
    refresh,
  };
}
