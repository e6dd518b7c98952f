import type { EntryType } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';

/** Each main-market bid type and its screen's path (`PATHS`; paths match case-insensitively). */
export const BID_SCREENS: ReadonlyArray<{ type: EntryType; path: string }> = [
  { type: 'Single Digit', path: PATHS.single },
  { type: 'Jodi Digit', path: PATHS.jodi },
  { type: 'Single Pana', path: PATHS.singlePana },
  { type: 'Double Pana', path: PATHS.doublePana },
  { type: 'Triple Pana', path: PATHS.triplePana },
  { type: 'Half Sangam', path: PATHS.halfSangam },
  { type: 'Full Sangam', path: PATHS.fullSangam },
  { type: 'SP DP TP', path: PATHS.spdptp },
  { type: 'SP Motor', path: PATHS.spMotor },
  { type: 'DP Motor', path: PATHS.dpMotor },
];
