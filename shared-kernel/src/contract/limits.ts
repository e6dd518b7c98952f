import * as z from '../zod';
import { BREAKS, type BreakLength } from '../domain/stake-limits';
import { baseResponse, looseList, looseText } from './lenient';

const BREAK_LENGTHS = Object.keys(BREAKS) as [BreakLength, ...BreakLength[]];
/** An own daily limit: points, or null for none. */
const ownLimit = z.optional(z.nullable(z.int().check(z.gte(10), z.lte(1_000_000_000_000))));
const raise = z.nullable(z.object({ value: z.nullable(z.number()), from: z.string() }));

/** The player's own limits as My limits shows them (docs/game-rules.md, "Limits"). */
export const ownLimitsSchema = z.object({
  daily_stake: z.nullable(z.number()),
  daily_deposit: z.nullable(z.number()),
  /** A raise (or a removal, value null) waiting for its 24 hours, and from when it holds. */
  stake_raise: raise,
  deposit_raise: raise,
  /** A break running, until when (ISO time); no one ends it early. */
  break_until: z.nullable(z.string()),
});

/** What a stake-limit refusal of a bid carries beside `msg` (docs/game-rules.md, "Limits"): the points that still fit. */
export const limitRefusalSchema = z.object({
  code: z.optional(z.string()),
  room: z.optional(
    z.object({ points: z.number(), type: z.optional(z.string()), session: z.optional(z.string()), digits: z.optional(z.string()), closedigits: z.optional(z.string()) }),
  ),
  /** When the player may bid again (a break), ISO time. */
  until: z.optional(z.string()),
});

/** The player's own limits, and the house's per-bid limits the boards show (ours). */
export const limitCalls = {
  /** The house's per-bid limits of a kind of market (`name` as stored: min_points, max_points, late_minutes, late_max_points …). */
  'api-bid-limits': () => ({
    request: z.object({ kind: z.enum(['main', 'starline', 'gali']) }),
    response: z.extend(baseResponse, { limits: looseList(z.object({ type: looseText, name: looseText, value: z.number() })) }),
  }),
  /** Reads them; the fields sent change them: a lowering at once, a raise after 24 hours, a break (24h, 7d, 30d). */
  'api-my-limits': () => ({
    request: z.object({ daily_stake: ownLimit, daily_deposit: ownLimit, break: z.optional(z.enum(BREAK_LENGTHS)) }),
    response: z.extend(baseResponse, { limits: ownLimitsSchema }),
  }),
};
