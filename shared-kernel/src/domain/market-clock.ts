import type { EntryType, MarketKind, Session } from './bid-types';
import { closesAtOpen } from './bid-types';
import { IST_OFFSET_MINUTES, isoDay, istDay } from './dates';
import { MESSAGES } from './messages';

const MINUTES_A_DAY = 24 * 60;

/** Minutes after midnight of a 12-hour time (`hh:mm AM/PM`, as the server sends market times), or null. */
export function parseClockTime(text: string): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AaPp])\.?\s*[Mm]\.?\s*$/.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours < 1 || hours > 12 || minutes > 59) return null;
  const pm = match[3]!.toUpperCase() === 'P';
  return ((hours % 12) + (pm ? 12 : 0)) * 60 + minutes;
}

/** A 12-hour time as 24-hour `HH:MM` (the bid screens compare these as text). */
export function to24Hour(text: string): string | null {
  const minutes = parseClockTime(text);
  if (minutes === null) return null;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes after midnight in IST of an instant. */
export function istMinutes(now: Date): number {
  const total = Math.floor(now.getTime() / 60_000) + IST_OFFSET_MINUTES;
  return ((total % MINUTES_A_DAY) + MINUTES_A_DAY) % MINUTES_A_DAY;
}

/**
 * Whether a result for `day` (YYYY-MM-DD) declared at `now` comes before its market opens (`openMinutes`): only today,
 * before the open time. Such a declaration needs an explicit choice (the CLI's --early, the console's tick box naming
 * the time): entered ahead of time by mistake, it would settle bids still being placed.
 */
export function isEarlyDeclaration(openMinutes: number, day: string, now: Date): boolean {
  return day === isoDay(istDay(now)) && istMinutes(now) < openMinutes;
}

/** Whether `time` (12-hour) is still ahead of `now` today in IST; an unreadable time counts as passed. */
export function isLaterToday(time: string, now: Date): boolean {
  const minutes = parseClockTime(time);
  return minutes !== null && minutes > istMinutes(now);
}

export interface SessionAvailability {
  open: boolean;
  close: boolean;
  /** The radio to preselect: Open while it is available, else Close, else none. */
  selected: Session | null;
}

/**
 * Which sessions a main-market bid screen may offer: Open while the open time is later than now and the open result
 * is not out, Close while the close time is (or always, when no close time is known) and the close result is not out.
 */
export function sessionAvailability(
  market: { openTime: string; closeTime?: string },
  now: Date,
  declared: DeclaredResults = NOTHING_DECLARED,
): SessionAvailability {
  const open = !declared.open && !declared.close && isLaterToday(market.openTime, now);
  const close = !declared.close && (market.closeTime === undefined ? true : isLaterToday(market.closeTime, now));
  return { open, close, selected: open ? 'Open' : close ? 'Close' : null };
}

/**
 * "Bidding is closed for {type}" when the window of this bid type has passed today or a result that decides it is
 * out, else null: Jodi, Half Sangam and Full Sangam at the open time; other main types at the close time; Starline
 * and Gali at the open time.
 */
export function biddingClosedMessage(
  market: { kind: MarketKind; openTime: string; closeTime?: string },
  type: EntryType,
  now: Date,
  declared: DeclaredResults = NOTHING_DECLARED,
): string | null {
  if (closesAtOpen(market.kind, type)) return isLaterToday(market.openTime, now) && !declared.open && !declared.close ? null : MESSAGES.biddingClosed(type);
  return sessionAvailability(market, now, declared).selected ? null : MESSAGES.biddingClosed(type);
}

/** What a main market's card says is declared: its `open_result` and `close_result` are empty until then. */
export function declaredOnCard(market: { open_result: string; close_result: string }): DeclaredResults {
  return { open: market.open_result !== '', close: market.close_result !== '' };
}

/**
 * Which of today's results of a market are declared. A Starline slot or a Gali game has one result: `open`.
 * Main: `open` once the open pana is out, `close` once the close pana is.
 */
export interface DeclaredResults {
  open: boolean;
  close: boolean;
}

/** Nothing declared yet. */
export const NOTHING_DECLARED: DeclaredResults = { open: false, close: false };

/**
 * Whether a declared result closes bids of this type and session whatever the clock says (no bet on a known
 * result): the close result closes the day; the open result closes Open bids, Jodi and both sangams; a Starline or
 * Gali result closes the slot.
 */
export function closedByResult(kind: MarketKind, type: EntryType, session: Session, declared: DeclaredResults): boolean {
  if (declared.close) return true;
  if (!declared.open) return false;
  return closesAtOpen(kind, type) || session === 'Open';
}

/**
 * Whether the server accepts a bid of this type and session now: open-session bids and all Jodi/Sangam bids before
 * the open time, close-session bids before the close time, Starline and Gali before the open time; and never once a
 * result that decides it is declared.
 */
export function acceptsBid(
  market: { kind: MarketKind; openTime: string; closeTime?: string },
  type: EntryType,
  session: Session,
  now: Date,
  declared: DeclaredResults = NOTHING_DECLARED,
): boolean {
  if (closedByResult(market.kind, type, session, declared)) return false;
  if (closesAtOpen(market.kind, type) || session === 'Open') {
    return isLaterToday(market.openTime, now);
  }
  return market.closeTime !== undefined && isLaterToday(market.closeTime, now);
}

/**
 * Whether a market's card shows it running (`msg_status` 1) rather than `Close for today`: a main market until its
 * close time, a Starline slot or Gali game until its open time, and none once its day's last result is declared.
 */
export function isMarketRunning(market: { kind: MarketKind; openTime: string; closeTime?: string }, now: Date, declared: DeclaredResults): boolean {
  if (market.kind === 'main') return !declared.close && market.closeTime !== undefined && isLaterToday(market.closeTime, now);
  return !declared.open && isLaterToday(market.openTime, now);
}

/** Minutes after midnight as the server sends market times: `03:45 PM`. */
export function formatClockTime(minutes: number): string {
  const hours = Math.floor(minutes / 60) % 24;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A market as its card carries it (the lists' wire fields): its times, the day's results and the server's running flag. */
export interface MarketOnCard {
  open_time: string;
  close_time: string;
  open_result: string;
  close_result: string;
  msg_status: boolean;
  /** Closed today by its weekly schedule or a holiday (market-schedule.ts): absent from servers before it, read as false. */
  holiday?: boolean;
}

/** Whether a card's market is on holiday today (the server decides it for the day: market-schedule.ts). */
export const holidayOnCard = (card: Pick<MarketOnCard, 'holiday'>): boolean => card.holiday === true;

const clockOfCard = (kind: MarketKind, card: MarketOnCard) => ({ kind, openTime: card.open_time, closeTime: kind === 'main' ? card.close_time : undefined });

/**
 * Whether a card's market takes bids now: the server's flag says running and the clock still agrees (a card keeps
 * its flag until the next poll, while its time passes on screen).
 */
export function runningOnCard(kind: MarketKind, card: MarketOnCard, now: Date): boolean {
  return card.msg_status && !holidayOnCard(card) && isMarketRunning(clockOfCard(kind, card), now, declaredOnCard(card));
}

/**
 * Why a bid type cannot be played now on a card's market (its holiday; "Bidding is closed for {type}": the market is closed for
 * today, or the type's window — Jodi and the sangams close at the open time — has passed, or a result decides it), or
 * null when it can: what the game-type tiles and the bid board show.
 */
export function biddingClosedOnCard(kind: MarketKind, card: MarketOnCard & { game_name?: string }, type: EntryType, now: Date): string | null {
  if (holidayOnCard(card)) return MESSAGES.holidayBids(card.game_name ?? 'This market');
  if (!runningOnCard(kind, card, now)) return MESSAGES.biddingClosed(type);
  return biddingClosedMessage(clockOfCard(kind, card), type, now, declaredOnCard(card));
}
