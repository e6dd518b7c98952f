import { z } from 'zod';

/** A number that may arrive as a string ("120", " 95 "); the result is a number. */
export const looseNumber = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number().refine(Number.isFinite, 'must be a number'),
);

/** A whole number of points that may arrive as a string. */
export const loosePoints = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number().int('must be a whole number').nonnegative(),
);

/** A 0/1 flag that may arrive as "0"/"1", 0/1 or a boolean; the result is a boolean. */
export const flag01 = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform((v) => v === true || v === 1 || v === '1');

/** The seed's `status`: true/false, or "true"/"false", or 1/0. */
export const statusFlag = z
  .union([z.boolean(), z.literal('true'), z.literal('false'), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((v) => v === true || v === 'true' || v === 1 || v === '1');

/** A text that may be missing or null; the result is a string ('' when absent). */
export const looseText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value)));

/** A list that may be missing or null; the result is an array. */
export function looseList<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((value) => value ?? []);
}

/** The fields every answer has: `status` and a message (`msg`, or `message` on some calls). */
export const baseResponse = z.object({
  status: statusFlag,
  msg: looseText,
});

/** A key that makes a retried write act once: the same key twice returns the first answer. */
export const idempotencyKey = z.string().trim().min(8, 'idempotency_key must be at least 8 characters').max(100);
