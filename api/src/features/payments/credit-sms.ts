import { UTR_PATTERN } from '@matka/shared-kernel/domain';
import { CREDIT_SMS_FORMATS, type CreditSmsFormat } from './credit-sms-formats';
import { readIndianDate } from './indian-date';
import { PAYMENT_READING_PROBLEMS as PROBLEMS } from './messages';
import { readRupees } from './rupees';

/** A payment received, as a credit text tells it: `amount` in whole rupees (points), `paidAt` ISO in India's time. */
export type ParsedPayment = {
  utr: string;
  amount: number;
  paidAt?: string;
  payerUpi?: string;
  payerName?: string;
  /** The name of the CREDIT_SMS_FORMATS row that read it. */
  format: string;
};

/** A credit text read: its payment, or why it cannot be (and by which format, when one matched but a field did not). */
export type CreditSmsReading = { readable: true; payment: ParsedPayment } | { readable: false; reason: string; format?: string };

// Money leaving the account, even where a payee is "credited" in the same sentence ("…debited…; REDBUS credited").
const DEBIT_WORDING = /\b(?:debited|spent|sent|withdrawn|you paid|paid to)\b/i;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function formatReading(line: string): { format: CreditSmsFormat; fields: Record<string, string | undefined> } | null {
  for (const format of CREDIT_SMS_FORMATS) {
    const match = format.pattern.exec(line);
    if (match) return { format, fields: match.groups ?? {} };
  }
  return null;
}

/** Reads a bank's or UPI app's payment-received text; a debit, an unknown format or a missing field says why not. */
export function readCreditSms(text: string): CreditSmsReading {
  const line = oneLine(text);
  if (DEBIT_WORDING.test(line)) return { readable: false, reason: PROBLEMS.debit };
  const found = formatReading(line);
  if (!found) return { readable: false, reason: PROBLEMS.unknownFormat };
  const { format, fields } = found;
  const unreadable = (reason: string): CreditSmsReading => ({ readable: false, reason, format: format.name });

  const { utr, amount: amountText = '', date, time } = fields;
  if (utr === undefined) return unreadable(PROBLEMS.noUtr);
  if (!UTR_PATTERN.test(utr)) return unreadable(PROBLEMS.notUtr(utr));
  const amount = readRupees(amountText);
  if (!amount.ok) return unreadable(amount.problem === 'has_paise' ? PROBLEMS.hasPaise(amountText) : PROBLEMS.notAnAmount(amountText));
  if (amount.rupees === 0) return unreadable(PROBLEMS.zeroAmount);
  const paidAt = date === undefined ? undefined : readIndianDate(date, time);
  if (paidAt === null) return unreadable(PROBLEMS.badDate(date ?? ''));

  const payment: ParsedPayment = { utr, amount: amount.rupees, format: format.name };
  if (paidAt) payment.paidAt = paidAt;
  if (fields.payerUpi) payment.payerUpi = fields.payerUpi;
  if (fields.payerName?.trim()) payment.payerName = fields.payerName.trim();
  return { readable: true, payment };
}

/** The payment a credit text tells of, or null when it cannot be read (readCreditSms says why). */
export function parseCreditSms(text: string): ParsedPayment | null {
  const reading = readCreditSms(text);
  return reading.readable ? reading.payment : null;
}

/** The name of the format a credit text is in, or null for a debit or a text no row knows. */
export function creditSmsFormatOf(text: string): string | null {
  const line = oneLine(text);
  if (DEBIT_WORDING.test(line)) return null;
  return formatReading(line)?.format.name ?? null;
}
