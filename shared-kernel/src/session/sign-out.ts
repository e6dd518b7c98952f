import { atom } from 'jotai';
import { dashboardAtom } from './dashboard-atom';
import { forgetLastDetail } from './last-detail';
import { sessionAtom, userDetailAtom, userDetailStaleAtom } from './session-atoms';

/** Forgets everything the browser kept of the player: the stored session, the detail (kept one too) and the dashboard. */
export const signOutAtom = atom(null, (_get, set) => {
  set(sessionAtom, null);
  set(userDetailAtom, null);
  set(userDetailStaleAtom, false);
  set(dashboardAtom, null);
  forgetLastDetail();
});
