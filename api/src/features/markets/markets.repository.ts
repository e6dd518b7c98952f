import type { MarketKind } from '@matka/shared-kernel/domain';
import type { Queryable } from '../../db/database';

export interface MarketRow {
  id: number;
  kind: MarketKind;
  name: string;
  openMinutes: number;
  closeMinutes: number | null;
  active: boolean;
}

export interface ResultRow {
  marketId: number;
  resultDate: string;
  openPana: string | null;
  closePana: string | null;
  jodi: string | null;
}

type RawMarket = { id: number; kind: MarketKind; name: string; open_minutes: number; close_minutes: number | null; active: boolean };
type RawResult = { market_id: number; result_date: string | Date; open_pana: string | null; close_pana: string | null; jodi: string | null };

const toMarket = (row: RawMarket): MarketRow => ({
  id: Number(row.id),
  kind: row.kind,
  name: row.name,
  openMinutes: Number(row.open_minutes),
  closeMinutes: row.close_minutes === null ? null : Number(row.close_minutes),
  active: row.active,
});

/** A date column as `YYYY-MM-DD` (queries select dates `::text`, so both drivers give the same string). */
function isoDate(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

const toResult = (row: RawResult): ResultRow => ({
  marketId: Number(row.market_id),
  resultDate: isoDate(row.result_date),
  openPana: row.open_pana,
  closePana: row.close_pana,
  jodi: row.jodi,
});

const MARKET_COLUMNS = 'id, kind, name, open_minutes, close_minutes, active';

/** Adds a market and answers it as stored, or null when its kind has a market of that name already. */
export async function insertMarket(
  db: Queryable,
  market: { kind: MarketKind; name: string; openMinutes: number; closeMinutes: number | null },
): Promise<MarketRow | null> {
  const [row] = await db.query<RawMarket>(
    `INSERT INTO markets (kind, name, open_minutes, close_minutes) VALUES ($1, $2, $3, $4)
     ON CONFLICT (kind, name) DO NOTHING RETURNING ${MARKET_COLUMNS}`,
    [market.kind, market.name, market.openMinutes, market.closeMinutes],
  );
  return row ? toMarket(row) : null;
}

export async function listMarkets(db: Queryable, filter: { kind?: MarketKind; activeOnly?: boolean } = {}): Promise<MarketRow[]> {
  const rows = await db.query<RawMarket>(
    `SELECT ${MARKET_COLUMNS} FROM markets
      WHERE ($1::text IS NULL OR kind = $1) AND (NOT $2::boolean OR active)
      ORDER BY open_minutes, id`,
    [filter.kind ?? null, filter.activeOnly ?? false],
  );
  return rows.map(toMarket);
}

export async function findMarket(db: Queryable, id: number): Promise<MarketRow | null> {
  const [row] = await db.query<RawMarket>(`SELECT ${MARKET_COLUMNS} FROM markets WHERE id = $1`, [id]);
  return row ? toMarket(row) : null;
}

/** Changes a market (a field left out stays; only a main market keeps a close time) and answers it as stored, or null when there is no such market. */
export async function updateMarket(
  db: Queryable,
  id: number,
  change: { name?: string; openMinutes?: number; closeMinutes?: number; active?: boolean },
): Promise<MarketRow | null> {
  const [row] = await db.query<RawMarket>(
    `UPDATE markets SET name = COALESCE($2, name), open_minutes = COALESCE($3, open_minutes),
            close_minutes = CASE WHEN kind = 'main' THEN COALESCE($4, close_minutes) ELSE NULL END,
            active = COALESCE($5, active)
      WHERE id = $1 RETURNING ${MARKET_COLUMNS}`,
    [id, change.name ?? null, change.openMinutes ?? null, change.closeMinutes ?? null, change.active ?? null],
  );
  return row ? toMarket(row) : null;
}

export async function resultsOn(db: Queryable, kind: MarketKind, date: string): Promise<Map<number, ResultRow>> {
  const rows = await db.query<RawResult>(
    `SELECT r.market_id, r.result_date::text AS result_date, r.open_pana, r.close_pana, r.jodi
       FROM results r JOIN markets m ON m.id = r.market_id
      WHERE m.kind = $1 AND r.result_date = $2::date`,
    [kind, date],
  );
  return new Map(rows.map((row) => [Number(row.market_id), toResult(row)]));
}

export async function resultsBetween(db: Queryable, marketIds: number[], from: string, to: string): Promise<ResultRow[]> {
  const rows = await db.query<RawResult>(
    `SELECT market_id, result_date::text AS result_date, open_pana, close_pana, jodi FROM results
      WHERE market_id = ANY($1::bigint[]) AND result_date BETWEEN $2::date AND $3::date
      ORDER BY result_date, market_id`,
    [marketIds, from, to],
  );
  return rows.map(toResult);
}

/** The result row of a market and day (created empty if there is none), locked for the declaration that changes it. */
export async function lockResult(db: Queryable, marketId: number, date: string): Promise<ResultRow> {
  await db.query('INSERT INTO results (market_id, result_date) VALUES ($1, $2::date) ON CONFLICT DO NOTHING', [marketId, date]);
  const [row] = await db.query<RawResult>(
    `SELECT market_id, result_date::text AS result_date, open_pana, close_pana, jodi FROM results
      WHERE market_id = $1 AND result_date = $2::date FOR UPDATE`,
    [marketId, date],
  );
  // The row was inserted above if it was missing, and a result row is never deleted.
  if (!row) throw new Error(`The result row of market ${marketId} on ${date} is missing after its insert`);
  return toResult(row);
}

/** What a bid is checked against, read in its transaction: the market, its rates by key, the day's result. */
export interface BidTarget {
  market: MarketRow;
  /** The market kind's rates by rate key (`rateKeyOf`): a placement of several types reads each. */
  rates: ReadonlyMap<string, { val1: number; val2: number }>;
  result: ResultRow;
}

/**
 * The market, its kind's rates and the day's result row for a bid, with the result row share-locked: a declaration
 * (which locks it for update) waits for the bid to commit and then settles it, or the bid waits for the declaration and
 * then sees its result. Read in the bid's own transaction, so a market switched off or a rate changed before it began
 * holds for it, on every instance. One statement once the day's result row exists (from the day's first bid on); null
 * when there is no such market.
 */
export async function lockBidTarget(db: Queryable, marketId: number, date: string): Promise<BidTarget | null> {
  const lock = async () => {
    const [row] = await db.query<RawMarket & RawResult & { rates: Array<{ bet_type: string; val_1: number | string; val_2: number | string }> | string | null }>(
      `SELECT m.id, m.kind, m.name, m.open_minutes, m.close_minutes, m.active,
              r.market_id, r.result_date::text AS result_date, r.open_pana, r.close_pana, r.jodi,
              (SELECT json_agg(json_build_object('bet_type', rt.bet_type, 'val_1', rt.val_1, 'val_2', rt.val_2))
                 FROM rates rt WHERE rt.kind = m.kind) AS rates
         FROM results r
         JOIN markets m ON m.id = r.market_id
        WHERE r.market_id = $1 AND r.result_date = $2::date
          FOR SHARE OF r`,
      [marketId, date],
    );
    return row;
  };
  let row = await lock();
  if (!row) {
    if (!(await findMarket(db, marketId))) return null;
    await db.query('INSERT INTO results (market_id, result_date) VALUES ($1, $2::date) ON CONFLICT DO NOTHING', [marketId, date]);
    row = await lock();
  }
  if (!row) return null;
  // PGlite answers json as text, PostgreSQL as parsed JSON.
  const rates = typeof row.rates === 'string' ? (JSON.parse(row.rates) as Exclude<typeof row.rates, string | null>) : (row.rates ?? []);
  return {
    market: toMarket(row),
    rates: new Map(rates.map((rate) => [rate.bet_type, { val1: Number(rate.val_1), val2: Number(rate.val_2) }])),
    result: toResult(row),
  };
}

export async function writeResult(db: Queryable, result: ResultRow): Promise<void> {
  await db.query(
    `UPDATE results SET open_pana = $3, close_pana = $4, jodi = $5, updated_at = now() WHERE market_id = $1 AND result_date = $2::date`,
    [result.marketId, result.resultDate, result.openPana, result.closePana, result.jodi],
  );
}

export async function ratesOf(db: Queryable, kind: MarketKind): Promise<Map<string, { val1: number; val2: number }>> {
  const rows = await db.query<{ bet_type: string; val_1: number; val_2: number }>('SELECT bet_type, val_1, val_2 FROM rates WHERE kind = $1', [kind]);
  return new Map(rows.map((row) => [row.bet_type, { val1: Number(row.val_1), val2: Number(row.val_2) }]));
}

export async function setRate(db: Queryable, kind: MarketKind, betType: string, val1: number, val2: number): Promise<void> {
  await db.query(
    `INSERT INTO rates (kind, bet_type, val_1, val_2) VALUES ($1, $2, $3, $4)
     ON CONFLICT (kind, bet_type) DO UPDATE SET val_1 = EXCLUDED.val_1, val_2 = EXCLUDED.val_2`,
    [kind, betType, val1, val2],
  );
}

/** The result row of a market and day as it stands, without creating or locking it (previews). */
export async function findResult(db: Queryable, marketId: number, date: string): Promise<ResultRow | null> {
  const [row] = await db.query<RawResult>(
    `SELECT market_id, result_date::text AS result_date, open_pana, close_pana, jodi FROM results WHERE market_id = $1 AND result_date = $2::date`,
    [marketId, date],
  );
  return row ? toResult(row) : null;
}
