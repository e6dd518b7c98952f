import { MESSAGES, isHoliday, istDay, isoDay, parseWeekdays, weekdayNames, WEEKDAYS } from '@matka/shared-kernel/domain';
import type { Database, Queryable } from '../../db/database';
import { BettingClosed, InvalidInput, NotFound } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import { recordAction, type AuditContext } from '../audit.repository';
import type { ChangeTracker } from './change-tracker';
import { findMarket } from './markets.repository';
import { deleteHoliday, schedulesOf, setClosedWeekdays, upsertHoliday, type StoredSchedule } from './market-schedule.repository';

/**
 * Markets' weekly schedules and holidays (the rule is the kernel's `isHoliday`, market-schedule.ts): which markets are
 * closed on a day (the lists' cards, Today's results due), the bid path's refusal, and the operators' changes.
 */

const closedOnDay = (schedule: StoredSchedule, day: string) => isHoliday({ closedWeekdays: schedule.closedWeekdays, holidays: schedule.holidays.map((h) => h.date) }, day);

/** The markets (of these, or all) closed on `day` by their schedule or a holiday. */
export async function closedOn(db: Queryable, day: string, marketIds: readonly number[] | null = null): Promise<Set<number>> {
  const schedules = await schedulesOf(db, marketIds, day);
  return new Set([...schedules.values()].filter((schedule) => closedOnDay(schedule, day)).map((schedule) => schedule.marketId));
}

/** Refuses a bid on a market's holiday with the kernel's words (`KALYAN is closed today (Holiday): no bids are taken`). */
export async function refuseOnHoliday(db: Queryable, market: { id: number; name: string }, day: string): Promise<void> {
  if ((await closedOn(db, day, [market.id])).has(market.id)) throw new BettingClosed(MESSAGES.holidayBids(market.name), 'holiday');
}

/** A market's schedule as operators read it: closed weekdays by number and the holidays from today on. */
export async function schedulesFrom(db: Queryable, day: string) {
  return schedulesOf(db, null, day);
}

/** The operators' changes to schedules and holidays, each audited in its own transaction. */
export function marketSchedules(deps: { db: Database; clock: Clock; tracker: ChangeTracker }) {
  const { db, clock, tracker } = deps;
  const today = () => isoDay(istDay(clock()));
  const marketOf = async (id: number) => {
    const market = await findMarket(db, id);
    if (!market) throw new NotFound(`No market ${id}`, 'not_found');
    return market;
  };
  const answer = async (id: number) => {
    const schedule = (await schedulesOf(db, [id], today())).get(id);
    return { market_id: id, closed_weekdays: schedule?.closedWeekdays ?? [], holidays: schedule?.holidays ?? [] };
  };
  return {
    /** Closed on these weekdays (names, comma-separated; '' or none: open every day). */
    async setWeekdays(id: number, text: string, audit: AuditContext) {
      const days = parseWeekdays(text);
      if (days === null) throw new InvalidInput(`closed: weekday names, comma-separated (${WEEKDAYS.join(', ')}), or none`, 'invalid_schedule');
      const market = await marketOf(id);
      const before = (await schedulesOf(db, [id], today())).get(id)?.closedWeekdays ?? [];
      await db.transaction(async (tx) => {
        await setClosedWeekdays(tx, id, days);
        await recordAction(tx, audit, { action: 'market schedule', target: `${market.kind} ${market.name} (#${id})`, change: `closed ${weekdayNames(before)} → ${weekdayNames(days)}` });
      });
      tracker.marketsChanged();
      return answer(id);
    },

    async addHoliday(id: number, day: string, reason: string, audit: AuditContext) {
      const market = await marketOf(id);
      if (day < today()) throw new InvalidInput(`${day} has passed: a holiday is today or later`, 'invalid_schedule');
      await db.transaction(async (tx) => {
        await upsertHoliday(tx, id, day, reason);
        await recordAction(tx, audit, { action: 'market holiday', target: `${market.kind} ${market.name} (#${id})`, change: `closed on ${day}${reason ? `: ${reason}` : ''}` });
      });
      tracker.marketsChanged();
      return answer(id);
    },

    async removeHoliday(id: number, day: string, audit: AuditContext) {
      const market = await marketOf(id);
      await db.transaction(async (tx) => {
        const removed = await deleteHoliday(tx, id, day);
        if (!removed) throw new NotFound(`${market.name} has no holiday on ${day}`, 'not_found');
        await recordAction(tx, audit, { action: 'market holiday removed', target: `${market.kind} ${market.name} (#${id})`, change: `open on ${day}` });
      });
      tracker.marketsChanged();
      return answer(id);
    },
  };
}

export type MarketSchedules = ReturnType<typeof marketSchedules>;
