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

/** Statement columns by the names an operator sees them, for the message that says what a header needs. */
export const statementNeedsHeader = (needs: { date: readonly string[]; narration: readonly string[]; credit: readonly string[] }) =>
  `Cannot tell this statement's format: it needs a header row with a date column (${needs.date.join(', ')}…), ` +
  `a narration column (${needs.narration.join(', ')}…) and a credit column (${needs.credit.join(', ')}…)`;
