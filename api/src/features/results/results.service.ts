import { formatClockTime, isEarlyDeclaration, istDay, istMinutes, isoDay, parseIsoDay, type Declaration, type MarketKind } from '@matka/shared-kernel/domain';
import type { Database, Queryable } from '../../db/database';
import { InvalidInput, NotFound, StateConflict } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import type { ChangeTracker } from '../markets/change-tracker';
import { findMarket, findResult, listMarkets, lockResult, writeResult, type MarketRow, type ResultRow } from '../markets/markets.repository';
import { capMessage, namePlayers } from '../wallet/ledger';
import { pts, recordAction, type AuditContext } from '../audit.repository';
import { exposureOf } from '@matka/shared-kernel/operator';
import { PATHS } from '@matka/shared-kernel/paths';
import type { PlayerNotifier } from '../push/push.service';
import { readKindLimits } from '../limits/limits.repository';
import { marketKindOf, type DeclarationKind } from '../markets/result-columns';
import { checkResultValue, latestDeclaration, planKinds, proposal } from './settlement-plan';
import {
  creditWinners,
  pendingByMarket,
  pendingGroups,
  pendingKinds,
  pendingTotals,
  playersWith,
  refundPending,
  revertSettled,
  settleKinds,
  settledBy,
} from './settlement.repository';

export type { DeclarationKind };

export interface Settlement {
  market_id: number;
  date: string;
  declared: DeclarationKind;
  result: string;
  /** False when the same result was declared already: nothing was settled again. */
  changed: boolean;
  won: number;
  lost: number;
  paid: number;
}

/** What a declaration would do, computed as `declare` computes it, before anything is written. */
export interface SettlementPreview extends Settlement {
  market: string;
  /** Pending bids the declaration decides (won + lost). */
  bids: number;
  /** Distinct players among the winners. */
  players: number;
}

/** The session a declaration names in a player's notification (`KALYAN Open 128-1`). */
const SESSION_NAMES: Record<DeclarationKind, string> = { open: 'Open', close: 'Close', starline: '', gali: '' };

const emptyResult = (marketId: number, day: string): ResultRow => ({ marketId, resultDate: day, openPana: null, closePana: null, jodi: null });

/** What the results' work needs: the database, the clock, the markets' change notices. */
interface ResultsDeps {
  db: Database;
  clock: Clock;
  tracker: ChangeTracker;
  /** Tells each player whose bids a declaration decided (features/push). */
  notify?: PlayerNotifier;
}

/** The IST day a result is for: today by default; a real calendar date, never one after today. */
function dayOf(clock: Clock, date: string | undefined): string {
  const today = isoDay(istDay(clock()));
  if (date === undefined) return today;
  const parsed = parseIsoDay(date);
  if (!parsed) throw new InvalidInput(`Invalid date ${date}: use a real date as YYYY-MM-DD`, 'invalid_date');
  const day = isoDay(parsed);
  if (day > today) throw new InvalidInput(`${day} is in the future: a result is declared on its day or after`, 'future_date');
  return day;
}

/**
 * Today, a declaration before its market's open time is refused unless asked for as early (`early`, the CLI's
 * --early): a result entered ahead of time by mistake would settle bids still being placed.
 */
function checkTime(clock: Clock, market: MarketRow, day: string, early: boolean): void {
  const now = clock();
  if (early || !isEarlyDeclaration(market.openMinutes, day, now)) return;
  throw new StateConflict(`${market.name} opens at ${formatClockTime(market.openMinutes)} (it is ${formatClockTime(istMinutes(now))} IST): to declare before then, declare it as early (the CLI's --early, or the console's "Declare early, before ${market.name}'s time (${formatClockTime(market.openMinutes)})")`,
    'too_early',
  );
}

async function existingMarket(db: Queryable, id: number): Promise<MarketRow> {
  const market = await findMarket(db, id);
  if (!market) throw new NotFound(`No market ${id}`, 'not_found');
  return market;
}

async function marketOf(db: Queryable, id: number, kind: MarketKind): Promise<MarketRow> {
  const market = await existingMarket(db, id);
  if (market.kind !== kind) throw new InvalidInput(`Market ${id} is a ${market.kind} market, not ${kind}`, 'wrong_kind');
  return market;
}

/**
 * Settles every pending bid of the market and day that the declaration decides, as `planKinds` says (the kernel's
 * rules, for each kind of bid the market holds): the database marks every bid of a decided kind in one pass, then
 * every winner is credited in one statement, so their balance rows are locked only from there to the commit. Answers
 * the sums and what each player's decided bids paid.
 */
async function settle(tx: Queryable, market: MarketRow, day: string, declaration: Declaration) {
  const plan = planKinds(await pendingKinds(tx, market.id, day), declaration);
  const players = await settleKinds(tx, market.id, day, declaration.kind, plan.decided);
  if (plan.paid > 0) {
    const credited = await creditWinners(tx, market, day, declaration.kind);
    if (credited.refused) throw new StateConflict(`Cannot declare: ${capMessage(namePlayers(credited.refused))} with these winnings. Debit the wallet first, then declare`, 'balance_cap');
  }
  return { totals: { won: plan.won, lost: plan.lost, paid: plan.paid }, players };
}

/** The market a declaration of this kind is for, and its day; 400/404 when they do not fit. */
async function target({ db, clock }: ResultsDeps, kind: DeclarationKind, marketId: number, value: string, date: string | undefined) {
  checkResultValue(kind, value);
  const market = await marketOf(db, marketId, marketKindOf(kind));
  return { market, day: dayOf(clock, date) };
}

/** One declaration: unchanged when the same result stands, refused when another does (revert first). */
async function declare(deps: ResultsDeps, kind: DeclarationKind, marketId: number, value: string, date: string | undefined, audit?: AuditContext, early = false): Promise<Settlement> {
  const { db, tracker } = deps;
  const { market, day } = await target(deps, kind, marketId, value, date);
  checkTime(deps.clock, market, day, early);
  return db.transaction(async (tx) => {
    const current = await lockResult(tx, market.id, day);
    const { same, next, declaration, shown } = proposal(kind, current, value);
    const unchanged = { market_id: market.id, date: day, declared: kind, result: shown, changed: false, won: 0, lost: 0, paid: 0 };
    let settlement: Settlement = unchanged;
    if (!same) {
      await writeResult(tx, next);
      const settled = await settle(tx, market, day, declaration);
      settlement = { ...unchanged, changed: true, ...settled.totals };
      tracker.marketsChanged(tx);
      await deps.notify?.result(tx, { marketId: market.id, market: market.name, session: SESSION_NAMES[kind], day, kind, result: shown, url: PATHS.winHistory }, settled.players);
    }
    if (audit) {
      const change = settlement.changed ? `${shown}: ${settlement.won} bids won, ${settlement.lost} lost, ${pts(settlement.paid)} paid` : `${shown} stood already: nothing settled`;
      await recordAction(tx, audit, { action: `result ${kind}`, target: `${market.name} (#${market.id}) ${day} ${value}`, outcome: settlement, change });
    }
    return settlement;
  });
}

/**
 * What a declaration would do, by the same rules and the same plan that `declare` applies, without writing anything:
 * the bids it decides, the winning bids and players, and the points it would pay.
 */
async function preview(deps: ResultsDeps, kind: DeclarationKind, marketId: number, value: string, date: string | undefined): Promise<SettlementPreview> {
  const { db } = deps;
  const { market, day } = await target(deps, kind, marketId, value, date);
  const current = (await findResult(db, market.id, day)) ?? emptyResult(market.id, day);
  const { same, declaration, shown } = proposal(kind, current, value);
  // Whether declaring it now needs `early` (the server's clock decides, as it does for the declaration itself).
  const early = isEarlyDeclaration(market.openMinutes, day, deps.clock()) ? { early: true as const, opens: formatClockTime(market.openMinutes) } : {};
  const base = { market_id: market.id, market: market.name, date: day, declared: kind, result: shown, changed: !same, ...early };
  if (same) return { ...base, bids: 0, won: 0, lost: 0, paid: 0, players: 0 };
  // A transaction for one snapshot of the pending bids (and its planner settings): it writes nothing.
  return db.transaction(async (tx) => {
    const plan = planKinds(await pendingKinds(tx, market.id, day), declaration);
    const players = await playersWith(tx, market.id, day, plan.decided.filter((decided) => decided.won));
    return { ...base, bids: plan.won + plan.lost, won: plan.won, lost: plan.lost, paid: plan.paid, players };
  });
}

/** What a revert undoes (see latestDeclaration); refused when nothing is declared. */
function toRevert(market: MarketRow, current: ResultRow): { kind: DeclarationKind; next: ResultRow } {
  const latest = latestDeclaration(market.kind, current);
  if (!latest) throw new StateConflict(`No result declared for market ${market.id} on ${current.resultDate}`, 'nothing_to_revert');
  return latest;
}

/** What `revert` would take back, and from whom it could not (a winner who no longer has the points). Writes nothing. */
async function previewRevert({ db, clock }: ResultsDeps, marketId: number, date?: string) {
  const market = await existingMarket(db, marketId);
  const day = dayOf(clock, date);
  const current = (await findResult(db, market.id, day)) ?? emptyResult(market.id, day);
  const latest = toRevert(market, current);
  const settled = await settledBy(db, market.id, day, latest.kind);
  return {
    market_id: market.id,
    market: market.name,
    date: day,
    reverts: latest.kind,
    bids: settled.bids,
    won: settled.won,
    points_taken_back: settled.paid,
    short: settled.short,
  };
}

/**
 * Undoes the latest declaration of a market and day: each credit it made is taken back by a new ledger entry, its
 * bids go back to pending and its result is cleared. Refused if a winner no longer has the points.
 */
async function revert({ db, clock, tracker }: ResultsDeps, marketId: number, date?: string, audit?: AuditContext) {
  const market = await existingMarket(db, marketId);
  const day = dayOf(clock, date);
  return db.transaction(async (tx) => {
    const current = await lockResult(tx, market.id, day);
    const latest = toRevert(market, current);
    const undone = await revertSettled(tx, market, day, latest.kind);
    if (undone.short) {
      const owing = namePlayers(undone.short, (player) => `${player.mobile} (won ${pts(player.points)}, has ${pts(player.balance)})`);
      throw new StateConflict(`Cannot revert: ${owing} no longer ${undone.short.length === 1 ? 'has' : 'have'} the points won`, 'cannot_revert');
    }
    await writeResult(tx, latest.next);
    tracker.marketsChanged(tx);
    const outcome = { market_id: market.id, date: day, reverted: latest.kind, bids: undone.bids, points_taken_back: undone.taken };
    if (audit) await recordAction(tx, audit, { action: 'result revert', target: `${market.name} (#${market.id}) ${day}`, outcome, change: `${latest.kind} taken back: ${undone.bids} bids pending again, ${pts(undone.taken)} taken back` });
    return outcome;
  });
}

/**
 * The exposure of a declaration still to come on a market and day (a main market's `session`: open or close): the
 * stake and bids per number it decides, and what each possible result would pay, the costliest first. A close
 * needs the day's open pana (declared first). Writes nothing.
 */
async function exposure({ db, clock }: ResultsDeps, marketId: number, date: string | undefined, session: 'open' | 'close' = 'open') {
  const market = await existingMarket(db, marketId);
  const day = dayOf(clock, date);
  const kind: DeclarationKind = market.kind === 'main' ? session : market.kind;
  const current = (await findResult(db, market.id, day)) ?? emptyResult(market.id, day);
  if (kind === 'close' && !current.openPana) {
    throw new StateConflict(`${market.name} has no open result on ${day}: declare it first, then the close exposure follows from it`, 'no_open_result');
  }
  const groups = await pendingGroups(db, market.id, day);
  const exposed = exposureOf(groups, kind, current.openPana ?? undefined);
  // Each number's room left under its bid type's cap per outcome, where the house set one.
  const limits = await readKindLimits(db, market.kind);
  const numbers = exposed.numbers.map((row) => {
    const cap = limits.types[row.type]?.outcome_cap ?? null;
    return cap === null ? row : { ...row, cap, room: Math.max(0, cap - row.pays) };
  });
  return { market_id: market.id, market: market.name, date: day, declares: kind, ...exposed, numbers };
}

/** Every market and day with bids still pending (disabled markets too): what waits for a result or a refund. */
async function pending({ db }: ResultsDeps) {
  const [rows, markets] = await Promise.all([pendingByMarket(db), listMarkets(db, {})]);
  const byId = new Map(markets.map((market) => [market.id, market]));
  return rows.flatMap((row) => {
    const market = byId.get(row.marketId);
    return market ? [{ market_id: market.id, market: market.name, kind: market.kind, active: market.active, date: row.day, bids: row.bids, points: row.points }] : [];
  });
}

/** What `cancel` would refund: the market's pending bids of the day, their players and points. Writes nothing. */
async function previewCancel({ db, clock }: ResultsDeps, marketId: number, date?: string) {
  const market = await existingMarket(db, marketId);
  const day = dayOf(clock, date);
  return { market_id: market.id, market: market.name, date: day, ...(await pendingTotals(db, market.id, day)) };
}

/**
 * Cancels a disabled market's day: every bid of it still pending is refunded, each by a ledger entry naming the
 * bid, and shows as refunded in the player's history. An enabled market is refused (its players could still bid:
 * disable it first). Repeating it refunds nothing more.
 */
async function cancel({ db, clock }: ResultsDeps, marketId: number, date?: string, audit?: AuditContext) {
  const market = await existingMarket(db, marketId);
  if (market.active) {
    throw new StateConflict(`${market.name} is enabled: players can still bid on it. Disable it first, then cancel its pending bids`, 'market_enabled');
  }
  const day = dayOf(clock, date);
  return db.transaction(async (tx) => {
    await lockResult(tx, market.id, day);
    const refunded = await refundPending(tx, market, day);
    if (refunded.refused) throw new StateConflict(`Cannot cancel: ${capMessage(namePlayers(refunded.refused))} with these refunds. Debit the wallet first, then cancel`, 'balance_cap');
    const outcome = { market_id: market.id, market: market.name, date: day, bids: refunded.bids, players: refunded.players, points: refunded.points, changed: refunded.bids > 0 };
    if (audit) {
      await recordAction(tx, audit, {
        action: 'result cancel',
        target: `${market.name} (#${market.id}) ${day}`,
        outcome,
        change: `${refunded.bids} bids refunded to ${refunded.players} players, ${pts(refunded.points)}`,
      });
    }
    return outcome;
  });
}

/**
 * Declaring results settles the bids they decide, in one transaction; a revert undoes the latest declaration. Each
 * member is a function of this module, given the service's dependencies.
 */
export function resultsService(deps: { db: Database; clock: Clock; tracker: ChangeTracker; notify?: PlayerNotifier }) {
  const service: ResultsDeps = deps;
  return {
    declareOpen: (marketId: number, pana: string, date?: string, audit?: AuditContext, early?: boolean) => declare(service, 'open', marketId, pana, date, audit, early),
    declareClose: (marketId: number, pana: string, date?: string, audit?: AuditContext, early?: boolean) => declare(service, 'close', marketId, pana, date, audit, early),
    declareStarline: (marketId: number, pana: string, date?: string, audit?: AuditContext, early?: boolean) => declare(service, 'starline', marketId, pana, date, audit, early),
    declareGali: (marketId: number, jodi: string, date?: string, audit?: AuditContext, early?: boolean) => declare(service, 'gali', marketId, jodi, date, audit, early),
    preview: (kind: DeclarationKind, marketId: number, value: string, date: string | undefined) => preview(service, kind, marketId, value, date),
    previewRevert: (marketId: number, date?: string) => previewRevert(service, marketId, date),
    revert: (marketId: number, date?: string, audit?: AuditContext) => revert(service, marketId, date, audit),
    exposure: (marketId: number, date: string | undefined, session?: 'open' | 'close') => exposure(service, marketId, date, session),
    pending: () => pending(service),
    previewCancel: (marketId: number, date?: string) => previewCancel(service, marketId, date),
    cancel: (marketId: number, date?: string, audit?: AuditContext) => cancel(service, marketId, date, audit),
  };
}

export type ResultsService = ReturnType<typeof resultsService>;
