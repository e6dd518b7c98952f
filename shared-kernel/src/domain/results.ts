import { panaDigit } from './panas';

/** What the market cards show before any result is declared. */
export const NO_RESULT = '***-**-***';

/** The dashboard's open result once the open pana is declared: `123-6`. */
export function openResultOf(openPana: string): string {
  return `${openPana}-${panaDigit(openPana)}`;
}

/** The dashboard's close result once the close pana is declared: `8-459`. */
export function closeResultOf(closePana: string): string {
  return `${panaDigit(closePana)}-${closePana}`;
}

/** A main market's result line: `***-**-***`, then `123-6*-***`, then `123-68-459`. */
export function formatMarketResult(openResult: string | null | undefined, closeResult: string | null | undefined): string {
  if (!openResult) return NO_RESULT;
  return `${openResult}${closeResult || '*-***'}`;
}

/** A Gali Disawar result: the two-digit result, or `**` before it is declared. */
export function formatGaliResult(result: string | null | undefined): string {
  return result || '**';
}

/** What a winning bid pays at a rate `val1-val2`: floor(points × val2 / val1). The stake is not returned again. */
export function payout(points: number, val1: number, val2: number): number {
  if (!(val1 > 0)) throw new RangeError('a rate needs val_1 > 0');
  return Math.floor((points * val2) / val1);
}

/** A rate pair as the rate boxes show it: `10-95`. */
export function formatRate(val1: number | string, val2: number | string): string {
  return `${val1}-${val2}`;
}

/** What a Starline slot shows before its pana is declared. */
export const NO_STARLINE_RESULT = '***-*';

/** The result line of any market's card: main `123-68-459`, Starline `123-6`, Gali `47` (or their placeholders). */
export function marketResultText(kind: 'main' | 'starline' | 'gali', openResult: string | null | undefined, closeResult: string | null | undefined): string {
  if (kind === 'main') return formatMarketResult(openResult, closeResult);
  if (kind === 'starline') return openResult || NO_STARLINE_RESULT;
  // A Gali jodi comes whole in `open_result`; a server before that sent its digits in the two fields.
  return formatGaliResult(openResult ? `${openResult}${closeResult ?? ''}` : '');
}
