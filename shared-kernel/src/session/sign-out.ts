import { atom } from 'jotai';
import { dashboardAtom } from './dashboard-atom';
import { sessionAtom, userDetailAtom } from './session-atoms';

/** Forgets everything the browser kept of the player: the stored session, the detail and the dashboard. */
export const signOutAtom = atom(null, (_get, set) => {
  set(sessionAtom, null);
  set(userDetailAtom, null);
  set(dashboardAtom, null);
});
