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
  /** pending, won, lost, or refunded (its market's day cancelled). */
  status: string;
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
  status: string;
};

/**
 * The player's bids on one kind of market placed between two days, newest first (by day, then id: the order they were
 * placed in, as a bid is placed for its own day), one page. The page's ids are one range of the index on
 * (user_id, bid_date, id) — of the won bids' own index for a win history — read backwards from the previous page's
 * last bid, with the kind checked on the index's copy of market_id (no table row is read for a bid of another kind);
 * then the page's rows are read by id. So the hundredth page costs what the first does, for a player with any number
 * of bids (migration 008).
 */
export async function bidRecords(db: Queryable, query: BidRecordQuery): Promise<Page<BidRecord>> {
  // Two statement texts, so that a win history's plan can use the won bids' index (its predicate must be in the text).
  const rows = await db.query<RawBid>(
    `WITH page AS (
       SELECT id, bid_date FROM bids
        WHERE user_id = $1 AND market_id = ANY (ARRAY(SELECT id FROM markets WHERE kind = $2))
          AND bid_date BETWEEN $3::date AND $4::date${query.wonOnly ? " AND status = 'won'" : ''}
          AND (bid_date, id) < (COALESCE((SELECT bid_date FROM bids WHERE id = $5::bigint), $4::date + CASE WHEN $5::bigint IS NULL THEN 1 ELSE 0 END),
                                COALESCE($5::bigint, 0))
        ORDER BY bid_date DESC, id DESC
        LIMIT $6)
     SELECT b.id, b.bet_type, m.name AS market_name, b.digits, b.closedigits, b.session, b.bid_date::text AS bid_date,
            b.points, b.payout, b.settled_at, b.status
       FROM page JOIN bids b ON b.id = page.id JOIN markets m ON m.id = b.market_id
      ORDER BY page.bid_date DESC, page.id DESC`,
    [query.userId, query.kind, query.from, query.to, query.before ?? null, query.limit + 1],
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
      status: row.status,
    })),
    query.limit,
  );
}
