import type { Queryable } from '../../db/database';

/** What operators read of a player's bids and P&L (the bids table and the ledger; never a counter of their own). */

export interface PlayerBidRow {
  id: number;
  market: string;
  day: string;
  type: string;
  session: string;
  digits: string;
  closedigits: string;
  points: number;
  status: 'pending' | 'won' | 'lost' | 'refunded';
  payout: number;
  placed_at: Date;
}

/** A page of a player's bids, newest first, before the bid `before`; `limit + 1` rows, so the caller sees whether more follow. */
export async function playerBids(db: Queryable, userId: number, before: number | undefined, limit: number): Promise<PlayerBidRow[]> {
  const rows = await db.query<PlayerBidRow & { day: string | Date }>(
    `SELECT b.id, m.name AS market, b.bid_date::text AS day, b.bet_type AS type, b.session, b.digits, b.closedigits, b.points, b.status, b.payout, b.created_at AS placed_at
       FROM bids b JOIN markets m ON m.id = b.market_id
      WHERE b.user_id = $1 AND ($2::bigint IS NULL OR b.id < $2)
      ORDER BY b.id DESC LIMIT $3`,
    [userId, before ?? null, limit + 1],
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    day: String(row.day).slice(0, 10),
    points: Number(row.points),
    payout: Number(row.payout),
    placed_at: new Date(row.placed_at),
  }));
}

/** A player's whole ledger summed: stakes, payouts (wins less reverted wins), refunds, and their net from the game. */
export async function playerPnl(db: Queryable, userId: number): Promise<{ stakes: number; payouts: number; refunds: number; net: number }> {
  const [row] = await db.query<{ stakes: string | number; payouts: string | number; refunds: string | number }>(
    `SELECT COALESCE(-sum(amount) FILTER (WHERE kind = 'bid'), 0)::bigint AS stakes,
            COALESCE(sum(amount) FILTER (WHERE kind IN ('win', 'win_reversal')), 0)::bigint AS payouts,
            COALESCE(sum(amount) FILTER (WHERE kind = 'bid_refund'), 0)::bigint AS refunds
       FROM ledger_entries WHERE user_id = $1`,
    [userId],
  );
  const stakes = Number(row?.stakes ?? 0);
  const payouts = Number(row?.payouts ?? 0);
  const refunds = Number(row?.refunds ?? 0);
  return { stakes, payouts, refunds, net: payouts + refunds - stakes };
}
