import type { Page } from 'playwright-core';
import { ServerClock } from '../support/app-server';
import { headerWallet, waitForHeaderWallet } from '../support/browser';
import { checkScreen } from '../support/browser';
import { marketJourney, placeBids } from '../support/market-journey';

// The server's clock starts at 11:00 IST today, whenever the test runs: the game below (11:30 AM) takes bids, the
// demo's DISAWAR (05:00 AM) has closed.
const clock = new ServerClock('11:00');
const journey = marketJourney(clock, 'gali', { name: 'E2E GALI', open: '11:30 AM', demoMarket: 'DISAWAR' });

/** KING GALI → the game → the type's tile → its bid screen; one bid, submitted. */
const placeBid = (page: Page, type: string, number: string, points: string, enteredShot?: string) =>
  placeBids(page, { listUrl: `${journey.server.url}/galiallgame`, marketId: journey.marketId, gameTypes: '**/galigame**', market: 'E2E GALI', type, entries: [{ number, points }], shots: { entered: enteredShot } });

describe('a player bids on a Gali Disawar game and is paid when its jodi is declared', () => {
  let page: Page;
  beforeAll(() => ({ page } = journey));

  test("Home's KING GALI opens the game list: chart, history buttons, Left/Right/Jodi rates, running and closed games", async () => {
    await page.getByRole('link', { name: 'KING GALI' }).click();
    await page.waitForURL('**/galiallgame');
    await page.getByRole('heading', { name: 'KING GALI' }).waitFor();
    await page.getByTestId(`market-${journey.marketId}`).filter({ hasText: 'Market is running' }).filter({ hasText: '**' }).waitFor();
    await page.getByTestId(`market-${journey.demoMarketId}`).filter({ hasText: 'Close for today' }).waitFor();
    const rates = page.getByRole('region', { name: 'Game Rates' });
    await rates.getByText('10-900').waitFor();
    expect(await rates.locator('dt').allTextContents()).toEqual(['Left Digit', 'Right Digit', 'Jodi Digit']);
    expect(await page.getByRole('link', { name: 'Bid-History' }).getAttribute('href')).toBe('/impbid');
    const chart = page.getByRole('link', { name: 'Chart' });
    expect([await chart.getAttribute('href'), await chart.getAttribute('target'), await chart.getAttribute('rel')]).toEqual([`${journey.server.url}/charts/gali`, '_blank', 'noreferrer']);
    await checkScreen(page, 'gali-list');
    // A closed one looks disabled, and a tap shakes it, says why and stays (the card's own test times the shake).
    await page.getByTestId(`market-${journey.demoMarketId}`).click({ force: true });
    await page.getByRole('alert').filter({ hasText: 'This market is closed for today' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/galiallgame');
  });

  test('Left 4, Right 7 and Jodi 47: the header wallet falls by exactly the stakes', async () => {
    const start = await headerWallet(page);
    await page.goto(`${journey.server.url}/galiallgame`);
    await page.getByTestId(`market-${journey.marketId}`).click();
    await page.getByRole('main').getByRole('button', { name: 'Back' }).waitFor();
    await checkScreen(page, 'gali-bid-types');
    await placeBid(page, 'Left Digit', '4', '10');
    await placeBid(page, 'Right Digit', '7', '20');
    await placeBid(page, 'Jodi Digit', '47', '30', 'gali-jodi-bid');
    await waitForHeaderWallet(page, start - 60);
  });

  test('the operator declares 47 (CLI): each of the three wins exactly points × rate', async () => {
    const before = await headerWallet(page);
    clock.at('11:31');
    const declared = await journey.server.operator('result', 'gali', '--market', String(journey.marketId), '--jodi', '47');
    // Left 4 (10 at 10-95) → 95, Right 7 (20 at 10-95) → 190, Jodi 47 (30 at 10-900) → 2,700.
    expect(declared).toMatchObject({ result: '47', won: 3, paid: 95 + 190 + 2700 });
    await waitForHeaderWallet(page, before + 2985);
    await page.goto(`${journey.server.url}/galiallgame`);
    await page.getByTestId(`market-${journey.marketId}`).filter({ hasText: '47' }).filter({ hasText: 'Close for today' }).waitFor({ timeout: 15_000 });
  });

  test('the wins show in GALI DISAWAR WINS, the bids in GALI DISAWAR BIDS with their colours', async () => {
    await page.getByRole('link', { name: 'Win History' }).click();
    await page.getByRole('heading', { name: 'GALI DISAWAR WINS' }).waitFor();
    const wins = page.getByRole('list', { name: 'History' }).getByRole('listitem');
    await wins.first().waitFor();
    const winTexts = await wins.allTextContents();
    expect(winTexts.every((text) => text.startsWith('Congratulations You Won'))).toBe(true);
    expect(winTexts.map((text) => /Type: (\w+ Digit)Amount: ([\d,]+) pts/.exec(text)?.slice(1).join(' ')).sort()).toEqual([
      'Jodi Digit 2,700',
      'Left Digit 95',
      'Right Digit 190',
    ]);
    await checkScreen(page, 'gali-win-history');

    await page.goto(`${journey.server.url}/impbid`);
    await page.getByRole('heading', { name: 'GALI DISAWAR BIDS' }).waitFor();
    const bids = page.getByRole('list', { name: 'History' }).getByRole('listitem');
    await bids.first().waitFor();
    const shown = await bids.evaluateAll((cards) =>
      cards.map((card) => `${/Type: (\w+ Digit)/.exec(card.textContent ?? '')?.[1]} ${getComputedStyle(card).borderLeftColor}`),
    );
    expect(shown.sort()).toEqual(['Jodi Digit rgb(249, 168, 37)', 'Left Digit rgb(21, 101, 192)', 'Right Digit rgb(46, 125, 50)']);
    await checkScreen(page, 'gali-bid-history');
  });

  test('after the opening time the bid-type tiles look disabled and a tap says Bidding is closed for {type}', async () => {
    await page.goto(`${journey.server.url}/galigame?game=${journey.demoMarketId}`);
    const left = page.getByRole('button', { name: 'Left Digit', exact: true });
    await expect(left.getAttribute('aria-disabled')).resolves.toBe('true');
    await left.click({ force: true });
    await page.getByRole('alert').filter({ hasText: 'Bidding is closed for Left Digit' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/galigame');
  });
});
