import type { EntryType } from '@matka/shared-kernel/domain';

/** Each main-market bid type and its screen's path (the seed's spellings; paths match case-insensitively). */
export const BID_SCREENS: ReadonlyArray<{ type: EntryType; path: string }> = [
  { type: 'Single Digit', path: '/single' },
  { type: 'Jodi Digit', path: '/jodi' },
  { type: 'Single Pana', path: '/singlepana' },
  { type: 'Double Pana', path: '/doublepana' },
  { type: 'Triple Pana', path: '/tripplepana' },
  { type: 'Half Sangam', path: '/halfsangam' },
  { type: 'Full Sangam', path: '/fullsangam' },
  { type: 'SP DP TP', path: '/spdptp' },
  { type: 'SP Motor', path: '/spmotor' },
  { type: 'DP Motor', path: '/dpmotor' },
];
