/**
 * Gali bid cards are coloured by type (docs/screens.md § KING GALI): Left blue, Right green, Jodi yellow, anything else
 * gray.
 */
export const BID_TONES = {
  'Left Digit': { name: 'blue', colour: '#1565c0' },
  'Right Digit': { name: 'green', colour: '#2e7d32' },
  'Jodi Digit': { name: 'yellow', colour: '#f9a825' },
} as const;

const GRAY = { name: 'gray', colour: '#757575' } as const;

/** The tone of a bid card for its type (the record's `pana`). */
export function toneOf(type: string): { name: string; colour: string } {
  return BID_TONES[type as keyof typeof BID_TONES] ?? GRAY;
}
