import { z } from 'zod';
import { SETTLED_BID_TYPES } from '../domain/bid-types';
import { baseResponse, idempotencyKey, looseList, loosePoints, looseText } from './lenient';

/** One bid of a batch: `closedigits` is empty unless sangam. */
export const bidRowSchema = z.object({
  digits: z.string().trim().min(1, 'Please enter the number').max(3),
  closedigits: z.string().trim().max(3).default(''),
  points: loosePoints,
  session: z.enum(['Open', 'Close', 'open', 'close']).optional(),
});

/** The seed's batch (`new_result`): every bid of one type in one market, in one session. */
export const bidBatchSchema = z.object({
  unique_token: z.string().optional(),
  Gamename: z.string().trim().min(1).max(100),
  totalbit: loosePoints,
  gameid: loosePoints,
  /** The bid type every row is stored and settled as (SP DP TP and motors send pana types). */
  pana: z.enum(SETTLED_BID_TYPES),
  /** The screen the bids came from (e.g. "SP Motor"), kept for the player's history. */
  gametype: z.string().max(40).optional(),
  bid_date: z.string().trim().min(1),
  session: z.enum(['Open', 'Close', 'open', 'close']),
  result: z.array(bidRowSchema).min(1, 'Please enter the number').max(500),
});

const submitBid = z.object({
  game_id: loosePoints,
  /** One key a batch: a retried submission debits once and gets the first answer. */
  idempotency_key: idempotencyKey,
  new_result: bidBatchSchema,
});

const submitAnswer = baseResponse.extend({ wallet_amt: z.number().optional() });

/** History filters, `M/D/YYYY`. */
const historyDate = z.string().trim().regex(/^\d{1,2}\/\d{1,2}\/\d{4}$/, 'dates are M/D/YYYY');

export const bidRecordSchema = z.object({
  pana: looseText,
  game_name: looseText,
  digits: looseText,
  closedigits: looseText,
  session: looseText,
  bid_date: looseText,
  points: loosePoints,
});
export const winRecordSchema = z.object({
  pana: looseText,
  game_name: looseText,
  digits: looseText,
  closedigits: looseText,
  session: looseText,
  wining_date: looseText,
  amount: loosePoints,
});

const bidHistory = {
  request: z.object({ bid_from: historyDate, bid_to: historyDate }),
  response: baseResponse.extend({ bid_data: looseList(bidRecordSchema) }),
};
const winHistory = {
  request: z.object({ date_from: historyDate, date_to: historyDate }),
  response: baseResponse.extend({ win_data: looseList(winRecordSchema) }),
};

export const bidCalls = {
  'api-submit-bid': { request: submitBid, response: submitAnswer },
  'api-starline-submit-bid': { request: submitBid, response: submitAnswer },
  'api-galidisawar-submit-bid': { request: submitBid, response: submitAnswer },
  'api-bid-history-data': bidHistory,
  'api-wining-history-data': winHistory,
  'api-starline-bid-history-data': bidHistory,
  'api-starline-wining-history-data': winHistory,
  'api-galidisawar-bid-history-data': bidHistory,
  /** The seed's Gali win history answers in `bid_data`. */
  'api-galidisawar-wining-history-data': {
    request: winHistory.request,
    response: baseResponse.extend({ bid_data: looseList(winRecordSchema) }),
  },
} as const;
