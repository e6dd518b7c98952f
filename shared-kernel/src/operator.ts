/**
 * The operators' rules (the console and the API only): a subpath of its own, `@matka/shared-kernel/operator`, so the
 * players' shared /domain module does not carry them. Each rule lives beside the player rules it belongs with.
 */
export { USUAL_RATE_BANDS, rateTimes, unusualRate } from './domain/settlement';
export { receiptProblem } from './domain/money-rules';
export { contactNumberProblem, telegramContactProblem } from './domain/phone';
export { exposureOf, possibleResults } from './domain/exposure';
export type { BidGroup, Exposure, ResultExposure } from './domain/exposure';
