import { useState } from 'react';
import { OperatorError } from './api';

/**
 * Optimistic decisions on a list: a row shows its new status the moment the operator taps, and goes back (with the
 * server's reason) if the call fails. Each row takes one decision at a time.
 */
export function useDecisions<Status>() {
  const [shown, setShown] = useState<Record<number, { status: Status; saving: boolean }>>({});
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const decide = async (id: number, status: Status, call: () => Promise<{ changed?: boolean }>, done: string) => {
    if (shown[id]?.saving) return;
    setError(null);
    setShown((rows) => ({ ...rows, [id]: { status, saving: true } }));
    try {
      const answer = await call();
      setShown((rows) => ({ ...rows, [id]: { status, saving: false } }));
      setInfo(answer.changed === false ? `${done} (it already was)` : done);
    } catch (failure) {
      setShown(({ [id]: _dropped, ...rows }) => rows);
      setError(failure instanceof OperatorError ? failure.message : String(failure));
    }
  };
  return { shown, decide, error, info };
}
