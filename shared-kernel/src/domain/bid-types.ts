import { dpMotor, spMotor, type MotorResult } from './motors';
import { isPana, panaDigit, panaKind, spdptp } from './panas';

/** The three kinds of market. */
export type MarketKind = 'main' | 'starline' | 'gali';

/** A market session. Jodi is always Close; Starline and Gali always Open. */
export type Session = 'Open' | 'Close';

/** What a number field takes: a digit, a jodi, a pana of one kind or any, or a motor's digits (its expansion checks them). */
export type NumberKind = 'digit' | 'jodi' | 'single pana' | 'double pana' | 'triple pana' | 'pana' | 'digits';

/** What a bid's numbers are called, on its screen and in every history. */
export interface NumberLabels {
  first: string;
  second?: string;
}

/**
 * The numbers a declaration draws, that the bids it decides are matched against: the open result draws its pana and
 * digit; the close result its own, the jodi and both panas (for the sangams); a Starline result a pana and digit; a
 * Gali result a jodi.
 */
export interface Drawn {
  digit?: string;
  pana?: string;
  jodi?: string;
  openPana?: string;
  closePana?: string;
}

/** What a win rule reads of a bid. */
export interface BidNumbers {
  session: Session;
  digits: string;
  closedigits: string;
}

/** Whether a bid wins against what a declaration that decides it drew. */
export type WinRule = (drawn: Drawn, bid: BidNumbers) => boolean;

/** The rate keys, as the rate calls name them (the legacy spelling "tripple" included). */
export type RateKey = 'single_digit' | 'jodi_digit' | 'single_pana' | 'double_pana' | 'tripple_pana' | 'half_sangam' | 'full_sangam';

/** The usual band of a rate, as times the stake: outside it a rate is likely a typing mistake; `typical` is the demo's. */
export interface RateBand {
  low: number;
  high: number;
  typical: number;
}

/** A part of a bid type's glyph on a 24×24 grid: a box (hollow or filled), a ring round the middle, a wheel. */
export type GlyphPart =
  | { box: readonly [x: number, y: number]; hollow?: true }
  | { ring: number }
  | { wheel: readonly [cx: number, cy: number, r: number] };

interface BidTypeRow {
  /** Each kind of market that offers the type, with its screen's path (spelt as the legacy apps know it). */
  screens: Partial<Record<MarketKind, string>>;
  /** The number fields: the first, and the sangams' second. */
  numbers: { first: NumberKind; second?: NumberKind };
  /** The fields' names when not the first field's usual name (`NUMBER_NAMES`): the sangams', by session. */
  labels?: Record<Session, NumberLabels>;
  /** The session of a main-market bid: the player's choice (the Open/Close radio), or fixed. Starline and Gali: Open. */
  session: 'chosen' | Session;
  /**
   * Which results a main-market bid needs: its own session's (so it can be bid until that session's time and settles
   * with it), or the open and the close (closes at the open time, settles at the close: Jodi, the sangams).
   */
  needs: 'its session' | 'open and close';
  /** The tile of the bid-type menu: its glyph (its label is the type's name). */
  glyph: readonly GlyphPart[];
}

/** A type that is stored and settled as itself. */
interface SettledRow extends BidTypeRow {
  settles: {
    /** Which bids of it win: exhaustive, one rule a type. */
    wins: WinRule;
    /** The rate it is paid at in each market kind that offers it, and that rate's usual band. */
    rates: Partial<Record<MarketKind, { key: RateKey; usual: RateBand }>>;
    /** Its names on the legacy field clients where they differ from ours (contract/field-names.ts translates). */
    fieldClients?: { gali?: string; wins?: string };
  };
}

/** A type that is entered as one but placed as ordinary pana bids (SP DP TP, the motors). */
interface ExpandingRow extends BidTypeRow {
  /** The panas an entry stands for, or why not. */
  expandsTo: (digits: string) => MotorResult;
}

const DIGIT: RateBand = { low: 9, high: 10, typical: 9.5 };
const JODI: RateBand = { low: 90, high: 100, typical: 90 };
const SINGLE_PANA: RateBand = { low: 120, high: 160, typical: 140 };
const DOUBLE_PANA: RateBand = { low: 240, high: 320, typical: 280 };
const TRIPLE_PANA: RateBand = { low: 600, high: 1000, typical: 700 };

/** The digit of a pana, as text (a declaration's). */
const digitOf = (pana: string | undefined): string | undefined => (pana === undefined ? undefined : String(panaDigit(pana)));

/**
 * Every bid type, one row each, in the order players know them (each market's menu takes its types in this order):
 * the one place a type is described. Everything else derives from it: the menus, screens and routes, the number
 * fields' checks, suggestions and names, the sessions and bidding windows, the rates, settlement, exposure, and the
 * legacy clients' names. docs/architecture.md § Adding a bid type.
 */
export const BID_TYPES = {
  'Single Digit': {
    screens: { main: '/single', starline: '/starsingle' },
    numbers: { first: 'digit' },
    session: 'chosen',
    needs: 'its session',
    glyph: [{ box: [9, 9] }],
    settles: {
      wins: (drawn, bid) => bid.digits === drawn.digit,
      rates: { main: { key: 'single_digit', usual: DIGIT }, starline: { key: 'single_digit', usual: DIGIT } },
    },
  },
  'Left Digit': {
    screens: { gali: '/leftdigit' },
    numbers: { first: 'digit' },
    session: 'Open',
    needs: 'its session',
    glyph: [{ box: [3, 9] }, { box: [15, 9], hollow: true }],
    settles: {
      wins: (drawn, bid) => bid.digits === drawn.jodi?.[0],
      rates: { gali: { key: 'single_digit', usual: DIGIT } },
      fieldClients: { gali: 'Single Pana' },
    },
  },
  'Right Digit': {
    screens: { gali: '/rightdigit' },
    numbers: { first: 'digit' },
    session: 'Open',
    needs: 'its session',
    glyph: [{ box: [3, 9], hollow: true }, { box: [15, 9] }],
    settles: {
      wins: (drawn, bid) => bid.digits === drawn.jodi?.[1],
      rates: { gali: { key: 'single_pana', usual: DIGIT } },
    },
  },
  'Jodi Digit': {
    screens: { main: '/jodi', gali: '/jodidigit' },
    numbers: { first: 'jodi' },
    session: 'Close',
    needs: 'open and close',
    glyph: [{ box: [5, 9] }, { box: [13, 9] }],
    settles: {
      wins: (drawn, bid) => bid.digits === drawn.jodi,
      rates: { main: { key: 'jodi_digit', usual: JODI }, gali: { key: 'double_pana', usual: JODI } },
      fieldClients: { gali: 'Triple Pana' },
    },
  },
  'Single Pana': {
    screens: { main: '/singlepana', starline: '/ssinglepana' },
    numbers: { first: 'single pana' },
    session: 'chosen',
    needs: 'its session',
    glyph: [{ box: [2, 9] }, { box: [9, 9], hollow: true }, { box: [16, 9] }],
    settles: {
      wins: (drawn, bid) => bid.digits === drawn.pana,
      rates: { main: { key: 'single_pana', usual: SINGLE_PANA }, starline: { key: 'single_pana', usual: SINGLE_PANA } },
    },
  },
  'Double Pana': {
    screens: { main: '/doublepana', starline: '/sdoublepana' },
    numbers: { first: 'double pana' },
    session: 'chosen',
    needs: 'its session',
    glyph: [{ box: [2, 9] }, { box: [9, 9] }, { box: [16, 9], hollow: true }],
    settles: {
      wins: (drawn, bid) => bid.digits === drawn.pana,
      rates: { main: { key: 'double_pana', usual: DOUBLE_PANA }, starline: { key: 'double_pana', usual: DOUBLE_PANA } },
    },
  },
  'Triple Pana': {
    screens: { main: '/tripplepana', starline: '/stripplepana' },
    numbers: { first: 'triple pana' },
    session: 'chosen',
    needs: 'its session',
    glyph: [{ box: [2, 9] }, { box: [9, 9] }, { box: [16, 9] }],
    settles: {
      wins: (drawn, bid) => bid.digits === drawn.pana,
      rates: { main: { key: 'tripple_pana', usual: TRIPLE_PANA }, starline: { key: 'tripple_pana', usual: TRIPLE_PANA } },
      fieldClients: { wins: 'Tripple Pana' },
    },
  },
  'Half Sangam': {
    screens: { main: '/halfsangam' },
    numbers: { first: 'digit', second: 'pana' },
    labels: { Open: { first: 'Open Digit', second: 'Close Pana' }, Close: { first: 'Close Digit', second: 'Open Pana' } },
    session: 'chosen',
    needs: 'open and close',
    glyph: [{ ring: 10 }, { box: [5, 9] }, { box: [13, 9], hollow: true }],
    settles: {
      // Session Open: the open digit and the close pana; Close: the close digit and the open pana.
      wins: (drawn, bid) =>
        bid.session === 'Open'
          ? bid.digits === digitOf(drawn.openPana) && bid.closedigits === drawn.closePana
          : bid.digits === digitOf(drawn.closePana) && bid.closedigits === drawn.openPana,
      rates: { main: { key: 'half_sangam', usual: { low: 800, high: 1500, typical: 1000 } } },
    },
  },
  'Full Sangam': {
    screens: { main: '/fullsangam' },
    numbers: { first: 'pana', second: 'pana' },
    labels: { Open: { first: 'Open Pana', second: 'Close Pana' }, Close: { first: 'Open Pana', second: 'Close Pana' } },
    session: 'Open',
    needs: 'open and close',
    glyph: [{ ring: 10 }, { box: [5, 9] }, { box: [13, 9] }],
    settles: {
      wins: (drawn, bid) => bid.digits === drawn.openPana && bid.closedigits === drawn.closePana,
      rates: { main: { key: 'full_sangam', usual: { low: 8000, high: 15000, typical: 10000 } } },
    },
  },
  'SP DP TP': {
    screens: { main: '/spdptp' },
    numbers: { first: 'digit' },
    session: 'chosen',
    needs: 'its session',
    glyph: [{ box: [9, 2], hollow: true }, { box: [9, 9] }, { box: [9, 16] }],
    expandsTo: (digit) => {
      const chart = spdptp(digit);
      return { ok: true, panas: [...chart.SP, ...chart.DP, ...chart.TP] };
    },
  },
  'SP Motor': {
    screens: { main: '/spmotor' },
    numbers: { first: 'digits' },
    session: 'chosen',
    needs: 'its session',
    glyph: [{ wheel: [12, 12, 9] }],
    expandsTo: spMotor,
  },
  'DP Motor': {
    screens: { main: '/dpmotor' },
    numbers: { first: 'digits' },
    session: 'chosen',
    needs: 'its session',
    glyph: [{ wheel: [7, 12, 5.5] }, { wheel: [17, 12, 5.5] }],
    expandsTo: dpMotor,
  },
} as const satisfies Record<string, SettledRow | ExpandingRow>;

type Rows = typeof BID_TYPES;

/** What a player can pick on a bid screen (docs/screens.md § Game types and bid screens). */
export type EntryType = keyof Rows;

/** What is stored and settled: SP DP TP and the motors expand into ordinary pana bids. */
export type SettledBidType = { [Type in EntryType]: Rows[Type] extends { settles: object } ? Type : never }[EntryType];

/** The rate keys a kind of market has. */
export type RateKeyOf<Kind extends MarketKind> = {
  [Type in SettledBidType]: Rows[Type]['settles']['rates'] extends { [K in Kind]: { key: infer Key } } ? Key : never;
}[SettledBidType];

const TYPES = Object.keys(BID_TYPES) as EntryType[];

/** Whether a type is stored and settled as itself. */
export const isSettledType = (type: EntryType): type is SettledBidType => 'settles' in BID_TYPES[type];

/** Every settled bid type (what a batch may name). */
export const SETTLED_BID_TYPES = TYPES.filter(isSettledType) as [SettledBidType, ...SettledBidType[]];

/** The settling part of a settled type's row. */
export const settlingOf = (type: SettledBidType): SettledRow['settles'] => BID_TYPES[type].settles;

const kindsOf = (type: EntryType) => Object.keys(BID_TYPES[type].screens) as MarketKind[];

/** The tiles of each market's bid-type menu, in the order players know. */
export const ENTRY_TYPES: Record<MarketKind, readonly EntryType[]> = {
  main: TYPES.filter((type) => kindsOf(type).includes('main')),
  starline: TYPES.filter((type) => kindsOf(type).includes('starline')),
  gali: TYPES.filter((type) => kindsOf(type).includes('gali')),
};

/** The path of a type's bid screen in a kind of market. */
export const screenPathOf = (kind: MarketKind, type: EntryType): string | undefined => (BID_TYPES[type].screens as Partial<Record<MarketKind, string>>)[kind];

/** Each kind of market's bid screens, in the menu's order: the type and its screen's path. */
export function bidScreensOf(kind: MarketKind): ReadonlyArray<{ type: EntryType; path: string }> {
  return ENTRY_TYPES[kind].map((type) => ({ type, path: screenPathOf(kind, type)! }));
}

/** Main-market types whose screen has the Open/Close radio. */
export const TYPES_WITH_SESSION_CHOICE: readonly EntryType[] = TYPES.filter((type) => BID_TYPES[type].session === 'chosen');

/** Main-market types that can be bid only before the open time (whatever the session): those that need both results. */
export const TYPES_CLOSING_AT_OPEN: readonly EntryType[] = TYPES.filter((type) => BID_TYPES[type].needs === 'open and close');

/** Whether a main-market bid of this type has the Open/Close radio. */
export const hasSessionChoice = (kind: MarketKind, type: EntryType): boolean => kind === 'main' && BID_TYPES[type].session === 'chosen';

/** Whether bids of this type close at the open time: Starline's and Gali's all, main's that need both results. */
export const closesAtOpen = (kind: MarketKind, type: EntryType): boolean => kind !== 'main' || BID_TYPES[type].needs === 'open and close';

/** What each kind of number field is called. */
const NUMBER_NAMES: Record<NumberKind, string> = {
  digit: 'Digit',
  jodi: 'Jodi',
  'single pana': 'Pana',
  'double pana': 'Pana',
  'triple pana': 'Pana',
  pana: 'Pana',
  digits: 'Digits',
};

const isEntryType = (type: string): type is EntryType => Object.hasOwn(BID_TYPES, type);

/**
 * What a bid's numbers are called, on its screen and in every history: `Digit`, `Jodi`, `Pana` (any pana type, the
 * legacy clients' names too), `Digits` for the motors; a sangam's two by its session (Half Sangam Open: Open Digit and
 * Close Pana; Close: Close Digit and Open Pana).
 */
export function numberLabels(type: string, session: string): NumberLabels {
  if (!isEntryType(type)) return { first: /Pana$/.test(type) ? 'Pana' : 'Digit' };
  const row: BidTypeRow = BID_TYPES[type];
  if (row.labels) return row.labels[/^close$/i.test(session) ? 'Close' : 'Open'];
  return { first: NUMBER_NAMES[row.numbers.first] };
}

/** Whether a number fits a field of this kind (`digits` are checked by the motor they feed). */
export function fitsNumber(kind: NumberKind, text: string): boolean {
  switch (kind) {
    case 'digit':
      return /^\d$/.test(text);
    case 'jodi':
      return /^\d{2}$/.test(text);
    case 'single pana':
      return panaKind(text) === 'SP';
    case 'double pana':
      return panaKind(text) === 'DP';
    case 'triple pana':
      return panaKind(text) === 'TP';
    case 'pana':
      return isPana(text);
    case 'digits':
      return true;
  }
}

/** Whether a market offers a bid type. */
export function offersEntryType(market: MarketKind, type: string): type is EntryType {
  return (ENTRY_TYPES[market] as readonly string[]).includes(type);
}
