import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
// The atom is one for the page (a singleton module): a remote's copy of this stateless hook sets the one the shell reads.
import { leaveGuardAtom } from '@matka/shared-kernel/links';

export { leaveGuardAtom };

/** While `question` is set, leaving this screen asks it first; cleared when the screen goes. */
export function useLeaveGuard(question: string | null): void {
  const setGuard = useSetAtom(leaveGuardAtom);
  useEffect(() => {
    setGuard(question);
    return () => setGuard(null);
  }, [question, setGuard]);
}
