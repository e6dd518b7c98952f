import type { Page } from 'playwright-core';
import { ServerClock } from '../support/app-server';
import { checkScreen, DEMO, openPhonePage, signIn, typeOtp, waitForHeaderWallet } from '../support/browser';
import { appAndBrowser } from '../support/app-and-browser';
import { WALLET_MESSAGES } from '../../api/src/features/wallet/messages';

// The server's clock starts at 12:00 IST today: inside the demo's withdraw window (09:00 AM to 09:00 PM).
const clock = new ServerClock('12:00');
const { server, browser } = appAndBrowser({ clock });
const FRIEND = { name: 'Ravi Kumar', mobile: '9000000021', password: 'ravi-pass-1' };
const GPAY = '9111111111';
let page: Page;
let errors: string[];

/** A screenshot to keep, and no serious or critical accessibility problem on the screen. */
const check = (name: string) => checkScreen(page, name);

/** The header wallet shows `points` (the shell's 5 s poll brings an operator's change: one poll and a margin). */
async function headerShows(points: number): Promise<void> {
  await waitForHeaderWallet(page, points, 12_000);
}

async function open(path: string, heading: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

async function balanceOf(mobile: string): Promise<number> {
  const { users } = (await server.operator('user', 'list')) as { users: Array<{ mobile: string; balance: number }> };
  return users.find((user) => user.mobile === mobile)?.balance ?? Number.NaN;
}

describe('a player puts points in, takes them out and transfers them', () => {
  beforeAll(async () => {
    // The friend registers with the OTP texted to them, as any player does.
    const friend = await openPhonePage(browser);
    await friend.page.goto(`${server.url}/r`);
    await friend.page.getByLabel('Username').fill(FRIEND.name);
    await friend.page.getByLabel('Phone Number').fill(FRIEND.mobile);
    await friend.page.getByLabel('Password', { exact: true }).fill(FRIEND.password);
    await friend.page.getByRole('button', { name: 'Register' }).click();
    await friend.page.waitForURL('**/otpregister');
    for (const [index, digit] of [...server.lastCode(FRIEND.mobile)].entries()) await friend.page.getByLabel(`OTP digit ${index + 1}`).fill(digit);
    await friend.page.getByRole('button', { name: 'Verify Code' }).click();
    await friend.page.waitForURL('**/imp');
    await friend.page.context().close();

    ({ page, errors } = await openPhonePage(browser));
    // The UPI app cannot open here: record the intent link instead of leaving for it.
    await page.addInitScript(`
      window.__opened = [];
      window.open = (url) => { window.__opened.push(String(url)); return null; };
    `);
    await signIn(page, server.url);
    await headerShows(5000);
  });

  afterAll(async () => {
    expect(errors).toEqual([]);
    await page?.context().close();
  });

  test('the header wallet opens the wallet; a GPay number is added with the OTP texted to the player', async () => {
    await page.getByTestId('header-wallet').click();
    await page.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
    await page.getByTestId('wallet-balance').filter({ hasText: '5,000 pts' }).waitFor();
    await check('wallet-wallet');
    await page.getByRole('button', { name: /Withdraw Methods/ }).click();
    await page.getByText('No payment methods available').waitFor();
    await check('wallet-withdraw-methods');
    await page.getByRole('button', { name: 'Add UPI Number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add UPI Number' });
    await dialog.getByRole('radio', { name: 'GPay' }).check();
    await dialog.getByLabel('Phone Number').fill(GPAY);
    await check('wallet-add-upi-modal');
    await dialog.getByRole('button', { name: 'Send OTP' }).click();

    await page.waitForURL('**/otpwithdraw');
    await page.getByText('Secure Transaction').waitFor();
    await page.getByText(`Enter the code sent to +91 ${DEMO.mobile} to save GPay number ${GPAY}.`).waitFor();
    await check('wallet-verify-upi');
    await typeOtp(page, server.lastCode(DEMO.mobile));
    await page.getByRole('button', { name: 'Verify UPI' }).click();
    await page.waitForURL('**/imp7');
    await page.getByRole('status').filter({ hasText: 'UPI Number Added Successfully!' }).waitFor();
    await page.getByRole('button', { name: /Withdraw Methods/ }).click();
    await page.getByRole('definition').filter({ hasText: GPAY }).waitFor();
  });

  test('a deposit of 777 no payment matched asks for its UTR, which goes on the same request, pending until the operator approves it; then the header and the wallet show +777', async () => {
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Funds' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add Funds' }).waitFor();
    await check('wallet-add-funds');
    await page.getByRole('link', { name: 'Via UPI Apps' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pay via UPI' }).waitFor();
    await page.getByText('Minimum amount to add is 100').waitFor();
    await page.getByLabel('Amount (INR)').fill('777');
    await page.getByRole('radio', { name: 'PhonePe' }).check();
    await check('wallet-pay-via-upi');
    const filed = page.waitForRequest((request) => request.url().endsWith('/api/api-fund-request-add'));
    await page.getByRole('button', { name: 'Add Money' }).click();
    const opened = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(/^upi:\/\/pay\?pa=matkabazar%40ybl&pn=Demo%20Player&am=777\.00&cu=INR&tn=Add%20Funds&tr=txn\d{13}$/);
    expect((await filed).postDataJSON()).toMatchObject({ request_amount: 777, payment_method: 'phonepe' });

    // No payment of 777 from the player's own UPI numbers has arrived: the server asks for the UTR (automatic deposits).
    await page.getByRole('alert').filter({ hasText: WALLET_MESSAGES.depositNeedsUtr }).waitFor();
    await page.getByLabel('UTR reference (12 digits)').waitFor();
    await check('wallet-pay-via-upi-utr');
    // The UTR goes on that same request: Deposit History next, one request of 777 with the UTR.
    await page.getByLabel('UTR reference (12 digits)').fill('4331 9999 0777');
    await page.getByRole('button', { name: 'Submit UTR' }).click();
    await page.getByRole('heading', { level: 1, name: 'Deposit History' }).waitFor();
    const card = page.getByRole('listitem').filter({ hasText: '777 pts' });
    await card.filter({ hasText: 'Pending' }).filter({ hasText: 'Waiting for the payment' }).waitFor();
    await check('wallet-deposit-history-pending');
    await headerShows(5000);

    const { deposits } = (await server.operator('deposit', 'list', '--status', 'pending')) as { deposits: Array<{ id: number; mobile: string; amount: number; utr: string }> };
    const mine = deposits.filter((deposit) => deposit.mobile === DEMO.mobile);
    expect(mine.map((deposit) => [deposit.amount, deposit.utr])).toEqual([[777, '433199990777']]);
    await server.operator('deposit', 'approve', '--id', String(mine[0]?.id));
    await headerShows(5777);
    await card.filter({ hasText: 'Approved' }).waitFor({ timeout: 12_000 });
    await check('wallet-deposit-history-approved');
    await open('/imp7', 'Wallet');
    await page.getByTestId('wallet-balance').filter({ hasText: '5,777 pts' }).waitFor();
  });

  test('a withdraw of 600 takes 600 at once and is Pending; the operator cancels it and the 600 come back', async () => {
    await open('/withdraw', 'Withdraw Funds');
    await page.getByText('Withdraw time: 09:00 AM to 09:00 PM').waitFor();
    await page.getByLabel('Amount').fill('600');
    await page.getByRole('radio', { name: `GPay (${GPAY})` }).check();
    await check('wallet-withdraw');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByRole('alert').or(page.getByText('Withdraw request sent successfully')).first().waitFor();
    expect(await page.getByRole('alert').allTextContents()).toEqual([]);
    await page.waitForURL('**/imp');
    await headerShows(5177);

    await open('/withdrawhistory', 'Withdraw History');
    const request = page.getByRole('listitem').filter({ hasText: 'Amount: 600 pts' });
    await request.filter({ hasText: 'Status: Pending' }).waitFor();
    await check('wallet-withdraw-history-pending');
    const { withdrawals } = (await server.operator('withdraw', 'list', '--status', '0')) as { withdrawals: Array<{ id: number; mobile: string }> };
    const mine = withdrawals.filter((withdrawal) => withdrawal.mobile === DEMO.mobile);
    expect(mine).toHaveLength(1);
    await server.operator('withdraw', 'cancel', '--id', String(mine[0]?.id), '--reason', 'Player asked to cancel');
    await request.filter({ hasText: 'Status: Cancelled' }).waitFor({ timeout: 12_000 });
    await headerShows(5777);
    await check('wallet-withdraw-history-cancelled');
  });

  test('150 points go to the friend after the confirm modal; both balances are right and the ledger is clean', async () => {
    await open('/transfer', 'Transfer Points');
    await page.getByLabel('Phone Number').fill(FRIEND.mobile);
    await page.getByRole('textbox', { name: 'Points', exact: true }).fill('150');
    await check('wallet-transfer');
    await page.getByRole('button', { name: 'Transfer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Transfer' });
    await dialog.getByText(`Send 150 pts to ${FRIEND.name} (+91 ${FRIEND.mobile})?`).waitFor();
    await check('wallet-transfer-confirm');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Points transferred successfully').waitFor();
    await headerShows(5627);
    expect([await balanceOf(DEMO.mobile), await balanceOf(FRIEND.mobile)]).toEqual([5627, 150]);
    expect(await server.operator('ledger', 'check')).toMatchObject({ mismatches: [] });
  });

  test('the other wallet screens, each looked at', async () => {
    for (const [path, heading, name] of [
      ['/wallet', 'Wallet', 'wallet-wallet-alias'],
      ['/addfund', 'Add Funds', 'wallet-add-fund-alias'],
      ['/qrpay', 'QR Payment', 'wallet-qr-pay'],
      ['/withdrawrule', 'Withdraw Rules', 'wallet-withdraw-rules'],
      ['/depositrule', 'Deposit Rules', 'wallet-deposit-rules'],
      ['/mymodel', 'Add UPI Number', 'wallet-my-model'],
      ['/transfermodel', 'Transfer Points', 'wallet-transfer-model'],
    ] as const) {
      await open(path, heading);
      if (path === '/qrpay') await page.getByRole('button', { name: 'Copy UPI ID' }).waitFor();
      if (path.endsWith('rule')) await page.getByRole('listitem').first().waitFor();
      await check(name);
    }
    await page.goto(`${server.url}/otpwithdraw`);
    await page.getByRole('alert').filter({ hasText: 'Invalid navigation. Please start over.' }).waitFor();
    await check('wallet-verify-upi-without-state');
  });
});
