import * as z from '../zod';

/** A string that may be a number ("120", " 95 ") becomes that number; anything else goes on as it came. */
const numberFromText = z.transform((value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value));

/** A number that may arrive as a string ("120", " 95 "); the result is a number. */
export const looseNumber = z.pipe(numberFromText, z.number().check(z.refine(Number.isFinite, 'must be a number')));

/** Digits only ("120", " 95 ") become a number; "0x1E", "1e3", "10.5" stay text and are refused as points. */
const digitsToNumber = z.transform((value: unknown) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value));

/** A whole number of points that may arrive as a string of plain digits. */
export const loosePoints = z.pipe(digitsToNumber, z.int('must be a whole number of points (digits only)').check(z.nonnegative()));

/** A 0/1 flag that may arrive as "0"/"1", 0/1 or a boolean; the result is a boolean. */
export const flag01 = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]),
  z.transform((v: boolean | 0 | 1 | '0' | '1') => v === true || v === 1 || v === '1'),
);

/**
 * A market's `msg_status`: 1 running, 2 closed, a number (the legacy clients test `msg_status === 1`); strings and
 * 0/booleans are read too. The result is whether the market is running.
 */
export const runningFlag = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1), z.literal(2), z.literal('0'), z.literal('1'), z.literal('2')]),
  z.transform((v: boolean | 0 | 1 | 2 | '0' | '1' | '2') => v === true || v === 1 || v === '1'),
);

/** A `status` as the legacy clients send it: true/false, or "true"/"false", or 1/0. */
export const statusFlag = z.pipe(
  z.union([z.boolean(), z.literal('true'), z.literal('false'), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]),
  z.transform((v: boolean | 'true' | 'false' | 0 | 1 | '0' | '1') => v === true || v === 'true' || v === 1 || v === '1'),
);

/** A text that may be missing or null; the result is a string ('' when absent). */
export const looseText = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value))),
);

/** A list that may be missing or null; the result is an array. */
export function looseList<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((value: Array<z.output<T>> | null | undefined) => value ?? []),
  );
}

/** The fields every answer has: `status` and a message (`msg`, or `message` on some calls). */
export const baseResponse = z.object({
  status: statusFlag,
  msg: looseText,
});

/**
 * A key that makes a retried write act once: the same key twice returns the first answer. Optional, as the legacy
 * clients send none: a write without a key runs once per request (not safe to retry).
 */
export const idempotencyKey = z.optional(
  z.string().check(z.trim(), z.minLength(8, 'idempotency_key must be at least 8 characters'), z.maxLength(100)),
);
