import * as z from '../zod';
import { looseText } from './lenient';

/** The most records one history answer carries, and how many a client gets when it names no `limit`. */
export const HISTORY_LIMIT_MAX = 100;
export const HISTORY_LIMIT_DEFAULT = 50;

/** A record id the next page starts below; a number, or digits as text. */
const cursor = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value)),
  z.int('before must be a record id').check(z.gte(1)),
);

/**
 * Beside a history request's date fields (alone, they ask for the newest page): `before` asks for the records older
 * than the id a previous answer named in `next_before`, `limit` for how many (default 50, at most 100).
 */
export const pageRequest = {
  before: z.optional(cursor),
  limit: z._default(z.int().check(z.gte(1), z.lte(HISTORY_LIMIT_MAX)), HISTORY_LIMIT_DEFAULT),
};

/**
 * Beside a history answer's records: `has_more` when older records exist, and `next_before`, what to send as
 * `before` to get them ('' when there are none, or from a server that does not page).
 */
export const pageResponse = {
  has_more: z._default(z.boolean(), false),
  next_before: looseText,
};
