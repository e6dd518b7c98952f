import type { MarketKind, Session, SettledBidType } from './bid-types';
import { panaDigit } from './panas';

/** A result declaration: the main market's open pana, then its close pana; a Starline pana; a Gali jodi. */
export type Declaration =
  | { kind: 'open'; openPana: string }
  | { kind: 'close'; openPana: string; closePana: string }
  | { kind: 'starline'; pana: string }
  | { kind: 'gali'; jodi: string };

/** What settlement needs of a bid. */
export interface SettleableBid {
  type: SettledBidType;
  session: Session;
  digits: string;
  closedigits: string;
}

const PANA_TYPES: readonly SettledBidType[] = ['Single Pana', 'Double Pana', 'Triple Pana'];

/** Whether this declaration decides the bid (win or lose); other bids wait for a later one. */
export function decides(declaration: Declaration, bid: Pick<SettleableBid, 'type' | 'session'>): boolean {
  switch (declaration.kind) {
    case 'open':
      return bid.session === 'Open' && (bid.type === 'Single Digit' || PANA_TYPES.includes(bid.type));
    case 'close':
      return !decides({ kind: 'open', openPana: declaration.openPana }, bid);
    case 'starline':
    case 'gali':
      return true;
  }
}

/** Whether a bid this declaration decides wins (docs/game-rules.md). */
export function wins(declaration: Declaration, bid: SettleableBid): boolean {
  switch (declaration.kind) {
    case 'open': {
      const d1 = String(panaDigit(declaration.openPana));
      return bid.type === 'Single Digit' ? bid.digits === d1 : bid.digits === declaration.openPana;
    }
    case 'close': {
      const { openPana: p1, closePana: p2 } = declaration;
      const d1 = String(panaDigit(p1));
      const d2 = String(panaDigit(p2));
      switch (bid.type) {
        case 'Single Digit':
          return bid.digits === d2;
        case 'Single Pana':
        case 'Double Pana':
        case 'Triple Pana':
          return bid.digits === p2;
        case 'Jodi Digit':
          return bid.digits === `${d1}${d2}`;
        case 'Half Sangam':
          return bid.session === 'Open' ? bid.digits === d1 && bid.closedigits === p2 : bid.digits === d2 && bid.closedigits === p1;
        case 'Full Sangam':
          return bid.digits === p1 && bid.closedigits === p2;
        default:
          return false;
      }
    }
    case 'starline':
      return bid.type === 'Single Digit' ? bid.digits === String(panaDigit(declaration.pana)) : bid.digits === declaration.pana;
    case 'gali':
      if (bid.type === 'Left Digit') return bid.digits === declaration.jodi[0];
      if (bid.type === 'Right Digit') return bid.digits === declaration.jodi[1];
      return bid.type === 'Jodi Digit' && bid.digits === declaration.jodi;
  }
}

/**
 * The rate a bid type is paid at, as the rate calls name it (Gali: Left = single_digit, Right = single_pana, Jodi =
 * double_pana).
 */
export function rateKeyOf(market: MarketKind, type: SettledBidType): string {
  if (market === 'gali') {
    return { 'Left Digit': 'single_digit', 'Right Digit': 'single_pana', 'Jodi Digit': 'double_pana' }[type as 'Left Digit'] ?? 'unknown';
  }
  return {
    'Single Digit': 'single_digit',
    'Jodi Digit': 'jodi_digit',
    'Single Pana': 'single_pana',
    'Double Pana': 'double_pana',
    'Triple Pana': 'tripple_pana',
    'Half Sangam': 'half_sangam',
    'Full Sangam': 'full_sangam',
    'Left Digit': 'unknown',
    'Right Digit': 'unknown',
  }[type];
}

/**
 * The rates each kind of market has: the API's key and the name players read, in the order and words players know
 * (their plain misspelling "tripple" fixed in the name only). Gali's keys name Left (single_digit), Right (single_pana)
 * and Jodi (double_pana).
 */
export const RATE_LABELS = {
  main: [
    ['single_digit', 'Single Digit'],
    ['jodi_digit', 'Jodi Digit'],
    ['single_pana', 'Single Pana'],
    ['double_pana', 'Double Pana'],
    ['tripple_pana', 'Triple Pana'],
    ['half_sangam', 'Half Sangam'],
    ['full_sangam', 'Full Sangam'],
  ],
  starline: [
    ['single_digit', 'Single Digit'],
    ['single_pana', 'Single Pana'],
    ['double_pana', 'Double Pana'],
    ['tripple_pana', 'Triple Pana'],
  ],
  gali: [
    ['single_digit', 'Left Digit'],
    ['single_pana', 'Right Digit'],
    ['double_pana', 'Jodi Digit'],
  ],
} as const satisfies Record<MarketKind, ReadonlyArray<readonly [string, string]>>;

/** The rate keys each kind of market has. */
export const RATE_KEYS: Record<MarketKind, readonly string[]> = {
  main: RATE_LABELS.main.map(([key]) => key),
  starline: RATE_LABELS.starline.map(([key]) => key),
  gali: RATE_LABELS.gali.map(([key]) => key),
};

/**
 * The usual band of each rate, as times the stake (val 2 ÷ val 1): a rate outside it is likely a typing mistake (a
 * single digit at 95× for 9.5×), so setting one needs a second confirmation. Gali's keys: Left and Right are digits,
 * Jodi a jodi.
 */
const DIGIT = { low: 9, high: 10 };
const JODI = { low: 90, high: 100 };
export const USUAL_RATE_BANDS: Record<MarketKind, Record<string, { low: number; high: number }>> = {
  main: {
    single_digit: DIGIT,
    jodi_digit: JODI,
    single_pana: { low: 120, high: 160 },
    double_pana: { low: 240, high: 320 },
    tripple_pana: { low: 600, high: 1000 },
    half_sangam: { low: 800, high: 1500 },
    full_sangam: { low: 8000, high: 15000 },
  },
  starline: {
    single_digit: DIGIT,
    single_pana: { low: 120, high: 160 },
    double_pana: { low: 240, high: 320 },
    tripple_pana: { low: 600, high: 1000 },
  },
  gali: { single_digit: DIGIT, single_pana: DIGIT, double_pana: JODI },
};

/** A rate as times the stake, in words: `9.5×`. */
export const rateTimes = (val1: number, val2: number): string => `${Math.round((val2 / val1) * 100) / 100}×`;

/**
 * Why a rate is unusual (`Single Digit usually pays 9–10×; 10-950 pays 95×`), or null when it is within its band
 * (USUAL_RATE_BANDS).
 */
export function unusualRate(kind: MarketKind, type: string, val1: number, val2: number): string | null {
  const band = USUAL_RATE_BANDS[kind][type];
  if (!band || !(val1 > 0)) return null;
  const times = val2 / val1;
  if (times >= band.low && times <= band.high) return null;
  const label = RATE_LABELS[kind].find(([key]) => key === type)?.[1] ?? type;
  return `${label} usually pays ${band.low}–${band.high}×; ${val1}-${val2} pays ${rateTimes(val1, val2)}`;
}
