/**
 * One row per payment-received text we read: the bank's or app's credit SMS (or notification), an example of it, and a
 * pattern whose named groups say where each field stands: `amount` and `utr` always, `date`, `time`, `payerUpi` and
 * `payerName` where the format has them. The pattern meets the text with its runs of spaces and line breaks made one
 * space. A row reads credits only: debit wording is refused before any row is tried (credit-sms.ts).
 */
export type CreditSmsFormat = { name: string; example: string; pattern: RegExp };

const CURRENCY = String.raw`(?:Rs[.:]?|INR|₹)`;
const AMOUNT = String.raw`${CURRENCY} ?(?<amount>\d[\d,]*(?:\.\d+)?)`;
// Masked as XX1234, *XX1234, X3333, ...5494, XXXXXXX5678: only that there is one matters.
const ACCOUNT = String.raw`(?:no\.? )?[Xx*.]*\d+`;
const DATE = String.raw`(?<date>\d{1,2}[-/ ]?[A-Za-z]{3,9}[-/ ,]{0,2}\d{2,4}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|\d{4}-\d{2}-\d{2})`;
const TIME = String.raw`(?<time>\d{1,2}:\d{2}(?::\d{2})?(?: ?[AaPp][Mm])?)`;
// Ends on a letter, so the full stop after "from ramesh@ybl." stays out of it.
const VPA = String.raw`(?<payerUpi>[\w.\-]+@[A-Za-z][\w.\-]*[A-Za-z])`;
const NAME = String.raw`(?<payerName>[A-Za-z][A-Za-z .']*?)`;
// Any run of digits: one that is not 12 long makes the text unreadable with that reason, rather than unmatched.
const UTR = String.raw`(?<utr>\d+)`;

const shape = (source: string) => new RegExp(source, 'i');

/** The credit texts we read, most specific first; the first row that matches reads the text. */
export const CREDIT_SMS_FORMATS: readonly CreditSmsFormat[] = [
  {
    name: 'HDFC Bank UPI credit',
    example: 'Rs.500.00 credited to a/c XX1234 on 27-11-26 by VPA ramesh@okaxis (UPI Ref No 433112345678). -HDFC Bank',
    pattern: shape(String.raw`${AMOUNT} credited to (?:your )?(?:HDFC Bank )?a/c ${ACCOUNT} on ${DATE} by (?:a/c linked to )?VPA ${VPA} \(UPI Ref No\.? ${UTR}\)`),
  },
  {
    name: 'HDFC Bank deposit update',
    example:
      'Update! INR 1,250.00 deposited in HDFC Bank A/c XX1234 on 27-NOV-26 for UPI-RAMESH KUMAR-ramesh@okaxis-UTIB0001234-433198765432-PAYMENT.Avl bal INR 8,450.00. Cheque deposits in A/C are subject to clearing',
    pattern: shape(String.raw`${AMOUNT} deposited in HDFC Bank A/c ${ACCOUNT} on ${DATE} for UPI-${NAME}-${VPA}-[A-Z]{4}0[A-Z0-9]{6}-${UTR}\b`),
  },
  {
    name: 'SBI UPI credit',
    example: 'Dear SBI UPI User, ur A/cX1234 credited by Rs500 on 27Nov26 by (Ref no 433112345679)',
    pattern: shape(String.raw`Dear SBI UPI User,? ur A/c ?${ACCOUNT} credited by ${AMOUNT} on ${DATE} by ?(?:${NAME} ?)?\(Ref no\.? ${UTR}\)`),
  },
  {
    name: 'SBI transfer credit',
    example: 'Dear Customer, Your A/C XXXXX1234 has a credit by Transfer of Rs 1,25,000.00 on 27/11/26 by UPI/CR/433112345680/RAMESH KUMAR. Avl Bal Rs 2,45,000.00-SBI',
    pattern: shape(String.raw`A/C ${ACCOUNT} has a credit by Transfer of ${AMOUNT} on ${DATE} by UPI/CR/${UTR}/${NAME}\.? Avl Bal.*SBI`),
  },
  {
    name: 'ICICI Bank UPI credit',
    example: 'Dear Customer, Acct XX123 is credited with Rs 500.00 on 27-Nov-26 from RAMESH KUMAR. UPI:433112345681-ICICI Bank.',
    pattern: shape(String.raw`Acct ${ACCOUNT} is credited with ${AMOUNT} on ${DATE} from ${NAME}\. UPI: ?${UTR}-ICICI Bank`),
  },
  {
    name: 'ICICI Bank account credit',
    example: 'ICICI Bank Account XX566 credited:Rs. 2,000.00 on 27-Nov-26. Info UPI/433112345682/RAMESH KUMAR. Available Balance is Rs. 28,076.14.',
    pattern: shape(String.raw`ICICI Bank Account ${ACCOUNT} credited: ?${AMOUNT} on ${DATE}\. Info (?:UPI|IMPS)[/*-]${UTR}[/*-]${NAME}\.`),
  },
  {
    name: 'Axis Bank UPI credit',
    example:
      'INR 1,250.00 credited to A/c no. XX4321 on 27-11-26 at 10:15:20 IST. Info- UPI/CR/433198765432/RAMESH KUMAR/UTIB/ramesh@okaxis. Avl Bal- INR 9,870.00 - Axis Bank',
    pattern: shape(String.raw`${AMOUNT} credited to A/c ${ACCOUNT} on ${DATE}(?: at ${TIME} IST)?\.? Info- ?UPI/CR/${UTR}/${NAME}/[A-Z]{4}/${VPA}`),
  },
  {
    name: 'Kotak Bank UPI received',
    example: 'Received Rs.250.00 in your Kotak Bank AC X3333 from ramesh@oksbi on 27-11-26.UPI Ref 433112345683. Not you, https://kotak.com/KBANKT/Fraud',
    pattern: shape(String.raw`Received ${AMOUNT} in your Kotak Bank A/?C ${ACCOUNT} from ${VPA} on ${DATE}\. ?UPI Ref:? ${UTR}`),
  },
  {
    name: 'Bank of Baroda UPI credit',
    example:
      'Rs.500 Credited to A/c ...5494 thru UPI/433112345684 by ramesh@okaxis. Total Bal:Rs.24898.57CR. Avlbl Amt:Rs.24898.57(27-11-2026 10:15:20) - Bank of Baroda',
    pattern: shape(String.raw`${AMOUNT} Credited to A/c ${ACCOUNT} thru UPI/${UTR} by ${VPA}\..*?\(${DATE} ${TIME}\) - Bank of Baroda`),
  },
  {
    name: 'PNB UPI credit',
    example:
      'Ac XX7582 Credited with Rs.4750.00 27-11-2026 08:53:21 thru UPI . Aval Bal Rs.82431.67 CR. (UPI Ref ID:433112345685) Helpline 18001800/18002021-PNB',
    pattern: shape(String.raw`Ac ${ACCOUNT} Credited with ${AMOUNT} ${DATE} ${TIME} thru UPI\b.*?\(UPI Ref ID: ?${UTR}\)`),
  },
  {
    name: 'Canara Bank UPI credit',
    example: 'Your a/c XXX1234 has been credited with Rs.500.00 on 27-11-2026 from a/c linked to VPA ramesh@okaxis (UPI Ref no 433112345686)-Canara Bank',
    pattern: shape(String.raw`a/c ${ACCOUNT} has been credited with ${AMOUNT} on ${DATE} from a/c linked to VPA ${VPA} \(UPI Ref no\.? ${UTR}\)`),
  },
  {
    name: 'Union Bank of India credit',
    example: 'A/c *1234 Credited for Rs:500.00 on 27-11-2026 10:15:20 by Mob Bk ref no 433112345687 Avl Bal Rs:12345.67.Never Share OTP/PIN/CVV-Union Bank of India',
    pattern: shape(String.raw`A/c ${ACCOUNT} Credited for ${AMOUNT} on ${DATE}(?: ${TIME})? by Mob Bk ref no\.? ${UTR}`),
  },
  {
    name: 'IDFC FIRST Bank credit',
    example: 'Your A/C XXXXXXX5678 is credited by INR 500.00 on 27/11/26 10:15 from ramesh@okaxis. UPI Ref 433112345688. New Bal :INR 10,000.00 - IDFC FIRST Bank',
    // IDFC FIRST also sends this without any reference: such a text is read as this format, and unreadable for want of a UTR.
    pattern: shape(String.raw`Your A/C ${ACCOUNT} is credited by ${AMOUNT} on ${DATE}(?: ${TIME})?(?: from ${VPA})?\.?(?: UPI Ref(?: No)?\.?:? ${UTR})?`),
  },
  {
    name: 'Yes Bank UPI credit',
    example: 'Your A/c XXXXXXXX1234 has been credited with INR 500.00 on 27-11-2026 via UPI Ref No 433112345689 from ramesh@okaxis. Avl Bal INR 12,345.00 -YES BANK',
    pattern: shape(String.raw`A/c ${ACCOUNT} has been credited with ${AMOUNT} on ${DATE} via UPI Ref No\.? ${UTR}(?: from ${VPA})?`),
  },
  {
    name: 'IndusInd Bank UPI credit',
    example: 'A/C *XX1234 credited by Rs 25000.00 from ramesh@ybl. RRN:433112345690. Avl Bal:105502.12. Not you? Call 18602677777 - IndusInd bank.',
    pattern: shape(String.raw`A/C ${ACCOUNT} credited by ${AMOUNT} from ${VPA}\. RRN: ?${UTR}`),
  },
  {
    name: 'Paytm Payments Bank received',
    example: 'Received Rs.500.00 in your Paytm Payments Bank a/c from RAMESH KUMAR (ramesh@okaxis) on 27-Nov-26. UPI Ref No: 433112345691',
    pattern: shape(String.raw`Received ${AMOUNT} in your Paytm Payments Bank a/c(?: ${ACCOUNT})? from ${NAME} \(${VPA}\) on ${DATE}\.? UPI Ref(?: No)?:? ${UTR}`),
  },
  {
    name: 'Paytm for Business received',
    example: 'Paytm for Business: Received Rs.500 from RAMESH KUMAR on 27 Nov 2026, 10:15 AM. UPI Ref No: 433112345692',
    pattern: shape(String.raw`Paytm for Business:? Received ${AMOUNT} from ${NAME} on ${DATE},? ${TIME}\.? UPI Ref(?: No)?:? ${UTR}`),
  },
  {
    name: 'PhonePe Business received',
    example: 'Payment of ₹500 received from Ramesh Kumar. UTR 433112345693. Check the PhonePe Business app for details.',
    pattern: shape(String.raw`Payment of ${AMOUNT} received from ${NAME}\. UTR:? ${UTR}\b.*PhonePe Business`),
  },
  {
    name: 'Google Pay for Business received',
    example: 'Ramesh Kumar paid you ₹500.00 on Google Pay for Business. UPI transaction ID: 433112345694',
    pattern: shape(String.raw`^${NAME} paid you ${AMOUNT}(?: on Google Pay(?: for Business)?)?\.? UPI (?:transaction ID|Ref(?: No)?):? ${UTR}`),
  },
  {
    name: 'BharatPe received',
    example: 'You have received Rs.500 from RAMESH KUMAR via BharatPe on 27-11-2026. UTR: 433112345695',
    pattern: shape(String.raw`received ${AMOUNT} from ${NAME} (?:via|on) BharatPe(?: on ${DATE})?\.? UTR:? ${UTR}`),
  },
];
