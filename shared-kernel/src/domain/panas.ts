/** 'SP' single pana (three different digits), 'DP' double (exactly two equal), 'TP' triple. */
export type PanaKind = 'SP' | 'DP' | 'TP';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'] as const;

/** A digit's rank in a pana: 1-9 as themselves, 0 as 10 (the highest). */
export function digitRank(digit: string): number {
  return digit === '0' ? 10 : Number(digit);
}

function kindOfDigits(a: string, b: string, c: string): PanaKind {
  if (a === b && b === c) return 'TP';
  if (a === b || b === c) return 'DP';
  return 'SP';
}

/** Every pana: three digits in ascending order with 0 as 10 (127, 190, 550, 100, 000), in that same order. */
export const ALL_PANAS: readonly string[] = (() => {
  const panas: string[] = [];
  for (let i = 0; i < DIGITS.length; i += 1) {
    for (let j = i; j < DIGITS.length; j += 1) {
      for (let k = j; k < DIGITS.length; k += 1) panas.push(`${DIGITS[i]}${DIGITS[j]}${DIGITS[k]}`);
    }
  }
  return panas;
})();

const KIND_OF = new Map<string, PanaKind>(ALL_PANAS.map((pana) => [pana, kindOfDigits(pana[0]!, pana[1]!, pana[2]!)]));

/** The 120 single panas (three different digits). */
export const SINGLE_PANAS: readonly string[] = ALL_PANAS.filter((pana) => KIND_OF.get(pana) === 'SP');
/** The 90 double panas (exactly two equal digits). */
export const DOUBLE_PANAS: readonly string[] = ALL_PANAS.filter((pana) => KIND_OF.get(pana) === 'DP');
/** The 10 triple panas. */
export const TRIPLE_PANAS: readonly string[] = ALL_PANAS.filter((pana) => KIND_OF.get(pana) === 'TP');

/** The kind of a pana, or null when the text is not a pana (019, 321, 12, abc). */
export function panaKind(pana: string): PanaKind | null {
  return KIND_OF.get(pana) ?? null;
}

/** Whether the text is one of the 220 panas. */
export function isPana(text: string): boolean {
  return KIND_OF.has(text);
}

/** The digit (ank) of a pana: the sum of its digits mod 10 (123 → 6, 689 → 3, 000 → 0). */
export function panaDigit(pana: string): number {
  let sum = 0;
  for (const digit of pana) sum += Number(digit);
  return sum % 10;
}

/** Writes three digits as a pana (ascending with 0 as 10): 321 → 123, 019 → 190. */
export function toPana(digits: string): string {
  return [...digits].sort((a, b) => digitRank(a) - digitRank(b)).join('');
}

/** The SP DP TP chart line of one digit: its 12 single, 9 double and 1 triple panas, derived from the rule. */
export function spdptp(digit: number | string): { SP: string[]; DP: string[]; TP: string[] } {
  const wanted = Number(digit);
  const ofDigit = (panas: readonly string[]) => panas.filter((pana) => panaDigit(pana) === wanted);
  return { SP: ofDigit(SINGLE_PANAS), DP: ofDigit(DOUBLE_PANAS), TP: ofDigit(TRIPLE_PANAS) };
}
