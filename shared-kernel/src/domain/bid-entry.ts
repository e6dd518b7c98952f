import type { EntryType, MarketKind, NumberKind, SettledBidType, Session } from './bid-types';
import { BID_TYPES, SETTLED_BID_TYPES, fitsNumber, offersEntryType } from './bid-types';
import { MESSAGES } from './messages';
import { panaKind, type PanaKind } from './panas';

/** The minimum stake of one bid, in points. */
export const MIN_BID_POINTS = 10;

/** What the player typed on a bid screen, before it is checked. */
export interface BidEntry {
  market: MarketKind;
  type: EntryType;
  /** The number field: digit, jodi, pana, or the motor's digits. For Half Sangam the single digit. */
  digits: string;
  /** Sangams' second field: the close pana (Full Sangam, Half Sangam session Open) or the open pana (Half Sangam Close). */
  closeDigits?: string;
  /** The points field, as typed. */
  points: string | number;
  /** The session radio, where the screen has one. */
  session?: Session;
}

/** One bid as it goes into the list and the batch. */
export interface BidRow {
  type: SettledBidType;
  digits: string;
  closedigits: string;
  points: number;
  session: Session;
}

export type EntryCheck = { ok: true; bids: BidRow[]; cost: number } | { ok: false; message: string; alert?: string };

const fail = (message: string, alert?: string): EntryCheck => (alert ? { ok: false, message, alert } : { ok: false, message });

/** The number field of each kind of pana. */
const PANA_NUMBER = { SP: 'single pana', DP: 'double pana', TP: 'triple pana' } as const satisfies Record<PanaKind, NumberKind>;

/** The settled type a pana is placed as (SP DP TP's and the motors' panas): the type whose number is that kind of pana. */
const panaTypeOf = (pana: string): SettledBidType =>
  SETTLED_BID_TYPES.find((type) => BID_TYPES[type].numbers.first === PANA_NUMBER[panaKind(pana)!])!;

/**
 * The session a bid is stored and settled with: every Starline and Gali bid Open; a main bid its type's fixed session
 * (Jodi Close, Full Sangam Open) or the session chosen for it (Open when none was).
 */
export function bidSession(market: MarketKind, type: EntryType, chosen: Session | undefined): Session {
  if (market !== 'main') return 'Open';
  const session = BID_TYPES[type].session;
  return session === 'chosen' ? (chosen ?? 'Open') : session;
}

const sessionOf = (entry: BidEntry): Session => bidSession(entry.market, entry.type, entry.session);

type Numbers = { ok: true; rows: Array<Pick<BidRow, 'type' | 'digits' | 'closedigits'>> } | { ok: false; message: string; alert?: string };

function closeNumberCheck(closeDigits: string | undefined, kind: NumberKind): string | null {
  const text = (closeDigits ?? '').trim();
  if (text === '') return MESSAGES.enterNumber;
  return fitsNumber(kind, text) ? null : MESSAGES.numberNotValid(text);
}

/** The bids an entry's numbers stand for, before points are looked at: by its type's number fields (BID_TYPES). */
function numbersOf(entry: BidEntry, digits: string): Numbers {
  const row = BID_TYPES[entry.type];
  const { first, second } = row.numbers as { first: NumberKind; second?: NumberKind };
  if (!fitsNumber(first, digits)) return { ok: false, message: MESSAGES.numberNotValid(digits) };
  if ('expandsTo' in row) {
    const expanded = row.expandsTo(digits);
    if (!expanded.ok) return expanded;
    return { ok: true, rows: expanded.panas.map((pana) => ({ type: panaTypeOf(pana), digits: pana, closedigits: '' })) };
  }
  if (!second) return { ok: true, rows: [{ type: entry.type as SettledBidType, digits, closedigits: '' }] };
  const problem = closeNumberCheck(entry.closeDigits, second);
  return problem ? { ok: false, message: problem } : { ok: true, rows: [{ type: entry.type as SettledBidType, digits, closedigits: entry.closeDigits!.trim() }] };
}

/** Parses the points field: a whole number of points, or null. */
export function parsePoints(points: string | number): number | null {
  const text = String(points).trim();
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * Checks one bid entry against the rules and the wallet (the balance the screen shows, already less the bids in its
 * list) and returns the bids to add with their cost (points × number of bids), or the rule's message (`MESSAGES`).
 */
export function checkBidEntry(entry: BidEntry, walletBalance: number): EntryCheck {
  if (!offersEntryType(entry.market, entry.type)) return fail(MESSAGES.numberNotValid(entry.type));
  const digits = entry.digits.trim();
  if (digits === '') return fail(MESSAGES.enterNumber);
  const numbers = numbersOf(entry, digits);
  if (!numbers.ok) return fail(numbers.message, numbers.alert);

  if (String(entry.points).trim() === '') return fail(MESSAGES.enterPoint);
  const points = parsePoints(entry.points);
  if (points === null) return fail(MESSAGES.wholePointsOnly);
  if (points < MIN_BID_POINTS) return fail(MESSAGES.minimumBid);

  const cost = points * numbers.rows.length;
  if (cost > walletBalance) return fail(MESSAGES.insufficientBalance);
  const session = sessionOf(entry);
  return { ok: true, cost, bids: numbers.rows.map((row) => ({ ...row, points, session })) };
}

/** The wallet cost of a list of bids: the sum of their points. */
export function bidsCost(bids: readonly Pick<BidRow, 'points'>[]): number {
  return bids.reduce((sum, bid) => sum + bid.points, 0);
}
