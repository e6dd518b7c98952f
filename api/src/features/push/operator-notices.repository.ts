import type { NoticeAudience } from '@matka/shared-kernel/operator-contract';
import type { Queryable, SqlValue } from '../../db/database';
import { WANTS_PUSH } from './notifications.repository';

/** An audience as a SELECT of players (`user_id`, each once), with its own `$1…` parameters. */
export interface AudienceRows {
  sql: string;
  params: SqlValue[];
}

/**
 * The players of an audience on an IST day: every player; those with a bid of that day (found through each market's
 * bids, the index a declaration uses, rather than a pass over every bid); those with a bid on one market that day.
 */
export function audienceRows(audience: NoticeAudience, day: string, marketId: number | null): AudienceRows {
  switch (audience) {
    case 'everyone':
      return { sql: 'SELECT id AS user_id FROM users', params: [] };
    case 'bid-today':
      return { sql: 'SELECT DISTINCT user_id FROM bids WHERE market_id IN (SELECT id FROM markets) AND bid_date = $1::date', params: [day] };
    case 'market':
      return { sql: 'SELECT DISTINCT user_id FROM bids WHERE market_id = $2 AND bid_date = $1::date', params: [day, marketId] };
  }
}

/** How many players an audience holds, and how many of them a notice is pushed to now (a device, notices chosen, not asleep). */
export async function reachOf(q: Queryable, audience: AudienceRows, quiet: boolean): Promise<{ players: number; pushed: number }> {
  const [row] = await q.query<{ players: number; pushed: number }>(
    `SELECT count(*)::int AS players,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM push_subscriptions d WHERE d.user_id = a.user_id)
                               AND ${WANTS_PUSH("'notice'", 'f', `$${audience.params.length + 1}`)})::int AS pushed
       FROM (${audience.sql}) a LEFT JOIN push_preferences f ON f.user_id = a.user_id`,
    [...audience.params, quiet],
  );
  return { players: Number(row?.players ?? 0), pushed: Number(row?.pushed ?? 0) };
}

/** A market by its name, as the market list spells it (any case). */
export async function marketNamed(q: Queryable, name: string): Promise<{ id: number; name: string } | null> {
  const [row] = await q.query<{ id: number; name: string }>('SELECT id, name FROM markets WHERE lower(name) = lower($1) ORDER BY id LIMIT 1', [name]);
  return row ? { id: Number(row.id), name: row.name } : null;
}

/** How many notices were sent on an IST day. */
export async function noticesSentOn(q: Queryable, day: string): Promise<number> {
  const [row] = await q.query<{ sent: number }>('SELECT sent FROM operator_notice_days WHERE day = $1::date', [day]);
  return Number(row?.sent ?? 0);
}

/**
 * Takes one of the day's `perDay` notices in the caller's transaction: the day's count after it, or null when all are
 * taken. One conditional upsert of the day's row: a send on another instance waits for this transaction, then counts
 * it (so exactly `perDay` of any number of concurrent sends get one); a send that fails later gives its slot back
 * with its rollback.
 */
export async function takeNoticeSlot(tx: Queryable, day: string, perDay: number): Promise<number | null> {
  const [row] = await tx.query<{ sent: number }>(
    `INSERT INTO operator_notice_days AS d (day, sent) VALUES ($1::date, 1)
     ON CONFLICT (day) DO UPDATE SET sent = d.sent + 1 WHERE d.sent < $2
     RETURNING sent`,
    [day, perDay],
  );
  return row ? Number(row.sent) : null;
}

/** The markets with bids on an IST day, by name, each with how many players bid on it. */
export async function marketsBidOn(q: Queryable, day: string): Promise<Array<{ name: string; players: number }>> {
  const rows = await q.query<{ name: string; players: number }>(
    `SELECT m.name, count(DISTINCT b.user_id)::int AS players FROM markets m JOIN bids b ON b.market_id = m.id AND b.bid_date = $1::date
      GROUP BY m.id, m.name ORDER BY m.name`,
    [day],
  );
  return rows.map((row) => ({ name: row.name, players: Number(row.players) }));
}
