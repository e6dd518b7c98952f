import { ALL_PANAS, DOUBLE_PANAS, SINGLE_PANAS, TRIPLE_PANAS } from '../domain/panas';
import { numberLabels, type EntryType, type Session } from '../domain/bid-types';

const DIGITS = Array.from({ length: 10 }, (_, i) => String(i));
const JODIS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

/** The suggestion lists of a bid screen's first and second number fields (0-9 for digits, 00-99 for Jodi). */
export function suggestionsFor(type: EntryType): { first: readonly string[]; second: readonly string[] } {
  switch (type) {
    case 'Single Digit':
    case 'Left Digit':
    case 'Right Digit':
    case 'SP DP TP':
      return { first: DIGITS, second: [] };
    case 'Jodi Digit':
      return { first: JODIS, second: [] };
    case 'Single Pana':
      return { first: SINGLE_PANAS, second: [] };
    case 'Double Pana':
      return { first: DOUBLE_PANAS, second: [] };
    case 'Triple Pana':
      return { first: TRIPLE_PANAS, second: [] };
    case 'Half Sangam':
      return { first: DIGITS, second: ALL_PANAS };
    case 'Full Sangam':
      return { first: ALL_PANAS, second: ALL_PANAS };
    default:
      return { first: [], second: [] };
  }
}

/** The number fields' labels (the domain's `numberLabels`, as the histories name them too); Half Sangam's follow the session. */
export function labelsFor(type: EntryType, session: Session): { first: string; second?: string } {
  return numberLabels(type, session);
}
