import * as z from '../zod';
import { SETTLED_BID_TYPES, type Session } from '../domain/bid-types';
import { galiTypeOf, winTypeOf } from './field-names';
import { baseResponse, idempotencyKey, looseList, loosePoints, looseText } from './lenient';
import { pageRequest, pageResponse } from './paging';

/**
 * A session as the legacy clients' screens send it (docs/operations.md § Moving from an existing backend), in any case:
 * Open (`open`), Close (`close`, `closed` on Full Sangam), or empty (its Starline and Gali rows: none to choose). The
 * result is `Open`, `Close` or undefined.
 */
const sentSession = z.pipe(
  z.string().check(z.trim(), z.regex(/^(open|close|closed)?$/i, 'session must be Open or Close')),
  z.transform((text: string): Session | undefined => (text === '' ? undefined : /^open$/i.test(text) ? 'Open' : 'Close')),
);

/** One bid of a batch: `closedigits` is empty unless sangam; its own `session` (the main screens' choice) wins. */
export const bidRowSchema = z.object({
  digits: z.string().check(z.trim(), z.minLength(1, 'Please enter the number'), z.maxLength(3)),
  closedigits: z._default(z.string().check(z.trim(), z.maxLength(3)), ''),
  points: loosePoints,
  session: z.optional(sentSession),
});

/** A bid batch (`new_result`): every bid of one type in one market; `session` is for the rows that name none. */
export const bidBatchSchema = z.object({
  unique_token: z.optional(z.string()),
  Gamename: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  totalbit: loosePoints,
  gameid: loosePoints,
  /** The bid type every row is stored and settled as (SP DP TP and motors send pana types). */
  pana: z.enum(SETTLED_BID_TYPES),
  /** The screen the bids came from (e.g. "SP Motor"), kept for the player's history. */
  gametype: z.optional(z.string().check(z.maxLength(40))),
  bid_date: z.string().check(z.trim(), z.minLength(1)),
  session: z.optional(sentSession),
  result: z.array(bidRowSchema).check(z.minLength(1, 'Please enter the number'), z.maxLength(500)),
});

const submitBid = z.object({
  game_id: loosePoints,
  /** One key a batch: a retried submission debits once and gets the first answer (without one: once per request). */
  idempotency_key: idempotencyKey,
  new_result: bidBatchSchema,
});

/** The most batches one confirm may carry: a bid type per session of every type a screen offers. */
export const BATCHES_MAX = 20;

/**
 * Our own app's call (the legacy clients keep their per-type calls): every batch of one confirm (SP DP TP's single,
 * double and triple panas; a screen's Open and Close) in one market, placed all together or not at all, under one key.
 */
const submitBids = z.object({
  game_id: loosePoints,
  idempotency_key: idempotencyKey,
  batches: z.array(bidBatchSchema).check(z.minLength(1, 'Please enter the number'), z.maxLength(BATCHES_MAX)),
});

/** The field clients' batch and placements, as parsed (contract/bid-batches.ts reads them into our names). */
export type WireBatch = z.output<typeof bidBatchSchema>;
export type WireBatchInput = z.input<typeof bidBatchSchema>;
export type WireSubmitBid = z.output<typeof submitBid>;
export type WireSubmitBids = z.output<typeof submitBids>;
export type WireSubmitBidsInput = z.input<typeof submitBids>;
export type WireBidRow = z.output<typeof bidRowSchema>;

/**
 * A Gali batch: Left Digit and Jodi Digit may come under the legacy clients' Gali names ("Single Pana", "Triple Pana").
 */
const submitGaliBid = z.extend(submitBid, {
  new_result: z.extend(bidBatchSchema, { pana: z.pipe(z.enum(SETTLED_BID_TYPES), z.transform(galiTypeOf)) }),
});

const submitAnswer = z.extend(baseResponse, { wallet_amt: z.optional(z.number()) });

/** History filters, `M/D/YYYY`. */
const historyDate = z.string().check(z.trim(), z.regex(/^\d{1,2}\/\d{1,2}\/\d{4}$/, 'dates are M/D/YYYY'));

/** A bid as its history answers it, on the wire: its type under the field clients' name, `pana`. */
const bidRecordWire = z.object({
  pana: looseText,
  game_name: looseText,
  digits: looseText,
  closedigits: looseText,
  session: looseText,
  bid_date: looseText,
  points: loosePoints,
  /**
   * Where the bid stands (ours; the older backends sent none): `pending`, `won`, `lost`, or `refunded` when its
   * market's day was cancelled and its points given back.
   */
  bid_status: z.optional(looseText),
});
/** A won bid on the wire: Triple Pana comes as the legacy clients' "Tripple Pana", read back as ours. */
const winRecordWire = z.object({
  pana: z.pipe(looseText, z.transform(winTypeOf)),
  game_name: looseText,
  digits: looseText,
  closedigits: looseText,
  session: looseText,
  wining_date: looseText,
  amount: loosePoints,
  /** The day the bid was for and its points, as its bid record has them (servers before these may leave them out). */
  bid_date: looseText,
  points: z.optional(loosePoints),
});

/** The wire's `pana` is the record's bid type: our screens read it as `type`, translated here and nowhere else. */
function typed<Row extends { pana: string }>({ pana, ...rest }: Row): Omit<Row, 'pana'> & { type: string } {
  return { ...rest, type: pana };
}

export const bidRecordSchema = z.pipe(bidRecordWire, z.transform((row: z.output<typeof bidRecordWire>) => typed(row)));
/**
 * A Gali bid as its history answers it: Left Digit and Jodi Digit under the legacy clients' Gali names, read back as
 * ours.
 */
const galiBidRecordSchema = z.pipe(
  z.extend(bidRecordWire, { pana: z.pipe(looseText, z.transform(galiTypeOf)) }),
  z.transform((row: z.output<typeof bidRecordWire>) => typed(row)),
);
export const winRecordSchema = z.pipe(winRecordWire, z.transform((row: z.output<typeof winRecordWire>) => typed(row)));

/** Newest first, a page at a time (`before`, `limit`, `has_more`, `next_before`: see ./paging). */
const bidHistory = {
  request: z.object({ bid_from: historyDate, bid_to: historyDate, ...pageRequest }),
  response: z.extend(baseResponse, { bid_data: looseList(bidRecordSchema), ...pageResponse }),
};
const winHistory = {
  request: z.object({ date_from: historyDate, date_to: historyDate, ...pageRequest }),
  response: z.extend(baseResponse, { win_data: looseList(winRecordSchema), ...pageResponse }),
};

export const bidCalls = {
  'api-submit-bid': () => ({ request: submitBid, response: submitAnswer }),
  'api-starline-submit-bid': () => ({ request: submitBid, response: submitAnswer }),
  'api-galidisawar-submit-bid': () => ({ request: submitGaliBid, response: submitAnswer }),
  'api-submit-bids': () => ({ request: submitBids, response: submitAnswer }),
  'api-bid-history-data': () => (bidHistory),
  'api-wining-history-data': () => (winHistory),
  'api-starline-bid-history-data': () => (bidHistory),
  'api-starline-wining-history-data': () => (winHistory),
  'api-galidisawar-bid-history-data': () => ({
    request: bidHistory.request,
    response: z.extend(baseResponse, { bid_data: looseList(galiBidRecordSchema), ...pageResponse }),
  }),
  /** The Gali win history answers in `bid_data`, as the legacy clients read it. */
  'api-galidisawar-wining-history-data': () => ({
    request: winHistory.request,
    response: z.extend(baseResponse, { bid_data: looseList(winRecordSchema), ...pageResponse }),
  }),
} as const;
