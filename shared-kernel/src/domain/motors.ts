import { MESSAGES } from './messages';
import { digitRank, panaKind, toPana } from './panas';

/** The result of turning an entry into panas: the panas, or the message for why not (`MESSAGES`). */
export type MotorResult = { ok: true; panas: string[] } | { ok: false; message: string; alert?: string };

const byPanaOrder = (a: string, b: string) =>
  digitRank(a[0]!) - digitRank(b[0]!) || digitRank(a[1]!) - digitRank(b[1]!) || digitRank(a[2]!) - digitRank(b[2]!);

/**
 * SP Motor: every combination of three of the entered digits that is a single pana (1234 → 123 124 134 234;
 * 1230 → 120 123 130 230). Needs 3 digits or more, else "Digit not valid". No pana twice.
 */
export function spMotor(digits: string): MotorResult {
  const entered = digits.trim();
  if (!/^\d{3,}$/.test(entered)) return { ok: false, message: MESSAGES.digitNotValid };
  const panas = new Set<string>();
  for (let i = 0; i < entered.length; i += 1) {
    for (let j = i + 1; j < entered.length; j += 1) {
      for (let k = j + 1; k < entered.length; k += 1) {
        const pana = toPana(`${entered[i]}${entered[j]}${entered[k]}`);
        if (panaKind(pana) === 'SP') panas.add(pana);
      }
    }
  }
  if (panas.size === 0) return { ok: false, message: MESSAGES.digitNotValid };
  return { ok: true, panas: [...panas].sort(byPanaOrder) };
}

/**
 * DP Motor: for each pair of entered digits, the double panas they form (123 → 112 113 122 133 223 233). Needs 2
 * digits or more, else "Number {n} is not valid" with the alert "Please enter a valid Pana (at least 2 digits)".
 */
export function dpMotor(digits: string): MotorResult {
  const entered = digits.trim();
  if (!/^\d{2,}$/.test(entered)) {
    return { ok: false, message: MESSAGES.numberNotValid(entered), alert: MESSAGES.dpMotorTooShort };
  }
  const panas = new Set<string>();
  for (let i = 0; i < entered.length; i += 1) {
    for (let j = i + 1; j < entered.length; j += 1) {
      const a = entered[i]!;
      const b = entered[j]!;
      for (const candidate of [`${a}${a}${b}`, `${a}${b}${b}`]) {
        const pana = toPana(candidate);
        if (panaKind(pana) === 'DP') panas.add(pana);
      }
    }
  }
  if (panas.size === 0) return { ok: false, message: MESSAGES.numberNotValid(entered) };
  return { ok: true, panas: [...panas].sort(byPanaOrder) };
}
