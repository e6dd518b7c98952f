import type { Queryable } from '../../db/database';

/** The SQL of markets' weekly schedules (`markets.closed_weekdays`) and holidays (`market_holidays`). */

export interface StoredSchedule {
  marketId: number;
  closedWeekdays: number[];
  /** Holiday dates from `from` on, `YYYY-MM-DD`, in order, with their reasons. */
  holidays: Array<{ date: string; reason: string }>;
}

/** The schedules of these markets (all, when null), with their holidays from `from` on. */
export async function schedulesOf(db: Queryable, marketIds: readonly number[] | null, from: string): Promise<Map<number, StoredSchedule>> {
  const rows = await db.query<{ id: number; closed_weekdays: number[] | string; holidays: Array<{ date: string; reason: string }> | string | null }>(
    `SELECT m.id, m.closed_weekdays,
            (SELECT json_agg(json_build_object('date', h.day::text, 'reason', h.reason) ORDER BY h.day)
               FROM market_holidays h WHERE h.market_id = m.id AND h.day >= $2::date) AS holidays
       FROM markets m WHERE ($1::bigint[] IS NULL OR m.id = ANY($1::bigint[]))`,
    [marketIds === null ? null : [...marketIds], from],
  );
  return new Map(
    rows.map((row) => {
      // PGlite answers json as text and arrays as parsed; PostgreSQL parses both.
      const holidays = typeof row.holidays === 'string' ? (JSON.parse(row.holidays) as StoredSchedule['holidays']) : (row.holidays ?? []);
      const weekdays = typeof row.closed_weekdays === 'string' ? row.closed_weekdays.replace(/[{}]/g, '').split(',').filter(Boolean) : row.closed_weekdays;
      return [Number(row.id), { marketId: Number(row.id), closedWeekdays: weekdays.map(Number), holidays: holidays.map((h) => ({ date: h.date.slice(0, 10), reason: h.reason })) }];
    }),
  );
}

export async function setClosedWeekdays(db: Queryable, marketId: number, days: readonly number[]): Promise<void> {
  await db.query('UPDATE markets SET closed_weekdays = $2::smallint[] WHERE id = $1', [marketId, [...days]]);
}

/** Adds (or renames the reason of) a holiday; answers whether it is new. */
export async function upsertHoliday(db: Queryable, marketId: number, day: string, reason: string): Promise<boolean> {
  const [row] = await db.query<{ inserted: boolean }>(
    `INSERT INTO market_holidays (market_id, day, reason) VALUES ($1, $2::date, $3)
     ON CONFLICT (market_id, day) DO UPDATE SET reason = EXCLUDED.reason RETURNING (xmax = 0) AS inserted`,
    [marketId, day, reason],
  );
  return row?.inserted === true;
}

/** Removes a holiday; answers whether there was one. */
export async function deleteHoliday(db: Queryable, marketId: number, day: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM market_holidays WHERE market_id = $1 AND day = $2::date RETURNING 1', [marketId, day]);
  return rows.length > 0;
}
