import type { Browser, Page } from 'playwright-core';
import { formatBidDate } from '@matka/shared-kernel/domain';
import { ServerClock, startApp, type RunningApp } from '../support/app-server';
import { headerWallet, launchBrowser, openPhonePage, saveScreenshot, seriousA11yViolations, signIn, waitForHeaderWallet } from '../support/browser';

// The server's clock starts at 11:00 IST today, whenever the test runs: the slot below (11:30 AM) takes bids, the
// demo's 10:00 AM slot has passed.
const clock = new ServerClock('11:00');
let server: RunningApp;
let browser: Browser;
let slotId: number;
let passedSlotId: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp({}, clock), launchBrowser()]);
  const added = await server.operator('market', 'add', '--kind', 'starline', '--name', 'E2E STARLINE', '--open', '11:30 AM');
  slotId = Number(added.game_id);
  const listed = (await server.operator('market', 'list', '--kind', 'starline')) as { markets: Array<{ id: number; name: string }> };
  passedSlotId = Number(listed.markets.find((market) => market.name === 'STARLINE 10:00 AM')?.id);
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

/** KING STARLINE → the slot → the type's tile → its bid screen; enters the bids and submits them. */
async function placeBids(page: Page, type: string, entries: Array<{ number: string; points: string }>, screenshot?: string): Promise<void> {
  await page.goto(`${server.url}/imp2`);
  await page.getByTestId(`market-${slotId}`).click();
  await page.waitForURL('**/stargame**');
  await page.getByRole('button', { name: type, exact: true }).click();
  await page.getByRole('heading', { name: `E2E STARLINE — ${type}` }).waitFor();
  for (const entry of entries) {
    await page.locator('form input').first().fill(entry.number);
    await page.getByRole('textbox', { name: 'Points' }).fill(entry.points);
    await page.getByRole('button', { name: 'Proceed' }).click();
  }
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'SUBMIT' }).waitFor();
  if (screenshot) await check(page, screenshot);
  await dialog.getByRole('button', { name: 'SUBMIT' }).click();
  await page.getByText('Bid placed successfully!').waitFor();
  await expect(dialog.count()).resolves.toBe(0);
}

describe('a player bids on a Starline slot and is paid when its pana is declared', () => {
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ page, errors } = await openPhonePage(browser));
    await signIn(page, server.url);
  });
  afterAll(() => expect(errors).toEqual([]));

  test("Home's KING STARLINE opens the slot list: rates, history buttons, chart, running and closed slots", async () => {
    await page.getByRole('link', { name: 'KING STARLINE' }).click();
    await page.getByRole('heading', { name: 'KING STARLINE' }).waitFor();
    await page.getByTestId(`market-${slotId}`).filter({ hasText: 'Market is running' }).waitFor();
    await page.getByTestId(`market-${passedSlotId}`).filter({ hasText: 'Close for today' }).waitFor();
    await page.getByText('10-1400').waitFor();
    expect(await page.getByRole('link', { name: 'Bid-History' }).getAttribute('href')).toBe('/imp5');
    expect(await page.getByRole('link', { name: 'Win History' }).getAttribute('href')).toBe('/imp6');
    const chart = page.getByRole('link', { name: 'Chart' });
    expect([await chart.getAttribute('href'), await chart.getAttribute('target'), await chart.getAttribute('rel')]).toEqual(['/charts/starline', '_blank', 'noreferrer']);
    await check(page, 'starline-list');
    // A closed one shakes and stays (the card's own test times the shake and the vibration).
    await page.getByTestId(`market-${passedSlotId}`).click();
    expect(new URL(page.url()).pathname).toBe('/imp2');
  });

  test('a single digit and a single pana bid: the header wallet falls by exactly the stakes', async () => {
    const start = await walletShown(page);
    await placeBids(page, 'Single Digit', [
      { number: '1', points: '10' },
      { number: '2', points: '10' },
    ], 'starline-confirm');
    await page.goto(`${server.url}/imp2`);
    await page.getByTestId(`market-${slotId}`).click();
    await page.getByRole('button', { name: 'Single Pana', exact: true }).waitFor();
    await check(page, 'starline-game-types');
    await placeBids(page, 'Single Pana', [{ number: '128', points: '20' }]);
    await waitForWallet(page, start - 40);
  });

  test('the operator declares 128 (CLI): the wallet rises by exactly points × rate for the winners', async () => {
    const before = await walletShown(page);
    clock.at('11:31');
    const declared = await server.operator('result', 'starline', '--market', String(slotId), '--pana', '128');
    // Single Digit 1 (10 at 10-95) → 95, Single Pana 128 (20 at 10-1400) → 2,800; Single Digit 2 loses.
    expect(declared).toMatchObject({ result: '128-1', paid: 95 + 2800 });
    await waitForWallet(page, before + 2895);
    await page.goto(`${server.url}/imp2`);
    await page.getByTestId(`market-${slotId}`).filter({ hasText: '128-1' }).filter({ hasText: 'Close for today' }).waitFor({ timeout: 15_000 });
  });

  test('the wins are in Starline Win History (/imp6), all three bids in Starline Bid History (/imp5)', async () => {
    await page.getByRole('link', { name: 'Win History' }).click();
    await page.getByRole('heading', { name: 'Starline Win History' }).waitFor();
    const wins = page.getByRole('list', { name: 'History' }).getByRole('listitem');
    await wins.first().waitFor();
    expect((await wins.allTextContents()).map((text) => /Won: (\d+) pts/.exec(text)?.[1]).sort()).toEqual(['2800', '95']);
    await check(page, 'starline-win-history');

    await page.goto(`${server.url}/imp5`);
    const bids = page.getByRole('list', { name: 'History' }).getByRole('listitem');
    await bids.first().waitFor();
    expect((await bids.allTextContents()).map((text) => /(Single \w+): (\d+)/.exec(text)?.slice(1).join(' ')).sort()).toEqual([
      'Single Digit 1',
      'Single Digit 2',
      'Single Pana 128',
    ]);
    await check(page, 'starline-bid-history');
  });

  test('a slot whose time has passed takes no bids: the screen says so and the server refuses', async () => {
    await page.goto(`${server.url}/starsingle?game=${passedSlotId}`);
    await page.getByRole('alert').filter({ hasText: 'Bidding is closed for Single Digit' }).waitFor();
    expect(await page.getByRole('button', { name: 'Proceed' }).count()).toBe(0);
    await check(page, 'starline-bid-closed');
    const before = await walletShown(page);
    const answer = await page.evaluate(async ({ gameId, bidDate }) => {
      const response = await fetch('/api/api-starline-submit-bid', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          env_type: 'Prod',
          app_key: 'matka-bazar-dev-app-key',
          game_id: gameId,
          idempotency_key: `e2e-late-${Date.now()}`,
          new_result: { Gamename: 'STARLINE 10:00 AM', totalbit: 10, gameid: gameId, pana: 'Single Digit', bid_date: bidDate, session: 'Open', result: [{ digits: '5', points: 10 }] },
        }),
      });
      return { status: response.status, body: (await response.json()) as { status?: boolean; msg?: string } };
    }, { gameId: passedSlotId, bidDate: formatBidDate(clock.read()) });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body.status).toBe(false);
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'Bidding is closed for Single Digit' }).waitFor();
    expect(await walletShown(page)).toBe(before);
  });
});
