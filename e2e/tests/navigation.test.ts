import type { Page } from 'playwright-core';
import { ServerClock } from '../support/app-server';
import { DEMO, openPhonePage, saveScreenshot, seriousA11yViolations } from '../support/browser';
import { addMainMarket, appAndBrowser } from '../support/app-and-browser';

// A player finding their way around the shell and a bid screen on a phone (issue #18, items 1–8).
const clock = new ServerClock('11:00');
const { server, browser } = appAndBrowser({ clock });
let marketId: number;

beforeAll(async () => {
  marketId = await addMainMarket(server, 'NAV MARKET');
});

describe('finding the way around', () => {
  let page: Page;

  test('the first tap on ☰ right after login opens the menu', async () => {
    ({ page } = await openPhonePage(browser));
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Phone Number').fill(DEMO.mobile);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Login' }).click();
    // As soon as the header shows, not seconds later.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).waitFor({ timeout: 5000 });
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Menu' }).waitFor({ state: 'detached' });
  });

  test('the header wallet is in points', async () => {
    await page.getByTestId('header-wallet').filter({ hasText: /^[\d,]+ pts$/ }).waitFor();
  });

  test.each(['/login', '/r', '/forgotpass'])('a signed-in player opening %s lands on Home', async (path) => {
    await page.goto(`${server.url}${path}`);
    await page.waitForURL('**/imp');
  });

  test('Home has no back control; the game grid and a bid screen do, and it goes back a screen at a time', async () => {
    await page.goto(`${server.url}/imp`);
    await page.getByTestId(`market-${marketId}`).waitFor();
    await expect(page.getByRole('button', { name: 'Back' }).count()).resolves.toBe(0);
    await page.getByTestId(`market-${marketId}`).click();
    await page.waitForURL('**/game**');
    await page.getByRole('button', { name: 'Single Digit', exact: true }).click();
    await page.waitForURL('**/single**');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/game**');
    // The browser's own back works beside it.
    await page.goBack();
    await page.waitForURL('**/imp');
    await page.goForward();
    await page.waitForURL('**/game**');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/imp');
  });

  test('a bid screen opened from a link goes Home on Back', async () => {
    const { page: fresh } = await openPhonePage(browser, await page.context().storageState());
    await fresh.goto(`${server.url}/single?game=${marketId}`);
    await fresh.getByRole('button', { name: 'Back' }).click();
    await fresh.waitForURL('**/imp');
    await fresh.context().close();
  });

  test('five quick mistakes show one red toast, not five', async () => {
    await page.goto(`${server.url}/single?game=${marketId}`);
    await page.getByRole('button', { name: 'Proceed' }).waitFor();
    for (let i = 0; i < 5; i += 1) await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter the number' }).waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(1);
  });

  test('the list shows each row with its session; the confirm dialog is a compact table with CANCEL and SUBMIT', async () => {
    const add = async (digit: string, points: string) => {
      await page.locator('form input:not([type=radio])').first().fill(digit);
      await page.getByRole('textbox', { name: 'Points' }).fill(points);
      await page.getByRole('button', { name: 'Proceed' }).click();
    };
    await add('5', '100');
    await page.getByRole('radio', { name: 'Close' }).check();
    await add('7', '50');
    const rows = page.getByRole('table', { name: 'Bids added' }).getByRole('row');
    await expect(rows.nth(1).innerText()).resolves.toMatch(/5\s+100\s+Open/);
    await expect(rows.nth(2).innerText()).resolves.toMatch(/7\s+50\s+Close/);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('row').allInnerTexts()).resolves.toEqual(['Bid Type\tSingle Digit', 'Total Bid\t2', 'Total Point\t150', 'Game Type\tOpen, Close']);
    await saveScreenshot(page, 'navigation-confirm-dialog');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'CANCEL' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Focus comes back to what opened the dialog.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Submit');
  });

  test('DP Motor with one digit shows its alert, Please enter a valid Pana', async () => {
    await page.goto(`${server.url}/dpmotor?game=${marketId}`);
    await page.locator('form input:not([type=radio])').first().fill('1');
    await page.getByRole('textbox', { name: 'Points' }).fill('10');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter a valid Pana (at least 2 digits)' }).waitFor();
  });
});

