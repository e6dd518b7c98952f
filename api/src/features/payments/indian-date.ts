const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
// Day first, as Indian banks write it: 27-11-26, 27/11/2026, 27.11.26.
const NUMERIC = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/;
// 27-Nov-26, 27Nov26, 27 Nov 2026, 27 November, 2026, 16JUN2024.
const NAMED_MONTH = /^(\d{1,2})[-/ ]?([a-z]{3,9})[-/ ,]*(\d{2}|\d{4})$/i;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
// 10:15, 10:15:20, 4:21 pm, 04:21:45PM.
const CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]m)?$/i;

const pad = (value: number) => String(value).padStart(2, '0');

function dayOf(text: string): { year: number; month: number; day: number } | null {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  if (iso) {
    const [, year = '', month = '', day = ''] = iso;
    return { year: Number(year), month: Number(month), day: Number(day) };
  }
  const numeric = NUMERIC.exec(trimmed);
  if (numeric) {
    const [, day = '', month = '', year = ''] = numeric;
    return { year: fullYear(year), month: Number(month), day: Number(day) };
  }
  const named = NAMED_MONTH.exec(trimmed);
  if (!named) return null;
  const [, day = '', monthName = '', year = ''] = named;
  const month = monthOf(monthName);
  return month ? { year: fullYear(year), month, day: Number(day) } : null;
}

// "Nov", "NOV", "November", "Sept": a month's name or its three-letter short form, as 1–12.
function monthOf(word: string): number | null {
  const lower = word.toLowerCase();
  const index = MONTHS.findIndex((name) => name === lower || name.slice(0, 3) === lower);
  if (index >= 0) return index + 1;
  return lower === 'sept' ? 9 : null;
}

// Two-digit years are this century's: a bank message or statement is never from the 1900s.
const fullYear = (digits: string) => (digits.length === 2 ? 2000 + Number(digits) : Number(digits));

function clockOf(text: string): string | null {
  const clock = CLOCK.exec(text.trim());
  if (!clock) return null;
  let hours = Number(clock[1]);
  const meridiem = clock[4]?.toLowerCase();
  if (meridiem && (hours < 1 || hours > 12)) return null;
  if (meridiem === 'pm' && hours < 12) hours += 12;
  if (meridiem === 'am' && hours === 12) hours = 0;
  const minutes = Number(clock[2]);
  const seconds = Number(clock[3] ?? 0);
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/**
 * A date as Indian banks write it (with its time of day, if given) as ISO in India's time: "27-Nov-26" →
 * "2026-11-27", with "10:15 pm" → "2026-11-27T22:15:00+05:30". Null when it is no real date.
 */
export function readIndianDate(date: string, time?: string): string | null {
  const day = dayOf(date);
  if (!day) return null;
  const probe = new Date(Date.UTC(day.year, day.month - 1, day.day));
  if (probe.getUTCFullYear() !== day.year || probe.getUTCMonth() !== day.month - 1 || probe.getUTCDate() !== day.day) return null;
  const isoDay = `${day.year}-${pad(day.month)}-${pad(day.day)}`;
  if (time === undefined) return isoDay;
  const clock = clockOf(time);
  return clock ? `${isoDay}T${clock}+05:30` : isoDay;
}
