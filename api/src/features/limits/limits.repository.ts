import type { KindLimits, LimitName, MarketKind, Session } from '@matka/shared-kernel/domain';
import type { Queryable } from '../../db/database';

/** PGlite answers json as text, PostgreSQL as parsed JSON. */
const json = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** A player's own limits as stored (docs/game-rules.md, "Limits"). */
export interface OwnLimitsRow {
  dailyStake: number | null;
  dailyDeposit: number | null;
  pendingStake: number | null;
  pendingStakeFrom: Date | null;
  pendingDeposit: number | null;
  pendingDepositFrom: Date | null;
  breakUntil: Date | null;
}

interface RawOwnLimits {
  daily_stake: number | string | null;
  daily_deposit: number | string | null;
  pending_stake: number | string | null;
  pending_stake_from: string | Date | null;
  pending_deposit: number | string | null;
  pending_deposit_from: string | Date | null;
  break_until: string | Date | null;
}

const orNull = <T, R>(value: T | null, to: (value: T) => R): R | null => (value === null ? null : to(value));
const toDate = (value: string | Date) => new Date(value);

function toOwnLimits(raw: RawOwnLimits | null | undefined): OwnLimitsRow | null {
  if (!raw) return null;
  return {
    dailyStake: orNull(raw.daily_stake, Number),
    dailyDeposit: orNull(raw.daily_deposit, Number),
    pendingStake: orNull(raw.pending_stake, Number),
    pendingStakeFrom: orNull(raw.pending_stake_from, toDate),
    pendingDeposit: orNull(raw.pending_deposit, Number),
    pendingDepositFrom: orNull(raw.pending_deposit_from, toDate),
    breakUntil: orNull(raw.break_until, toDate),
  };
}

function toKindLimits(rows: ReadonlyArray<{ t: string; n: LimitName; v: number | string }>): KindLimits {
  const limits: KindLimits = { types: {}, all: {} };
  for (const row of rows) {
    const into = row.t === '' ? limits.all : (limits.types[row.t] ??= {});
    into[row.n] = Number(row.v);
  }
  return limits;
}

/**
 * What a placement is checked against, in one round trip: the house's limits of the market's kind, which of its
 * numbers are blocked today, and the player's own limits.
 */
export async function readStakeRules(tx: Queryable, ask: { kind: MarketKind; marketId: number; day: string; numbers: readonly string[]; userId: number }) {
  const [row] = await tx.query<{ limits: unknown; blocked: unknown; own: unknown }>(
    `SELECT (SELECT json_agg(json_build_object('t', bet_type, 'n', name, 'v', value)) FROM house_limits WHERE kind = $1) AS limits,
            (SELECT json_agg(digits) FROM blocked_numbers WHERE market_id = $2 AND day = $3::date AND digits = ANY($4::text[])) AS blocked,
            (SELECT row_to_json(p) FROM player_limits p WHERE user_id = $5) AS own`,
    [ask.kind, ask.marketId, ask.day, [...ask.numbers], ask.userId],
  );
  return {
    limits: toKindLimits(json(row?.limits as never) ?? []),
    blocked: new Set(json<string[]>(row?.blocked as never) ?? []),
    own: toOwnLimits(json<RawOwnLimits>(row?.own as never)),
  };
}

/** Points a player has staked on a day (bids not refunded): on one market, and on every market. */
export async function stakedOn(tx: Queryable, userId: number, marketId: number, day: string): Promise<{ onMarket: number; onDay: number }> {
  const [row] = await tx.query<{ on_market: string | number; on_day: string | number }>(
    `SELECT COALESCE(SUM(points) FILTER (WHERE market_id = $2), 0) AS on_market, COALESCE(SUM(points), 0) AS on_day
       FROM bids WHERE user_id = $1 AND bid_date = $3::date AND status <> 'refunded'`,
    [userId, marketId, day],
  );
  return { onMarket: Number(row?.on_market ?? 0), onDay: Number(row?.on_day ?? 0) };
}

/** An outcome of a market's day: a bid type, a session and the numbers that win it. */
export interface Outcome {
  betType: string;
  session: Session;
  digits: string;
  closedigits: string;
}

/**
 * Adds each outcome's possible payout to its row and answers the sums, in one statement: the rows are locked in the
 * order given (the caller sorts them), so two placements never wait on each other in a circle. The locks hold until
 * the bid's transaction ends: an outcome's sum is only ever read and raised by one placement at a time.
 */
export async function bookOutcomes(tx: Queryable, marketId: number, day: string, outcomes: ReadonlyArray<Outcome & { payout: number }>) {
  const rows = await tx.query<Outcome & { bet_type: string; payout: string | number }>(
    `INSERT INTO outcome_payouts (market_id, bid_date, bet_type, session, digits, closedigits, payout)
     SELECT $1, $2::date, o.bet_type, o.session, o.digits, o.closedigits, o.payout
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::bigint[]) WITH ORDINALITY AS o (bet_type, session, digits, closedigits, payout, n)
      ORDER BY o.n
     ON CONFLICT (market_id, bid_date, bet_type, session, digits, closedigits) DO UPDATE SET payout = outcome_payouts.payout + EXCLUDED.payout
     RETURNING bet_type, session, digits, closedigits, payout`,
    [
      marketId,
      day,
      outcomes.map((o) => o.betType),
      outcomes.map((o) => o.session),
      outcomes.map((o) => o.digits),
      outcomes.map((o) => o.closedigits),
      outcomes.map((o) => o.payout),
    ],
  );
  return rows.map((row) => ({ betType: row.bet_type, session: row.session, digits: row.digits, closedigits: row.closedigits, payout: Number(row.payout) }));
}

/** What each outcome of a market's day would pay now (the exposure panel's room left). */
export async function outcomePayouts(db: Queryable, marketId: number, day: string) {
  const rows = await db.query<{ bet_type: string; session: Session; digits: string; closedigits: string; payout: string | number }>(
    'SELECT bet_type, session, digits, closedigits, payout FROM outcome_payouts WHERE market_id = $1 AND bid_date = $2::date ORDER BY bet_type, session, digits, closedigits',
    [marketId, day],
  );
  return rows.map((row) => ({ betType: row.bet_type, session: row.session, digits: row.digits, closedigits: row.closedigits, payout: Number(row.payout) }));
}

// The house's limits, as operators set them.

export interface LimitRow {
  kind: MarketKind;
  type: string;
  name: LimitName;
  value: number;
}

export async function listLimits(db: Queryable, kind?: MarketKind): Promise<LimitRow[]> {
  const rows = await db.query<{ kind: MarketKind; bet_type: string; name: LimitName; value: string | number }>(
    `SELECT kind, bet_type, name, value FROM house_limits WHERE $1::text IS NULL OR kind = $1 ORDER BY kind, bet_type, name`,
    [kind ?? null],
  );
  return rows.map((row) => ({ kind: row.kind, type: row.bet_type, name: row.name, value: Number(row.value) }));
}

export async function readKindLimits(db: Queryable, kind: MarketKind): Promise<KindLimits> {
  const rows = await listLimits(db, kind);
  return toKindLimits(rows.map((row) => ({ t: row.type, n: row.name, v: row.value })));
}

export async function setLimit(tx: Queryable, row: LimitRow): Promise<void> {
  await tx.query(
    'INSERT INTO house_limits (kind, bet_type, name, value) VALUES ($1, $2, $3, $4) ON CONFLICT (kind, bet_type, name) DO UPDATE SET value = EXCLUDED.value',
    [row.kind, row.type, row.name, row.value],
  );
}

/** Removes the named limits of a kind and type (all of them when none is named); answers how many were set. */
export async function clearLimits(tx: Queryable, kind: MarketKind, type: string, names: readonly LimitName[] | null): Promise<number> {
  const rows = await tx.query('DELETE FROM house_limits WHERE kind = $1 AND bet_type = $2 AND ($3::text[] IS NULL OR name = ANY($3::text[])) RETURNING 1', [
    kind,
    type,
    names ? [...names] : null,
  ]);
  return rows.length;
}

export interface BlockedRow {
  market_id: number;
  market: string;
  day: string;
  digits: string;
}

export async function listBlocked(db: Queryable, fromDay: string, kind?: MarketKind): Promise<BlockedRow[]> {
  const rows = await db.query<{ market_id: string | number; market: string; day: string; digits: string }>(
    `SELECT b.market_id, m.name AS market, b.day::text AS day, b.digits
       FROM blocked_numbers b JOIN markets m ON m.id = b.market_id
      WHERE b.day >= $1::date AND ($2::text IS NULL OR m.kind = $2)
      ORDER BY b.day, m.name, b.digits`,
    [fromDay, kind ?? null],
  );
  return rows.map((row) => ({ ...row, market_id: Number(row.market_id) }));
}

export async function blockNumber(tx: Queryable, marketId: number, day: string, digits: string): Promise<boolean> {
  return (await tx.query('INSERT INTO blocked_numbers (market_id, day, digits) VALUES ($1, $2::date, $3) ON CONFLICT DO NOTHING RETURNING 1', [marketId, day, digits])).length > 0;
}

export async function unblockNumber(tx: Queryable, marketId: number, day: string, digits: string): Promise<boolean> {
  return (await tx.query('DELETE FROM blocked_numbers WHERE market_id = $1 AND day = $2::date AND digits = $3 RETURNING 1', [marketId, day, digits])).length > 0;
}

// A player's own limits.

export async function readOwnLimits(db: Queryable, userId: number, lock = false): Promise<OwnLimitsRow | null> {
  const [row] = await db.query<RawOwnLimits>(`SELECT * FROM player_limits WHERE user_id = $1${lock ? ' FOR UPDATE' : ''}`, [userId]);
  return toOwnLimits(row);
}

export async function writeOwnLimits(tx: Queryable, userId: number, limits: OwnLimitsRow): Promise<void> {
  await tx.query(
    `INSERT INTO player_limits (user_id, daily_stake, daily_deposit, pending_stake, pending_stake_from, pending_deposit, pending_deposit_from, break_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id) DO UPDATE SET daily_stake = $2, daily_deposit = $3, pending_stake = $4, pending_stake_from = $5,
       pending_deposit = $6, pending_deposit_from = $7, break_until = $8`,
    [
      userId,
      limits.dailyStake,
      limits.dailyDeposit,
      limits.pendingStake,
      limits.pendingStakeFrom?.toISOString() ?? null,
      limits.pendingDeposit,
      limits.pendingDepositFrom?.toISOString() ?? null,
      limits.breakUntil?.toISOString() ?? null,
    ],
  );
}

/** Points a player asked to deposit on a day (requests not rejected), for their own daily deposit limit. */
export async function depositedOn(tx: Queryable, userId: number, fromInstant: Date): Promise<number> {
  const [row] = await tx.query<{ total: string | number }>(
    `SELECT COALESCE(SUM(amount), 0) AS total FROM fund_requests WHERE user_id = $1 AND status <> 'rejected' AND created_at >= $2`,
    [userId, fromInstant.toISOString()],
  );
  return Number(row?.total ?? 0);
}
