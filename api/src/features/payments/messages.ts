import { COLUMN_NAMES } from './statement-formats';

/** Why a payment text or a statement row could not be read: the cashier reads these beside what was received. */
export const PAYMENT_READING_PROBLEMS = {
  debit: 'This message is about money leaving the account, not a payment received',
  unknownFormat: 'Not a payment-received message in a format we know',
  noUtr: 'No 12-digit UTR reference in it',
  notUtr: (reference: string) => `Its reference ${reference} is not a 12-digit UTR`,
  severalUtrs: (references: readonly string[]) => `More than one 12-digit number could be the UTR: ${references.join(', ')}`,
  notAnAmount: (text: string) => `The amount "${text}" is not one we can read`,
  zeroAmount: 'The amount is zero',
  hasPaise: (text: string) => `₹${text} has paise: points are whole rupees, so it cannot match a deposit request`,
  badDate: (text: string) => `The date "${text}" is not one we can read`,
} as const;

// The header message names the first few names of each column, as the reading by name knows them.
const someOf = (names: readonly string[]) => `${names.slice(0, 4).join(', ')}…`;

/** Why a bank statement file cannot be read at all: the operator who imports it reads these. */
export const STATEMENT_PROBLEMS = {
  needsHeader:
    "Cannot tell this statement's format: it needs a header row with " +
    `a date column (${someOf(COLUMN_NAMES.date)}), a narration column (${someOf(COLUMN_NAMES.narration)}) ` +
    `and a credit column (${someOf(COLUMN_NAMES.credit)})`,
  notCsv: (detail: string) => `This statement is not a CSV file we can read: ${detail}`,
} as const;
