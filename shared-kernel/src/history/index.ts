export { HISTORY_PAGE, HistoryCard, HistoryList, NO_DATA, historyBody } from './HistoryList';
export type { HistoryCall } from './HistoryList';
