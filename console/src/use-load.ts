import { useCallback, useEffect, useRef, useState } from 'react';
import type { OperatorAnswer, OperatorCallName } from '@matka/shared-kernel/operator-contract';
import { get, pathOf, poll as pollPath, type CallInput } from './api';

/** How often the lists that change by themselves (deposits, withdrawals, Today, remotes) ask again: like the player app. */
export const POLL_MS = 5_000;

/**
 * One GET of the operator API with its loading and error states and a reload; `null` loads nothing. While a reload
 * or a new path loads, the last data stays on screen. With `poll` (ms) it asks again every so often and when the tab
 * comes back to the front, with the ETag of what it holds: an unchanged list is a 304 and nothing moves.
 */
export function useLoad<T>(path: string | null, options: { poll?: number } = {}) {
  const [version, setVersion] = useState(0);
  const key = path === null ? null : `${path}#${version}`;
  const [state, setState] = useState<{ key: string | null; data: T | null; error: string | null }>({ key: null, data: null, error: null });
  const etag = useRef<{ path: string; tag: string | null } | null>(null);
  const every = options.poll;
  useEffect(() => {
    if (path === null) return;
    let current = true;
    const load = async (polled: boolean) => {
      try {
        const held = polled && etag.current?.path === path ? etag.current.tag : null;
        const answer = every === undefined ? { answer: await get<T>(path), etag: null } : await pollPath<T>(path, held);
        if (!current) return;
        if (answer === null) return setState((previous) => ({ ...previous, key, error: null }));
        etag.current = { path, tag: answer.etag };
        setState({ key, data: answer.answer, error: null });
      } catch (error) {
        if (current) setState((previous) => ({ key, data: previous.data, error: (error as Error).message }));
      }
    };
    void load(false);
    if (every === undefined) {
      return () => {
        current = false;
      };
    }
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void load(true);
    }, every);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void load(true);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      current = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [path, key, every]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return {
    data: state.data,
    error: state.key === key ? state.error : null,
    loading: key !== null && state.key !== key,
    reload,
  };
}

/** `useLoad` of a GET call of the operator contract, its answer typed as the contract says; `null` loads nothing. */
export function useCall<Name extends OperatorCallName>(name: Name | null, input?: CallInput<Name>, options: { poll?: number } = {}) {
  return useLoad<OperatorAnswer<Name>>(name === null ? null : pathOf(name, input), options);
}
