import type { Page } from 'playwright-core';
import { ServerClock } from '../support/app-server';
import { headerWallet, openPhonePage, signIn } from '../support/browser';
import { addMainMarket, appAndBrowser } from '../support/app-and-browser';

// Issue 43, item 2: a market closed on a date refuses the bids a player was about to send, and its card says Holiday.
const clock = new ServerClock('11:00');
const { server, browser } = appAndBrowser({ clock });
const MARKET = 'E2E HOLIDAY';
const REFUSED = `${MARKET} is closed today (Holiday): no bids are taken`;

describe('a holiday set while a player bids', () => {
  let page: Page;
  let errors: string[];
  let marketId: number;
  beforeAll(async () => {
    marketId = await addMainMarket(server, MARKET);
    ({ page, errors } = await openPhonePage(browser));
    await signIn(page, server.url);
  });
  afterAll(async () => {
    expect(errors).toEqual([]);
    await page?.context().close();
  });

  test('the bids are refused with the holiday’s words, nothing is debited, and the card says Holiday', async () => {
    await page.getByTestId(`market-${marketId}`).filter({ hasText: 'Market is running' }).click();
    await page.waitForURL('**/game**');
    await page.getByRole('button', { name: 'Single Digit', exact: true }).click();
    await page.getByRole('heading', { name: `${MARKET} — Single Digit` }).waitFor();
    await page.locator('form input:not([type=radio])').first().fill('6');
    await page.getByRole('textbox', { name: 'Points' }).fill('10');
    await page.getByRole('button', { name: 'Proceed' }).click();
    const before = await headerWallet(page);

    // The operator closes the market today (the server's IST day), from the CLI.
    const today = new Date(clock.read().getTime() + 330 * 60_000).toISOString().slice(0, 10);
    await server.operator('market', 'holiday', '--id', String(marketId), '--date', today, '--reason', 'Diwali');

    // Sent before the screen's next poll, the server refuses it; after the poll the board itself closes (the kernel's
    // biddingClosedOnCard). Either way the player reads why, and nothing is debited.
    const tries = { timeout: 1500 };
    await page.getByRole('button', { name: 'Submit', exact: true }).click(tries).catch(() => undefined);
    await page.getByRole('dialog').getByRole('button', { name: 'SUBMIT' }).click(tries).catch(() => undefined);
    await page.getByText(REFUSED).first().waitFor();
    expect(await headerWallet(page)).toBe(before);

    await page.goto(`${server.url}/imp`);
    const card = page.getByTestId(`market-${marketId}`);
    await card.filter({ hasText: 'Holiday' }).waitFor();
    await card.click({ force: true });
    await page.getByRole('alert').filter({ hasText: REFUSED }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/imp');
  });
});
