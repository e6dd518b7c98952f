import type { Page } from 'playwright-core';
import { ServerClock } from '../support/app-server';
import { checkScreen, openPhonePage, signIn } from '../support/browser';
import { addMainMarket, appAndBrowser } from '../support/app-and-browser';

// Issue #18 item 12: the screens players compare with the apps they know. The clock starts at 11:00 IST so the
// market below is open for bids.
const clock = new ServerClock('11:00');
const { server, browser } = appAndBrowser({ clock });
const SHOTS = process.env.LOOKS_SCREENSHOT_PREFIX ?? 'looks';
let marketId: number;
let page: Page;

beforeAll(async () => {
  marketId = await addMainMarket(server, 'E2E MARKET');
  ({ page } = await openPhonePage(browser));
  await signIn(page, server.url);
});

const check = (name: string) => checkScreen(page, `${SHOTS}-${name}`);

test('Home', async () => {
  await page.getByTestId(`market-${marketId}`).waitFor();
  await check('home');
});

test('the game types of a market', async () => {
  await page.getByTestId(`market-${marketId}`).click();
  await page.getByRole('button', { name: 'Single Digit', exact: true }).waitFor();
  // Ten tiles, each with its glyph beside its name.
  const tiles = page.locator('main button', { has: page.locator('svg') });
  expect(await tiles.allTextContents()).toEqual([
    'Single Digit', 'Jodi Digit', 'Single Pana', 'Double Pana', 'Triple Pana', 'Half Sangam', 'Full Sangam', 'SP DP TP', 'SP Motor', 'DP Motor',
  ]);
  await check('game-types');
});

test('a bid screen', async () => {
  await page.getByRole('button', { name: 'Single Digit', exact: true }).click();
  await page.getByRole('heading', { name: 'E2E MARKET — Single Digit' }).waitFor();
  await check('bid-single-digit');
});

test('the wallet and add funds', async () => {
  await page.goto(`${server.url}/imp7`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByTestId('wallet-balance').filter({ hasText: '5,000 pts' }).waitFor();
  await check('wallet');
  await page.goto(`${server.url}/imp9`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByTestId('wallet-balance').filter({ hasText: '5,000 pts' }).waitFor();
  await check('add-funds');
});
