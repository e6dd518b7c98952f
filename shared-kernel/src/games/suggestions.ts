import { ALL_PANAS, DOUBLE_PANAS, SINGLE_PANAS, TRIPLE_PANAS } from '../domain/panas';
import type { EntryType, Session } from '../domain/bid-types';

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

/** The number fields' labels; Half Sangam's depend on the session. */
export function labelsFor(type: EntryType, session: Session): { first: string; second?: string } {
  if (type === 'Half Sangam') return session === 'Open' ? { first: 'Open Digit', second: 'Close Pana' } : { first: 'Close Digit', second: 'Open Pana' };
  if (type === 'Full Sangam') return { first: 'Open Pana', second: 'Close Pana' };
  if (type === 'SP Motor' || type === 'DP Motor') return { first: 'Digits' };
  if (type === 'Jodi Digit') return { first: 'Jodi' };
  if (type === 'Single Digit' || type === 'Left Digit' || type === 'Right Digit' || type === 'SP DP TP') return { first: 'Digit' };
  return { first: 'Pana' };
}
