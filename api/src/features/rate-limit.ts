import type { Queryable } from '../db/database';
import { ServerBusy, TooManyAttempts } from '../domain-errors';
import { HasherBusyError } from '../platform/passwords';
import { countAttempt, countFailure, counterOf, deleteCounter, deleteEndedCounters, releaseCheck, reserveInCounter } from './attempt-counters.repository';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';
export const SERVER_BUSY = 'The server is busy. Please try again in a moment.';

/** Runs a password hash (a player's or an operator's); a full hashing queue is a 429 to retry in a moment. */
export async function hashing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HasherBusyError) throw new ServerBusy(SERVER_BUSY, 'busy');
    throw error;
  }
}

/** How many attempts a bucket allows in a window, and (optionally) a delay that doubles after the free ones. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
  /** Attempts allowed back to back; each later one waits `firstDelayMs`, doubling, up to `maxDelayMs`. */
  delay?: { free: number; firstDelayMs: number; maxDelayMs: number };
}

const FIFTEEN_MINUTES = 15 * 60_000;
/**
 * Wrong passwords (only failures count; a check is reserved before it runs, so parallel guesses cannot overrun a
 * limit, and a correct one never counts). Per number and address 10 in 15 minutes, the first 3 back to back, then
 * 1 s, 2 s, 4 s … (at most 15 minutes) between tries; per address (every number) 50; per account (every address)
 * 30. A device or address the player signed in from before (within KNOWN_PLACE_MS) keeps its own allowance: a known
 * device only its own 10, a known address its 10 and 50 but not the account's 30. A login that succeeds clears its
 * number-and-address (or device) count. Operators' sign-ins are held to the same limits (operator-accounts.ts).
 */
export const LOGIN_LIMITS = {
  perMobileAndIp: { max: 10, windowMs: FIFTEEN_MINUTES, delay: { free: 3, firstDelayMs: 1000, maxDelayMs: FIFTEEN_MINUTES } },
  perIp: { max: 50, windowMs: FIFTEEN_MINUTES },
  perAccount: { max: 30, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, AttemptLimit>;
/** No limit may count over a longer window: rows whose window ended this long ago are pruned. */
export const LONGEST_WINDOW_MS = 60 * 60_000;
/** How often (by the server's clock) one instance prunes ended rows. */
const PRUNE_EVERY_MS = 60_000;

const checked = (limit: AttemptLimit) => {
  if (limit.windowMs > LONGEST_WINDOW_MS) throw new RangeError(`a limit's window may be at most ${LONGEST_WINDOW_MS} ms`);
  return { ...limit, delay: limit.delay ?? { free: limit.max, firstDelayMs: 0, maxDelayMs: 0 } };
};

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
  const row = await counterOf(db, bucket);
  if (!row) return;
  const windowEnd = row.windowStart.getTime() + limit.windowMs;
  // A new window starts afresh, delay or not.
  const until = row.attempts >= limit.max ? windowEnd : Math.min(windowEnd, row.nextAt.getTime());
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
  await deleteEndedCounters(db, new Date(now.getTime() - LONGEST_WINDOW_MS), now);
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
  const counted = await countAttempt(db, { bucket, now, windowEndedBy: new Date(now.getTime() - limit.windowMs), max: limit.max, delay });
  if (!counted) {
    await rememberRefusal(db, bucket, limit, now);
    throw new TooManyAttempts(TOO_MANY_ATTEMPTS, 'rate_limited');
  }
}

/** Forgets a bucket: its count and its delay. */
export async function clearAttempts(db: Queryable, bucket: string): Promise<void> {
  refusals.get(db)?.delete(bucket);
  await deleteCounter(db, bucket);
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
    if (await reserveInCounter(db, { bucket, now, windowEndedBy: new Date(now.getTime() - limit.windowMs), max: limit.max, delay })) return;
    const row = await counterOf(db, bucket);
    if (row && (row.attempts >= limit.max || row.nextAt.getTime() > now.getTime())) {
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
  if (outcome === 'failed') return countFailure(db, bucket, now, delay);
  if (outcome === 'cleared') refusals.get(db)?.delete(bucket);
  await releaseCheck(db, bucket, now, outcome === 'cleared');
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
