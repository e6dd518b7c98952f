import { useAtomValue } from 'jotai';
import { useGameIn } from '@matka/shared-kernel/lists';
import { dashboardAtom } from '@matka/shared-kernel/session';

/** The main market a screen is for, looked up in the dashboard the shell keeps current (its times and running flag). */
export function useGame() {
  return useGameIn(useAtomValue(dashboardAtom)?.result);
}
