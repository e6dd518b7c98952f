/** The three kinds of market. */
export type MarketKind = 'main' | 'starline' | 'gali';

/** A market session. Jodi is always Close; Starline and Gali always Open. */
export type Session = 'Open' | 'Close';

/** What a player can pick on a bid screen (docs/screens.md § Game types and bid screens). */
export type EntryType =
  | 'Single Digit'
  | 'Jodi Digit'
  | 'Single Pana'
  | 'Double Pana'
  | 'Triple Pana'
  | 'Half Sangam'
  | 'Full Sangam'
  | 'SP DP TP'
  | 'SP Motor'
  | 'DP Motor'
  | 'Left Digit'
  | 'Right Digit';

/** What is stored and settled: SP DP TP and the motors expand into ordinary pana bids. */
export type SettledBidType = Exclude<EntryType, 'SP DP TP' | 'SP Motor' | 'DP Motor'>;

/** Every settled bid type (what a batch's `pana` may name). */
export const SETTLED_BID_TYPES = [
  'Single Digit',
  'Jodi Digit',
  'Single Pana',
  'Double Pana',
  'Triple Pana',
  'Half Sangam',
  'Full Sangam',
  'Left Digit',
  'Right Digit',
] as const satisfies readonly SettledBidType[];

/** The tiles of each market's bid-type menu, in the order players know. */
export const ENTRY_TYPES: Record<MarketKind, readonly EntryType[]> = {
  main: [
    'Single Digit',
    'Jodi Digit',
    'Single Pana',
    'Double Pana',
    'Triple Pana',
    'Half Sangam',
    'Full Sangam',
    'SP DP TP',
    'SP Motor',
    'DP Motor',
  ],
  starline: ['Single Digit', 'Single Pana', 'Double Pana', 'Triple Pana'],
  gali: ['Left Digit', 'Right Digit', 'Jodi Digit'],
};

/** Main-market types whose screen has the Open/Close radio. */
export const TYPES_WITH_SESSION_CHOICE: readonly EntryType[] = [
  'Single Digit',
  'Single Pana',
  'Double Pana',
  'Triple Pana',
  'Half Sangam',
  'SP DP TP',
  'SP Motor',
  'DP Motor',
];

/**
 * What a bid's numbers are called, on its screen and in every history: `Digit`, `Jodi`, `Pana` (any pana type, the
 * legacy clients' names too), `Digits` for the motors; a sangam's two by its session (Half Sangam Open: Open Digit and
 * Close Pana; Close: Close Digit and Open Pana).
 */
export function numberLabels(type: string, session: string): { first: string; second?: string } {
  if (type === 'Half Sangam') return /^close$/i.test(session) ? { first: 'Close Digit', second: 'Open Pana' } : { first: 'Open Digit', second: 'Close Pana' };
  if (type === 'Full Sangam') return { first: 'Open Pana', second: 'Close Pana' };
  if (type === 'SP Motor' || type === 'DP Motor') return { first: 'Digits' };
  if (type === 'Jodi Digit') return { first: 'Jodi' };
  if (/Pana$/.test(type)) return { first: 'Pana' };
  return { first: 'Digit' };
}

/** Main-market types that can be bid only before the open time (whatever the session). */
export const TYPES_CLOSING_AT_OPEN: readonly EntryType[] = ['Jodi Digit', 'Half Sangam', 'Full Sangam'];

/** Whether a market offers a bid type. */
export function offersEntryType(market: MarketKind, type: string): type is EntryType {
  return (ENTRY_TYPES[market] as readonly string[]).includes(type);
}
