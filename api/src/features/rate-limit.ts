import type { Queryable } from '../db/database';
import { ApiFailure } from '../http/error-handler';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

/**
 * Counts attempts per bucket (e.g. `login:<mobile>`, `login-ip:<ip>`) in the database, so every server instance
 * sees the same counts. Throws 429 once `limit` attempts fall within the window.
 */
export async function takeAttempt(db: Queryable, bucket: string, limit: number, windowMs: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - windowMs);
  await db.query('DELETE FROM rate_limit_events WHERE bucket = $1 AND at < $2', [bucket, since]);
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limit_events WHERE bucket = $1', [bucket]);
  if ((row?.n ?? 0) >= limit) throw new ApiFailure(429, TOO_MANY_ATTEMPTS, 'rate_limited');
  await db.query('INSERT INTO rate_limit_events (bucket, at) VALUES ($1, $2)', [bucket, now]);
}
