import { useCallback, useState } from 'react';

export type Outcome = { error?: string; info?: string };

/**
 * The outcome line of a section's actions (shown with `<Notice {...outcome} />`): `run` clears it, makes the call and
 * then says what was done (`done`, or made from the call's answer) or why it failed; it resolves whether the call went
 * through, for what follows a success (a reload, closing a form).
 */
export function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome>({});
  const run = useCallback(async <T,>(call: () => Promise<T>, done: string | ((answer: T) => string)): Promise<boolean> => {
    setOutcome({});
    try {
      const answer = await call();
      setOutcome({ info: typeof done === 'function' ? done(answer) : done });
      return true;
    } catch (failure) {
      setOutcome({ error: (failure as Error).message });
      return false;
    }
  }, []);
  return { outcome, setOutcome, run };
}
