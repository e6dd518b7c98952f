import type { Queryable } from '../../db/database';

/**
 * The sums the operators' reports are made of, read from the ledger and the bids only (never a counter of their own),
 * so they tie out with `ledger check`. Days are IST days, both ends included; `from` and `to` are `YYYY-MM-DD`.
 */

/** A span of ledger entries summed by kind (points; payouts net of reversals, withdrawals net of their refunds). */
export interface LedgerSums {
  stakes: number;
  payouts: number;
  refunds: number;
  deposits: number;
  withdrawals: number;
  /** Operator credits net of operator debits. */
  operator_credits: number;
  /** Every entry summed. */
  net: number;
}

export interface DaySums extends LedgerSums {
  /** `YYYY-MM-DD` (IST). */
  day: string;
  new_players: number;
  /** Players who placed a bid that day. */
  active_players: number;
}

export interface MarketDaySums {
  market_id: number;
  market: string;
  kind: string;
  /** The bids' day, `YYYY-MM-DD`. */
  day: string;
  bids: number;
  stakes: number;
  /** What the won bids paid. */
  payouts: number;
  /** Stakes of the refunded bids (their market's day cancelled). */
  refunds: number;
  /** Stakes of the bids not yet decided. */
  pending: number;
}

export interface PlayerSums extends LedgerSums {
  mobile: string;
  name: string;
}

/** Bigint sums come back as numbers or numeric strings, and a day with no entries as nulls. */
type Raw<Row> = { [Key in keyof Row]: Row[Key] extends number ? number | string | null : Row[Key] };

const DAY_SQL = `(created_at AT TIME ZONE 'Asia/Kolkata')::date`;

const LEDGER_SUMS = `
  COALESCE(-sum(amount) FILTER (WHERE kind = 'bid'), 0)::bigint AS stakes,
  COALESCE(sum(amount) FILTER (WHERE kind IN ('win', 'win_reversal')), 0)::bigint AS payouts,
  COALESCE(sum(amount) FILTER (WHERE kind = 'bid_refund'), 0)::bigint AS refunds,
  COALESCE(sum(amount) FILTER (WHERE kind = 'deposit'), 0)::bigint AS deposits,
  COALESCE(-sum(amount) FILTER (WHERE kind IN ('withdraw', 'withdraw_refund')), 0)::bigint AS withdrawals,
  COALESCE(sum(amount) FILTER (WHERE kind IN ('operator_credit', 'operator_debit')), 0)::bigint AS operator_credits,
  COALESCE(sum(amount), 0)::bigint AS net`;

const ledgerSums = (row: Raw<LedgerSums>): LedgerSums => ({
  stakes: Number(row.stakes ?? 0),
  payouts: Number(row.payouts ?? 0),
  refunds: Number(row.refunds ?? 0),
  deposits: Number(row.deposits ?? 0),
  withdrawals: Number(row.withdrawals ?? 0),
  operator_credits: Number(row.operator_credits ?? 0),
  net: Number(row.net ?? 0),
});

/** Every day from `from` to `to`, each with its ledger's sums and players (zeros for a quiet day), in order. */
export async function daySums(db: Queryable, from: string, to: string): Promise<DaySums[]> {
  const rows = await db.query<Raw<DaySums>>(
    `WITH days AS (SELECT d::date AS day FROM generate_series($1::date, $2::date, interval '1 day') d),
     ledger AS (SELECT ${DAY_SQL} AS day, ${LEDGER_SUMS}, count(DISTINCT user_id) FILTER (WHERE kind = 'bid')::int AS active_players
                  FROM ledger_entries WHERE ${DAY_SQL} BETWEEN $1::date AND $2::date GROUP BY 1),
     joined AS (SELECT ${DAY_SQL} AS day, count(*)::int AS new_players FROM users WHERE ${DAY_SQL} BETWEEN $1::date AND $2::date GROUP BY 1)
     SELECT days.day::text AS day, ledger.stakes, ledger.payouts, ledger.refunds, ledger.deposits, ledger.withdrawals,
            ledger.operator_credits, ledger.net, ledger.active_players, COALESCE(joined.new_players, 0) AS new_players
       FROM days LEFT JOIN ledger ON ledger.day = days.day LEFT JOIN joined ON joined.day = days.day
      ORDER BY days.day`,
    [from, to],
  );
  return rows.map((row) => ({
    day: String(row.day).slice(0, 10),
    ...ledgerSums(row),
    new_players: Number(row.new_players ?? 0),
    active_players: Number(row.active_players ?? 0),
  }));
}

/** Every ledger entry ever, summed, and every balance, summed: equal when the books are right. */
export async function ledgerTotals(db: Queryable): Promise<{ entries: number; balances: number }> {
  const [row] = await db.query<Raw<{ entries: number; balances: number }>>(
    'SELECT (SELECT COALESCE(sum(amount), 0) FROM ledger_entries)::bigint AS entries, (SELECT COALESCE(sum(balance), 0) FROM users)::bigint AS balances',
  );
  return { entries: Number(row?.entries ?? 0), balances: Number(row?.balances ?? 0) };
}

/** The bids of each market on each bid day from `from` to `to` that had any, by day, then market name. */
export async function marketDaySums(db: Queryable, from: string, to: string): Promise<MarketDaySums[]> {
  const rows = await db.query<Raw<MarketDaySums>>(
    `SELECT b.market_id, m.name AS market, m.kind, b.bid_date::text AS day, count(*)::int AS bids,
            sum(b.points)::bigint AS stakes,
            COALESCE(sum(b.payout) FILTER (WHERE b.status = 'won'), 0)::bigint AS payouts,
            COALESCE(sum(b.points) FILTER (WHERE b.status = 'refunded'), 0)::bigint AS refunds,
            COALESCE(sum(b.points) FILTER (WHERE b.status = 'pending'), 0)::bigint AS pending
       FROM bids b JOIN markets m ON m.id = b.market_id
      WHERE b.bid_date BETWEEN $1::date AND $2::date
      GROUP BY b.market_id, m.name, m.kind, b.bid_date ORDER BY b.bid_date, m.name`,
    [from, to],
  );
  return rows.map((row) => ({
    market_id: Number(row.market_id),
    market: String(row.market),
    kind: String(row.kind),
    day: String(row.day).slice(0, 10),
    bids: Number(row.bids),
    stakes: Number(row.stakes),
    payouts: Number(row.payouts),
    refunds: Number(row.refunds),
    pending: Number(row.pending),
  }));
}

/** The ledger's sums per player from `from` to `to`: the 500 who staked most (then by mobile number). */
export async function playerSums(db: Queryable, from: string, to: string): Promise<PlayerSums[]> {
  const rows = await db.query<Raw<PlayerSums>>(
    `SELECT u.mobile, u.name, ${LEDGER_SUMS.replace(/\bamount\b/g, 'l.amount').replace(/\bkind\b/g, 'l.kind')}
       FROM ledger_entries l JOIN users u ON u.id = l.user_id
      WHERE (l.created_at AT TIME ZONE 'Asia/Kolkata')::date BETWEEN $1::date AND $2::date
      GROUP BY u.id, u.mobile, u.name ORDER BY stakes DESC, u.mobile LIMIT 500`,
    [from, to],
  );
  return rows.map((row) => ({ mobile: String(row.mobile), name: String(row.name), ...ledgerSums(row) }));
}

export interface GameDaySums {
  /** The bids' day, `YYYY-MM-DD`. */
  day: string;
  /** The bid type's name (the kernel's BID_TYPES key: Single Digit, Jodi Digit, Full Sangam…). */
  bet_type: string;
  kind: string;
  bids: number;
  stakes: number;
  payouts: number;
  refunds: number;
  pending: number;
}

/** The bids of each bid type and market kind on each bid day from `from` to `to` that had any (bids_day_type). */
export async function gameDaySums(db: Queryable, from: string, to: string): Promise<GameDaySums[]> {
  const rows = await db.query<Raw<GameDaySums>>(
    `SELECT b.bid_date::text AS day, b.bet_type, m.kind, count(*)::int AS bids, sum(b.points)::bigint AS stakes,
            COALESCE(sum(b.payout) FILTER (WHERE b.status = 'won'), 0)::bigint AS payouts,
            COALESCE(sum(b.points) FILTER (WHERE b.status = 'refunded'), 0)::bigint AS refunds,
            COALESCE(sum(b.points) FILTER (WHERE b.status = 'pending'), 0)::bigint AS pending
       FROM bids b JOIN markets m ON m.id = b.market_id
      WHERE b.bid_date BETWEEN $1::date AND $2::date
      GROUP BY b.bid_date, b.bet_type, m.kind ORDER BY b.bid_date`,
    [from, to],
  );
  return rows.map((row) => ({
    day: String(row.day).slice(0, 10),
    bet_type: String(row.bet_type),
    kind: String(row.kind),
    bids: Number(row.bids),
    stakes: Number(row.stakes),
    payouts: Number(row.payouts),
    refunds: Number(row.refunds),
    pending: Number(row.pending),
  }));
}
