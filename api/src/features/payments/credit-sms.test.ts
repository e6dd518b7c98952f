import fc from 'fast-check';
import { CREDIT_SMS_FORMATS } from './credit-sms-formats';
import { creditSmsFormatOf, parseCreditSms, readCreditSms } from './credit-sms';
import { PAYMENT_READING_PROBLEMS as PROBLEMS } from './messages';

// What each format's example says, field by field: one row per format of the table.
const EXPECTED: Record<string, Omit<ReturnType<typeof parseCreditSms> & object, 'format'>> = {
  'HDFC Bank UPI credit': { utr: '433112345678', amount: 500, paidAt: '2026-11-27', payerUpi: 'ramesh@okaxis' },
  'HDFC Bank deposit update': { utr: '433198765432', amount: 1250, paidAt: '2026-11-27', payerUpi: 'ramesh@okaxis', payerName: 'RAMESH KUMAR' },
  'SBI UPI credit': { utr: '433112345679', amount: 500, paidAt: '2026-11-27' },
  'SBI transfer credit': { utr: '433112345680', amount: 125000, paidAt: '2026-11-27', payerName: 'RAMESH KUMAR' },
  'ICICI Bank UPI credit': { utr: '433112345681', amount: 500, paidAt: '2026-11-27', payerName: 'RAMESH KUMAR' },
  'ICICI Bank account credit': { utr: '433112345682', amount: 2000, paidAt: '2026-11-27', payerName: 'RAMESH KUMAR' },
  'Axis Bank UPI credit': { utr: '433198765432', amount: 1250, paidAt: '2026-11-27T10:15:20+05:30', payerUpi: 'ramesh@okaxis', payerName: 'RAMESH KUMAR' },
  'Kotak Bank UPI received': { utr: '433112345683', amount: 250, paidAt: '2026-11-27', payerUpi: 'ramesh@oksbi' },
  'Bank of Baroda UPI credit': { utr: '433112345684', amount: 500, paidAt: '2026-11-27T10:15:20+05:30', payerUpi: 'ramesh@okaxis' },
  'PNB UPI credit': { utr: '433112345685', amount: 4750, paidAt: '2026-11-27T08:53:21+05:30' },
  'Canara Bank UPI credit': { utr: '433112345686', amount: 500, paidAt: '2026-11-27', payerUpi: 'ramesh@okaxis' },
  'Union Bank of India credit': { utr: '433112345687', amount: 500, paidAt: '2026-11-27T10:15:20+05:30' },
  'IDFC FIRST Bank credit': { utr: '433112345688', amount: 500, paidAt: '2026-11-27T10:15:00+05:30', payerUpi: 'ramesh@okaxis' },
  'Yes Bank UPI credit': { utr: '433112345689', amount: 500, paidAt: '2026-11-27', payerUpi: 'ramesh@okaxis' },
  'IndusInd Bank UPI credit': { utr: '433112345690', amount: 25000, payerUpi: 'ramesh@ybl' },
  'Paytm Payments Bank received': { utr: '433112345691', amount: 500, paidAt: '2026-11-27', payerUpi: 'ramesh@okaxis', payerName: 'RAMESH KUMAR' },
  'Paytm for Business received': { utr: '433112345692', amount: 500, paidAt: '2026-11-27T10:15:00+05:30', payerName: 'RAMESH KUMAR' },
  'PhonePe Business received': { utr: '433112345693', amount: 500, payerName: 'Ramesh Kumar' },
  'Google Pay for Business received': { utr: '433112345694', amount: 500, payerName: 'Ramesh Kumar' },
  'BharatPe received': { utr: '433112345695', amount: 500, paidAt: '2026-11-27', payerName: 'RAMESH KUMAR' },
};

describe('the credit SMS formats table', () => {
  test('names each format once, and the tests expect exactly its formats', () => {
    const names = CREDIT_SMS_FORMATS.map((format) => format.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  test.each(CREDIT_SMS_FORMATS.map((format) => [format.name, format.example]))('reads its example: %s', (name, example) => {
    expect(parseCreditSms(example)).toEqual({ ...EXPECTED[name], format: name });
    expect(creditSmsFormatOf(example)).toBe(name);
  });

  test("no other format's pattern matches a format's example, so no text is read two ways", () => {
    for (const format of CREDIT_SMS_FORMATS) {
      const others = CREDIT_SMS_FORMATS.filter((other) => other !== format && other.pattern.test(format.example.replace(/\s+/g, ' ')));
      expect([format.name, others.map((other) => other.name)]).toEqual([format.name, []]);
    }
  });

  test('covers the banks and apps a shop receives deposits through', () => {
    const names = CREDIT_SMS_FORMATS.map((format) => format.name).join(' | ');
    for (const who of ['HDFC', 'SBI', 'ICICI', 'Axis', 'Kotak', 'Baroda', 'PNB', 'Canara', 'Union', 'IDFC', 'Yes', 'IndusInd', 'Paytm', 'PhonePe', 'Google Pay', 'BharatPe']) {
      expect(names).toContain(who);
    }
  });
});

describe('reading a credit SMS', () => {
  test('reads a text whose lines were broken and spaced by the forwarding app', () => {
    const text = 'INR 1,250.00 credited to A/c no. XX4321 on 27-11-26 at 10:15:20 IST.\n  Info- UPI/CR/433198765432/RAMESH KUMAR/UTIB/ramesh@okaxis.\r\nAvl Bal- INR 9,870.00 - Axis Bank';
    expect(parseCreditSms(text)).toMatchObject({ utr: '433198765432', amount: 1250, format: 'Axis Bank UPI credit' });
  });

  test.each([
    ['HDFC UPI debit', 'Rs.500.00 debited from a/c XX1234 on 27-11-26 to VPA swiggy@icici (UPI Ref No 433112345678)'],
    ['Kotak UPI sent', 'Sent Rs.500.00 from Kotak Bank AC X1234 to ramesh@okaxis on 27-11-26.UPI Ref 433112345678. Not you, https://kotak.com/KBANKT/Fraud'],
    ['ICICI debit naming the payee "credited"', 'ICICI Bank Acct XX123 debited for Rs 500.00 on 27-Nov-26; RAMESH KUMAR credited. UPI:433112345678. Call 18002662 for dispute.'],
    ['Bank of India debit "and credited to"', 'Rs.500.00 debited A/cXX5468 and credited to RAMESH KUMAR via UPI Ref No 433112345678 on 27Nov26. Call 18001031906, if not done by you. -BOI'],
    ['Google Pay paid', 'You paid ₹500.00 to Ramesh Kumar. UPI transaction ID: 433112345678'],
    ['ATM withdrawal', 'Rs.2000 withdrawn from A/c XX1234 at ATM on 27-11-26. UPI Ref No 433112345678'],
  ])('refuses a debit as a credit: %s', (_what, text) => {
    expect(readCreditSms(text)).toEqual({ readable: false, reason: PROBLEMS.debit });
    expect(parseCreditSms(text)).toBeNull();
    expect(creditSmsFormatOf(text)).toBeNull();
  });

  test.each([
    ['an OTP', 'Your OTP for login is 433112. Do not share it with anyone.'],
    ['a refund', 'Refund of Rs.500.00 for order 433112345678 has been initiated to your account.'],
    ['a card payment received', 'Payment of Rs 26,266.00 has been received on your ICICI Bank Credit Card XX9006 through Bharat Bill Payment System on 06-DEC-25.'],
    ['empty text', ''],
  ])('says it does not know the format of %s', (_what, text) => {
    expect(readCreditSms(text)).toEqual({ readable: false, reason: PROBLEMS.unknownFormat });
  });

  test('a known format without a 12-digit UTR is unreadable, and says which format and why', () => {
    expect(readCreditSms('Your A/C XXXXXXX5678 is credited by INR 500.00 on 27/11/26 10:15. New Bal :INR 10000.00')).toEqual({
      readable: false,
      reason: PROBLEMS.noUtr,
      format: 'IDFC FIRST Bank credit',
    });
    expect(readCreditSms('Received Rs.250.00 in your Kotak Bank AC X3333 from ramesh@oksbi on 27-11-26.UPI Ref 4331123456. Not you?')).toEqual({
      readable: false,
      reason: PROBLEMS.notUtr('4331123456'),
      format: 'Kotak Bank UPI received',
    });
  });

  test.each([
    ['paise', 'Rs.500.50 credited to a/c XX1234 on 27-11-26 by VPA ramesh@okaxis (UPI Ref No 433112345678)', PROBLEMS.hasPaise('500.50')],
    ['zero', 'Rs.0.00 credited to a/c XX1234 on 27-11-26 by VPA ramesh@okaxis (UPI Ref No 433112345678)', PROBLEMS.zeroAmount],
    ['bad grouping', 'Rs.5,00,0.00 credited to a/c XX1234 on 27-11-26 by VPA ramesh@okaxis (UPI Ref No 433112345678)', PROBLEMS.notAnAmount('5,00,0.00')],
    ['no such date', 'Rs.500.00 credited to a/c XX1234 on 31-02-26 by VPA ramesh@okaxis (UPI Ref No 433112345678)', PROBLEMS.badDate('31-02-26')],
  ])('a credit with a bad amount or date is unreadable, with the reason: %s', (_what, text, reason) => {
    expect(readCreditSms(text)).toEqual({ readable: false, reason, format: 'HDFC Bank UPI credit' });
  });

  test.each([
    ['Rs.1,25,000.00', 125000],
    ['INR 12,50,000', 1250000],
    ['₹1,250.00', 1250],
    ['Rs 125,000.00', 125000],
    ['Rs.500.0', 500],
  ])('reads the amount %s', (amount, rupees) => {
    const text = `${amount} credited to a/c XX1234 on 27-11-26 by VPA ramesh@okaxis (UPI Ref No 433112345678)`;
    expect(parseCreditSms(text)?.amount).toBe(rupees);
  });

  test('any whole amount written with Indian grouping, in any currency style, reads back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_99_99_999 }), fc.constantFrom('Rs.', 'Rs ', 'INR ', '₹'), fc.boolean(), (rupees, currency, paise) => {
        const written = rupees.toLocaleString('en-IN', { minimumFractionDigits: paise ? 2 : 0 });
        const text = `${currency}${written} credited to a/c XX1234 on 27-11-26 by VPA ramesh@okaxis (UPI Ref No 433112345678)`;
        expect(parseCreditSms(text)?.amount).toBe(rupees);
      }),
    );
  });
});
