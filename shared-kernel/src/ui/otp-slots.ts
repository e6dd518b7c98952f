/**
 * How the OTP boxes edit a code: each box holds one digit or nothing, and a change to one box never moves another's
 * digit. The code a screen holds keeps an empty box as a space ("1 34"), so it is never a whole code until every box
 * has its digit (`isOtpCode` refuses it), and the boxes after a gap keep their place.
 */
const EMPTY_SLOT = ' ';

/** The digit in each of `length` boxes ('' for an empty one) of a code as the boxes wrote it. */
export function otpSlots(code: string, length: number): string[] {
  return Array.from({ length }, (_, index) => {
    const digit = code[index] ?? '';
    return /^\d$/.test(digit) ? digit : '';
  });
}

/** The code the boxes hold: an empty box a space, none at the end. */
export function otpCodeOf(slots: readonly string[]): string {
  return slots
    .map((digit) => digit || EMPTY_SLOT)
    .join('')
    .trimEnd();
}

/**
 * The digit a box holds after the player typed into it: `typed` is the box's new text, `before` its digit until now.
 * A digit typed into a full box (before or after the one there) replaces it; a deleted one leaves the box empty.
 */
export function digitTyped(before: string, typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (digits.length <= 1) return digits;
  const at = before ? digits.indexOf(before) : -1;
  const added = at === -1 ? digits : digits.slice(0, at) + digits.slice(at + 1);
  return added.slice(-1) || before;
}

/** The boxes with box `index` set to `digit` ('' empties it); the others stay as they were. */
export function withDigit(slots: readonly string[], index: number, digit: string): string[] {
  return slots.map((current, at) => (at === index ? digit : current));
}
