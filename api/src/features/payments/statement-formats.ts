/** Where a statement's columns stand, by what they hold. `creditMark`: a single amount column told credit by a Dr/Cr column. */
export type StatementColumns = {
  date: string;
  narration: string;
  credit: string;
  reference?: string;
  creditMark?: { column: string; credits: readonly string[] };
};

/**
 * A bank's CSV export, known by its header row exactly as the bank writes it (columns compared by their letters and
 * digits only, so "Chq / Ref No." and "Chq./Ref.No." are one), and which of its columns hold what.
 */
export type StatementFormat = { name: string; header: readonly string[]; columns: StatementColumns };

/** The banks' exports known by their header, tried before the columns-by-name reading. */
export const STATEMENT_FORMATS: readonly StatementFormat[] = [
  {
    name: 'HDFC Bank',
    header: ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
    columns: { date: 'Date', narration: 'Narration', credit: 'Deposit Amt.', reference: 'Chq./Ref.No.' },
  },
  {
    name: 'SBI',
    header: ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
    columns: { date: 'Txn Date', narration: 'Description', credit: 'Credit', reference: 'Ref No./Cheque No.' },
  },
  {
    name: 'ICICI Bank',
    header: ['S No.', 'Value Date', 'Transaction Date', 'Cheque Number', 'Transaction Remarks', 'Withdrawal Amount (INR )', 'Deposit Amount (INR )', 'Balance (INR )'],
    columns: { date: 'Transaction Date', narration: 'Transaction Remarks', credit: 'Deposit Amount (INR )', reference: 'Cheque Number' },
  },
  {
    name: 'Axis Bank',
    header: ['Tran Date', 'CHQNO', 'PARTICULARS', 'DR', 'CR', 'BAL', 'SOL'],
    columns: { date: 'Tran Date', narration: 'PARTICULARS', credit: 'CR', reference: 'CHQNO' },
  },
  {
    name: 'Kotak Mahindra Bank',
    header: ['Sl. No.', 'Transaction Date', 'Value Date', 'Description', 'Chq / Ref No.', 'Amount', 'Dr / Cr', 'Balance', 'Dr / Cr'],
    columns: { date: 'Transaction Date', narration: 'Description', credit: 'Amount', reference: 'Chq / Ref No.', creditMark: { column: 'Dr / Cr', credits: ['CR'] } },
  },
];

/** The name of the reading for any other bank: its columns found by the names below. */
export const COLUMNS_BY_NAME = 'Columns by name';

/** The names a column may go by in any other bank's export, the first present taken. */
export const COLUMN_NAMES = {
  date: ['Date', 'Txn Date', 'Value Date', 'Transaction Date', 'Tran Date', 'Posting Date', 'Value Dt'],
  narration: ['Narration', 'Description', 'Remarks', 'Particulars', 'Transaction Remarks', 'Transaction Details', 'Details'],
  credit: ['Credit', 'Deposit Amt.', 'Deposit Amount', 'Deposit', 'Deposits', 'Credit Amount', 'Credits', 'CR'],
  reference: ['Chq./Ref.No.', 'Ref No./Cheque No.', 'Reference No.', 'Ref No.', 'UTR', 'UTR No.', 'Cheque Number', 'CHQNO'],
  amount: ['Amount', 'Transaction Amount'],
  creditMark: ['Dr / Cr', 'Cr / Dr', 'Type', 'Debit / Credit', 'Transaction Type'],
} as const;

/** What a Dr/Cr column holds for a credit, in the columns-by-name reading. */
export const CREDIT_MARKS = ['CR', 'C', 'Credit'] as const;
