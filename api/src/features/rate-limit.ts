import type { Queryable } from '../db/database';
import { ApiFailure } from '../http/error-handler';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

/** How many attempts a bucket allows in a window, and (optionally) a delay that doubles after the free ones. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
  /** Attempts allowed back to back; each later one waits `firstDelayMs`, doubling, up to `maxDelayMs`. */
  delay?: { free: number; firstDelayMs: number; maxDelayMs: number };
}

/**
 * Takes one attempt from a bucket (e.g. `login:<mobile>|<ip>`) in one statement, so every server instance and every
 * parallel request sees the same count: the row is inserted, or updated only while the window has room and the delay
 * has passed. Throws 429 otherwise. The attempt counts from here: give it back (`giveBack`, `clearAttempts`) when
 * the request turns out not to count (a login that succeeded).
 */
export async function takeAttempt(db: Queryable, bucket: string, limit: AttemptLimit, now: Date): Promise<void> {
  const delay = limit.delay ?? { free: limit.max, firstDelayMs: 0, maxDelayMs: 0 };
  // The delay before the attempt after this one, from this one's number n: 0 while n <= free, then doubling.
  const nextAt = (n: string) =>
    `$1::timestamptz + (CASE WHEN ${n} <= $5::int THEN 0 ELSE least($7::float8, $6::float8 * power(2, ${n} - $5::int - 1)) END) * interval '1 millisecond'`;
  const rows = await db.query(
    `INSERT INTO attempt_counters AS c (bucket, attempts, window_start, next_at)
     VALUES ($3, 1, $1::timestamptz, ${nextAt('1')})
     ON CONFLICT (bucket) DO UPDATE SET
       attempts = CASE WHEN c.window_start <= $2::timestamptz THEN 1 ELSE c.attempts + 1 END,
       window_start = CASE WHEN c.window_start <= $2::timestamptz THEN $1::timestamptz ELSE c.window_start END,
       next_at = CASE WHEN c.window_start <= $2::timestamptz THEN ${nextAt('1')} ELSE ${nextAt('(c.attempts + 1)')} END
     WHERE c.window_start <= $2::timestamptz OR (c.attempts < $4::int AND c.next_at <= $1::timestamptz)
     RETURNING attempts`,
    [now, new Date(now.getTime() - limit.windowMs), bucket, limit.max, delay.free, delay.firstDelayMs, delay.maxDelayMs],
  );
  if (rows.length === 0) throw new ApiFailure(429, TOO_MANY_ATTEMPTS, 'rate_limited');
}

/** Gives one attempt back to a bucket (it did not count after all); its delay is left as it is. */
export async function giveBack(db: Queryable, bucket: string): Promise<void> {
  await db.query('UPDATE attempt_counters SET attempts = greatest(attempts - 1, 0) WHERE bucket = $1', [bucket]);
}

/** Forgets a bucket: its count and its delay (the owner signed in from that address). */
export async function clearAttempts(db: Queryable, bucket: string): Promise<void> {
  await db.query('DELETE FROM attempt_counters WHERE bucket = $1', [bucket]);
}
