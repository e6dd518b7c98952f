export {
  sessionAtom,
  isStoredSession,
  SESSION_STORAGE_KEY,
  userDetailAtom,
  userDetailStaleAtom,
  offlineAtom,
  bettingEnabledAtom,
  walletAmountAtom,
  serverClockOffsetAtom,
  correctedNow,
} from './session-atoms';
export type { StoredSession, UserDetail } from './session-atoms';
export { userDetailFrom, clockOffsetFrom } from './user-detail';
export { dashboardAtom } from './dashboard-atom';
export type { Dashboard, DashboardMarket } from './dashboard-atom';
export { signOutAtom } from './sign-out';
export { LAST_DETAIL_STORAGE_KEY, forgetLastDetail, readLastDetail, storeLastDetail } from './last-detail';
export { LANGUAGE_STORAGE_KEY, chosenLanguage, languageAtom } from './language-atom';
