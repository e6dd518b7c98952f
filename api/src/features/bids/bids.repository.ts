import type { Queryable } from '../../db/database';

/** One row of a placed batch: its session and numbers, and the points staked on it. */
export interface BidRow {
  session: string;
  digits: string;
  closedigits: string;
  points: number;
}

/**
 * Writes a placed batch of bids, pending, each at the batch's rate: one statement text for any number of rows (the
 * rows go as arrays), so it is prepared once per connection.
 */
export async function insertBids(
  tx: Queryable,
  batch: { userId: number; marketId: number; day: string; betType: string; entryType: string; rate: { val1: number; val2: number }; rows: readonly BidRow[] },
): Promise<void> {
  const { rows } = batch;
  await tx.query(
    `INSERT INTO bids (user_id, market_id, bid_date, bet_type, entry_type, session, digits, closedigits, points, rate_val_1, rate_val_2)
     SELECT $1, $2, $3::date, $4, $5, row.session, row.digits, row.closedigits, row.points, $10, $11
       FROM unnest($6::text[], $7::text[], $8::text[], $9::bigint[]) AS row (session, digits, closedigits, points)`,
    [
      batch.userId,
      batch.marketId,
      batch.day,
      batch.betType,
      batch.entryType,
      rows.map((row) => row.session),
      rows.map((row) => row.digits),
      rows.map((row) => row.closedigits),
      rows.map((row) => row.points),
      batch.rate.val1,
      batch.rate.val2,
    ],
  );
}
