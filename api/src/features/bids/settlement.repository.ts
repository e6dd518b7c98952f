import type { SettledBidType } from '@matka/shared-kernel/domain';
import type { BidGroup } from '@matka/shared-kernel/operator';
import type { Queryable } from '../../db/database';
import { NOTICES } from '../notices';

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
 * Bids read and written per statement: the server's memory for a declaration stays this size for any market, and
 * reading and planning a batch holds the event loop for a few milliseconds only. On the 2-core machine of
 * docs/performance.md, the other requests of the instance waited 100 ms and more for each batch of 50,000; with
 * 5,000 the bids elsewhere keep a p99 about twice idle, and the declaration is no slower than with 10,000.
 */
export const SETTLEMENT_BATCH = 5_000;

/**
 * The pending bids of a market and day, `size` at a time, through one cursor of the caller's transaction (one plan
 * and one pass over the index for any number of batches). The cursor sees the bids as they were when it opened, so
 * settling a batch does not move the next. In no particular order: what a bid is decided by is the bid alone.
 */
export async function* pendingBids(tx: Queryable, marketId: number, day: string, size = SETTLEMENT_BATCH): AsyncGenerator<PendingBid[]> {
  await tx.query(
    `DECLARE pending_bids NO SCROLL CURSOR FOR
       SELECT id, user_id, bet_type, session, digits, closedigits, points, rate_val_1, rate_val_2
         FROM bids WHERE market_id = $1 AND bid_date = $2::date AND status = 'pending'`,
    [marketId, day],
  );
  for (;;) {
    const batch = await tx.query<PendingBid>(`FETCH ${Math.trunc(size)} FROM pending_bids`);
    const last = batch.length < size;
    if (batch.length > 0) yield batch;
    if (last) break;
  }
  // Closed here rather than in a `finally`: after an error the transaction is rolled back, which closes it anyway.
  await tx.query('CLOSE pending_bids');
}

/** Decided bids as arrays, one entry per bid: won (with its payout) or lost (payout 0). */
export interface DecidedBids {
  ids: number[];
  won: boolean[];
  payouts: number[];
}

/**
 * Marks decided bids won or lost with their payout, settled by `kind`: one statement. The bids are found by their ids
 * in the primary key (`id = ANY`), whatever the size of the table. Winners are credited later, all at once.
 */
export async function markSettled(tx: Queryable, kind: string, decided: DecidedBids): Promise<void> {
  if (decided.ids.length === 0) return;
  await tx.query(
    `UPDATE bids b SET status = CASE WHEN d.won THEN 'won' ELSE 'lost' END, payout = d.payout, settled_by = $4, settled_at = now()
       FROM unnest($1::bigint[], $2::boolean[], $3::bigint[]) AS d (id, won, payout)
      WHERE b.id = ANY($1::bigint[]) AND b.id = d.id`,
    [arrayLiteral(decided.ids), arrayLiteral(decided.won), arrayLiteral(decided.payouts), kind],
  );
}

/**
 * A PostgreSQL array literal of numbers or booleans (`{1,2,3}`), which needs no quoting: built by one `join`, where
 * the drivers' general array encoding of 50,000 values holds the event loop for a tenth of a second or more.
 */
const arrayLiteral = (values: ReadonlyArray<number | boolean>) => `{${values.join(',')}}`;

/** The winning bids (paying more than 0) a declaration of `kind` settled on a market and day: what its winners were paid. */
const WON = `SELECT id, user_id, payout, bet_type, digits, closedigits FROM bids
              WHERE market_id = $1 AND bid_date = $2::date AND status = 'won' AND settled_by = $3 AND payout > 0`;

/**
 * Locks the balance rows of the winners of a declaration of `kind`, in player-id order (a transfer locks its two
 * players in id order too, so nothing waits in a cycle), with `FOR NO KEY UPDATE` as an `UPDATE` of a balance does:
 * bids and ledger entries, whose foreign keys share-lock their player, are not held up. Once they are held, the next
 * statement reads the balances no one else can change until the commit.
 */
async function lockWinners(tx: Queryable, marketId: number, day: string, kind: string): Promise<void> {
  await tx.query(
    `SELECT count(*) FROM (
       SELECT id FROM users WHERE id IN (SELECT user_id FROM (${WON}) won) ORDER BY id FOR NO KEY UPDATE) locked`,
    [marketId, day, kind],
  );
}

/** Each winner's total, and the `users` row as this statement sees it: the balance before the change (locked, so current). */
const TOTALS = `totals AS (SELECT user_id, sum(payout)::bigint AS total FROM won GROUP BY user_id)`;

/**
 * Credits what the winners of a declaration were paid, at its end: their balance rows are locked in player order, then
 * one statement changes each winner's balance once and writes a ledger entry per winning bid (player order, then bid
 * order) with the balance after it, summed by the database. The rows stay locked from here to the commit only.
 * Returns how many players were credited.
 */
export async function creditWinners(tx: Queryable, market: { id: number; name: string }, day: string, kind: string): Promise<number> {
  await lockWinners(tx, market.id, day, kind);
  const credited = await tx.query<{ id: number }>(
    `WITH won AS (${WON}), ${TOTALS},
     credited AS (UPDATE users u SET balance = u.balance + t.total FROM totals t WHERE u.id = t.user_id RETURNING u.id),
     entries AS (
       INSERT INTO ledger_entries (user_id, amount, balance_after, kind, note)
       SELECT w.user_id, w.payout, u.balance + sum(w.payout) OVER (PARTITION BY w.user_id ORDER BY w.id), 'win',
              'Win: ' || $4::text || ' ' || w.bet_type || ' ' || w.digits || CASE WHEN w.closedigits <> '' THEN '-' || w.closedigits ELSE '' END
         FROM won w JOIN users u ON u.id = w.user_id
        ORDER BY w.user_id, w.id)
     SELECT id FROM credited`,
    [market.id, day, kind, market.name],
  );
  // Announced with the commit, to every instance: a poll before that still sees the old balance under the old ETag.
  for (const { id } of credited) tx.notify(NOTICES.wallet(Number(id)));
  return credited.length;
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
 * nothing goes back to pending (most of them; no balance is touched). Then the winners' balance rows are locked in
 * player order and checked: if a winner no longer has what a bid paid (taking back that player's winnings in bid
 * order), nothing more is done and that bid is returned. Otherwise one statement takes back each winner's total once,
 * writes a ledger entry per winning bid with the balance after it, and returns those bids to pending too.
 */
export async function revertSettled(
  tx: Queryable,
  market: { id: number; name: string },
  day: string,
  kind: string,
): Promise<{ bids: number; taken: number; short: null } | { short: { id: number; user_id: number; payout: number } }> {
  const params = [market.id, day, kind];
  const [losers] = await tx.query<{ n: number }>(
    `WITH reset AS (
       UPDATE bids SET status = 'pending', payout = 0, settled_by = NULL, settled_at = NULL
        WHERE market_id = $1 AND bid_date = $2::date AND settled_by = $3 AND payout = 0 RETURNING 1)
     SELECT count(*)::int AS n FROM reset`,
    params,
  );
  await lockWinners(tx, market.id, day, kind);
  const [short] = await tx.query<{ id: number; user_id: number; payout: number }>(
    `SELECT w.id, w.user_id, w.payout FROM (
       SELECT id, user_id, payout, sum(payout) OVER (PARTITION BY user_id ORDER BY id) AS owed FROM (${WON}) won) w
       JOIN users u ON u.id = w.user_id
      WHERE u.balance < w.owed
      ORDER BY w.user_id, w.id LIMIT 1`,
    params,
  );
  if (short) return { short: { id: Number(short.id), user_id: Number(short.user_id), payout: Number(short.payout) } };
  const debited = await tx.query<{ id: number; total: number; bids: number }>(
    `WITH won AS (${WON}), ${TOTALS},
     debited AS (UPDATE users u SET balance = u.balance - t.total FROM totals t WHERE u.id = t.user_id RETURNING u.id, t.total),
     entries AS (
       INSERT INTO ledger_entries (user_id, amount, balance_after, kind, note)
       SELECT w.user_id, -w.payout, u.balance - sum(w.payout) OVER (PARTITION BY w.user_id ORDER BY w.id), 'win_reversal',
              'Result reverted: ' || $4::text || ' ' || w.bet_type || ' ' || w.digits
         FROM won w JOIN users u ON u.id = w.user_id
        ORDER BY w.user_id, w.id),
     reset AS (
       UPDATE bids b SET status = 'pending', payout = 0, settled_by = NULL, settled_at = NULL FROM won w WHERE b.id = w.id RETURNING 1)
     SELECT id, total, (SELECT count(*) FROM reset)::int AS bids FROM debited`,
    [...params, market.name],
  );
  for (const { id } of debited) tx.notify(NOTICES.wallet(Number(id)));
  return {
    bids: Number(losers?.n ?? 0) + Number(debited[0]?.bids ?? 0),
    taken: debited.reduce((sum, row) => sum + Number(row.total), 0),
    short: null,
  };
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
 * Refunds every pending bid of a market and day (a cancelled day): the players' balance rows are locked in player
 * order, then one statement marks the bids `refunded`, gives each player their stakes back once and writes a ledger
 * entry per bid (player order, then bid order) that names the bid, with the balance after it. Runs under the day's
 * result row, locked (`lockResult`): no bid of that market and day is placed or settled meanwhile.
 */
export async function refundPending(tx: Queryable, market: { id: number; name: string }, day: string): Promise<{ bids: number; players: number; points: number }> {
  const pending = `SELECT id FROM bids WHERE market_id = $1 AND bid_date = $2::date AND status = 'pending'`;
  await tx.query(
    `SELECT count(*) FROM (
       SELECT id FROM users WHERE id IN (SELECT user_id FROM bids WHERE id IN (${pending})) ORDER BY id FOR NO KEY UPDATE) locked`,
    [market.id, day],
  );
  const credited = await tx.query<{ id: number; total: number; bids: number }>(
    `WITH refunded AS (
       UPDATE bids SET status = 'refunded', payout = 0, settled_by = 'cancel', settled_at = now()
        WHERE id IN (${pending}) RETURNING id, user_id, points, bet_type, session, digits, closedigits),
     totals AS (SELECT user_id, sum(points)::bigint AS total FROM refunded GROUP BY user_id),
     credited AS (UPDATE users u SET balance = u.balance + t.total FROM totals t WHERE u.id = t.user_id RETURNING u.id, t.total),
     entries AS (
       INSERT INTO ledger_entries (user_id, amount, balance_after, kind, note)
       SELECT r.user_id, r.points, u.balance + sum(r.points) OVER (PARTITION BY r.user_id ORDER BY r.id), 'bid_refund',
              'Refund: ' || $3::text || ' ' || $4::text || ' ' || r.bet_type || ' ' || r.digits
                || CASE WHEN r.closedigits <> '' THEN '-' || r.closedigits ELSE '' END || ' (bid #' || r.id || ')'
         FROM refunded r JOIN users u ON u.id = r.user_id
        ORDER BY r.user_id, r.id)
     SELECT id, total, (SELECT count(*) FROM refunded)::int AS bids FROM credited`,
    [market.id, day, market.name, day],
  );
  for (const { id } of credited) tx.notify(NOTICES.wallet(Number(id)));
  return {
    bids: Number(credited[0]?.bids ?? 0),
    players: credited.length,
    points: credited.reduce((sum, row) => sum + Number(row.total), 0),
  };
}

/**
 * The pending bids of a market and day, alike ones summed (type, session, numbers): how many, their stake, and what they
 * pay if they win, each bid at its own rate and rounded down as settlement pays it (the pending bids' own index).
 */
export async function pendingGroups(q: Queryable, marketId: number, day: string): Promise<BidGroup[]> {
  const rows = await q.query<{ bet_type: SettledBidType; session: 'Open' | 'Close'; digits: string; closedigits: string; bids: number; stake: number; payout: number }>(
    `SELECT bet_type, session, digits, closedigits, count(*)::int AS bids, sum(points)::bigint AS stake,
            sum(floor(points::numeric * rate_val_2 / rate_val_1))::bigint AS payout
       FROM bids WHERE market_id = $1 AND bid_date = $2::date AND status = 'pending'
      GROUP BY bet_type, session, digits, closedigits`,
    [marketId, day],
  );
  return rows.map((row) => ({
    type: row.bet_type,
    session: row.session,
    digits: row.digits,
    closedigits: row.closedigits,
    bids: Number(row.bids),
    stake: Number(row.stake),
    payout: Number(row.payout),
  }));
}
