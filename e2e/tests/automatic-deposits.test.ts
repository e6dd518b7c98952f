import type { Page } from 'playwright-core';
import { formatPoints } from '@matka/shared-kernel/domain';
import { ServerClock } from '../support/app-server';
import { checkScreen, openPhonePage, signIn, waitForHeaderWallet } from '../support/browser';
import { appAndBrowser } from '../support/app-and-browser';

// Issue 39: a deposit credits itself. The player files a QR deposit with its UTR; the shop's payment feed posts that
// payment; the wallet rises and Deposit History says "Approved automatically", with no cashier in between.
const clock = new ServerClock('12:00');
const { server, browser } = appAndBrowser({ clock });
let page: Page;
let errors: string[];
let feedToken = '';

/** The shop phone's forwarder posts a payment received (its set-up: docs/operations.md § Automatic deposits). */
async function feedPosts(payment: { utr: string; amount: number }): Promise<void> {
  const response = await fetch(`${server.url}/operator/payments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${feedToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...payment, payer_upi: 'demo@okaxis', payer_name: 'DEMO PLAYER' }),
  });
  expect(response.status).toBe(200);
}

/** Files a QR deposit of `amount` with its UTR, as the player does after paying. */
async function fileQrDeposit(amount: number, utr: string): Promise<void> {
  await page.goto(`${server.url}/qrpay`);
  await page.getByRole('heading', { level: 1, name: 'QR Payment' }).waitFor();
  await page.getByText('Enter the exact amount you paid and the 12-digit UTR your payment app shows.').waitFor();
  await page.getByText('Your deposit is approved automatically once the payment arrives.').waitFor();
  await page.getByLabel('Amount Paid (INR)').fill(String(amount));
  await page.getByLabel('UTR reference (optional)').fill(utr);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await page.waitForURL('**/addfundhistory');
}

describe('a deposit credits itself when its payment arrives', () => {
  beforeAll(async () => {
    const created = (await server.operator('feed-token', 'create', '--name', 'shop phone')) as { feed_token: { token: string } };
    feedToken = created.feed_token.token;
    ({ page, errors } = await openPhonePage(browser));
    await signIn(page, server.url);
    await waitForHeaderWallet(page, 5000);
  });

  afterAll(async () => {
    expect(errors).toEqual([]);
    await page?.context().close();
  });

  test('filed first: it waits for the payment; the feed posts it and the wallet rises, "Approved automatically"', async () => {
    await fileQrDeposit(1500, '433112345678');
    const card = page.getByRole('listitem').filter({ hasText: formatPoints(1500) });
    await card.filter({ hasText: 'Waiting for the payment: approved automatically when it arrives.' }).waitFor();
    await checkScreen(page, 'automatic-deposit-waiting');
    await waitForHeaderWallet(page, 5000);

    await feedPosts({ utr: '433112345678', amount: 1500 });
    // The shell's 5 s poll and Deposit History's bring it: one poll and a margin.
    await waitForHeaderWallet(page, 6500, 12_000);
    await card.filter({ hasText: /Approved automatically: \d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M/ }).waitFor({ timeout: 12_000 });
    expect(await card.textContent()).not.toContain('Waiting for the payment');
    await checkScreen(page, 'automatic-deposit-approved');
  });

  test('paid first: the request is credited as it is filed, and the player reads it at once', async () => {
    await feedPosts({ utr: '433112345679', amount: 700 });
    await fileQrDeposit(700, '433112345679');
    await page.getByText('Payment received: the points are in your wallet.').waitFor();
    await waitForHeaderWallet(page, 7200, 2_000);
    await page.getByRole('listitem').filter({ hasText: formatPoints(700) }).filter({ hasText: 'Approved automatically' }).waitFor();
    expect(await server.operator('ledger', 'check')).toMatchObject({ mismatches: [] });
  });
});
