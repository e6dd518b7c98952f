import { useEffect } from 'react';
import { atom, useSetAtom } from 'jotai';

/**
 * What leaving the screen on show would throw away, as the question to ask first ("Discard 3 bids?"), or null. One
 * for the whole app: screens set it (`useLeaveGuard`), the shell asks it before a link, its back button or the
 * browser's back takes the player away (host/src/layout/LeaveGuard.tsx).
 */
export const leaveGuardAtom = atom<string | null>(null);

/** While `question` is set, leaving this screen asks it first; cleared when the screen goes. */
export function useLeaveGuard(question: string | null): void {
  const setGuard = useSetAtom(leaveGuardAtom);
  useEffect(() => {
    setGuard(question);
    return () => setGuard(null);
  }, [question, setGuard]);
}
