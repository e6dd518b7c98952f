import { BID_TYPES, SETTLED_BID_TYPES, type SettledBidType } from '../domain/bid-types';

/**
 * Bid types under the names the legacy clients use where they differ from ours (each type's row says: BID_TYPES
 * `fieldClients`; docs/operations.md § The legacy web client, call by call). Their Gali screens send Left Digit as
 * "Single Pana" and Jodi Digit as "Triple Pana" (Right Digit as itself), and their Gali bid history shows only rows
 * named so; their Gali win history reads our own names. Their main and Starline win histories show a Triple Pana win
 * only under the rates' spelling, "Tripple Pana". The answers carry these names and the contract reads them back, so
 * our own screens see ours.
 */
function fieldNames(which: 'gali' | 'wins'): Map<string, string> {
  return new Map(
    SETTLED_BID_TYPES.flatMap((type): Array<[string, string]> => {
      const names: { gali?: string; wins?: string } | undefined = (BID_TYPES[type].settles as { fieldClients?: { gali?: string; wins?: string } }).fieldClients;
      const name = names?.[which];
      return name ? [[type, name]] : [];
    }),
  );
}

const GALI_NAMES = fieldNames('gali');
const GALI_TYPES = new Map([...GALI_NAMES].map(([type, name]) => [name, type as SettledBidType]));
const WIN_NAMES = fieldNames('wins');
const WIN_TYPES = new Map([...WIN_NAMES].map(([type, name]) => [name, type]));

/** A Gali bid type as the legacy clients' Gali screens name it (sent with a bid, read back in the bid history). */
export const galiFieldName = (type: string): string => GALI_NAMES.get(type) ?? type;

/**
 * Our type of a Gali bid named the legacy clients' way ("Single Pana" is Left Digit); our own names stand as they are.
 */
export function galiTypeOf<T extends string>(name: T): T | SettledBidType {
  return GALI_TYPES.get(name) ?? name;
}

/** A won bid's type as the legacy clients' main and Starline win histories name it. */
export const winFieldName = (type: string): string => WIN_NAMES.get(type) ?? type;

/** Our type of a won bid named the legacy clients' way. */
export const winTypeOf = (name: string): string => WIN_TYPES.get(name) ?? name;
