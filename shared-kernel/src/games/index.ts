export { BidBoard } from './BidBoard';
export { BidList } from './BidList';
export { ConfirmBids } from './ConfirmBids';
export { useBidBoard } from './use-bid-board';
export type { BoardRow } from './use-bid-board';
export { labelsFor, suggestionsFor } from './suggestions';
