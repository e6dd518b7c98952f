import { payout, type SettledBidType } from '@matka/shared-kernel/domain';
import type { BidGroup } from '@matka/shared-kernel/operator';
import type { Queryable } from '../../db/database';
import type { BidKind, DecidedKind } from './settlement-plan';
import { postMany, withHashJoins, type PostManyResult, type RefusedPosting } from '../wallet/ledger';

/**
 * The statements of a declaration and of its revert, each a fixed text whatever the number of bids: bids go as arrays,
 * and what the players are paid or owe is summed and written by the database. A declaration and a revert run under the
 * day's result row, locked for update (`lockResult`): no bid of that market and day is placed, settled or reverted
 * meanwhile, so the bids they read need no lock of their own.
 */

/** What settlement needs of a pending bid. */
export type PendingBid = {
  id: number;
  user_id: number;
  bet_type: SettledBidType;
  session: 'Open' | 'Close';
  digits: string;
  closedigits: string;
  points: number;
  rate_val_1: number;
  rate_val_2: number;
};

/**
 * The pending bids of a market and day, alike ones counted together (type, session, numbers, stake, rate: what
 * settles and pays a bid), through the pending bids' own index. A market's bids are of a few hundred kinds, however
 * many there are.
 */
export async function pendingKinds(q: Queryable, marketId: number, day: string): Promise<BidKind[]> {
  const rows = await q.query<BidKind>(
    `SELECT bet_type, session, digits, closedigits, points, rate_val_1, rate_val_2, count(*)::int AS bids
       FROM bids WHERE market_id = $1 AND bid_date = $2::date AND status = 'pending'
      GROUP BY bet_type, session, digits, closedigits, points, rate_val_1, rate_val_2`,
    [marketId, day],
  );
  return rows.map((row) => ({ ...row, points: Number(row.points), rate_val_1: Number(row.rate_val_1), rate_val_2: Number(row.rate_val_2), bids: Number(row.bids) }));
}

/**
 * Settles every pending bid of the decided kinds, won (with its kind's payout) or lost, by `kind`, in one statement:
 * one pass over the market's pending bids, hashed against the kinds. Answers what each player's decided bids paid
 * (0 for a player who lost them all), summed by the database: who to tell, without reading the bids again.
 */
export async function settleKinds(tx: Queryable, marketId: number, day: string, kind: string, decided: readonly DecidedKind[]): Promise<Array<{ userId: number; won: number }>> {
  if (decided.length === 0) return [];
  const kinds = kindsOf(decided, 3);
  // The kinds are few and the planner takes their list for a hundred rows: it might loop over the market's bids once
  // per kind (as postMany's statements would, see there).
  const rows = await withHashJoins(tx, () =>
    tx.query<{ user_id: number; won: number }>(
      `WITH decided AS (${kinds.sql}), settled AS (
         UPDATE bids b SET status = CASE WHEN d.won THEN 'won' ELSE 'lost' END, payout = d.payout, settled_by = $${kinds.next}, settled_at = now()
           FROM decided d
          WHERE b.market_id = $1 AND b.bid_date = $2::date AND b.status = 'pending' AND ${SAME_KIND}
         RETURNING b.user_id, b.payout)
       SELECT user_id, sum(payout)::bigint AS won FROM settled GROUP BY user_id`,
      [marketId, day, ...kinds.params, kind],
    ),
  );
  return rows.map((row) => ({ userId: Number(row.user_id), won: Number(row.won) }));
}

/** How many players have pending bids of these kinds on a market and day (a preview's winners). */
export async function playersWith(q: Queryable, marketId: number, day: string, decided: readonly DecidedKind[]): Promise<number> {
  if (decided.length === 0) return 0;
  const kinds = kindsOf(decided, 3);
  const [row] = await withHashJoins(q, () =>
    q.query<{ players: number }>(
      `WITH decided AS (${kinds.sql})
       SELECT count(DISTINCT b.user_id)::int AS players FROM bids b JOIN decided d ON ${SAME_KIND}
        WHERE b.market_id = $1 AND b.bid_date = $2::date AND b.status = 'pending'`,
      [marketId, day, ...kinds.params],
    ),
  );
  return Number(row?.players ?? 0);
}

/** A bid `b` of the kind `d`. */
const SAME_KIND = `b.bet_type = d.bet_type AND b.session = d.session AND b.digits = d.digits AND b.closedigits = d.closedigits
  AND b.points = d.points AND b.rate_val_1 = d.rate_val_1 AND b.rate_val_2 = d.rate_val_2`;

/** Decided kinds as a table (`d`), its parameters numbered from `$first`; `next` is the number after them. */
function kindsOf(decided: readonly DecidedKind[], first: number) {
  const column = <T,>(pick: (row: DecidedKind) => T) => decided.map(pick);
  const at = (n: number) => `$${first + n}`;
  return {
    sql: `SELECT * FROM unnest(${at(0)}::text[], ${at(1)}::text[], ${at(2)}::text[], ${at(3)}::text[], ${at(4)}::bigint[], ${at(5)}::int[], ${at(6)}::int[], ${at(7)}::boolean[], ${at(8)}::bigint[])
            AS d (bet_type, session, digits, closedigits, points, rate_val_1, rate_val_2, won, payout)`,
    params: [
      column((row) => row.kind.bet_type),
      column((row) => row.kind.session),
      column((row) => row.kind.digits),
      column((row) => row.kind.closedigits),
      column((row) => row.kind.points),
      column((row) => row.kind.rate_val_1),
      column((row) => row.kind.rate_val_2),
      column((row) => row.won),
      column((row) => row.payout),
    ],
    next: first + 9,
  };
}

/** The winning bids (paying more than 0) a declaration of `kind` settled on a market and day: what its winners were paid. */
const WON_WHERE = `market_id = $1 AND bid_date = $2::date AND status = 'won' AND settled_by = $3 AND payout > 0`;
const WON = `SELECT id, user_id, payout, bet_type, digits, closedigits FROM bids WHERE ${WON_WHERE}`;

/** A bid's numbers as a ledger note names them: `123`, or `1-123` for a sangam. */
const NUMBERS = `digits || CASE WHEN closedigits <> '' THEN '-' || closedigits ELSE '' END`;

/**
 * Credits what the winners of a declaration of `kind` were paid, at its end, through the ledger's `postMany`: an entry
 * per winning bid, each winner's balance changed once, their rows locked from here to the commit only. Nothing is
 * written when a winner's wallet would pass MAX_BALANCE: those players are returned.
 */
export function creditWinners(tx: Queryable, market: { id: number; name: string }, day: string, kind: string): Promise<PostManyResult> {
  return postMany(tx, 'credit', 'win', {
    sql: `SELECT user_id, payout AS points, id AS seq, 'Win: ' || $4::text || ' ' || bet_type || ' ' || ${NUMBERS} AS note FROM bids WHERE ${WON_WHERE}`,
    params: [market.id, day, kind, market.name],
  });
}

/** What a revert of `kind` would undo on a market and day, summed by the database, with the players who are short of what they owe. */
export async function settledBy(q: Queryable, marketId: number, day: string, kind: string) {
  const [sums] = await q.query<{ bids: number; won: number; paid: number }>(
    `SELECT count(*)::int AS bids, count(*) FILTER (WHERE payout > 0)::int AS won, COALESCE(sum(payout), 0)::bigint AS paid
       FROM bids WHERE market_id = $1 AND bid_date = $2::date AND settled_by = $3`,
    [marketId, day, kind],
  );
  const short = await q.query<{ mobile: string; owes: number; balance: number }>(
    `WITH won AS (${WON})
     SELECT u.mobile, o.owes, u.balance FROM (SELECT user_id, sum(payout)::bigint AS owes FROM won GROUP BY user_id) o
       JOIN users u ON u.id = o.user_id
      WHERE u.balance < o.owes ORDER BY u.id`,
    [marketId, day, kind],
  );
  return {
    bids: Number(sums?.bids ?? 0),
    won: Number(sums?.won ?? 0),
    paid: Number(sums?.paid ?? 0),
    short: short.map((row) => ({ mobile: row.mobile, owes: Number(row.owes), balance: Number(row.balance) })),
  };
}

/**
 * Undoes what a declaration of `kind` settled on a market and day. First, in one statement, every bid that paid
 * nothing goes back to pending (most of them; no balance is touched). Then the ledger takes back each winner's
 * winnings (`postMany`: an entry per winning bid) unless a winner no longer has them all: then nothing more is done
 * and those players are returned. Last, the winning bids go back to pending too.
 */
export async function revertSettled(
  tx: Queryable,
  market: { id: number; name: string },
  day: string,
  kind: string,
): Promise<{ bids: number; taken: number; short: null } | { short: RefusedPosting[] }> {
  const params = [market.id, day, kind];
  const [losers] = await tx.query<{ n: number }>(
    `WITH reset AS (
       UPDATE bids SET status = 'pending', payout = 0, settled_by = NULL, settled_at = NULL
        WHERE market_id = $1 AND bid_date = $2::date AND settled_by = $3 AND payout = 0 RETURNING 1)
     SELECT count(*)::int AS n FROM reset`,
    params,
  );
  const taken = await postMany(tx, 'debit', 'win_reversal', {
    sql: `SELECT user_id, payout AS points, id AS seq, 'Result reverted: ' || $4::text || ' ' || bet_type || ' ' || digits AS note FROM bids WHERE ${WON_WHERE}`,
    params: [...params, market.name],
  });
  if (taken.refused) return { short: taken.refused };
  const [winners] = await tx.query<{ n: number }>(
    `WITH reset AS (
       UPDATE bids SET status = 'pending', payout = 0, settled_by = NULL, settled_at = NULL WHERE ${WON_WHERE} RETURNING 1)
     SELECT count(*)::int AS n FROM reset`,
    params,
  );
  return { bids: Number(losers?.n ?? 0) + Number(winners?.n ?? 0), taken: taken.points, short: null };
}

/** The pending bids of a market and day: how many, of how many players, and their points (what a cancel refunds). */
export async function pendingTotals(q: Queryable, marketId: number, day: string): Promise<{ bids: number; players: number; points: number }> {
  const [row] = await q.query<{ bids: number; players: number; points: number }>(
    `SELECT count(*)::int AS bids, count(DISTINCT user_id)::int AS players, COALESCE(sum(points), 0)::bigint AS points
       FROM bids WHERE market_id = $1 AND bid_date = $2::date AND status = 'pending'`,
    [marketId, day],
  );
  return { bids: Number(row?.bids ?? 0), players: Number(row?.players ?? 0), points: Number(row?.points ?? 0) };
}

/** Every market and day with bids still pending (the pending bids' own index), oldest day first. */
export async function pendingByMarket(q: Queryable): Promise<Array<{ marketId: number; day: string; bids: number; points: number }>> {
  const rows = await q.query<{ market_id: number; day: string; bids: number; points: number }>(
    `SELECT market_id, bid_date::text AS day, count(*)::int AS bids, sum(points)::bigint AS points
       FROM bids WHERE status = 'pending' GROUP BY market_id, bid_date ORDER BY bid_date, market_id`,
  );
  return rows.map((row) => ({ marketId: Number(row.market_id), day: row.day.slice(0, 10), bids: Number(row.bids), points: Number(row.points) }));
}

/**
 * Refunds every pending bid of a market and day (a cancelled day): the ledger gives each player their stakes back
 * (`postMany`: an entry per bid that names it), then the bids are marked `refunded`. Nothing is written when a
 * player's wallet would pass MAX_BALANCE: those players are returned. Runs under the day's result row, locked
 * (`lockResult`): no bid of that market and day is placed or settled meanwhile.
 */
export async function refundPending(
  tx: Queryable,
  market: { id: number; name: string },
  day: string,
): Promise<{ refused: null; bids: number; players: number; points: number } | { refused: RefusedPosting[] }> {
  const pending = `FROM bids WHERE market_id = $1 AND bid_date = $2::date AND status = 'pending'`;
  const refunded = await postMany(tx, 'credit', 'bid_refund', {
    sql: `SELECT user_id, points, id AS seq,
                 'Refund: ' || $3::text || ' ' || $4::text || ' ' || bet_type || ' ' || ${NUMBERS} || ' (bid #' || id || ')' AS note ${pending}`,
    params: [market.id, day, market.name, day],
  });
  if (refunded.refused) return refunded;
  const [marked] = await tx.query<{ n: number }>(
    `WITH marked AS (
       UPDATE bids SET status = 'refunded', payout = 0, settled_by = 'cancel', settled_at = now() WHERE id IN (SELECT id ${pending}) RETURNING 1)
     SELECT count(*)::int AS n FROM marked`,
    [market.id, day],
  );
  return { refused: null, bids: Number(marked?.n ?? 0), players: refunded.players, points: refunded.points };
}

/**
 * The pending bids of a market and day, alike ones summed (type, session, numbers): how many, their stake, and what they
 * pay if they win, each bid at its own rate and rounded down as settlement pays it (`payout`, the one formula). The
 * database sums the bids of one stake and rate (the pending bids' own index); a stake and rate pay alike, so each such
 * sum is its count times one payout.
 */
export async function pendingGroups(q: Queryable, marketId: number, day: string): Promise<BidGroup[]> {
  const groups = new Map<string, BidGroup>();
  for (const row of await pendingKinds(q, marketId, day)) {
    const key = `${row.bet_type} ${row.session} ${row.digits} ${row.closedigits}`;
    const group = groups.get(key) ?? { type: row.bet_type, session: row.session, digits: row.digits, closedigits: row.closedigits, bids: 0, stake: 0, payout: 0 };
    group.bids += row.bids;
    group.stake += row.bids * row.points;
    group.payout += row.bids * payout(row.points, row.rate_val_1, row.rate_val_2);
    groups.set(key, group);
  }
  return [...groups.values()];
}
