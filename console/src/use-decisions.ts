import { useState } from 'react';
import { OperatorError } from './api';

/** What a decision's answer may say besides `changed`: the status it set, and who asked when it waits for a second operator. */
interface DecisionAnswer<Status> {
  changed?: boolean;
  status?: Status;
  second_approval?: { asked_by: string };
}

/**
 * Optimistic decisions on a list: a row shows its new status the moment the operator taps, then the status the server
 * set (an approval that waits for a second operator stays pending, `waitingBy` who asked), and goes back (with the
 * server's reason) if the call fails. Each row takes one decision at a time. `waiting`: what to say when it waits.
 */
export function useDecisions<Status>() {
  const [shown, setShown] = useState<Record<number, { status: Status; saving: boolean; waitingBy?: string }>>({});
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const decide = async (id: number, status: Status, call: () => Promise<DecisionAnswer<Status>>, done: string, waiting?: string) => {
    if (shown[id]?.saving) return;
    setError(null);
    setShown((rows) => ({ ...rows, [id]: { status, saving: true } }));
    try {
      const answer = await call();
      const waitingBy = answer.second_approval?.asked_by;
      setShown((rows) => ({ ...rows, [id]: { status: answer.status ?? status, saving: false, ...(waitingBy ? { waitingBy } : {}) } }));
      setInfo(waitingBy && waiting ? waiting : answer.changed === false ? `${done} (it already was)` : done);
    } catch (failure) {
      setShown(({ [id]: _dropped, ...rows }) => rows);
      setError(failure instanceof OperatorError ? failure.message : String(failure));
    }
  };
  return { shown, decide, error, info };
}
