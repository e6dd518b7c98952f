import type { Session, SettledBidType } from '../domain/bid-types';
import type { WireBatch, WireBatchInput, WireBidRow, WireSubmitBid, WireSubmitBids, WireSubmitBidsInput } from './bids';

// Bids in our names, and the one place the field clients' names for them (`new_result`, `pana`, `gameid`, `Gamename`,
// `totalbit`, `gametype`, `result`) are read and written: the server's bid routes read a placement with
// `placementOfBatch(es)`, our bid board writes one with `submitBidsBody`. No schema here (no zod in the bid board).

/** One bid of a batch, in our names (the wire's the same but for its loose forms). */
export type BidBatchRow = WireBidRow;

/** A batch in our names (the wire's `new_result`): every bid of one type in one market, for one day. */
export interface BidBatch {
  marketId: number;
  /** The market's name as the screen showed it (the wire's `Gamename`). */
  marketName: string;
  /** The type every row is stored and settled as (the wire's `pana`). */
  type: SettledBidType;
  /** The screen the bids came from (e.g. "SP Motor"; the wire's `gametype`), kept for the player's history. */
  screen?: string | undefined;
  /** The day as the bid screens show it (`formatBidDate`: `22-November-2026`). */
  bidDate: string;
  /** The session of the rows that name none. */
  session?: Session | undefined;
  /** The points of all its rows (the wire's `totalbit`). */
  totalPoints: number;
  rows: readonly BidBatchRow[];
}

/** A placement in our names: a market, its batches, and the key that makes a retry safe. */
export interface BidPlacement {
  marketId: number;
  idempotencyKey?: string | undefined;
  batches: readonly BidBatch[];
}

/** A batch as the field clients name it, read into ours: the one place `new_result`'s names are read. */
function batchFromWire(wire: WireBatch): BidBatch {
  return {
    marketId: wire.gameid,
    marketName: wire.Gamename,
    type: wire.pana,
    screen: wire.gametype,
    bidDate: wire.bid_date,
    session: wire.session,
    totalPoints: wire.totalbit,
    rows: wire.result,
  };
}

/** Our batch under the field clients' names (`new_result`): the one place they are written. */
function batchToWire(batch: BidBatch): WireBatchInput {
  return {
    Gamename: batch.marketName,
    totalbit: batch.totalPoints,
    gameid: batch.marketId,
    pana: batch.type,
    ...(batch.screen === undefined ? {} : { gametype: batch.screen }),
    bid_date: batch.bidDate,
    ...(batch.session === undefined ? {} : { session: batch.session }),
    result: batch.rows.map((row) => ({ digits: row.digits, closedigits: row.closedigits, points: row.points, ...(row.session ? { session: row.session } : {}) })),
  };
}

/** A legacy client's placement (`api-submit-bid` and its twins: one batch) in our names. */
export function placementOfBatch(body: WireSubmitBid): BidPlacement {
  return { marketId: body.game_id, idempotencyKey: body.idempotency_key, batches: [batchFromWire(body.new_result)] };
}

/** Our app's placement (`api-submit-bids`) in our names. */
export function placementOfBatches(body: WireSubmitBids): BidPlacement {
  return { marketId: body.game_id, idempotencyKey: body.idempotency_key, batches: body.batches.map(batchFromWire) };
}

/** Our placement as the body of `api-submit-bids`. */
export function submitBidsBody(placement: BidPlacement & { idempotencyKey: string }): WireSubmitBidsInput {
  return { game_id: placement.marketId, idempotency_key: placement.idempotencyKey, batches: placement.batches.map(batchToWire) };
}

