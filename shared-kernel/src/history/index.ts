export { HistoryCard, HistoryList, historyBody } from './HistoryList';
export { HISTORY_PAGE, NO_DATA, PagedList } from './PagedList';
export type { HistoryCall, PagedCall } from './PagedList';
export { LoadFailed, failedToLoad } from './LoadFailed';
export { HISTORY_TEXTS } from './messages';
