/** An amount as a bank writes it, read as whole rupees (points are whole: a credit with paise matches no request). */
export type RupeeReading = { ok: true; rupees: number } | { ok: false; problem: 'not_an_amount' | 'has_paise' };

// Digits grouped the Indian way (1,25,000), the Western way (125,000) or not at all, then any decimals.
const GROUPED = /^(?:\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;
// Past 15 digits a number is no longer exact: no real payment is that large.
const MAX_DIGITS = 15;

/** Reads "1,25,000.00", "500", "500.0" as rupees; "500.50" has paise; "1,2,3" or "" is not an amount. */
export function readRupees(text: string): RupeeReading {
  const match = GROUPED.exec(text.trim());
  if (!match) return { ok: false, problem: 'not_an_amount' };
  const digits = match[0].replace(/\..*$/, '').replaceAll(',', '');
  if (digits.length > MAX_DIGITS) return { ok: false, problem: 'not_an_amount' };
  if (match[1] !== undefined && /[1-9]/.test(match[1])) return { ok: false, problem: 'has_paise' };
  return { ok: true, rupees: Number(digits) };
}
