/**
 * The fields and the call shape the operator contract's areas share (operator.ts, operator-payments.ts), each written
 * once.
 */
import * as z from '../zod';
import { parseIsoDay } from '../domain/dates';
import { PHONE_PATTERN } from '../domain/phone';

/** A record's id in a path or a query: digits. */
export const id = z.pipe(z.coerce.number(), z.int().check(z.positive()));
/** An IST day as YYYY-MM-DD (a real date), optional. */
export const day = z.optional(z.string().check(z.refine((text: string) => parseIsoDay(text) !== null, 'a day as YYYY-MM-DD')));
/** Why a change is made, kept in the audit list: optional, at most 200 characters. */
export const note = z._default(z.string().check(z.trim(), z.maxLength(200)), '');
/** A token's name, unique among those in use. */
export const tokenName = z.string().check(z.trim(), z.minLength(1, 'name the token (e.g. "markets CI")'), z.maxLength(60));
/** A player's mobile number. */
export const mobile = z.string().check(z.regex(PHONE_PATTERN, 'mobile must be 10 digits starting 6-9'));
export const nullableText = z.nullable(z.string());

/** One operator call. `path` is Fastify's (`:id` a parameter); `csv`: answers text/csv instead (with `format=csv`). */
export interface OperatorCallSpec {
  method: 'GET' | 'POST';
  path: `/operator${string}`;
  /** What it does, in a line (the CLI's help and the API docs). */
  summary: string;
  params?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** The answer is text/csv: always, or only when the query says `format=csv`. */
  csv?: 'always' | 'format';
  /** The body is a file, not JSON: a release archive (application/gzip), or the type named. */
  upload?: true | 'application/vnd.android.package-archive';
  /** Open to anyone (the console's sign-in); every other call needs an operator. */
  open?: true;
}
