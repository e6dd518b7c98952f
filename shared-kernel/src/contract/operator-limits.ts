/**
 * The operator contract's limits area: the house's stake limits (docs/game-rules.md, "Limits"): per bid type of a kind
 * of market, per kind, and numbers blocked for a market's day.
 */
import * as z from '../zod';
import { LIMIT_NAMES } from '../domain/stake-limits';
import { day, id, note, type OperatorCallSpec } from './operator-fields';
import { MARKET_KINDS } from './operator-markets';

const points = z.int().check(z.gte(0), z.lte(1_000_000_000_000));
const numbers = z.string().check(z.trim(), z.regex(/^\d{1,3}$/, 'a digit, a jodi or a pana: 1 to 3 digits'));

/** What `limits clear --limit` names: the fields of `limits set` (late: its minutes and its most together). */
export const CLEARABLE_LIMITS = ['min', 'max', 'cap', 'late', 'player_day_max'] as const;
export type ClearableLimit = (typeof CLEARABLE_LIMITS)[number];

const limit = z.object({ kind: z.enum(MARKET_KINDS), type: z.string(), name: z.enum(LIMIT_NAMES), value: z.number() });
const blocked = z.object({ market_id: z.number(), market: z.string(), day: z.string(), digits: z.string() });
const limits = z.object({ limits: z.array(limit), blocked: z.array(blocked) });

/** Whom a change is for: a kind of market and, for the per-bid limits and caps, a bid type; or a market's day, for a blocked number. */
const scope = {
  kind: z.optional(z.enum(MARKET_KINDS)),
  type: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  market: z.optional(id),
  day,
  note,
};

/** The limits area's calls (OPERATOR_CALLS in operator.ts holds every area's). */
export const LIMIT_CALLS = {
  'limits.list': {
    method: 'GET',
    path: '/operator/limits',
    summary: 'The house’s stake limits, and the numbers blocked from today on',
    query: z.object({ kind: z.optional(z.enum(MARKET_KINDS)) }),
    response: limits,
  },
  'limits.set': {
    method: 'POST',
    path: '/operator/limits',
    summary: 'Set stake limits: --kind --type with --min/--max/--cap; --kind with --late-minutes and --late-max, or --player-day-max; --market --block (a day, default today)',
    body: z.object({
      ...scope,
      min: z.optional(points.check(z.gte(10))),
      max: z.optional(points.check(z.gte(10))),
      cap: z.optional(points),
      late_minutes: z.optional(z.int().check(z.gte(1), z.lte(1440))),
      late_max: z.optional(points.check(z.gte(10))),
      player_day_max: z.optional(points.check(z.gte(10))),
      block: z.optional(numbers),
    }),
    response: limits,
  },
  'limits.clear': {
    method: 'POST',
    path: '/operator/limits/clear',
    summary: 'Clear a stake limit (--limit), or every one of the kind (and type); --market --block unblocks a number',
    body: z.object({ ...scope, limit: z.optional(z.enum(CLEARABLE_LIMITS)), block: z.optional(numbers) }),
    response: z.object({ cleared: z.number(), ...limits.shape }),
  },
} as const satisfies Record<string, OperatorCallSpec>;

export type HouseLimits = z.output<typeof limits>;
