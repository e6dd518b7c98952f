import { DEV_APP_KEY } from '@matka/shared-kernel/app-key';
import type { Page } from 'playwright-core';
import { formatPoints } from '@matka/shared-kernel/domain';
import { ServerClock } from '../support/app-server';
import { DEMO, SLOW_PHONE_NETWORK, emulateNetwork, headerWallet, openPhonePage, saveScreenshot, signedInState, type StorageState } from '../support/browser';
import { addMainMarket, appAndBrowser } from '../support/app-and-browser';

// Issue #28: the player on a real Indian phone network (1.5 s latency, 40 KB/s, through Chrome DevTools Protocol).
// The server's clock starts at 11:00 IST today, so the market added below takes Open bids until 11:30.
const clock = new ServerClock('11:00');
const { server, browser } = appAndBrowser({ clock });
let marketId: number;
let player: StorageState;

beforeAll(async () => {
  marketId = await addMainMarket(server, 'SLOW MARKET');
  player = await signedInState(browser, server.url);
});

/** Whether React has taken the page over (hydrateRoot marks its container). */
const hydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));

/** A phone page on the slow network that records every address it asked for and every page it showed. */
async function slowPage(): Promise<{ page: Page; errors: string[]; requested: string[]; shown: string[] }> {
  const { page, errors } = await openPhonePage(browser);
  await emulateNetwork(page, SLOW_PHONE_NETWORK);
  const requested: string[] = [];
  const shown: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) shown.push(frame.url());
  });
  return { page, errors, requested, shown };
}

describe('a tap before the app has arrived', () => {
  test('Login signs in: the submit is held, says "Submitting...", and goes once the screen is hydrated; no password in any address', async () => {
    const { page, errors, requested, shown } = await slowPage();
    await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
    await page.getByLabel('Phone Number').fill(DEMO.mobile);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    expect(await hydrated(page)).toBe(false);
    await page.getByRole('button', { name: 'Login' }).click();
    // Held: the page did not go anywhere, and the button says what is happening.
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-holding'))).toBe(true);
    expect(await page.getByRole('button', { name: 'Login' }).evaluate((button) => getComputedStyle(button, '::after').content)).toBe('"Submitting..."');
    await saveScreenshot(page, 'slow-login-held');
    await page.waitForURL('**/imp', { timeout: 90_000 });
    await page.getByTestId('header-wallet').waitFor({ timeout: 60_000 });
    expect(shown.filter((url) => url.includes('?'))).toEqual([]);
    expect(requested.filter((url) => url.includes(DEMO.password) || url.includes(DEMO.mobile))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a refused Login keeps both fields, with the server\'s message', async () => {
    const { page, errors, shown } = await slowPage();
    await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
    await page.getByLabel('Phone Number').fill(DEMO.mobile);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    expect(await hydrated(page)).toBe(false);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Mobile number or password is incorrect').waitFor({ timeout: 90_000 });
    expect(await page.getByLabel('Phone Number').inputValue()).toBe(DEMO.mobile);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('not-the-password');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login');
    expect(shown.filter((url) => url.includes('?'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('Register goes on to the code screen with what was typed', async () => {
    const { page, errors, requested } = await slowPage();
    await page.goto(`${server.url}/r`, { waitUntil: 'commit' });
    await page.getByLabel('Username').fill('Slow Sunil');
    await page.getByLabel('Phone Number').fill('9812300001');
    await page.getByLabel('Password', { exact: true }).fill('sunil1234');
    expect(await hydrated(page)).toBe(false);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Enter the code sent to +91 9812300001').waitFor({ timeout: 90_000 });
    expect(requested.filter((url) => url.includes('sunil1234'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('Forgot password goes on to the code screen', async () => {
    const { page, errors } = await slowPage();
    await page.goto(`${server.url}/forgotpass`, { waitUntil: 'commit' });
    await page.getByLabel('Phone Number').fill(DEMO.mobile);
    expect(await hydrated(page)).toBe(false);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await page.waitForURL('**/otpforgotpass', { timeout: 90_000 });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('no connection', () => {
  test('said plainly: "No connection — retrying", the last known wallet marked stale, the footer kept; back online clears it', async () => {
    const { page, errors } = await openPhonePage(browser, player);
    await page.goto(`${server.url}/imp`);
    await page.getByRole('region', { name: 'Markets' }).getByRole('button').first().waitFor();
    const balance = await headerWallet(page);
    await emulateNetwork(page, SLOW_PHONE_NETWORK);

    await page.context().setOffline(true);
    await page.getByText('No connection — retrying').waitFor();
    const wallet = page.getByTestId('header-wallet');
    expect([await headerWallet(page), await wallet.getAttribute('data-stale'), await wallet.getAttribute('aria-label')]).toEqual([
      balance,
      'true',
      `Wallet ${formatPoints(balance)}, last known`,
    ]);
    await page.getByRole('navigation', { name: 'Footer' }).waitFor();
    expect(await page.getByText('This section is unavailable right now').count()).toBe(0);
    await saveScreenshot(page, 'slow-offline-bar');

    // Back: the next try (at once, the browser says it is online) clears the bar; the wallet is the server's again.
    await page.context().setOffline(false);
    await emulateNetwork(page, SLOW_PHONE_NETWORK);
    await page.getByText('No connection — retrying').waitFor({ state: 'detached', timeout: 60_000 });
    await page.locator('[data-testid="header-wallet"][data-stale="false"]').waitFor({ timeout: 60_000 });
    expect(await headerWallet(page)).toBe(balance);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** A signed-in phone on the slow network, on Home. */
async function slowPlayer(): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPhonePage(browser, player);
  await emulateNetwork(page, SLOW_PHONE_NETWORK);
  await page.goto(`${server.url}/imp`);
  await page.getByTestId(`market-${marketId}`).waitFor({ timeout: 60_000 });
  return { page, errors };
}

/** Home → the market → Single Digit. */
async function openSingleDigit(page: Page): Promise<void> {
  await page.getByTestId(`market-${marketId}`).click();
  await page.getByRole('button', { name: 'Single Digit', exact: true }).click({ timeout: 60_000 });
  await page.getByRole('heading', { name: 'SLOW MARKET — Single Digit' }).waitFor({ timeout: 60_000 });
}

async function addBid(page: Page, number: string, points: string): Promise<void> {
  await page.locator('form input:not([type=radio])').first().fill(number);
  await page.getByRole('textbox', { name: 'Points' }).fill(points);
  await page.getByRole('button', { name: 'Proceed' }).click();
}

/** The error toast with `text` is up, and lies wholly below the header (its wallet stays in view). */
async function toastBelowHeader(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await toast.waitFor();
  const [toastBox, headerBox] = await Promise.all([toast.boundingBox(), page.locator('header').boundingBox()]);
  expect(toastBox && headerBox && toastBox.y >= headerBox.y + headerBox.height).toBe(true);
}

describe('contact numbers', () => {
  test('a slow reload of Home never shows a made-up number as a link: nothing to tap until the real numbers arrive', async () => {
    const { page, errors } = await openPhonePage(browser, player);
    // Watches every change of the page from its first byte for the placeholder number, as text or as a link.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { placeholderSeen: string[] }).placeholderSeen = seen;
      const check = () => {
        const html = document.documentElement.outerHTML;
        if (html.includes('9999999999')) seen.push(html.slice(Math.max(0, html.indexOf('9999999999') - 120), html.indexOf('9999999999') + 20));
      };
      new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await emulateNetwork(page, SLOW_PHONE_NETWORK);
    await page.goto(`${server.url}/imp`);
    await page.getByTestId(`market-${marketId}`).waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: /^Call \d{10}$/ }).waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { placeholderSeen: string[] }).placeholderSeen)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('money rules on every screen', () => {
  test('"10.5", "600.75" and "1,000" are refused as typed: "Enter whole points only" on bid, withdraw, transfer and add funds', async () => {
    const { page, errors } = await slowPlayer();
    await openSingleDigit(page);
    await addBid(page, '5', '10.5');
    await toastBelowHeader(page, 'Enter whole points only');
    expect(await page.getByRole('textbox', { name: 'Points' }).inputValue()).toBe('10.5');
    expect(await page.getByRole('table', { name: 'Bids added' }).count()).toBe(0);
    await saveScreenshot(page, 'slow-bid-whole-points');

    await page.goto(`${server.url}/withdraw`);
    await page.getByLabel('Amount').fill('600.75');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await toastBelowHeader(page, 'Enter whole points only');
    expect(await page.getByLabel('Amount').inputValue()).toBe('600.75');

    await page.goto(`${server.url}/transfer`);
    await page.getByLabel('Phone Number').fill('9123456789');
    await page.getByRole('textbox', { name: 'Points', exact: true }).fill('1,000');
    await page.getByRole('button', { name: 'Transfer' }).click();
    await toastBelowHeader(page, 'Enter whole points only');

    await page.goto(`${server.url}/payviaupi`);
    await page.getByLabel('Amount (INR)').fill('1,000');
    await page.getByRole('radio', { name: 'Google Pay' }).check({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Add Money' }).click();
    await toastBelowHeader(page, 'Enter whole points only');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('unsent bids', () => {
  test('leaving a list by the footer, the back button or the browser\'s back asks "Discard 3 bids?"; the header wallet stays the server\'s', async () => {
    const { page, errors } = await slowPlayer();
    const balance = await headerWallet(page);
    await openSingleDigit(page);
    await addBid(page, '1', '10');
    await addBid(page, '2', '20');
    await addBid(page, '3', '30');
    expect(await page.getByTestId('screen-wallet').textContent()).toBe(`Wallet: ${formatPoints(balance - 60)}`);
    expect(await headerWallet(page)).toBe(balance);
    const bidScreen = page.url();
    const ask = page.getByRole('dialog', { name: 'Discard 3 bids?' });

    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Funds' }).click();
    await ask.waitFor();
    await saveScreenshot(page, 'slow-discard-bids');
    await ask.getByRole('button', { name: 'Stay' }).click();

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Stay' }).click();

    await page.evaluate(() => window.history.back());
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Stay' }).click();
    expect(page.url()).toBe(bidScreen);
    expect(await page.getByRole('table', { name: 'Bids added' }).getByRole('button').count()).toBe(3);
    expect(await headerWallet(page)).toBe(balance);

    // Discard: the browser's back goes where it was going.
    await page.evaluate(() => window.history.back());
    await ask.getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL((url) => url.href !== bidScreen);
    await page.getByRole('heading', { name: 'SLOW MARKET' }).waitFor({ timeout: 60_000 });
    expect(await headerWallet(page)).toBe(balance);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a session that closed while the screen was open: the dialog closes, every row stays and says why, nothing is placed', async () => {
    clock.at('11:28');
    const { page, errors } = await slowPlayer();
    const balance = await headerWallet(page);
    await openSingleDigit(page);
    await addBid(page, '5', '10');
    await page.getByRole('radio', { name: 'Close' }).check();
    await addBid(page, '6', '20');
    // The open session closes at 11:30 on the server, while the list waits.
    clock.at('11:31');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByRole('alert').filter({ hasText: 'Bidding is closed for Single Digit' }).waitFor({ timeout: 60_000 });
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const table = page.getByRole('table', { name: 'Bids added' });
    // One confirm is one placement: the Close bid that could go is not placed alone.
    await expect(table.getByText('Refused: Bidding is closed for Single Digit').count()).resolves.toBe(2);
    expect(await table.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual(['Delete 5 Open', 'Delete 6 Close']);
    expect(await headerWallet(page)).toBe(balance);
    await saveScreenshot(page, 'slow-bids-refused');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a market switched off while the player is on it: "This market is closed now", then Home', async () => {
    clock.at('11:00');
    const { page, errors } = await slowPlayer();
    await openSingleDigit(page);
    await addBid(page, '7', '10');
    await server.operator('market', 'disable', '--id', String(marketId));
    try {
      await page.getByRole('alert').filter({ hasText: 'This market is closed now' }).waitFor({ timeout: 60_000 });
      await saveScreenshot(page, 'slow-market-closed-now');
      await page.waitForURL('**/imp', { timeout: 60_000 });
    } finally {
      await server.operator('market', 'enable', '--id', String(marketId));
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('betting switched off', () => {
  test('the transfer screen says so, and the server refuses a transfer sent anyway', async () => {
    await server.operator('user', 'betting', '--mobile', DEMO.mobile, '--off');
    try {
      const { page, errors } = await openPhonePage(browser, player);
      await emulateNetwork(page, SLOW_PHONE_NETWORK);
      await page.goto(`${server.url}/transfer`);
      await page.getByRole('alert').filter({ hasText: 'Betting is not enabled for your account' }).waitFor({ timeout: 60_000 });
      expect(await page.getByRole('textbox', { name: 'Points', exact: true }).count()).toBe(0);
      // The page runs this function on its own: the app key goes in as an argument, not as this file's import.
      const answer = await page.evaluate(async (appKey) => {
        const response = await fetch('/api/api-user-transfer-wallet-balance', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ env_type: 'Prod', app_key: appKey, amount: 120, mobile_no: '9123456780' }),
        });
        return { status: response.status, body: (await response.json()) as { msg?: string } };
      }, DEV_APP_KEY);
      expect([answer.status, answer.body.msg]).toEqual([403, 'Betting is not enabled for your account']);
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      await server.operator('user', 'betting', '--mobile', DEMO.mobile, '--on');
    }
  });
});
