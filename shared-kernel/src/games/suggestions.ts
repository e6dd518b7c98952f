import { ALL_PANAS, DOUBLE_PANAS, SINGLE_PANAS, TRIPLE_PANAS } from '../domain/panas';
import { BID_TYPES, numberLabels, type EntryType, type NumberKind, type Session } from '../domain/bid-types';

const DIGITS = Array.from({ length: 10 }, (_, i) => String(i));
const JODIS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

/** What a number field of each kind suggests (a motor's digits: nothing). */
const SUGGESTIONS: Record<NumberKind, readonly string[]> = {
  digit: DIGITS,
  jodi: JODIS,
  'single pana': SINGLE_PANAS,
  'double pana': DOUBLE_PANAS,
  'triple pana': TRIPLE_PANAS,
  pana: ALL_PANAS,
  digits: [],
};

/** The suggestion lists of a bid screen's first and second number fields, by its type's number fields (BID_TYPES). */
export function suggestionsFor(type: EntryType): { first: readonly string[]; second: readonly string[] } {
  const numbers: { first: NumberKind; second?: NumberKind } = BID_TYPES[type].numbers;
  return { first: SUGGESTIONS[numbers.first], second: numbers.second ? SUGGESTIONS[numbers.second] : [] };
}

/** The number fields' labels (the domain's `numberLabels`, as the histories name them too); Half Sangam's follow the session. */
export function labelsFor(type: EntryType, session: Session): { first: string; second?: string } {
  return numberLabels(type, session);
}
