import {
  MESSAGES,
  closeResultOf,
  formatClockTime,
  isMarketRunning,
  isoDay,
  istDay,
  openResultOf,
  type DeclaredResults,
  type MarketKind,
} from '@matka/shared-kernel/domain';
import type { Database } from '../../db/database';
import { AlreadyExists, InvalidInput, NotFound } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import { recordAction, type AuditContext } from '../audit.repository';
import type { ChangeTracker } from './change-tracker';
import { findMarket, insertMarket, listMarkets, ratesOf, resultsOn, setRate, updateMarket, type MarketRow, type ResultRow } from './markets.repository';
import { DECLARATIONS_OF_MARKET, declaredValue } from './result-columns';
import { closedOn, schedulesFrom } from './market-schedule';

/** Where each market's chart page is (this server renders them from the stored results). */
export const chartUrlOf = (market: Pick<MarketRow, 'kind' | 'id'>): string =>
  market.kind === 'main' ? `/charts/main/${market.id}` : `/charts/${market.kind}`;

/** Which of the day's results are out: main open/close panas; a Starline slot's pana or a Gali jodi counts as `open`. */
export function declaredOf(market: Pick<MarketRow, 'kind'>, result: ResultRow | null | undefined): DeclaredResults {
  const [first, second] = DECLARATIONS_OF_MARKET[market.kind];
  return { open: first !== undefined && declaredValue(result, first) !== null, close: second !== undefined && declaredValue(result, second) !== null };
}

/** The times of a market as the bid rules read them (`hh:mm AM/PM`). */
export function windowOf(market: MarketRow) {
  return {
    kind: market.kind,
    openTime: formatClockTime(market.openMinutes),
    closeTime: market.closeMinutes === null ? undefined : formatClockTime(market.closeMinutes),
  };
}

/** Whether the card shows the market running today: before its last bidding time and before its day's last result. */
export function isRunning(market: MarketRow, result: ResultRow | undefined, now: Date): boolean {
  return market.active && isMarketRunning(windowOf(market), now, declaredOf(market, result));
}

/**
 * The dashboard's result fields: main `123-6` / `8-459`; Starline `128-1`; Gali the whole jodi in `open_result` (`46`,
 * `close_result` empty), as the old backend sent it: the legacy clients show `open_result` alone.
 */
export function resultFieldsOf(market: MarketRow, result: ResultRow | undefined): { open_result: string; close_result: string } {
  if (!result) return { open_result: '', close_result: '' };
  if (market.kind === 'gali') return { open_result: result.jodi ?? '', close_result: '' };
  return {
    open_result: result.openPana ? openResultOf(result.openPana) : '',
    close_result: market.kind === 'main' && result.closePana ? closeResultOf(result.closePana) : '',
  };
}

/**
 * A market as the lists send it (the contract's field names and JSON types): `msg_status` is the number 1 running or 2
 * closed (the legacy clients test `msg_status === 1`, and read 2 as closed), with the card's status text in `msg`; a
 * market closed today by its schedule or a holiday (market-schedule.ts) is closed, `holiday: true`, `msg` Holiday.
 */
export function marketWire(market: MarketRow, result: ResultRow | undefined, now: Date, holiday = false) {
  const running = !holiday && isRunning(market, result, now);
  return {
    game_id: market.id,
    game_name: market.name,
    open_time: formatClockTime(market.openMinutes),
    close_time: market.closeMinutes === null ? '' : formatClockTime(market.closeMinutes),
    ...resultFieldsOf(market, result),
    msg_status: running ? 1 : 2,
    msg: holiday ? MESSAGES.marketHoliday : running ? MESSAGES.marketRunning : MESSAGES.marketClosed,
    holiday,
    web_chart_url: chartUrlOf(market),
  };
}

export interface MarketInput {
  kind: MarketKind;
  name: string;
  openMinutes: number;
  closeMinutes: number | null;
}

/** What a market change changes, in the audit list's words: `name A → B, open 11:30 AM → 12:00 PM, disabled`. */
function marketChange(current: MarketRow, change: { name?: string; openMinutes?: number; closeMinutes?: number; active?: boolean }): string {
  const parts: string[] = [];
  if (change.name !== undefined && change.name !== current.name) parts.push(`name ${current.name} → ${change.name}`);
  if (change.openMinutes !== undefined && change.openMinutes !== current.openMinutes) {
    parts.push(`open ${formatClockTime(current.openMinutes)} → ${formatClockTime(change.openMinutes)}`);
  }
  if (change.closeMinutes !== undefined && change.closeMinutes !== current.closeMinutes) {
    parts.push(`close ${current.closeMinutes === null ? 'none' : formatClockTime(current.closeMinutes)} → ${formatClockTime(change.closeMinutes)}`);
  }
  if (change.active !== undefined && change.active !== current.active) parts.push(change.active ? 'enabled' : 'disabled');
  return parts.join(', ') || 'no change';
}

export function marketsService(deps: { db: Database; clock: Clock; tracker: ChangeTracker }) {
  const { db, clock, tracker } = deps;
  return {
    /** Today's active markets of a kind with their results, as the polled lists send them. */
    async todaysMarkets(kind: MarketKind) {
      const now = clock();
      const day = isoDay(istDay(now));
      const [markets, results, closed] = await Promise.all([listMarkets(db, { kind, activeOnly: true }), resultsOn(db, kind, day), closedOn(db, day)]);
      return markets.map((market) => marketWire(market, results.get(market.id), now, closed.has(market.id)));
    },

    async addMarket(input: MarketInput, audit?: AuditContext): Promise<MarketRow> {
      if (input.kind === 'main' && input.closeMinutes === null) throw new InvalidInput('A main market needs --close', 'invalid_market');
      if (input.kind === 'main' && (input.closeMinutes ?? 0) <= input.openMinutes) {
        throw new InvalidInput('The close time must be after the open time', 'invalid_market');
      }
      const added = await db.transaction(async (tx) => {
        const market = await insertMarket(tx, { ...input, closeMinutes: input.kind === 'main' ? input.closeMinutes : null });
        if (market && audit) await recordAction(tx, audit, { action: 'market add', target: `${input.kind} ${input.name} (#${market.id})` });
        return market;
      });
      if (!added) throw new AlreadyExists(`A ${input.kind} market named ${input.name} exists`, 'market_exists');
      tracker.marketsChanged();
      return added;
    },

    async updateMarket(id: number, change: { name?: string; openMinutes?: number; closeMinutes?: number; active?: boolean }, audit?: AuditContext) {
      const current = await findMarket(db, id);
      if (!current) throw new NotFound(`No market ${id}`, 'not_found');
      const open = change.openMinutes ?? current.openMinutes;
      const close = change.closeMinutes ?? current.closeMinutes;
      if (current.kind === 'main' && (close ?? 0) <= open) {
        throw new InvalidInput('The close time must be after the open time', 'invalid_market');
      }
      let updated: MarketRow;
      try {
        updated = await db.transaction(async (tx) => {
          const market = await updateMarket(tx, id, change);
          // Markets are never deleted, so the row read above is still there; said plainly should that ever change.
          if (!market) throw new NotFound(`No market ${id}`, 'not_found');
          const action = change.active === false ? 'market disable' : change.active === true ? 'market enable' : 'market update';
          if (audit) await recordAction(tx, audit, { action, target: `${current.kind} ${current.name} (#${id})`, outcome: change, change: marketChange(current, change) });
          return market;
        });
      } catch (error) {
        // The name is another market's of the same kind (the table's unique key): said as addMarket says it.
        if ((error as { code?: unknown }).code === '23505') throw new AlreadyExists(`A ${current.kind} market named ${change.name} exists`, 'market_exists');
        throw error;
      }
      tracker.marketsChanged();
      return updated;
    },

    /** Every market of a kind (or all), each with its closed weekdays and its holidays from today on. */
    async listMarkets(kind?: MarketKind) {
      const [markets, schedules] = await Promise.all([listMarkets(db, { kind }), schedulesFrom(db, isoDay(istDay(clock())))]);
      return markets.map((market) => ({ ...market, closed_weekdays: schedules.get(market.id)?.closedWeekdays ?? [], holidays: schedules.get(market.id)?.holidays ?? [] }));
    },

    /** Every rate of a kind of market, as the operator sets them. */
    async ratesOf(kind: MarketKind) {
      const rates = await ratesOf(db, kind);
      return [...rates.entries()].map(([type, rate]) => ({ kind, type, val1: rate.val1, val2: rate.val2 }));
    },

    async setRate(kind: MarketKind, betType: string, val1: number, val2: number, audit?: AuditContext) {
      await db.transaction(async (tx) => {
        const before = (await ratesOf(tx, kind)).get(betType);
        await setRate(tx, kind, betType, val1, val2);
        const change = `${before ? `${before.val1}-${before.val2}` : 'none'} → ${val1}-${val2}`;
        if (audit) await recordAction(tx, audit, { action: 'rate set', target: `${kind} ${betType}`, outcome: `${val1}-${val2}`, change });
      });
      return { kind, bet_type: betType, val_1: val1, val_2: val2 };
    },
  };
}

export type MarketsService = ReturnType<typeof marketsService>;
