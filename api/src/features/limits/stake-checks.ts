import {
  LIMIT_MESSAGES,
  bidRange,
  capRoom,
  closesAtOpen,
  IST_OFFSET_MINUTES,
  hasSessionChoice,
  istDay,
  istMinutes,
  numbersOf,
  ownLimitAt,
  payout,
  pointsThatFit,
  type EntryType,
  type KindLimits,
  type Session,
} from '@matka/shared-kernel/domain';
import type { Queryable } from '../../db/database';
import { LimitReached } from '../../domain-errors';
import type { MarketRow } from '../markets/markets.repository';
import { bookOutcomes, readStakeRules, stakedOn, type Outcome, type OwnLimitsRow } from './limits.repository';

/** A batch of a placement as the limits read it: its bid type, its rate and its rows. */
export interface StakedBatch {
  type: EntryType;
  rate: { val1: number; val2: number };
  rows: ReadonlyArray<{ session: Session; digits: string; closedigits: string; points: number }>;
}

interface Placement {
  userId: number;
  market: MarketRow;
  day: string;
  now: Date;
  batches: readonly StakedBatch[];
  /** The points of every row of every batch. */
  total: number;
}

/** Where a refusal says an outcome is: the market and, where the player chose it, the session (`KALYAN Open`). */
const placeOf = (market: MarketRow, type: EntryType, session: Session) => (hasSessionChoice(market.kind, type) ? `${market.name} ${session}` : market.name);

/** How many minutes are left before a bid of this type and session closes (its session's time). */
function minutesToClose(market: MarketRow, type: EntryType, session: Session, now: Date): number {
  const closes = closesAtOpen(market.kind, type) || session === 'Open' ? market.openMinutes : (market.closeMinutes ?? market.openMinutes);
  return closes - istMinutes(now);
}

/** The first IST midnight after `now`: when a day's limits start again. */
function nextIstMidnight(now: Date): Date {
  const today = istDay(now);
  return new Date(Date.UTC(today.year, today.month - 1, today.day + 1) - IST_OFFSET_MINUTES * 60_000);
}

/**
 * The stake limits of one placement (docs/game-rules.md, "Limits"), in the bid's own transaction. `beforeDebit` runs
 * the checks that need no sums (a break, blocked numbers, each bid's least and most); `afterInsert` runs, once the
 * player's row is locked by the debit and the bids are written, those that add up (the player's day, the house's
 * per-player day, each outcome's cap: its rows locked in key order). A refusal throws and the transaction stores
 * nothing.
 */
export function stakeChecks(tx: Queryable, placement: Placement) {
  const { market, day, now, userId } = placement;
  let rules: { limits: KindLimits; own: OwnLimitsRow | null } | undefined;

  return {
    async beforeDebit(): Promise<void> {
      const numbers = new Set(placement.batches.flatMap((batch) => batch.rows.flatMap((row) => (row.closedigits ? [row.digits, row.closedigits] : [row.digits]))));
      const read = await readStakeRules(tx, { kind: market.kind, marketId: market.id, day, numbers: [...numbers], userId });
      rules = read;
      const breakUntil = read.own?.breakUntil;
      if (breakUntil && breakUntil.getTime() > now.getTime()) throw new LimitReached(LIMIT_MESSAGES.onBreak(breakUntil), 'on_break', { points: 0 }, breakUntil);
      for (const batch of placement.batches) {
        for (const row of batch.rows) {
          const blocked = [row.digits, row.closedigits].find((number) => number && read.blocked.has(number));
          if (blocked) throw new LimitReached(LIMIT_MESSAGES.blocked(blocked, market.name), 'blocked_number', { points: 0 });
          const range = bidRange(read.limits, batch.type, minutesToClose(market, batch.type, row.session, now));
          if (row.points < range.min) throw new LimitReached(LIMIT_MESSAGES.belowMin(batch.type, range.min), 'bid_min');
          if (range.max !== null && row.points > range.max) {
            const minutes = read.limits.all.late_minutes ?? 0;
            const message = range.late ? LIMIT_MESSAGES.lateMax(batch.type, range.max, minutes) : LIMIT_MESSAGES.aboveMax(batch.type, range.max);
            throw new LimitReached(message, range.late ? 'late_max' : 'bid_max', { points: range.max, type: batch.type, session: row.session, digits: row.digits, closedigits: row.closedigits });
          }
        }
      }
    },

    async afterInsert(): Promise<void> {
      if (!rules) throw new Error('stakeChecks: beforeDebit first');
      const { limits, own } = rules;
      const ownStake = own ? ownLimitAt({ value: own.dailyStake, pending: own.pendingStake, pendingFrom: own.pendingStakeFrom }, now) : null;
      const playerDayMax = limits.all.player_day_max ?? null;
      if (ownStake !== null || playerDayMax !== null) {
        const staked = await stakedOn(tx, userId, market.id, day);
        if (ownStake !== null && staked.onDay > ownStake) {
          const room = Math.max(0, ownStake - (staked.onDay - placement.total));
          throw new LimitReached(LIMIT_MESSAGES.ownStake(room, ownStake), 'own_stake_limit', { points: room }, room === 0 ? nextIstMidnight(now) : undefined);
        }
        if (playerDayMax !== null && staked.onMarket > playerDayMax) {
          const room = Math.max(0, playerDayMax - (staked.onMarket - placement.total));
          throw new LimitReached(LIMIT_MESSAGES.playerDay(room, market.name), 'player_day_max', { points: room }, room === 0 ? nextIstMidnight(now) : undefined);
        }
      }
      await checkOutcomeCaps(tx, placement, limits);
    },
  };
}

const outcomeKey = (o: Outcome) => [o.betType, o.session, o.digits, o.closedigits].join('\u0000');

/**
 * Books the placement's possible payouts on its outcomes (always, so a cap set later counts every bid before it) and
 * refuses it when any outcome with a cap would pay past it, naming the points that still fit.
 */
async function checkOutcomeCaps(tx: Queryable, placement: Placement, limits: KindLimits): Promise<void> {
  const added = new Map<string, Outcome & { payout: number; rate: StakedBatch['rate'] }>();
  for (const batch of placement.batches) {
    for (const row of batch.rows) {
      const outcome = { betType: batch.type, session: row.session, digits: row.digits, closedigits: row.closedigits };
      const key = outcomeKey(outcome);
      const win = payout(row.points, batch.rate.val1, batch.rate.val2);
      const known = added.get(key);
      if (known) known.payout += win;
      else added.set(key, { ...outcome, payout: win, rate: batch.rate });
    }
  }
  // One order for every placement: rows are locked in it, so no two placements wait on each other in a circle.
  const outcomes = [...added.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, outcome]) => outcome);
  const booked = await bookOutcomes(tx, placement.market.id, placement.day, outcomes);
  for (const row of booked) {
    const cap = limits.types[row.betType]?.outcome_cap ?? null;
    const mine = added.get(outcomeKey(row));
    if (cap === null || !mine) continue;
    const room = capRoom(row.payout - mine.payout, mine.payout, cap);
    if (room.fits) continue;
    const type = row.betType as EntryType;
    const { min } = bidRange(limits, type, Number.MAX_SAFE_INTEGER);
    const fits = pointsThatFit(room.roomPayout, mine.rate.val1, mine.rate.val2);
    const points = fits >= min ? fits : 0;
    throw new LimitReached(LIMIT_MESSAGES.outcomeRoom(points, min, numbersOf(row), placeOf(placement.market, type, row.session)), 'outcome_cap', {
      points,
      type: row.betType,
      session: row.session,
      digits: row.digits,
      closedigits: row.closedigits,
    });
  }
}

