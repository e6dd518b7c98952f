// Stake limits (docs/game-rules.md, "Limits"): the house's limits on a bid, an outcome and a player's day, and the
// player's own. Pure rules and their texts; the server applies them in the bid's transaction
// (api/src/features/limits/stake-checks.ts), the boards show a type's most from `bidRange`.
import { MIN_BID_POINTS } from './bid-entry';
import { formatIstDateTime } from './dates';
import { groupedNumber } from './points';

/** The house's limits, as stored: per bid type, or (`''`) for every type of a kind of market. */
export const LIMIT_NAMES = ['min_points', 'max_points', 'outcome_cap', 'late_minutes', 'late_max_points', 'player_day_max'] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];
/** The limits set per bid type; the others hold for the whole kind. */
export const TYPE_LIMIT_NAMES: readonly LimitName[] = ['min_points', 'max_points', 'outcome_cap'];

/** The limits of one kind of market: each bid type's, and those of every type. A missing limit is no limit. */
export interface KindLimits {
  types: Partial<Record<string, Partial<Record<LimitName, number>>>>;
  all: Partial<Record<LimitName, number>>;
}

export const NO_LIMITS: KindLimits = { types: {}, all: {} };

/** What one bid of a type may be now: at least `min`, at most `max` (null: no most); `late` when the late maximum is what binds. */
export interface BidRange {
  min: number;
  max: number | null;
  late: boolean;
}

/**
 * The points one bid of `type` may take, `minutesToClose` before its session closes: the house's minimum (never below
 * the spec's 10) and the lower of the type's maximum and, in the last `late_minutes`, the late maximum.
 */
export function bidRange(limits: KindLimits, type: string, minutesToClose: number): BidRange {
  const own = limits.types[type] ?? {};
  const min = Math.max(MIN_BID_POINTS, own.min_points ?? 0);
  const typeMax = own.max_points ?? null;
  const { late_minutes: lateMinutes, late_max_points: lateMax } = limits.all;
  if (lateMinutes !== undefined && lateMax !== undefined && minutesToClose <= lateMinutes && (typeMax === null || lateMax < typeMax)) {
    return { min, max: lateMax, late: true };
  }
  return { min, max: typeMax, late: false };
}

/**
 * The most points one more bid may stake so that its win pays at most `roomPayout` (payout() floors `points × val2 /
 * val1`): the largest p with floor(p × val2 / val1) ≤ room. Exact for any sizes (BigInt).
 */
export function pointsThatFit(roomPayout: number, val1: number, val2: number): number {
  if (roomPayout < 0) return 0;
  const fit = ((BigInt(roomPayout) + 1n) * BigInt(val1) - 1n) / BigInt(val2);
  return fit > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(fit);
}

/** A bid's numbers as a refusal names them: `5`, `56`, `123`, a sangam `5-123` or `123-456`. */
export const numbersOf = (bid: { digits: string; closedigits: string }): string => (bid.closedigits ? `${bid.digits}-${bid.closedigits}` : bid.digits);

/** The break a player may take from betting, and how long each is. */
export const BREAKS = { '24h': 24 * 60, '7d': 7 * 24 * 60, '30d': 30 * 24 * 60 } as const;
export type BreakLength = keyof typeof BREAKS;
export const BREAK_LABELS: Record<BreakLength, string> = { '24h': '24 hours', '7d': '7 days', '30d': '30 days' };

/** How long a raised (or removed) own limit waits before it holds. */
export const RAISE_WAIT_MS = 24 * 60 * 60 * 1000;

/** An own limit as stored: what holds, and a raise waiting for its 24 hours (`pendingFrom`; `pending` null removes it). */
export interface OwnLimit {
  value: number | null;
  pending?: number | null;
  pendingFrom?: Date | null;
}

/** The own limit that holds at `now`: the waiting raise once its 24 hours are over. */
export function ownLimitAt(limit: OwnLimit, now: Date): number | null {
  if (limit.pendingFrom && limit.pendingFrom.getTime() <= now.getTime()) return limit.pending ?? null;
  return limit.value;
}

/**
 * A player's change of an own limit (`wanted` null: no limit): a lowering (or a first limit) holds at once and drops
 * any waiting raise; a raise or a removal waits 24 hours, and the limit before it holds meanwhile.
 */
export function changeOwnLimit(limit: OwnLimit, wanted: number | null, now: Date): Required<OwnLimit> {
  const current = ownLimitAt(limit, now);
  const lowers = wanted !== null && (current === null || wanted <= current);
  if (lowers) return { value: wanted, pending: null, pendingFrom: null };
  return { value: current, pending: wanted, pendingFrom: new Date(now.getTime() + RAISE_WAIT_MS) };
}

/** When a break asked for at `now` ends: never earlier than one already running. */
export function breakUntil(current: Date | null, length: BreakLength, now: Date): Date {
  const asked = new Date(now.getTime() + BREAKS[length] * 60_000);
  return current && current.getTime() > asked.getTime() ? current : asked;
}

/** The texts of the limits, in our words (the where it gives them). */
export const LIMIT_MESSAGES = {
  /** An outcome's cap: the points one more bid may still stake on it, or none. */
  outcomeRoom: (points: number, min: number, numbers: string, place: string) =>
    points >= min ? `Only ${groupedNumber(points)} pts more can be placed on ${numbers} for ${place}` : `No more bids can be placed on ${numbers} for ${place}`,
  blocked: (numbers: string, market: string) => `Bids on ${numbers} are closed for ${market} today`,
  belowMin: (type: string, min: number) => `${type} bids start at ${groupedNumber(min)} pts`,
  aboveMax: (type: string, max: number) => `${type} bids take at most ${groupedNumber(max)} pts`,
  lateMax: (type: string, max: number, minutes: number) => `In the last ${minutes} minutes before close, ${type} bids take at most ${groupedNumber(max)} pts`,
  playerDay: (points: number, market: string) =>
    points > 0 ? `Only ${groupedNumber(points)} pts more can be placed by you on ${market} today` : `You have placed the most allowed on ${market} today. You can bid on it again tomorrow`,
  ownStake: (points: number, limit: number) =>
    points > 0
      ? `Your daily limit of ${groupedNumber(limit)} pts leaves ${groupedNumber(points)} pts for today`
      : `You have reached your daily limit of ${groupedNumber(limit)} pts. You can bid again tomorrow`,
  ownDeposit: (points: number, limit: number) =>
    points > 0
      ? `Your daily deposit limit of ${groupedNumber(limit)} pts leaves ${groupedNumber(points)} pts for today`
      : `You have reached your daily deposit limit of ${groupedNumber(limit)} pts. You can deposit again tomorrow`,
  onBreak: (until: Date) => `You are on a break from betting until ${formatIstDateTime(until)}. You can bid again then`,
  breakTaken: (until: Date) => `Your break from betting has begun. You can bid again on ${formatIstDateTime(until)}`,
  limitLowered: 'Your limit is changed',
  /** The bid board's line under Points: the type's least and most per bid now (null: only the spec's 10, nothing to say). */
  bidRangeNote: (range: BidRange) => {
    if (range.max === null) return range.min > MIN_BID_POINTS ? `Bids start at ${groupedNumber(range.min)} pts` : null;
    const most = `${groupedNumber(range.min)} to ${groupedNumber(range.max)} pts a bid`;
    return range.late ? `Close is near: ${most}` : most;
  },
  /** The offer after an outcome's cap refused the list. */
  placeWhatFits: (points: number, numbers: string) => `Place ${groupedNumber(points)} pts on ${numbers}`,
  keepList: 'Keep my list',
  limitRaised: (from: Date) => `Your new limit holds from ${formatIstDateTime(from)}. Until then the lower one holds`,
} as const;

/**
 * Whether an outcome takes `added` more payout on top of `booked` under its `cap` (null: no cap); when not, the
 * payout still room-left (what `pointsThatFit` turns into points).
 */
export function capRoom(booked: number, added: number, cap: number | null): { fits: true } | { fits: false; roomPayout: number } {
  if (cap === null || booked + added <= cap) return { fits: true };
  return { fits: false, roomPayout: Math.max(0, cap - booked) };
}
