import net from 'node:net';
import type { Queryable } from '../db/database';
import { ServerBusy, TooManyAttempts } from '../domain-errors';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';
export const SERVER_BUSY = 'The server is busy. Please try again in a moment.';

/** How many attempts a bucket allows in a window, and (optionally) a delay that doubles after the free ones. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
  /** Attempts allowed back to back; each later one waits `firstDelayMs`, doubling, up to `maxDelayMs`. */
  delay?: { free: number; firstDelayMs: number; maxDelayMs: number };
}

/** No limit may count over a longer window: rows whose window ended this long ago are pruned. */
export const LONGEST_WINDOW_MS = 60 * 60_000;
/** How often (by the server's clock) one instance prunes ended rows. */
const PRUNE_EVERY_MS = 60_000;

const checked = (limit: AttemptLimit) => {
  if (limit.windowMs > LONGEST_WINDOW_MS) throw new RangeError(`a limit's window may be at most ${LONGEST_WINDOW_MS} ms`);
  return { ...limit, delay: limit.delay ?? { free: limit.max, firstDelayMs: 0, maxDelayMs: 0 } };
};

/**
 * SQL for when the attempt after the `n`th may come: `$1` (now) plus the delay, from the placeholders of the delay's
 * free attempts, first delay and longest delay.
 */
const nextAt = (n: string, [free, first, longest] = ['$5', '$6', '$7']) =>
  `$1::timestamptz + (CASE WHEN ${n} <= ${free}::int THEN 0 ELSE least(${longest}::float8, ${first}::float8 * power(2, ${n} - ${free}::int - 1)) END) * interval '1 millisecond'`;

/**
 * The part of an address that stands for one client: an IPv4 address whole, an IPv6 address by its /64 (what one
 * home or phone is given), so stepping through a subnet's addresses does not make new buckets.
 */
export function addressKey(ip: string): string {
  if (net.isIPv6(ip)) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    if (mapped) return mapped[1]!;
    const [head = '', tail = ''] = ip.toLowerCase().split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
    return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
  }
  return ip;
}

const lastPrune = new WeakMap<Queryable, number>();

/**
 * Refusals this process has seen, per bucket: until when the database will go on refusing it (the end of its window
 * when its count is full, or its delay). Within that time nothing can lower the count (only a success clears one, and
 * no attempt gets through), so a refusal is answered from here, without a statement: a flood of refused requests
 * costs the database nothing. The database stays the one that allows.
 */
const refusals = new WeakMap<Queryable, Map<string, number>>();
const MAX_REMEMBERED_REFUSALS = 10_000;

function refusedUntil(db: Queryable, bucket: string, now: Date): boolean {
  const until = refusals.get(db)?.get(bucket);
  if (until === undefined) return false;
  if (until > now.getTime()) return true;
  refusals.get(db)?.delete(bucket);
  return false;
}

/** Remembers a refusal from the bucket's row: refused until its window ends (count full) or its delay has passed. */
async function rememberRefusal(db: Queryable, bucket: string, limit: AttemptLimit, now: Date): Promise<void> {
  const [row] = await db.query<{ attempts: number; window_start: Date; next_at: Date }>('SELECT attempts, window_start, next_at FROM attempt_counters WHERE bucket = $1', [bucket]);
  if (!row) return;
  const windowEnd = new Date(row.window_start).getTime() + limit.windowMs;
  // A new window starts afresh, delay or not.
  const until = row.attempts >= limit.max ? windowEnd : Math.min(windowEnd, new Date(row.next_at).getTime());
  if (until <= now.getTime()) return;
  let remembered = refusals.get(db);
  if (!remembered) refusals.set(db, (remembered = new Map()));
  if (remembered.size >= MAX_REMEMBERED_REFUSALS) remembered.delete(remembered.keys().next().value!);
  remembered.set(bucket, until);
}

/** Deletes counters whose window ended (an hour's margin) and whose delay has passed; at most once a minute. */
export async function pruneAttempts(db: Queryable, now: Date, force = false): Promise<void> {
  const last = lastPrune.get(db);
  if (!force && last !== undefined && Math.abs(now.getTime() - last) < PRUNE_EVERY_MS) return;
  lastPrune.set(db, now.getTime());
  await db.query('DELETE FROM attempt_counters WHERE window_start <= $1 AND next_at <= $2', [new Date(now.getTime() - LONGEST_WINDOW_MS), now]);
}

/**
 * Takes one attempt from a bucket (e.g. `otp-ip:<ip>`) in one statement, so every server instance and every
 * parallel request sees the same count: the row is inserted, or updated only while the window has room and the delay
 * has passed. Throws 429 otherwise. Every attempt counts; for limits on failures only, see `reserveCheck`.
 */
export async function takeAttempt(db: Queryable, bucket: string, limit: AttemptLimit, now: Date): Promise<void> {
  const { delay } = checked(limit);
  if (refusedUntil(db, bucket, now)) throw new TooManyAttempts(TOO_MANY_ATTEMPTS, 'rate_limited');
  await pruneAttempts(db, now);
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
  if (rows.length === 0) {
    await rememberRefusal(db, bucket, limit, now);
    throw new TooManyAttempts(TOO_MANY_ATTEMPTS, 'rate_limited');
  }
}

/** Forgets a bucket: its count and its delay. */
export async function clearAttempts(db: Queryable, bucket: string): Promise<void> {
  refusals.get(db)?.delete(bucket);
  await db.query('DELETE FROM attempt_counters WHERE bucket = $1', [bucket]);
}

/** How a reserved check came out: `failed` counts, `passed` does not, `cleared` also forgets the bucket's failures. */
export type CheckOutcome = 'failed' | 'passed' | 'cleared';

/** The longest a check waits for others of its bucket to finish before it is answered "busy" (ms, real time). */
const LONGEST_WAIT_MS = 10_000;

/**
 * Limits on failures only (wrong passwords): a check is reserved before it runs and settled after, and only a
 * failure counts. A reservation is granted while the failures plus the checks running stay under the limit, at most
 * `delay.free` run at once, and the delay after the last failure has passed. Refused (429) when the failures alone
 * fill the window or the delay runs; when only running checks stand in the way, it waits for them (they may be the
 * owner's own): a correct password is never refused for checks that turn out right. Rows of ended windows reset.
 */
export async function reserveCheck(db: Queryable, bucket: string, limit: AttemptLimit, clock: () => Date): Promise<void> {
  const { delay } = checked(limit);
  const started = performance.now();
  for (let round = 0; ; round += 1) {
    const now = clock();
    if (refusedUntil(db, bucket, now)) throw new TooManyAttempts(TOO_MANY_ATTEMPTS, 'rate_limited');
    await pruneAttempts(db, now);
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
      [now, new Date(now.getTime() - limit.windowMs), bucket, limit.max, delay.free],
    );
    if (reserved.length > 0) return;
    const [row] = await db.query<{ attempts: number; next_at: Date }>('SELECT attempts, next_at FROM attempt_counters WHERE bucket = $1', [bucket]);
    if (row && (row.attempts >= limit.max || new Date(row.next_at).getTime() > now.getTime())) {
      await rememberRefusal(db, bucket, limit, now);
      throw new TooManyAttempts(TOO_MANY_ATTEMPTS, 'rate_limited');
    }
    if (performance.now() - started > LONGEST_WAIT_MS) throw new ServerBusy(SERVER_BUSY, 'busy');
    await new Promise((resolve) => setTimeout(resolve, Math.min(200, 10 * 2 ** round)));
  }
}

/** Settles a check `reserveCheck` granted (see CheckOutcome). */
export async function settleCheck(db: Queryable, bucket: string, limit: AttemptLimit, now: Date, outcome: CheckOutcome): Promise<void> {
  const { delay } = checked(limit);
  if (outcome === 'failed') {
    const next = nextAt('(attempts + 1)', ['$3', '$4', '$5']);
    await db.query(`UPDATE attempt_counters SET pending = greatest(pending - 1, 0), attempts = attempts + 1, next_at = ${next} WHERE bucket = $2`, [
      now,
      bucket,
      delay.free,
      delay.firstDelayMs,
      delay.maxDelayMs,
    ]);
    return;
  }
  if (outcome === 'cleared') refusals.get(db)?.delete(bucket);
  const [left] = await db.query<{ attempts: number; pending: number }>(
    outcome === 'cleared'
      ? 'UPDATE attempt_counters SET pending = greatest(pending - 1, 0), attempts = 0, next_at = $1 WHERE bucket = $2 RETURNING attempts, pending'
      : 'UPDATE attempt_counters SET pending = greatest(pending - 1, 0) WHERE bucket = $1 RETURNING attempts, pending',
    outcome === 'cleared' ? [now, bucket] : [bucket],
  );
  // A bucket that counts nothing and runs nothing is no row (a success, a check refused as busy).
  if (left && Number(left.attempts) === 0 && Number(left.pending) === 0) {
    await db.query('DELETE FROM attempt_counters WHERE bucket = $1 AND attempts = 0 AND pending = 0', [bucket]);
  }
}

/**
 * Reserves a check in several buckets, in the order given (the address first: a refused address writes no other
 * row); when one refuses, the ones already reserved are released. Returns the settling of all of them.
 */
export async function reserveChecks(db: Queryable, buckets: Array<{ bucket: string; limit: AttemptLimit }>, clock: () => Date) {
  const taken: typeof buckets = [];
  try {
    for (const entry of buckets) {
      await reserveCheck(db, entry.bucket, entry.limit, clock);
      taken.push(entry);
    }
  } catch (error) {
    for (const entry of taken) await settleCheck(db, entry.bucket, entry.limit, clock(), 'passed');
    throw error;
  }
  return {
    /** Settles every bucket: `outcome` for all, or per bucket. */
    settle: async (outcome: CheckOutcome | ((bucket: string) => CheckOutcome)) => {
      for (const entry of taken) await settleCheck(db, entry.bucket, entry.limit, clock(), typeof outcome === 'function' ? outcome(entry.bucket) : outcome);
    },
  };
}
