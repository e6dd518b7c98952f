import type { MarketKind } from '@matka/shared-kernel/domain';
import type { Queryable } from '../../db/database';
import { pageOf, type Page } from '../../db/paging';

/** One of a player's bids as the histories show it. */
export interface BidRecord {
  id: number;
  betType: string;
  marketName: string;
  digits: string;
  closeDigits: string;
  session: string;
  /** The IST day it was placed for, `YYYY-MM-DD`. */
  bidDate: string;
  points: number;
  payout: number;
  settledAt: Date | null;
}

export interface BidRecordQuery {
  userId: number;
  kind: MarketKind;
  /** ISO days, both included. */
  from: string;
  to: string;
  /** Only the bids that won. */
  wonOnly: boolean;
  /** Only bids older than this id (the previous page's last). */
  before: number | undefined;
  limit: number;
}

type RawBid = {
  id: number;
  bet_type: string;
  market_name: string;
  digits: string;
  closedigits: string;
  session: string;
  bid_date: string;
  points: number;
  payout: number;
  settled_at: Date | string | null;
};

/** The player's bids on one kind of market placed between two days, newest first, one page. */
export async function bidRecords(db: Queryable, query: BidRecordQuery): Promise<Page<BidRecord>> {
  const rows = await db.query<RawBid>(
    `SELECT b.id, b.bet_type, m.name AS market_name, b.digits, b.closedigits, b.session, b.bid_date::text AS bid_date,
            b.points, b.payout, b.settled_at
       FROM bids b JOIN markets m ON m.id = b.market_id
      WHERE b.user_id = $1 AND m.kind = $2 AND b.bid_date BETWEEN $3::date AND $4::date
        AND (NOT $5::boolean OR b.status = 'won')
        AND ($6::bigint IS NULL OR b.id < $6::bigint)
      ORDER BY b.id DESC
      LIMIT $7`,
    [query.userId, query.kind, query.from, query.to, query.wonOnly, query.before ?? null, query.limit + 1],
  );
  return pageOf(
    rows.map((row) => ({
      id: Number(row.id),
      betType: row.bet_type,
      marketName: row.market_name,
      digits: row.digits,
      closeDigits: row.closedigits,
      session: row.session,
      bidDate: row.bid_date.slice(0, 10),
      points: Number(row.points),
      payout: Number(row.payout),
      settledAt: row.settled_at === null ? null : new Date(row.settled_at),
    })),
    query.limit,
  );
}
