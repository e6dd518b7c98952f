import { BID_TYPES, SETTLED_BID_TYPES, settlingOf } from './bid-types';
import type { Drawn, MarketKind, RateBand, RateKey, RateKeyOf, Session, SettledBidType } from './bid-types';
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

/** The numbers a declaration draws: what the win rules of the bids it decides match against. */
export function drawnBy(declaration: Declaration): Drawn {
  switch (declaration.kind) {
    case 'open':
      return { digit: String(panaDigit(declaration.openPana)), pana: declaration.openPana };
    case 'close': {
      const { openPana, closePana } = declaration;
      const closeDigit = String(panaDigit(closePana));
      return { digit: closeDigit, pana: closePana, jodi: `${panaDigit(openPana)}${closeDigit}`, openPana, closePana };
    }
    case 'starline':
      return { digit: String(panaDigit(declaration.pana)), pana: declaration.pana };
    case 'gali':
      return { jodi: declaration.jodi };
  }
}

/**
 * Whether this declaration decides the bid (win or lose); other bids wait for a later one. The open result decides
 * the Open bids of the types that need only their session's result; the close result every other main bid.
 */
export function decides(declaration: Declaration, bid: Pick<SettleableBid, 'type' | 'session'>): boolean {
  switch (declaration.kind) {
    case 'open':
      return bid.session === 'Open' && BID_TYPES[bid.type].needs === 'its session';
    case 'close':
      return !decides({ kind: 'open', openPana: declaration.openPana }, bid);
    case 'starline':
    case 'gali':
      return true;
  }
}

/** Whether a bid this declaration decides wins: its type's rule (BID_TYPES, docs/game-rules.md). */
export function wins(declaration: Declaration, bid: SettleableBid): boolean {
  return settlingOf(bid.type).wins(drawnBy(declaration), bid);
}

/**
 * The rate a bid type is paid at, as the rate calls name it (Gali: Left = single_digit, Right = single_pana, Jodi =
 * double_pana); `unknown` for a type the market does not offer.
 */
export function rateKeyOf(market: MarketKind, type: SettledBidType): RateKey | 'unknown' {
  return settlingOf(type).rates[market]?.key ?? 'unknown';
}

/** A kind of market's rates, in the menu's order: each rate's key, the name players read, and its usual band. */
function ratesOf<Kind extends MarketKind>(kind: Kind): Array<{ key: RateKeyOf<Kind>; type: SettledBidType; usual: RateBand }> {
  return SETTLED_BID_TYPES.flatMap((type) => {
    const rate = settlingOf(type).rates[kind];
    return rate ? [{ key: rate.key as RateKeyOf<Kind>, type, usual: rate.usual }] : [];
  });
}

const labelsOf = <Kind extends MarketKind>(kind: Kind) => ratesOf(kind).map(({ key, type }) => [key, type] as const);

/**
 * The rates each kind of market has: the API's key and the name players read, in the order and words players know
 * (their plain misspelling "tripple" fixed in the name only). Gali's keys name Left (single_digit), Right (single_pana)
 * and Jodi (double_pana).
 */
export const RATE_LABELS: { [Kind in MarketKind]: ReadonlyArray<readonly [RateKeyOf<Kind>, string]> } = {
  main: labelsOf('main'),
  starline: labelsOf('starline'),
  gali: labelsOf('gali'),
};

/** The rate keys each kind of market has. */
export const RATE_KEYS: Record<MarketKind, readonly string[]> = {
  main: RATE_LABELS.main.map(([key]) => key),
  starline: RATE_LABELS.starline.map(([key]) => key),
  gali: RATE_LABELS.gali.map(([key]) => key),
};

/**
 * The usual band of each rate, as times the stake (val 2 ÷ val 1): a rate outside it is likely a typing mistake (a
 * single digit at 95× for 9.5×), so setting one needs a second confirmation. From each type's row (BID_TYPES).
 */
const bandsOf = (kind: MarketKind): Record<string, RateBand> => Object.fromEntries(ratesOf(kind).map(({ key, usual }) => [key, usual]));
export const USUAL_RATE_BANDS: Record<MarketKind, Record<string, RateBand>> = {
  main: bandsOf('main'),
  starline: bandsOf('starline'),
  gali: bandsOf('gali'),
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
