export { MarketCard, CLOSED_TAP } from './MarketCard';
export type { MarketTarget } from './MarketCard';
export { RatesBox, rateLines } from './RatesBox';
export type { RateLine } from './RatesBox';
export { gamePath, stateFor, useGameId, useGameIn } from './game-state';
export type { GameState } from './game-state';
export { MarketListSkeleton } from './MarketListSkeleton';
export { BidTypeIcon, BidTypeTiles } from './BidTypeTiles';
