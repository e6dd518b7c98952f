import type { SettledBidType } from '../domain/bid-types';

/**
 * Bid types under the names the legacy clients use where they differ from ours
 * (docs/operations.md § The legacy web client, call by call). Their Gali screens send
 * Left Digit as "Single Pana" and Jodi Digit as "Triple Pana" (Right Digit as itself), and their Gali bid history shows
 * only rows named so; their Gali win history reads our own names. Their main and Starline win histories show a Triple
 * Pana win only under the rates' spelling, "Tripple Pana". The answers carry these names and the contract reads them
 * back, so our own screens see ours.
 */
const GALI_FIELD_NAMES: Partial<Record<SettledBidType, SettledBidType>> = { 'Left Digit': 'Single Pana', 'Jodi Digit': 'Triple Pana' };
const GALI_TYPES = new Map(Object.entries(GALI_FIELD_NAMES).map(([type, name]) => [name as string, type as SettledBidType]));
const TRIPLE_PANA_WIN_NAME = 'Tripple Pana';

/** A Gali bid type as the legacy clients' Gali screens name it (sent with a bid, read back in the bid history). */
export const galiFieldName = (type: string): string => GALI_FIELD_NAMES[type as SettledBidType] ?? type;

/**
 * Our type of a Gali bid named the legacy clients' way ("Single Pana" is Left Digit); our own names stand as they are.
 */
export function galiTypeOf<T extends string>(name: T): T | SettledBidType {
  return GALI_TYPES.get(name) ?? name;
}

/** A won bid's type as the legacy clients' main and Starline win histories name it. */
export const winFieldName = (type: string): string => (type === 'Triple Pana' ? TRIPLE_PANA_WIN_NAME : type);

/** Our type of a won bid named the legacy clients' way. */
export const winTypeOf = (name: string): string => (name === TRIPLE_PANA_WIN_NAME ? 'Triple Pana' : name);
