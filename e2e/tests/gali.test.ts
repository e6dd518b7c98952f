import type { Browser, Page } from 'playwright-core';
import { ServerClock, startApp, type RunningApp } from '../support/app-server';
import { headerWallet, launchBrowser, openPhonePage, saveScreenshot, seriousA11yViolations, signIn, waitForHeaderWallet } from '../support/browser';

// The server's clock starts at 11:00 IST today, whenever the test runs: the game below (11:30 AM) takes bids, the
// demo's DISAWAR (05:00 AM) has closed.
const clock = new ServerClock('11:00');
let server: RunningApp;
let browser: Browser;
let gameId: number;
let closedGameId: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp({}, clock), launchBrowser()]);
  const added = await server.operator('market', 'add', '--kind', 'gali', '--name', 'E2E GALI', '--open', '11:30 AM');
  gameId = Number(added.game_id);
  const listed = (await server.operator('market', 'list', '--kind', 'gali')) as { markets: Array<{ id: number; name: string }> };
  closedGameId = Number(listed.markets.find((market) => market.name === 'DISAWAR')?.id);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const walletShown = headerWallet;

const waitForWallet = waitForHeaderWallet;

/** Looks at the screen as a person would: a screenshot to keep, and no serious or critical accessibility problem. */
async function check(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, name);
  expect({ screen: name, violations: await seriousA11yViolations(page) }).toEqual({ screen: name, violations: [] });
}

/** KING GALI → the game → the type's tile → its bid screen; one bid, submitted. */
async function placeBid(page: Page, type: string, number: string, points: string, screenshot?: string): Promise<void> {
  await page.goto(`${server.url}/galiallgame`);
  await page.getByTestId(`market-${gameId}`).click();
  await page.waitForURL('**/galigame**');
  await page.getByRole('button', { name: type, exact: true }).click();
  await page.getByRole('heading', { name: `E2E GALI — ${type}` }).waitFor();
  await page.locator('form input').first().fill(number);
  await page.getByRole('textbox', { name: 'Points' }).fill(points);
  await page.getByRole('button', { name: 'Proceed' }).click();
  if (screenshot) await check(page, screenshot);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'SUBMIT' }).click();
  await page.getByText('Bid placed successfully!').waitFor();
  await expect(dialog.count()).resolves.toBe(0);
}

describe('a player bids on a Gali Disawar game and is paid when its jodi is declared', () => {
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ page, errors } = await openPhonePage(browser));
    await signIn(page, server.url);
  });
  afterAll(() => expect(errors).toEqual([]));

  test("Home's KING GALI opens the game list: chart, history buttons, Left/Right/Jodi rates, running and closed games", async () => {
    await page.getByRole('link', { name: 'KING GALI' }).click();
    await page.waitForURL('**/galiallgame');
    await page.getByRole('heading', { name: 'KING GALI' }).waitFor();
    await page.getByTestId(`market-${gameId}`).filter({ hasText: 'Market is running' }).filter({ hasText: '**' }).waitFor();
    await page.getByTestId(`market-${closedGameId}`).filter({ hasText: 'Close for today' }).waitFor();
    const rates = page.getByRole('region', { name: 'Game Rates' });
    await rates.getByText('10-900').waitFor();
    expect(await rates.locator('dt').allTextContents()).toEqual(['Left Digit', 'Right Digit', 'Jodi Digit']);
    expect(await page.getByRole('link', { name: 'Bid-History' }).getAttribute('href')).toBe('/impbid');
    const chart = page.getByRole('link', { name: 'Chart' });
    expect([await chart.getAttribute('href'), await chart.getAttribute('target'), await chart.getAttribute('rel')]).toEqual(['/charts/gali', '_blank', 'noreferrer']);
    await check(page, 'gali-list');
    // A closed one shakes and stays (the card's own test times the shake and the vibration).
    await page.getByTestId(`market-${closedGameId}`).click();
    expect(new URL(page.url()).pathname).toBe('/galiallgame');
  });

  test('Left 4, Right 7 and Jodi 47: the header wallet falls by exactly the stakes', async () => {
    const start = await walletShown(page);
    await page.goto(`${server.url}/galiallgame`);
    await page.getByTestId(`market-${gameId}`).click();
    await page.getByRole('main').getByRole('button', { name: 'Back' }).waitFor();
    await check(page, 'gali-bid-types');
    await placeBid(page, 'Left Digit', '4', '10');
    await placeBid(page, 'Right Digit', '7', '20');
    await placeBid(page, 'Jodi Digit', '47', '30', 'gali-jodi-bid');
    await waitForWallet(page, start - 60);
  });

  test('the operator declares 47 (CLI): each of the three wins exactly points × rate', async () => {
    const before = await walletShown(page);
    clock.at('11:31');
    const declared = await server.operator('result', 'gali', '--market', String(gameId), '--jodi', '47');
    // Left 4 (10 at 10-95) → 95, Right 7 (20 at 10-95) → 190, Jodi 47 (30 at 10-900) → 2,700.
    expect(declared).toMatchObject({ result: '47', won: 3, paid: 95 + 190 + 2700 });
    await waitForWallet(page, before + 2985);
    await page.goto(`${server.url}/galiallgame`);
    await page.getByTestId(`market-${gameId}`).filter({ hasText: '47' }).filter({ hasText: 'Close for today' }).waitFor({ timeout: 15_000 });
  });

  test('the wins show in GALI DISAWAR WINS, the bids in GALI DISAWAR BIDS with their colours', async () => {
    await page.getByRole('link', { name: 'Win History' }).click();
    await page.getByRole('heading', { name: 'GALI DISAWAR WINS' }).waitFor();
    const wins = page.getByRole('list', { name: 'History' }).getByRole('listitem');
    await wins.first().waitFor();
    const winTexts = await wins.allTextContents();
    expect(winTexts.every((text) => text.startsWith('Congratulations You Won'))).toBe(true);
    expect(winTexts.map((text) => /Type: (\w+ Digit)Amount: (\d+) pts/.exec(text)?.slice(1).join(' ')).sort()).toEqual([
      'Jodi Digit 2700',
      'Left Digit 95',
      'Right Digit 190',
    ]);
    await check(page, 'gali-win-history');

    await page.goto(`${server.url}/impbid`);
    await page.getByRole('heading', { name: 'GALI DISAWAR BIDS' }).waitFor();
    const bids = page.getByRole('list', { name: 'History' }).getByRole('listitem');
    await bids.first().waitFor();
    const shown = await bids.evaluateAll((cards) =>
      cards.map((card) => `${/Type: (\w+ Digit)/.exec(card.textContent ?? '')?.[1]} ${getComputedStyle(card).borderLeftColor}`),
    );
    expect(shown.sort()).toEqual(['Jodi Digit rgb(249, 168, 37)', 'Left Digit rgb(21, 101, 192)', 'Right Digit rgb(46, 125, 50)']);
    await check(page, 'gali-bid-history');
  });

  test('after the opening time a bid-type tile says Bidding is closed for {type}', async () => {
    await page.goto(`${server.url}/galigame?game=${closedGameId}`);
    await page.getByRole('button', { name: 'Left Digit', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Bidding is closed for Left Digit' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/galigame');
  });
});
