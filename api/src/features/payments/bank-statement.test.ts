import fc from 'fast-check';
import { InvalidInput } from '../../domain-errors';
import { parseStatement, type StatementRow } from './bank-statement';
import { PAYMENT_READING_PROBLEMS as PROBLEMS, STATEMENT_PROBLEMS } from './messages';
import { COLUMNS_BY_NAME, STATEMENT_FORMATS } from './statement-formats';

const lines = (...rows: string[]) => rows.join('\n');

// One export of each format: a credit it reads, and a debit it leaves out.
const SAMPLES: Record<string, { csv: string; credit: Omit<StatementRow, 'line'> }> = {
  'HDFC Bank': {
    csv: lines(
      'HDFC BANK Ltd.,,,,,,',
      'Account No :50100123456789,,,,,,',
      'Statement From : 01/11/2026 To : 27/11/2026,,,,,,',
      ',,,,,,',
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      '********,********,********,********,********,********,********',
      '27/11/26,UPI-RAMESH KUMAR-ramesh@okaxis-UTIB0001234-433112345678-PAYMENT,0000433112345678,27/11/26,,500.00,10500.00',
      '27/11/26,UPI-SWIGGY-swiggy@icici-ICIC0000001-433112345600-ORDER,0000433112345600,27/11/26,250.00,,10250.00',
    ),
    credit: {
      utr: '433112345678',
      amount: 500,
      paidAt: '2026-11-27',
      narration: 'UPI-RAMESH KUMAR-ramesh@okaxis-UTIB0001234-433112345678-PAYMENT',
      payerUpi: 'ramesh@okaxis',
      payerName: 'RAMESH KUMAR',
    },
  },
  SBI: {
    csv: lines(
      'Account Name,: Mr. RAJU SHAH',
      'Account Number,: 00000031234567890',
      'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
      '27 Nov 2026,27 Nov 2026,BY TRANSFER-UPI/CR/433112345680/RAMESH K/SBIN/ramesh@oksbi/UPI--,TRANSFER FROM 3199xxxxx,,"1,25,000.00","2,45,000.00"',
      '27 Nov 2026,27 Nov 2026,TO TRANSFER-UPI/DR/433112345601/SWIGGY/ICIC/swiggy@icici/UPI--,TRANSFER TO 4897xxxxx,250.00,,"2,44,750.00"',
    ),
    credit: {
      utr: '433112345680',
      amount: 125000,
      paidAt: '2026-11-27',
      narration: 'BY TRANSFER-UPI/CR/433112345680/RAMESH K/SBIN/ramesh@oksbi/UPI--',
      payerUpi: 'ramesh@oksbi',
      payerName: 'RAMESH K',
    },
  },
  'ICICI Bank': {
    csv: lines(
      ',DETAILED STATEMENT,,,,,,,',
      ',Transactions List - RAJU SHAH (INR) - 123401234567,,,,,,,',
      ',S No.,Value Date,Transaction Date,Cheque Number,Transaction Remarks,Withdrawal Amount (INR ),Deposit Amount (INR ),Balance (INR )',
      ',1,27/11/2026,27/11/2026,-,UPI/433112345681/RAMESH KUMAR/ramesh@okaxis/Axis Bank/AXIa1b2c3,0.00,2000.00,30000.00',
      ',2,27/11/2026,27/11/2026,-,UPI/433112345602/SWIGGY/swiggy@icici/ICICI Bank/ICI1,250.00,0.00,29750.00',
    ),
    credit: {
      utr: '433112345681',
      amount: 2000,
      paidAt: '2026-11-27',
      narration: 'UPI/433112345681/RAMESH KUMAR/ramesh@okaxis/Axis Bank/AXIa1b2c3',
      payerUpi: 'ramesh@okaxis',
      payerName: 'RAMESH KUMAR',
    },
  },
  'Axis Bank': {
    csv: lines(
      'Name :- RAJU SHAH',
      'Tran Date,CHQNO,PARTICULARS,DR,CR,BAL,SOL',
      '27-11-2026,,UPI/P2A/433112345682/RAMESH KUMAR/Axis Bank,,700.00,5700.00,1234',
      '27-11-2026,,UPI/P2M/433112345603/SWIGGY/ICICI Bank,250.00,,5450.00,1234',
    ),
    credit: { utr: '433112345682', amount: 700, paidAt: '2026-11-27', narration: 'UPI/P2A/433112345682/RAMESH KUMAR/Axis Bank', payerName: 'RAMESH KUMAR' },
  },
  'Kotak Mahindra Bank': {
    csv: lines(
      'Sl. No.,Transaction Date,Value Date,Description,Chq / Ref No.,Amount,Dr / Cr,Balance,Dr / Cr',
      '1,27-11-2026,27-11-2026,UPI/RAMESH KUMAR/433112345683/Payment,UPI-433112345683,"1,500.00",CR,"11,500.00",CR',
      '2,27-11-2026,27-11-2026,UPI/SWIGGY/433112345604/Order,UPI-433112345604,250.00,DR,"11,250.00",CR',
    ),
    credit: { utr: '433112345683', amount: 1500, paidAt: '2026-11-27', narration: 'UPI/RAMESH KUMAR/433112345683/Payment' },
  },
  [COLUMNS_BY_NAME]: {
    csv: lines(
      'Posting Date,Particulars,Debit (INR),Credit (INR),Balance (INR)',
      '2026-11-27,NEFT IN UTR 433112345684 FROM RAMESH KUMAR,,900,9900',
      '2026-11-27,ATM WDL 433112345605,100,,9800',
    ),
    credit: { utr: '433112345684', amount: 900, paidAt: '2026-11-27', narration: 'NEFT IN UTR 433112345684 FROM RAMESH KUMAR' },
  },
};

const lineOf = (csv: string, text: string) => csv.split('\n').findIndex((row) => row.includes(text)) + 1;

describe('the bank statement formats table', () => {
  test('each format has a sample export, and the header reading by name has one', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...STATEMENT_FORMATS.map((format) => format.name), COLUMNS_BY_NAME].sort());
  });

  test.each(Object.entries(SAMPLES))('reads the credits of a %s export, past its preamble, and leaves its debits out', (format, { csv, credit }) => {
    expect(parseStatement(csv)).toEqual({ format, rows: [{ ...credit, line: lineOf(csv, credit.utr) }], skipped: [] });
  });
});

describe('reading a bank statement', () => {
  const HEADER = 'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance';

  test('reads a file with a byte-order mark and CRLF line ends, and quoted fields holding commas', () => {
    const csv = `\uFEFF${HEADER}\r\n27/11/26,"NEFT CR-UTIB0000123-RAMESH KUMAR, PUNE-433112345685","0000000000000000",27/11/26,,"1,25,000.00","1,35,000.00"\r\n`;
    expect(parseStatement(csv)).toEqual({
      format: 'HDFC Bank',
      rows: [{ line: 2, utr: '433112345685', amount: 125000, paidAt: '2026-11-27', narration: 'NEFT CR-UTIB0000123-RAMESH KUMAR, PUNE-433112345685' }],
      skipped: [],
    });
  });

  test('gives the line a row starts on, past blank lines and a narration quoted over two lines', () => {
    const csv = lines(
      HEADER,
      '',
      '27/11/26,"NEFT CR-RAMESH KUMAR',
      'PUNE-433112345685",,27/11/26,,100.00,100.00',
      '',
      '27/11/26,CASH DEPOSIT,,27/11/26,,200.00,300.00',
      '27/11/26,UPI/433112345686/RAMESH,,27/11/26,,300.00,600.00',
    );
    const parsed = parseStatement(csv);
    expect(parsed.rows.map(({ line, utr }) => ({ line, utr }))).toEqual([
      { line: 3, utr: '433112345685' },
      { line: 7, utr: '433112345686' },
    ]);
    expect(parsed.skipped).toEqual([{ line: 6, reason: PROBLEMS.noUtr }]);
  });

  test('takes the UTR from a 12-digit reference column when the narration has none', () => {
    const csv = lines(HEADER, '27/11/26,IMPS-RAMESH KUMAR-PAYMENT,433112345686,27/11/26,,800.00,10800.00');
    expect(parseStatement(csv).rows).toMatchObject([{ utr: '433112345686', amount: 800 }]);
  });

  test('a credit it cannot read is skipped with its line and the reason, never dropped', () => {
    const csv = lines(
      HEADER,
      '27/11/26,CASH DEPOSIT BRANCH PUNE,,27/11/26,,1000.00,11000.00',
      '27/11/26,UPI-RAMESH KUMAR-ramesh@okaxis-UTIB0001234-433112345687-PAYMENT,,27/11/26,,500.50,11500.50',
      '31/02/26,UPI-RAMESH KUMAR-ramesh@okaxis-UTIB0001234-433112345688-PAYMENT,,31/02/26,,500.00,12000.50',
      '27/11/26,IMPS/P2A/433112345689/123456789012/RAMESH,,27/11/26,,600.00,12600.50',
      '27/11/26,UPI-RAMESH KUMAR-ramesh@okaxis-UTIB0001234-433112345690-PAYMENT,0000433112345691,27/11/26,,700.00,13300.50',
      '27/11/26,UPI-RAMESH KUMAR-ramesh@okaxis-UTIB0001234-433112345692-PAYMENT,,27/11/26,,five hundred,13300.50',
      '27/11/26,UPI-RAMESH KUMAR-ramesh@okaxis-UTIB0001234-433112345693-PAYMENT,,27/11/26,,400,13700.50',
    );
    const parsed = parseStatement(csv);
    expect(parsed.skipped).toEqual([
      { line: 2, reason: PROBLEMS.noUtr },
      { line: 3, reason: PROBLEMS.hasPaise('500.50') },
      { line: 4, reason: PROBLEMS.badDate('31/02/26') },
      { line: 5, reason: PROBLEMS.severalUtrs(['433112345689', '123456789012']) },
      { line: 6, reason: PROBLEMS.severalUtrs(['433112345690', '433112345691']) },
      { line: 7, reason: PROBLEMS.notAnAmount('five hundred') },
    ]);
    expect(parsed.rows).toMatchObject([{ line: 8, utr: '433112345693', amount: 400 }]);
  });

  test('a phone number in a UPI id is not taken for the UTR', () => {
    const csv = lines(HEADER, '27/11/26,UPI-RAMESH KUMAR-919876543210@ybl-YESB0000001-433112345694-PAY,,27/11/26,,300.00,1300.00');
    expect(parseStatement(csv).rows).toMatchObject([{ utr: '433112345694', payerUpi: '919876543210@ybl' }]);
  });

  test('separators, headings and totals after the header are neither credits nor skipped', () => {
    const csv = lines(HEADER, '********,********,,,,,', 'STATEMENT SUMMARY :-,,,,,,', ',,Opening Balance,Dr Count,Cr Count,Debits,Credits');
    expect(parseStatement(csv)).toEqual({ format: 'HDFC Bank', rows: [], skipped: [] });
  });

  test.each([
    ['columns it does not know', 'When,What,How much\n27/11/26,UPI/433112345678/RAMESH,500'],
    ['no credit column', 'Date,Narration,Withdrawal\n27/11/26,UPI/433112345678/RAMESH,500'],
    ['an empty file', ''],
  ])('with %s, says which columns a header needs', (_what, csv) => {
    expect(() => parseStatement(csv)).toThrow(new InvalidInput(STATEMENT_PROBLEMS.needsHeader, 'statement_format_unknown'));
  });

  test('the header message names the columns an operator can look for', () => {
    expect(STATEMENT_PROBLEMS.needsHeader).toBe(
      "Cannot tell this statement's format: it needs a header row with a date column (Date, Txn Date, Value Date, Transaction Date…), " +
        'a narration column (Narration, Description, Remarks, Particulars…) and a credit column (Credit, Deposit Amt., Deposit Amount, Deposit…)',
    );
  });

  test('a file that is not CSV at all says so', () => {
    const thrown = (() => {
      try {
        parseStatement(`${HEADER}\n27/11/26,"UPI-RAMESH,,27/11/26,,500.00,1500.00`);
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(InvalidInput);
    expect(thrown).toMatchObject({ code: 'statement_not_csv', message: expect.stringMatching(/^This statement is not a CSV file we can read: /) });
  });

  test('reads every credit of a 10,000-row statement', () => {
    const credits = Array.from({ length: 10_000 }, (_, index) => ({ utr: String(433100000000 + index), amount: 100 + (index % 5000) }));
    const rows = credits.map(({ utr, amount }) => `27/11/26,UPI-PLAYER ${utr.slice(-4)}-p${utr}@ybl-YESB0000001-${utr}-PAY,0000${utr},27/11/26,,"${amount.toLocaleString('en-IN')}.00",0.00`);
    const parsed = parseStatement(lines(HEADER, ...rows));
    expect(parsed.skipped).toEqual([]);
    expect(parsed.rows.map(({ utr, amount }) => ({ utr, amount }))).toEqual(credits);
  });

  test('any whole amount in Indian grouping, quoted in the credit column, reads back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_99_99_999 }), (rupees) => {
        const csv = lines(HEADER, `27/11/26,UPI/433112345678/RAMESH,,27/11/26,,"${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2 })}",0`);
        expect(parseStatement(csv).rows.map((row) => row.amount)).toEqual([rupees]);
      }),
    );
  });
});
