const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** India Standard Time is UTC+5:30 all year (no daylight saving): the one place this is written. */
export const IST_OFFSET_MINUTES = 330;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;

/** The calendar day in IST of an instant. */
export interface IstDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/** The IST calendar day of an instant. */
export function istDay(now: Date): IstDay {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** A bid's date as the bid screens show and send it: `day-MonthName-year`, e.g. `22-November-2026` (IST). */
export function formatBidDate(now: Date): string {
  return formatDay(istDay(now));
}

/** A day written `day-MonthName-year`. */
export function formatDay({ year, month, day }: IstDay): string {
  return `${day}-${MONTHS[month - 1]}-${year}`;
}

/** Reads an ISO day (`2026-11-22`), or null. */
export function parseIsoDay(text: string): IstDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  return match ? validDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** Reads a bid date (`22-November-2026`), or null. */
export function parseBidDate(text: string): IstDay | null {
  const match = /^(\d{1,2})-([A-Za-z]+)-(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === match[2]!.toLowerCase()) + 1;
  return month === 0 ? null : validDay(Number(match[3]), month, Number(match[1]));
}

/** A day as the history filters send it: `M/D/YYYY`, e.g. `11/2/2026`. */
export function formatHistoryDate(day: IstDay): string {
  return `${day.month}/${day.day}/${day.year}`;
}

/** Reads a history date (`M/D/YYYY`), or null. */
export function parseHistoryDate(text: string): IstDay | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  return match ? validDay(Number(match[3]), Number(match[1]), Number(match[2])) : null;
}

/** The day as ISO `YYYY-MM-DD` (the server's date columns). */
export function isoDay(day: IstDay): string {
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

function validDay(year: number, month: number, day: number): IstDay | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** An instant as the histories show it, in IST: `22/11/2026 03:45 PM`. */
export function formatIstDateTime(instant: Date): string {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = shifted.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${pad(shifted.getUTCDate())}/${pad(shifted.getUTCMonth() + 1)}/${shifted.getUTCFullYear()} ${pad(hour12)}:${pad(shifted.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * A record's date as every history shows it, whichever way its call sends it: `22/11/2026`, with the time when it has
 * one (`22/11/2026 03:45 PM`). Bid dates come as `22-November-2026`, ledger and settlement times as `DD/MM/YYYY hh:mm
 * AM`; anything else is shown as sent.
 */
export function shownDate(text: string): string {
  const [date = '', ...time] = text.trim().split(/\s+/);
  const day = parseBidDate(date);
  if (!day) return text.trim();
  const pad = (n: number) => String(n).padStart(2, '0');
  return [`${pad(day.day)}/${pad(day.month)}/${day.year}`, ...time].join(' ');
}

/** The instant of `HH:MM` IST on the IST day of `now` (tests and the e2e server clock set the time with it). */
export function istTimeToday(hhmm: string, now: Date = new Date()): Date {
  const day = isoDay(istDay(now));
  return new Date(`${day}T${hhmm}:00+05:30`);
}
