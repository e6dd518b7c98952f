import QRCode from 'qrcode';
import type { Database } from '../db/database';
import type { PasswordHasher } from '../platform/passwords';
import { insertUser } from '../features/accounts/accounts.repository';
import { setSetting } from '../features/content/settings';
import { credit } from '../features/wallet/ledger';
import { seedDemoMarkets } from './seed-markets';

/** The demo operator's UPI id, which the demo QR pays. */
export const DEMO_UPI_ID = 'matkabazar@upi';

/** What a UPI app reads from a QR that pays `upiId` (the NPCI deep link: payee address, name, currency). */
export const upiPayLink = (upiId: string, name: string): string => `upi://pay?pa=${upiId}&pn=${encodeURIComponent(name)}&cu=INR`;

/**
 * A real, scannable QR of the demo UPI id, drawn here on the server as a PNG data URL (about 1 KB): the QR Payment
 * screen shows it as an image, so the QR library never travels to a phone.
 */
export const demoUpiQr = (): Promise<string> =>
  QRCode.toDataURL(upiPayLink(DEMO_UPI_ID, 'Matka Bazar'), { errorCorrectionLevel: 'M', margin: 4, width: 264 });

/** The demo player printed in the README. */
export const DEMO_PLAYER = { name: 'Demo Player', mobile: '9876543210', password: 'demo1234', points: 5000 } as const;

/**
 * Fills an empty database (no players yet) with what a first look at the app needs: contact numbers, rules,
 * how-to-play, a UPI id and QR, headlines, a demo player with betting on and some points, markets with rates and
 * four weeks of past results. Does nothing twice.
 */
export async function seedDemoData(db: Database, passwords: PasswordHasher, now: Date): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if ((row?.n ?? 0) > 0) return false;
  await setSetting(db, 'contacts', { mobile_1: '9123456780', mobile_no: '9123456780', telegram_no: '9123456781', app_link: '' });
  await setSetting(db, 'withdraw', { min_withdrawal: 500, open_time: '09:00 AM', close_time: '09:00 PM' });
  await setSetting(db, 'deposit', { min_deposit: 100 });
  await setSetting(db, 'rules', {
    withdrawal_rule:
      'Withdrawals are processed between 09:00 AM and 09:00 PM.\nMinimum withdrawal is 500 points.\nPoints are paid to your saved UPI number.',
    deposit_rule: 'Minimum deposit is 100 points.\nPay by any UPI app, then your request is approved within minutes.',
  });
  await setSetting(db, 'how_to_play', {
    content:
      'Register with your mobile number.\nAdd points to your wallet.\nChoose a running market and a game type.\nEnter your number and points, then submit.\nWinnings are added to your wallet when the result is declared.',
    video_link: 'https://www.youtube.com/results?search_query=how+to+play+matka',
  });
  await setSetting(db, 'payment', {
    upi_id: DEMO_UPI_ID,
    qr_image: await demoUpiQr(),
    google_upi_payment_id: 'matkabazar@okaxis',
    phonepay_upi_payment_id: 'matkabazar@ybl',
    paytm_upi_payment_id: 'matkabazar@paytm',
  });
  await setSetting(db, 'headlines', [
    { id: 1, status: true, notes: 'Welcome to Matka Bazar: fast deposits and withdrawals, results every day.' },
    { id: 2, status: true, notes: 'Deposits are credited as soon as they are approved.' },
  ]);
  const id = await insertUser(db, {
    name: DEMO_PLAYER.name,
    mobile: DEMO_PLAYER.mobile,
    passwordHash: await passwords.hash(DEMO_PLAYER.password),
  });
  if (id !== null) await db.transaction((tx) => credit(tx, id, DEMO_PLAYER.points, 'operator_credit', 'Welcome points'));
  await db.transaction((tx) => seedDemoMarkets(tx, now));
  return true;
}
