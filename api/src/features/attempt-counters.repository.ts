import type { Queryable } from '../db/database';

/**
 * The rate limits' counters in `attempt_counters`, one row per bucket: attempts (or failures) in the current window,
 * checks running (`pending`), and when the next attempt may come (`next_at`). Each change is one statement, so every
 * server instance and every parallel request sees the same count. What the limits mean is rate-limit.ts's to say.
 */

/** A delay that doubles after the free attempts: each later one waits `firstDelayMs`, doubling, up to `maxDelayMs`. */
export interface CounterDelay {
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/**
 * SQL for when the attempt after the `n`th may come: `$1` (now) plus the delay, from the placeholders of the delay's
 * free attempts, first delay and longest delay.
 */
const nextAt = (n: string, [free, first, longest] = ['$5', '$6', '$7']) =>
  `$1::timestamptz + (CASE WHEN ${n} <= ${free}::int THEN 0 ELSE least(${longest}::float8, ${first}::float8 * power(2, ${n} - ${free}::int - 1)) END) * interval '1 millisecond'`;

/** A bucket's row as it stands, or null if it has none. */
export async function counterOf(db: Queryable, bucket: string): Promise<{ attempts: number; windowStart: Date; nextAt: Date } | null> {
  const [row] = await db.query<{ attempts: number; window_start: Date; next_at: Date }>('SELECT attempts, window_start, next_at FROM attempt_counters WHERE bucket = $1', [bucket]);
  return row ? { attempts: Number(row.attempts), windowStart: new Date(row.window_start), nextAt: new Date(row.next_at) } : null;
}

/** Deletes the counters whose window started by `windowEndedBy` and whose delay has passed at `now`. */
export async function deleteEndedCounters(db: Queryable, windowEndedBy: Date, now: Date): Promise<void> {
  await db.query('DELETE FROM attempt_counters WHERE window_start <= $1 AND next_at <= $2', [windowEndedBy, now]);
}

/** A bucket's limit as the statements apply it: its window started by `windowEndedBy` counts afresh. */
interface CounterRule {
  bucket: string;
  now: Date;
  windowEndedBy: Date;
  max: number;
  delay: CounterDelay;
}

/**
 * Counts one attempt: the row is inserted, or updated only while its window has room and its delay has passed (a
 * window that ended starts afresh). False when it was refused.
 */
export async function countAttempt(db: Queryable, rule: CounterRule): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO attempt_counters AS c (bucket, attempts, window_start, next_at)
     VALUES ($3, 1, $1::timestamptz, ${nextAt('1')})
     ON CONFLICT (bucket) DO UPDATE SET
       attempts = CASE WHEN c.window_start <= $2::timestamptz THEN 1 ELSE c.attempts + 1 END,
       window_start = CASE WHEN c.window_start <= $2::timestamptz THEN $1::timestamptz ELSE c.window_start END,
       next_at = CASE WHEN c.window_start <= $2::timestamptz THEN ${nextAt('1')} ELSE ${nextAt('(c.attempts + 1)')} END
     WHERE c.window_start <= $2::timestamptz OR (c.attempts < $4::int AND c.next_at <= $1::timestamptz)
     RETURNING attempts`,
    [rule.now, rule.windowEndedBy, rule.bucket, rule.max, rule.delay.free, rule.delay.firstDelayMs, rule.delay.maxDelayMs],
  );
  return rows.length > 0;
}

/**
 * Reserves a running check: granted while the failures plus the checks running stay under `max`, at most
 * `delay.free` run at once and the delay after the last failure has passed (a window that ended starts afresh).
 * False when it was not granted.
 */
export async function reserveInCounter(db: Queryable, rule: CounterRule): Promise<boolean> {
  const reserved = await db.query(
    `INSERT INTO attempt_counters AS c (bucket, attempts, window_start, next_at, pending)
     VALUES ($3, 0, $1::timestamptz, $1::timestamptz, 1)
     ON CONFLICT (bucket) DO UPDATE SET
       attempts = CASE WHEN c.window_start <= $2::timestamptz THEN 0 ELSE c.attempts END,
       pending = CASE WHEN c.window_start <= $2::timestamptz THEN 1 ELSE c.pending + 1 END,
       next_at = CASE WHEN c.window_start <= $2::timestamptz THEN $1::timestamptz ELSE c.next_at END,
       window_start = CASE WHEN c.window_start <= $2::timestamptz THEN $1::timestamptz ELSE c.window_start END
     WHERE c.window_start <= $2::timestamptz OR (c.attempts + c.pending < $4::int AND c.pending < $5::int AND c.next_at <= $1::timestamptz)
     RETURNING 1`,
    [rule.now, rule.windowEndedBy, rule.bucket, rule.max, rule.delay.free],
  );
  return reserved.length > 0;
}

/** Ends a running check as a failure: it counts, and the delay grows. */
export async function countFailure(db: Queryable, bucket: string, now: Date, delay: CounterDelay): Promise<void> {
  const next = nextAt('(attempts + 1)', ['$3', '$4', '$5']);
  await db.query(`UPDATE attempt_counters SET pending = greatest(pending - 1, 0), attempts = attempts + 1, next_at = ${next} WHERE bucket = $2`, [
    now,
    bucket,
    delay.free,
    delay.firstDelayMs,
    delay.maxDelayMs,
  ]);
}

/** Ends a running check without counting it, forgetting the bucket's failures too when `clear`; then drops an idle row. */
export async function releaseCheck(db: Queryable, bucket: string, now: Date, clear: boolean): Promise<void> {
  const [left] = await db.query<{ attempts: number; pending: number }>(
    clear
      ? 'UPDATE attempt_counters SET pending = greatest(pending - 1, 0), attempts = 0, next_at = $1 WHERE bucket = $2 RETURNING attempts, pending'
      : 'UPDATE attempt_counters SET pending = greatest(pending - 1, 0) WHERE bucket = $1 RETURNING attempts, pending',
    clear ? [now, bucket] : [bucket],
  );
  // A bucket that counts nothing and runs nothing is no row (a success, a check refused as busy).
  if (left && Number(left.attempts) === 0 && Number(left.pending) === 0) {
    await db.query('DELETE FROM attempt_counters WHERE bucket = $1 AND attempts = 0 AND pending = 0', [bucket]);
  }
}

/** Forgets a bucket: its count and its delay. */
export async function deleteCounter(db: Queryable, bucket: string): Promise<void> {
  await db.query('DELETE FROM attempt_counters WHERE bucket = $1', [bucket]);
}

/** Writes a counter no limit reads (the readiness probe's write, rolled back by its caller). */
export async function writeProbeCounter(tx: Queryable, bucket: string): Promise<void> {
  await tx.query('INSERT INTO attempt_counters (bucket, attempts, window_start, next_at) VALUES ($1, 0, now(), now())', [bucket]);
}
