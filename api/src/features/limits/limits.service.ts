import {
  ENTRY_TYPES,
  LIMIT_MESSAGES,
  breakUntil,
  changeOwnLimit,
  isSettledType,
  isoDay,
  istDay,
  ownLimitAt,
  type BreakLength,
  type LimitName,
  type MarketKind,
} from '@matka/shared-kernel/domain';
import type { ClearableLimit, OperatorParsed } from '@matka/shared-kernel/operator-contract';
import type { Database, Queryable } from '../../db/database';
import { InvalidInput, LimitReached, NotFound } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import { recordAction, type AuditContext } from '../audit.repository';
import { findMarket } from '../markets/markets.repository';
import {
  blockNumber,
  clearLimits,
  depositedOn,
  listBlocked,
  listLimits,
  readOwnLimits,
  setLimit,
  unblockNumber,
  writeOwnLimits,
  type OwnLimitsRow,
} from './limits.repository';

/** The operators' refusals, in our words. */
export const LIMITS_MESSAGES = {
  noType: (kind: MarketKind) => `--type for ${kind} is one of ${settledTypesOf(kind).join(', ')}`,
  needsKind: 'Name the kind of market (--kind main, starline or gali)',
  kindWide: '--late-minutes, --late-max and --player-day-max hold for every bid type of a kind: leave out --type',
  lateTogether: 'Set --late-minutes and --late-max together',
  minAboveMax: (min: number, max: number) => `--min (${min}) is above --max (${max})`,
  nothingToSet: 'Name a limit to set: --min, --max, --cap (with --type), --late-minutes with --late-max, --player-day-max, or --market with --block',
  blockNeedsMarket: 'Name the market a number is blocked on (--market)',
  pastDay: 'A number can be blocked from today on',
  noMarket: 'No such market',
} as const;

/** The stored limits each `--limit` of `limits clear` names. */
const CLEARED: Record<ClearableLimit, readonly LimitName[]> = {
  min: ['min_points'],
  max: ['max_points'],
  cap: ['outcome_cap'],
  late: ['late_minutes', 'late_max_points'],
  player_day_max: ['player_day_max'],
};

const settledTypesOf = (kind: MarketKind) => ENTRY_TYPES[kind].filter(isSettledType);

type SetBody = OperatorParsed<'limits.set', 'body'>;
type ClearBody = OperatorParsed<'limits.clear', 'body'>;

/** The house's limits (operators) and the players' own (Profile → My limits). */
export function limitsService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const today = () => isoDay(istDay(clock()));

  async function list(kind?: MarketKind) {
    return { limits: await listLimits(db, kind), blocked: await listBlocked(db, today(), kind) };
  }

  /** A number blocked or unblocked on a market's day, audited. */
  async function blocking(body: SetBody | ClearBody, digits: string, audit: AuditContext, block: boolean) {
    if (body.market === undefined) throw new InvalidInput(LIMITS_MESSAGES.blockNeedsMarket, 'invalid_limit');
    const day = body.day ?? today();
    if (block && day < today()) throw new InvalidInput(LIMITS_MESSAGES.pastDay, 'invalid_limit');
    return db.transaction(async (tx) => {
      const market = await findMarket(tx, body.market!);
      if (!market) throw new NotFound(LIMITS_MESSAGES.noMarket, 'no_market');
      const changed = block ? await blockNumber(tx, market.id, day, digits) : await unblockNumber(tx, market.id, day, digits);
      if (changed) await recordAction(tx, audit, { action: block ? 'number blocked' : 'number unblocked', target: `${market.name} ${day}`, outcome: digits });
      return changed ? 1 : 0;
    });
  }

  /** The kind and bid type a change is for ('' for every type), checked. */
  function scopeOf(body: SetBody | ClearBody, perType: boolean, kindWide: boolean): { kind: MarketKind; type: string } {
    if (!body.kind) throw new InvalidInput(LIMITS_MESSAGES.needsKind, 'invalid_limit');
    if (kindWide && body.type) throw new InvalidInput(LIMITS_MESSAGES.kindWide, 'invalid_limit');
    if (perType && !settledTypesOf(body.kind).some((type) => type === body.type)) throw new InvalidInput(LIMITS_MESSAGES.noType(body.kind), 'invalid_limit');
    return { kind: body.kind, type: body.type ?? '' };
  }

  async function audited(tx: Queryable, audit: AuditContext, kind: MarketKind, type: string, action: string, outcome: unknown) {
    await recordAction(tx, audit, { action, target: `${kind} ${type || 'every bid type'}`, outcome });
  }

  return {
    list,

    async set(body: SetBody, audit: AuditContext) {
      if (body.block !== undefined) {
        await blocking(body, body.block, audit, true);
        return list(body.kind);
      }
      const perType: Array<[LimitName, number | undefined]> = [
        ['min_points', body.min],
        ['max_points', body.max],
        ['outcome_cap', body.cap],
      ];
      const kindWide: Array<[LimitName, number | undefined]> = [
        ['late_minutes', body.late_minutes],
        ['late_max_points', body.late_max],
        ['player_day_max', body.player_day_max],
      ];
      const given = (pairs: typeof perType) => pairs.filter((pair): pair is [LimitName, number] => pair[1] !== undefined);
      const changes = [...given(perType), ...given(kindWide)];
      if (changes.length === 0) throw new InvalidInput(LIMITS_MESSAGES.nothingToSet, 'invalid_limit');
      const { kind, type } = scopeOf(body, given(perType).length > 0, given(kindWide).length > 0);
      if ((body.late_minutes === undefined) !== (body.late_max === undefined)) throw new InvalidInput(LIMITS_MESSAGES.lateTogether, 'invalid_limit');
      await db.transaction(async (tx) => {
        const before = (await listLimits(tx, kind)).filter((row) => row.type === type);
        const valueOf = (name: LimitName) => changes.find(([changed]) => changed === name)?.[1] ?? before.find((row) => row.name === name)?.value;
        const min = valueOf('min_points');
        const max = valueOf('max_points');
        if (min !== undefined && max !== undefined && min > max) throw new InvalidInput(LIMITS_MESSAGES.minAboveMax(min, max), 'invalid_limit');
        for (const [name, value] of changes) await setLimit(tx, { kind, type, name, value });
        await audited(tx, audit, kind, type, 'limits set', Object.fromEntries(changes));
      });
      return list(body.kind);
    },

    async clear(body: ClearBody, audit: AuditContext) {
      if (body.block !== undefined) {
        const cleared = await blocking(body, body.block, audit, false);
        return { cleared, ...(await list(body.kind)) };
      }
      const named = body.limit ? CLEARED[body.limit] : null;
      const { kind, type } = scopeOf(body, false, body.limit === 'late' || body.limit === 'player_day_max');
      if (type !== '' && !settledTypesOf(kind).some((settled) => settled === type)) throw new InvalidInput(LIMITS_MESSAGES.noType(kind), 'invalid_limit');
      const cleared = await db.transaction(async (tx) => {
        const count = await clearLimits(tx, kind, type, named);
        if (count > 0) await audited(tx, audit, kind, type, 'limits cleared', named ?? 'all');
        return count;
      });
      return { cleared, ...(await list(body.kind)) };
    },

    /** The player's own limits as My limits shows them. */
    async own(userId: number) {
      return ownView(await readOwnLimits(db, userId), clock());
    },

    /** A change the player makes to their own limits: a lowering at once, a raise after 24 hours, a break nobody ends. */
    async changeOwn(userId: number, change: { daily_stake?: number | null; daily_deposit?: number | null; break?: BreakLength }) {
      const now = clock();
      return db.transaction(async (tx) => {
        const row = (await readOwnLimits(tx, userId, true)) ?? EMPTY_OWN;
        const next = { ...row };
        if (change.daily_stake !== undefined) {
          const stake = changeOwnLimit({ value: row.dailyStake, pending: row.pendingStake, pendingFrom: row.pendingStakeFrom }, change.daily_stake, now);
          Object.assign(next, { dailyStake: stake.value, pendingStake: stake.pending, pendingStakeFrom: stake.pendingFrom });
        }
        if (change.daily_deposit !== undefined) {
          const deposit = changeOwnLimit({ value: row.dailyDeposit, pending: row.pendingDeposit, pendingFrom: row.pendingDepositFrom }, change.daily_deposit, now);
          Object.assign(next, { dailyDeposit: deposit.value, pendingDeposit: deposit.pending, pendingDepositFrom: deposit.pendingFrom });
        }
        if (change.break) next.breakUntil = breakUntil(row.breakUntil && row.breakUntil > now ? row.breakUntil : null, change.break, now);
        await writeOwnLimits(tx, userId, next);
        return ownView(next, now);
      });
    },

    /**
     * Refuses a deposit request past the player's own daily deposit limit, in the request's transaction (the player's
     * limits row is locked, so two requests at once cannot both slip under it).
     */
    async checkDeposit(tx: Queryable, userId: number, amount: number) {
      const now = clock();
      const row = await readOwnLimits(tx, userId, true);
      const limit = row ? ownLimitAt({ value: row.dailyDeposit, pending: row.pendingDeposit, pendingFrom: row.pendingDepositFrom }, now) : null;
      if (limit === null) return;
      const day = istDay(now);
      const dayStart = new Date(Date.UTC(day.year, day.month - 1, day.day) - 330 * 60_000);
      const room = Math.max(0, limit - (await depositedOn(tx, userId, dayStart)));
      if (amount > room) throw new LimitReached(LIMIT_MESSAGES.ownDeposit(room, limit), 'own_deposit_limit', { points: room });
    },
  };
}

const EMPTY_OWN: OwnLimitsRow = {
  dailyStake: null,
  dailyDeposit: null,
  pendingStake: null,
  pendingStakeFrom: null,
  pendingDeposit: null,
  pendingDepositFrom: null,
  breakUntil: null,
};

/** What My limits shows: each limit now, a raise waiting and from when, a break running and until when. */
function ownView(row: OwnLimitsRow | null, now: Date) {
  const own = row ?? EMPTY_OWN;
  const waiting = (from: Date | null, value: number | null) => (from && from > now ? { value, from: from.toISOString() } : null);
  return {
    daily_stake: ownLimitAt({ value: own.dailyStake, pending: own.pendingStake, pendingFrom: own.pendingStakeFrom }, now),
    daily_deposit: ownLimitAt({ value: own.dailyDeposit, pending: own.pendingDeposit, pendingFrom: own.pendingDepositFrom }, now),
    stake_raise: waiting(own.pendingStakeFrom, own.pendingStake),
    deposit_raise: waiting(own.pendingDepositFrom, own.pendingDeposit),
    break_until: own.breakUntil && own.breakUntil > now ? own.breakUntil.toISOString() : null,
  };
}

export type LimitsService = ReturnType<typeof limitsService>;
