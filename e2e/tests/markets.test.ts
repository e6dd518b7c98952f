import type { Page } from 'playwright-core';
import { ServerClock } from '../support/app-server';
import { headerWallet, openPhonePage, saveScreenshot, seriousA11yViolations, signIn, waitForHeaderWallet } from '../support/browser';
import { addMainMarket, appAndBrowser } from '../support/app-and-browser';

// The server's clock starts at 11:00 IST today, whenever the test runs, so the market below is open for bids.
const clock = new ServerClock('11:00');
const { server, browser } = appAndBrowser({ clock });
let marketId: number;

beforeAll(async () => {
  marketId = await addMainMarket(server, 'E2E MARKET');
});

/** Home → the market → the type's tile → the bid screen. */
async function openBidScreen(page: Page, type: string): Promise<void> {
  await page.goto(`${server.url}/imp`);
  await page.getByTestId(`market-${marketId}`).click();
  await page.waitForURL('**/game**');
  await page.getByRole('button', { name: type, exact: true }).click();
  await page.getByRole('heading', { name: `E2E MARKET — ${type}` }).waitFor();
}

async function placeBids(page: Page, type: string, entries: Array<{ first: string; second?: [string, string]; points: string }>): Promise<void> {
  await openBidScreen(page, type);
  for (const entry of entries) {
    await page.locator('form input:not([type=radio])').first().fill(entry.first);
    if (entry.second) await page.getByRole('combobox', { name: entry.second[0] }).fill(entry.second[1]);
    await page.getByRole('textbox', { name: 'Points' }).fill(entry.points);
    await page.getByRole('button', { name: 'Proceed' }).click();
  }
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'SUBMIT' }).click();
  await page.getByText('Bid placed successfully!').waitFor();
  await expect(dialog.count()).resolves.toBe(0);
}

describe('a player bids on a main market and is paid when results are declared', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPhonePage(browser));
    await signIn(page, server.url);
  });

  test('Home shows running and closed markets; a closed one does not navigate', async () => {
    await page.getByTestId(`market-${marketId}`).filter({ hasText: 'Market is running' }).waitFor();
    // SRIDEVI (01:00–02:00 AM) is closed at 11:00.
    const closed = page.getByRole('button', { name: /^SRIDEVI .*Close for today/ });
    // It looks disabled (Playwright would wait for an aria-disabled button to enable), and a tap says why.
    await closed.click({ force: true });
    await page.getByRole('alert').filter({ hasText: 'This market is closed for today' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/imp');
    await saveScreenshot(page, 'markets-home');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('one bid of each of the ten types; the header wallet drops by exactly the total', async () => {
    const start = await headerWallet(page);
    await placeBids(page, 'Single Digit', [{ first: '6', points: '10' }]);
    await placeBids(page, 'Jodi Digit', [{ first: '68', points: '10' }]);
    await placeBids(page, 'Single Pana', [{ first: '123', points: '10' }]);
    await placeBids(page, 'Double Pana', [{ first: '112', points: '10' }]);
    await placeBids(page, 'Triple Pana', [{ first: '777', points: '10' }]);
    await placeBids(page, 'Half Sangam', [{ first: '6', second: ['Close Pana', '459'], points: '10' }]);
    await placeBids(page, 'Full Sangam', [{ first: '123', second: ['Close Pana', '459'], points: '10' }]);
    await placeBids(page, 'SP DP TP', [{ first: '1', points: '10' }]);
    await placeBids(page, 'SP Motor', [{ first: '1234', points: '10' }]);
    await openBidScreen(page, 'DP Motor');
    await saveScreenshot(page, 'markets-bid-screen');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await placeBids(page, 'DP Motor', [{ first: '12', points: '10' }]);
    // 7 single bids of 10, SP DP TP 22 × 10, SP Motor 4 × 10, DP Motor 2 × 10.
    const staked = 70 + 220 + 40 + 20;
    await waitForHeaderWallet(page, start - staked);
  });

  test('the operator declares 123 and 459 (CLI): the wallet rises by exactly the payouts', async () => {
    const before = await headerWallet(page);
    clock.at('11:35');
    const open = await server.operator('result', 'open', '--market', String(marketId), '--pana', '123');
    // Open: Single Digit 6 → 95, Single Pana 123 → 1,400, SP Motor's 123 → 1,400.
    expect(open).toMatchObject({ result: '123-6', paid: 2895 });
    await waitForHeaderWallet(page, before + 2895);

    clock.at('13:35');
    const close = await server.operator('result', 'close', '--market', String(marketId), '--pana', '459');
    // Close: Jodi 68 → 900, Half Sangam 6-459 → 10,000, Full Sangam 123-459 → 100,000.
    expect(close).toMatchObject({ result: '123-68-459', paid: 110_900 });
    await waitForHeaderWallet(page, before + 2895 + 110_900);
    await page.goto(`${server.url}/imp`);
    await page.getByTestId(`market-${marketId}`).filter({ hasText: '123-68-459' }).waitFor({ timeout: 15_000 });
    await saveScreenshot(page, 'markets-home-after-results');
  });

  test('a bid screen opened after the window closed says so', async () => {
    await page.goto(`${server.url}/jodi?game=${marketId}`);
    await page.getByRole('alert').filter({ hasText: 'Bidding is closed for Jodi Digit' }).waitFor();
  });

  test('a market whose close result is out before its close time shows Close for today and does not open', async () => {
    const late = Number((await server.operator('market', 'add', '--kind', 'main', '--name', 'E2E LATE MARKET', '--open', '11:00 PM', '--close', '11:59 PM')).game_id);
    await page.goto(`${server.url}/imp`);
    const card = page.getByTestId(`market-${late}`);
    await card.filter({ hasText: 'Market is running' }).waitFor();
    // Declared before the market's open time, which the operator must say on purpose.
    await server.operator('result', 'open', '--market', String(late), '--pana', '123', '--early');
    await server.operator('result', 'close', '--market', String(late), '--pana', '459', '--early');
    // The dashboard poll (every 5 s) brings the day's result and the closed status.
    await card.filter({ hasText: '123-68-459' }).filter({ hasText: 'Close for today' }).waitFor({ timeout: 15_000 });
    await card.click({ force: true });
    expect(new URL(page.url()).pathname).toBe('/imp');
  });

  test('Game Rates and How To Play come from the API', async () => {
    await page.goto(`${server.url}/gameRates`);
    await page.getByText('10-95').waitFor();
    await page.getByText('10-100000').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto(`${server.url}/htp`);
    await page.getByRole('link', { name: 'Watch the tutorial video' }).waitFor();
    expect(await page.getByRole('listitem').count()).toBe(5);
    await saveScreenshot(page, 'markets-how-to-play');
  });
});
