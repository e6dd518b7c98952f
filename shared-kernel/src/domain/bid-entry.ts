import type { EntryType, MarketKind, SettledBidType, Session } from './bid-types';
import { TYPES_WITH_SESSION_CHOICE, offersEntryType } from './bid-types';
import { MESSAGES } from './messages';
import { dpMotor, spMotor } from './motors';
import { isPana, panaKind, spdptp } from './panas';

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

const SINGLE_DIGIT = /^\d$/;
const JODI = /^\d{2}$/;

/** The settled type of each pana, by kind. */
const PANA_TYPE = { SP: 'Single Pana', DP: 'Double Pana', TP: 'Triple Pana' } as const;

/** The session a bid of this entry is stored with. */
/**
 * The session a bid is stored and settled with: every Starline and Gali bid Open, Jodi Close, Full Sangam Open; the
 * other main types the session chosen for it (Open when none was).
 */
export function bidSession(market: MarketKind, type: EntryType, chosen: Session | undefined): Session {
  if (market !== 'main') return 'Open';
  if (type === 'Jodi Digit') return 'Close';
  if (type === 'Full Sangam') return 'Open';
  return TYPES_WITH_SESSION_CHOICE.includes(type) ? (chosen ?? 'Open') : 'Open';
}

const sessionOf = (entry: BidEntry): Session => bidSession(entry.market, entry.type, entry.session);

type Numbers = { ok: true; rows: Array<Pick<BidRow, 'type' | 'digits' | 'closedigits'>> } | { ok: false; message: string; alert?: string };

function single(type: SettledBidType, valid: boolean, digits: string, closedigits = ''): Numbers {
  return valid ? { ok: true, rows: [{ type, digits, closedigits }] } : { ok: false, message: MESSAGES.numberNotValid(digits) };
}

function closeNumberCheck(closeDigits: string | undefined, valid: (text: string) => boolean): string | null {
  const text = (closeDigits ?? '').trim();
  if (text === '') return MESSAGES.enterNumber;
  return valid(text) ? null : MESSAGES.numberNotValid(text);
}

/** The bids an entry's numbers stand for, before points are looked at. */
function numbersOf(entry: BidEntry, digits: string): Numbers {
  switch (entry.type) {
    case 'Single Digit':
    case 'Left Digit':
    case 'Right Digit':
      return single(entry.type, SINGLE_DIGIT.test(digits), digits);
    case 'Jodi Digit':
      return single('Jodi Digit', JODI.test(digits), digits);
    case 'Single Pana':
      return single('Single Pana', panaKind(digits) === 'SP', digits);
    case 'Double Pana':
      return single('Double Pana', panaKind(digits) === 'DP', digits);
    case 'Triple Pana':
      return single('Triple Pana', panaKind(digits) === 'TP', digits);
    case 'Half Sangam': {
      if (!SINGLE_DIGIT.test(digits)) return { ok: false, message: MESSAGES.numberNotValid(digits) };
      const problem = closeNumberCheck(entry.closeDigits, isPana);
      return problem ? { ok: false, message: problem } : single('Half Sangam', true, digits, entry.closeDigits!.trim());
    }
    case 'Full Sangam': {
      if (!isPana(digits)) return { ok: false, message: MESSAGES.numberNotValid(digits) };
      const problem = closeNumberCheck(entry.closeDigits, isPana);
      return problem ? { ok: false, message: problem } : single('Full Sangam', true, digits, entry.closeDigits!.trim());
    }
    case 'SP DP TP': {
      if (!SINGLE_DIGIT.test(digits)) return { ok: false, message: MESSAGES.numberNotValid(digits) };
      const chart = spdptp(digits);
      const rows = (['SP', 'DP', 'TP'] as const).flatMap((kind) =>
        chart[kind].map((pana) => ({ type: PANA_TYPE[kind], digits: pana, closedigits: '' })),
      );
      return { ok: true, rows };
    }
    case 'SP Motor':
    case 'DP Motor': {
      const motor = entry.type === 'SP Motor' ? spMotor(digits) : dpMotor(digits);
      if (!motor.ok) return motor;
      return { ok: true, rows: motor.panas.map((pana) => ({ type: PANA_TYPE[panaKind(pana)!], digits: pana, closedigits: '' })) };
    }
  }
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
