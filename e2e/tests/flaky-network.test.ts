import type { Page } from 'playwright-core';
import { formatPoints } from '@matka/shared-kernel/domain';
import { ServerClock } from '../support/app-server';
import { DEMO, SLOW_PHONE_NETWORK, emulateNetwork, headerWallet, openPhonePage, saveScreenshot, signedInState, typeOtp, type StorageState } from '../support/browser';
import { addMainMarket, appAndBrowser } from '../support/app-and-browser';

// Issue #38: the player on a flaky network, second pass. Every page here is on the slow phone network (1.5 s latency,
// 40 KB/s, through Chrome DevTools Protocol). The server's clock starts at 11:00 IST: the market takes Open bids
// until 11:30.
const clock = new ServerClock('11:00');
const { server, browser } = appAndBrowser({ clock });
let marketId: number;
let player: StorageState;

beforeAll(async () => {
  marketId = await addMainMarket(server, 'FLAKY MARKET');
  player = await signedInState(browser, server.url);
});

const OFFLINE = 'No connection — retrying';

/** A phone page on the slow network, signed in with `state` or a visitor's. */
async function slowPage(state?: StorageState, options: Parameters<typeof openPhonePage>[2] = {}): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPhonePage(browser, state, options);
  await emulateNetwork(opened.page, SLOW_PHONE_NETWORK);
  return opened;
}

/** What each OTP box holds. */
const otpBoxes = (page: Page) => page.getByRole('group', { name: 'OTP' }).getByRole('textbox').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));

/** A reload of a screen with unsent bids: the browser's own "leave site?" prompt is accepted, as a player would. */
async function reloadAccepting(page: Page): Promise<void> {
  const accept = (dialog: { accept(): Promise<void> }) => void dialog.accept();
  page.on('dialog', accept);
  try {
    await page.reload();
  } finally {
    page.off('dialog', accept);
  }
}

/** The player pulls the page down from its top and lets go (touch events through DevTools): the page reloads. */
async function pullToRefresh(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const finger = (y: number) => [{ x: 195, y }];
  const accept = (dialog: { accept(): Promise<void> }) => void dialog.accept();
  page.on('dialog', accept);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: finger(200) });
    for (const y of [230, 260, 290]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: finger(y) });
    await page.getByText('Release to refresh').waitFor();
    await Promise.all([page.waitForEvent('load', { timeout: 90_000 }), cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })]);
  } finally {
    page.off('dialog', accept);
    await cdp.detach();
  }
}

describe('"No connection — retrying"', () => {
  test('a page reloaded while the server cannot be reached: the first answer clears the bar, and it stays away', async () => {
    // The service worker is kept out so that the page's every API request is routed here.
    const { page, errors } = await slowPage(player, { serviceWorkers: 'block' });
    await page.goto(`${server.url}/imp`);
    await page.getByTestId(`market-${marketId}`).waitFor({ timeout: 60_000 });

    // The connection drops for the reload: the entry script's early calls and the app's first tries all fail.
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await page.getByText(OFFLINE).waitFor({ timeout: 60_000 });
    await saveScreenshot(page, 'flaky-reloaded-offline');

    // Back: the next try answers and the bar goes; it stays gone while the polls go on answering (200 or 304).
    await page.unroute('**/api/**');
    await page.getByText(OFFLINE).waitFor({ state: 'detached', timeout: 60_000 });
    for (let poll = 0; poll < 2; poll += 1) {
      await page.waitForResponse((response) => response.url().endsWith('/api/api-get-dashboard-data') && response.status() < 400, { timeout: 60_000 });
    }
    await page.locator('[data-testid="header-wallet"][data-stale="false"]').waitFor({ timeout: 60_000 });
    expect(await page.getByText(OFFLINE).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a reload on a code screen goes on with the code already sent', () => {
  const mobile = '9812300038';
  const password = 'flaky-pass-1';

  test('register: the password is asked again (never stored); a digit corrected in its box stays in place; the account is made', async () => {
    const { page, errors } = await slowPage();
    await page.goto(`${server.url}/r`);
    await page.getByLabel('Username').fill('Flaky Farah');
    await page.getByLabel('Phone Number').fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText(`Enter the code sent to +91 ${mobile}`).waitFor({ timeout: 90_000 });
    const code = server.lastCode(mobile);

    await page.reload();
    await page.getByText('Enter your password again to finish registering.').waitFor({ timeout: 90_000 });
    await page.getByText(`Enter the code sent to +91 ${mobile}`).waitFor();
    expect(await page.getByText('Invalid navigation. Please start over.').count()).toBe(0);
    expect(await page.evaluate(() => JSON.stringify(sessionStorage) + JSON.stringify(localStorage))).not.toContain(password);
    await page.getByLabel('Password', { exact: true }).fill(password);

    // A slip in the second digit, typed box to box, then corrected in its own box: the others never move.
    const slip = `${code[0]}${(Number(code[1]) + 1) % 10}${code.slice(2)}`;
    await page.getByLabel('OTP digit 1').click();
    await page.keyboard.type(slip);
    expect(await otpBoxes(page)).toEqual([...slip]);
    await page.getByLabel('OTP digit 2').click();
    await page.keyboard.press('Backspace');
    expect(await otpBoxes(page)).toEqual([slip[0], '', slip[2], slip[3]]);
    await page.keyboard.type(code[1] ?? '');
    expect(await otpBoxes(page)).toEqual([...code]);
    // A digit typed into a full box replaces it.
    await page.getByLabel('OTP digit 4').click();
    await page.keyboard.type(String((Number(code[3]) + 1) % 10));
    expect(await otpBoxes(page)).toEqual([...code.slice(0, 3), String((Number(code[3]) + 1) % 10)]);
    await page.getByLabel('OTP digit 4').click();
    await page.keyboard.type(code[3] ?? '');
    expect(await otpBoxes(page)).toEqual([...code]);
    await saveScreenshot(page, 'flaky-register-otp-reloaded');

    await page.getByRole('button', { name: 'Verify Code' }).click();
    await page.waitForURL('**/imp', { timeout: 90_000 });
    await page.getByRole('heading', { name: 'Home' }).waitFor({ timeout: 90_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('matka.step.register'))).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('reset: both the code screen and the new-password screen survive a reload; the new password signs in', async () => {
    const { page, errors } = await slowPage();
    await page.goto(`${server.url}/forgotpass`);
    await page.getByLabel('Phone Number').fill(mobile);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await page.waitForURL('**/otpforgotpass', { timeout: 90_000 });
    const code = server.lastCode(mobile);

    await page.reload();
    await page.getByText(`Enter the code sent to +91 ${mobile}`).waitFor({ timeout: 90_000 });
    await typeOtp(page, code);
    await page.getByRole('button', { name: 'Verify & Continue' }).click();
    await page.waitForURL('**/change-password', { timeout: 90_000 });

    await page.reload();
    await page.getByLabel('New Password', { exact: true }).waitFor({ timeout: 90_000 });
    expect(await page.getByText('Invalid navigation. Please start over.').count()).toBe(0);
    await page.getByLabel('New Password', { exact: true }).fill('flaky-pass-2');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('flaky-pass-2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Successfully updated password').waitFor({ timeout: 90_000 });
    await page.waitForURL('**/login', { timeout: 30_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('matka.step.reset'))).toBeNull();

    await page.getByLabel('Phone Number').fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill('flaky-pass-2');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/imp', { timeout: 90_000 });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('add UPI: Verify UPI reloaded saves the number with the code already sent', async () => {
    const number = '9222200038';
    const { page, errors } = await slowPage(player);
    await page.goto(`${server.url}/mymodel`);
    await page.getByRole('radio', { name: 'GPay' }).check({ timeout: 90_000 });
    await page.getByLabel('Phone Number').fill(number);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL('**/otpwithdraw', { timeout: 90_000 });
    const code = server.lastCode(DEMO.mobile);

    await page.reload();
    await page.getByText(`Enter the code sent to +91 ${DEMO.mobile} to save GPay number ${number}.`).waitFor({ timeout: 90_000 });
    await typeOtp(page, code);
    await page.getByRole('button', { name: 'Verify UPI' }).click();
    await page.waitForURL('**/imp7', { timeout: 90_000 });
    await page.getByRole('status').filter({ hasText: 'UPI Number Added Successfully!' }).waitFor({ timeout: 60_000 });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('unsent bids', () => {
  test('a pull-to-refresh and a reload draw them again; placed, a reload draws an empty board', async () => {
    const { page, errors } = await slowPage(player);
    await page.goto(`${server.url}/imp`);
    await page.getByTestId(`market-${marketId}`).waitFor({ timeout: 60_000 });
    const balance = await headerWallet(page);
    await page.getByTestId(`market-${marketId}`).click();
    await page.getByRole('button', { name: 'Single Digit', exact: true }).click({ timeout: 60_000 });
    await page.getByRole('heading', { name: 'FLAKY MARKET — Single Digit' }).waitFor({ timeout: 60_000 });
    for (const [number, points] of [
      ['4', '10'],
      ['8', '20'],
    ] as const) {
      await page.locator('form input:not([type=radio])').first().fill(number);
      await page.getByRole('textbox', { name: 'Points' }).fill(points);
      await page.getByRole('button', { name: 'Proceed' }).click();
    }
    const table = page.getByRole('table', { name: 'Bids added' });
    await table.getByRole('button', { name: 'Delete 8 Open' }).waitFor();

    const rowsShown = () => table.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    await pullToRefresh(page);
    await table.getByRole('button', { name: 'Delete 8 Open' }).waitFor({ timeout: 90_000 });
    expect(await rowsShown()).toEqual(['Delete 4 Open', 'Delete 8 Open']);
    expect(await page.getByTestId('screen-wallet').textContent()).toBe(`Wallet: ${formatPoints(balance - 30)}`);
    await saveScreenshot(page, 'flaky-bids-after-pull-to-refresh');

    await reloadAccepting(page);
    await table.getByRole('button', { name: 'Delete 8 Open' }).waitFor({ timeout: 90_000 });
    expect(await rowsShown()).toEqual(['Delete 4 Open', 'Delete 8 Open']);

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByText('Bid placed successfully!').waitFor({ timeout: 90_000 });
    await page.locator('[data-testid="header-wallet"]').filter({ hasText: formatPoints(balance - 30) }).waitFor({ timeout: 60_000 });
    await page.reload();
    await page.getByRole('heading', { name: 'FLAKY MARKET — Single Digit' }).waitFor({ timeout: 90_000 });
    await page.getByRole('button', { name: 'Proceed' }).waitFor();
    expect(await table.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a history without a connection', () => {
  test('says it could not load, offers Retry, and loads by itself when the connection is back', async () => {
    const { page, errors } = await slowPage(player);
    await page.goto(`${server.url}/imp4`);
    const bid = page.getByRole('list', { name: 'History' }).getByRole('listitem').filter({ hasText: 'FLAKY MARKET' });
    await bid.first().waitFor({ timeout: 90_000 });

    // The connection drops (through the same DevTools session as the throttling), and the player asks again.
    await emulateNetwork(page, { ...SLOW_PHONE_NETWORK, offline: true });
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Could not load your history. Check your connection and try again.').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    expect(await page.getByText('NO DATA FOUND').count()).toBe(0);
    await saveScreenshot(page, 'flaky-history-offline');

    // No tap: the connection coming back asks again.
    await emulateNetwork(page, SLOW_PHONE_NETWORK);
    await bid.first().waitFor({ timeout: 90_000 });
    expect(await page.getByText('Could not load your history. Check your connection and try again.').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
