import { DEV_APP_KEY } from '@matka/shared-kernel/app-key';
import type { Page } from 'playwright-core';
import { checkScreen, DEMO, openPhonePage, PHONE_VIEWPORT, signIn } from '../support/browser';
import { newConsoleOperator, openSection, sidewaysOverflow } from '../support/console';
import { appAndBrowser } from '../support/app-and-browser';

// Automatic deposits in the console, on a cashier's phone: a payment whose amount differs from its request waits in
// To review with both amounts, and the cashier credits what was paid.
const { server, browser } = appAndBrowser();
const UTR = '433112345678';
let player: Page;
let cashier: Page;
let feedToken = '';
const errors: string[] = [];

beforeAll(async () => {
  ({ page: player } = await openPhonePage(browser));
  await signIn(player, server.url);
  const made = (await server.operator('feed-token', 'create', '--name', 'shop phone')) as { feed_token: { token: string } };
  feedToken = made.feed_token.token;
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  cashier = await context.newPage();
  cashier.on('pageerror', (error) => errors.push(error.message));
  await newConsoleOperator(cashier, server, 'cash-pay', 'cashier');
});

afterAll(async () => {
  expect(errors).toEqual([]);
  await cashier?.context().close();
});

/** The player's balance, as an owner reads it. */
async function balance(): Promise<number> {
  const response = await fetch(`${server.url}/operator/users/${DEMO.mobile}`, { headers: { authorization: `Bearer ${server.app.operatorToken}` } });
  return ((await response.json()) as { player: { balance: number } }).player.balance;
}

test('a payment of another amount than its request waits under To review with both amounts, and the cashier credits what was paid', async () => {
  const before = await balance();
  // The player files a QR deposit of 5,000 with the UTR, as the QR screen sends it…
  const filed = await player.evaluate(
    async ({ utr, appKey }) => {
      const body = { env_type: 'Prod', app_key: appKey, request_amount: 5000, payment_method: 'qr', utr, idempotency_key: `console-payments-${utr}` };
      const response = await fetch('/api/api-fund-request-add', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return response.json();
    },
    { utr: UTR, appKey: DEV_APP_KEY },
  );
  expect(filed).toMatchObject({ status: true });
  // …and the shop phone's forwarder posts the payment: 500 paid.
  const posted = await fetch(`${server.url}/operator/payments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${feedToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ utr: UTR, amount: 500, payer_upi: 'demo@ybl', payer_name: 'DEMO PLAYER' }),
  });
  expect(((await posted.json()) as { payment: { status: string } }).payment.status).toBe('review');

  await openSection(cashier, 'Payments');
  await cashier.getByRole('tab', { name: /^To review/ }).click();
  const row = cashier.getByRole('list', { name: 'To review' }).getByRole('listitem').filter({ hasText: `UTR ${UTR}` });
  await row.filter({ hasText: 'amounts differ: paid 500, the request asks 5,000' }).waitFor();
  await row.filter({ hasText: `${DEMO.mobile} · asks ₹5,000` }).waitFor();
  const credit = row.getByRole('button', { name: `Credit ₹500 (UTR ${UTR})` });
  // The page does not scroll sideways at 390 px, and the decision is on screen, not cut off to the right.
  await expect(sidewaysOverflow(cashier)).resolves.toBe(0);
  const box = await credit.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE_VIEWPORT.width).toBe(true);
  await checkScreen(cashier, 'console-payments-phone-review');

  await credit.click();
  const confirm = cashier.getByRole('form', { name: /^Confirm: Credit ₹500 to deposit #\d+$/ });
  await confirm.filter({ hasText: '₹5,000' }).filter({ hasText: UTR }).filter({ hasText: DEMO.mobile }).waitFor();
  await confirm.getByRole('button', { name: /^Confirm: Credit ₹500/ }).click();
  await cashier.getByRole('status').filter({ hasText: /credited with ₹500 paid$/ }).waitFor();
  // The payment has left To review for Matched, and the player has the 500 paid: once.
  await cashier.getByRole('tab', { name: 'Matched' }).click();
  await cashier.getByRole('list', { name: 'Matched' }).getByRole('listitem').filter({ hasText: `UTR ${UTR}` }).filter({ hasText: 'matched' }).waitFor();
  await expect(balance()).resolves.toBe(before + 500);
  await expect(sidewaysOverflow(cashier)).resolves.toBe(0);
});
