import type { EntryType } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';

/** Gali's three bid types and their screens' paths, in the menu's order (ENTRY_TYPES.gali). */
export const GALI_BID_SCREENS: ReadonlyArray<{ type: EntryType; path: string }> = [
  { type: 'Left Digit', path: PATHS.leftDigit },
  { type: 'Right Digit', path: PATHS.rightDigit },
  { type: 'Jodi Digit', path: PATHS.jodiDigit },
];
