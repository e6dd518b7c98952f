import type { EntryType } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';

/** Starline's four bid types and their screens' paths, in the menu's order (ENTRY_TYPES.starline). */
export const STARLINE_BID_SCREENS: ReadonlyArray<{ type: EntryType; path: string }> = [
  { type: 'Single Digit', path: PATHS.starlineSingle },
  { type: 'Single Pana', path: PATHS.starlineSinglePana },
  { type: 'Double Pana', path: PATHS.starlineDoublePana },
  { type: 'Triple Pana', path: PATHS.starlineTriplePana },
];
