import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import type { ApiError } from '@matka/shared-kernel/errors';
import { offlineAtom } from '@matka/shared-kernel/session';
import { Button } from '@matka/shared-kernel/ui';
import { HISTORY_TEXTS } from './messages';

const Failed = styled.div`
  padding: ${({ theme }) => theme.space(6)} 0;
  text-align: center;
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * Whether a history call failed to load rather than answered: no server (offline, no answer in time, a proxy's
 * 502/503/504), a server error or an answer the contract refuses. A refusal (`status: false`, a 4xx) is an answer:
 * NO DATA FOUND, as the legacy clients showed it.
 */
export function failedToLoad(error: ApiError | null): boolean {
  if (!error) return false;
  if (error.isUnreachable || error.kind === 'bad_response') return true;
  return error.kind === 'http' && (error.httpStatus ?? 500) >= 500;
}

/**
 * A history that could not be loaded: says so, offers Retry, and asks again by itself when the connection is back
 * (the browser's `online`, or the shell's poll clearing `offlineAtom`). `message` names what failed, for a list that is
 * not a history (the inbox).
 */
export function LoadFailed({ onRetry, retrying, message = HISTORY_TEXTS.loadFailed }: { onRetry: () => void; retrying: boolean; message?: string }) {
  const offline = useAtomValue(offlineAtom);
  const latest = useRef(onRetry);
  useEffect(() => {
    latest.current = onRetry;
  });
  const wasOffline = useRef(offline);
  useEffect(() => {
    if (wasOffline.current && !offline) latest.current();
    wasOffline.current = offline;
  }, [offline]);
  useEffect(() => {
    const back = () => latest.current();
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, []);
  return (
    <Failed>
      <p role="alert">{message}</p>
      <Button type="button" $variant="secondary" disabled={retrying} onClick={onRetry}>
        {retrying ? HISTORY_TEXTS.retrying : HISTORY_TEXTS.retry}
      </Button>
    </Failed>
  );
}
