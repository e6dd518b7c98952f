/**
 * A market's weekly schedule and holidays: closed on given weekdays (Sundays) and on given dates (Diwali). On such a
 * day it is a Holiday: its card says so, no bid is taken, and no result is due. The server decides it for the day and
 * puts it on the card (`holiday`); every remote reads it from there through `holidayOnCard` (market-clock.ts).
 */

/** The weekdays as JavaScript numbers them (0 Sunday … 6 Saturday), by their names. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export type Weekday = (typeof WEEKDAYS)[number];

/** A market's closed days: weekdays (0 Sunday … 6 Saturday) and dates (`YYYY-MM-DD`, IST). */
export interface MarketSchedule {
  closedWeekdays: readonly number[];
  holidays: readonly string[];
}

/** The weekday (0 Sunday … 6 Saturday) of an IST day `YYYY-MM-DD`. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** Whether a market with this schedule is closed on `day` (`YYYY-MM-DD`, IST): a closed weekday or a holiday date. */
export function isHoliday(schedule: MarketSchedule, day: string): boolean {
  return schedule.closedWeekdays.includes(weekdayOf(day)) || schedule.holidays.includes(day);
}

/**
 * Weekdays written by name (`Sunday`, `sun`, any case), comma-separated, as numbers in week order; '' or `none` for
 * none. Null when a name is not a weekday.
 */
export function parseWeekdays(text: string): number[] | null {
  const names = text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '' && name !== 'none');
  const days = names.map((name) => (name.length >= 3 ? WEEKDAYS.findIndex((weekday) => weekday.toLowerCase().startsWith(name)) : -1));
  if (days.includes(-1)) return null;
  return [...new Set(days)].sort((a, b) => a - b);
}

/** Weekdays as the operators read them: `Sunday, Saturday`, or `none`. */
export const weekdayNames = (days: readonly number[]): string => (days.length === 0 ? 'none' : days.map((day) => WEEKDAYS[day]).join(', '));
