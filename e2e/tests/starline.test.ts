import { DEV_APP_KEY } from '@matka/shared-kernel/app-key';
import type { Page } from 'playwright-core';
import { formatBidDate } from '@matka/shared-kernel/domain';
import { ServerClock } from '../support/app-server';
import { headerWallet, waitForHeaderWallet } from '../support/browser';
import { checkScreen } from '../support/browser';
import { marketJourney, placeBids } from '../support/market-journey';

// The server's clock starts at 11:00 IST today, whenever the test runs: the slot below (11:30 AM) takes bids, the
// demo's 10:00 AM slot has passed.
const clock = new ServerClock('11:00');
const journey = marketJourney(clock, 'starline', { name: 'E2E STARLINE', open: '11:30 AM', demoMarket: 'STARLINE 10:00 AM' });

/** KING STARLINE → the slot → the type's tile → its bid screen; enters the bids and submits them. */
const bidOnSlot = (page: Page, type: string, entries: Array<{ number: string; points: string }>, confirmShot?: string) =>
  placeBids(page, { listUrl: `${journey.server.url}/imp2`, marketId: journey.marketId, gameTypes: '**/stargame**', market: 'E2E STARLINE', type, entries, shots: { confirm: confirmShot } });

describe('a player bids on a Starline slot and is paid when its pana is declared', () => {
  let page: Page;
  beforeAll(() => ({ page } = journey));

  test("Home's KING STARLINE opens the slot list: rates, history buttons, chart, running and closed slots", async () => {
    await page.getByRole('link', { name: 'KING STARLINE' }).click();
    await page.getByRole('heading', { name: 'KING STARLINE' }).waitFor();
    await page.getByTestId(`market-${journey.marketId}`).filter({ hasText: 'Market is running' }).waitFor();
    await page.getByTestId(`market-${journey.demoMarketId}`).filter({ hasText: 'Close for today' }).waitFor();
    await page.getByText('10-1400').waitFor();
    expect(await page.getByRole('link', { name: 'Bid-History' }).getAttribute('href')).toBe('/imp5');
    expect(await page.getByRole('link', { name: 'Win History' }).getAttribute('href')).toBe('/imp6');
    const chart = page.getByRole('link', { name: 'Chart' });
    expect([await chart.getAttribute('href'), await chart.getAttribute('target'), await chart.getAttribute('rel')]).toEqual([`${journey.server.url}/charts/starline`, '_blank', 'noreferrer']);
    await checkScreen(page, 'starline-list');
    // A closed one looks disabled, and a tap shakes it, says why and stays (the card's own test times the shake).
    await page.getByTestId(`market-${journey.demoMarketId}`).click({ force: true });
    await page.getByRole('alert').filter({ hasText: 'This market is closed for today' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/imp2');
  });

  test('a single digit and a single pana bid: the header wallet falls by exactly the stakes', async () => {
    const start = await headerWallet(page);
    await bidOnSlot(page, 'Single Digit', [
      { number: '1', points: '10' },
      { number: '2', points: '10' },
    ], 'starline-confirm');
    await page.goto(`${journey.server.url}/imp2`);
    await page.getByTestId(`market-${journey.marketId}`).click();
    await page.getByRole('button', { name: 'Single Pana', exact: true }).waitFor();
    await checkScreen(page, 'starline-game-types');
    await bidOnSlot(page, 'Single Pana', [{ number: '128', points: '20' }]);
    await waitForHeaderWallet(page, start - 40);
  });

  test('the operator declares 128 (CLI): the wallet rises by exactly points × rate for the winners', async () => {
    const before = await headerWallet(page);
    clock.at('11:31');
    const declared = await journey.server.operator('result', 'starline', '--market', String(journey.marketId), '--pana', '128');
    // Single Digit 1 (10 at 10-95) → 95, Single Pana 128 (20 at 10-1400) → 2,800; Single Digit 2 loses.
    expect(declared).toMatchObject({ result: '128-1', paid: 95 + 2800 });
    await waitForHeaderWallet(page, before + 2895);
    await page.goto(`${journey.server.url}/imp2`);
    await page.getByTestId(`market-${journey.marketId}`).filter({ hasText: '128-1' }).filter({ hasText: 'Close for today' }).waitFor({ timeout: 15_000 });
  });

  test('the wins are in Starline Win History (/imp6), all three bids in Starline Bid History (/imp5)', async () => {
    await page.getByRole('link', { name: 'Win History' }).click();
    await page.getByRole('heading', { name: 'Starline Win History' }).waitFor();
    const wins = page.getByRole('list', { name: 'History' }).getByRole('listitem');
    await wins.first().waitFor();
    expect((await wins.allTextContents()).map((text) => /Won: ([\d,]+) pts/.exec(text)?.[1]).sort()).toEqual(['2,800', '95']);
    await checkScreen(page, 'starline-win-history');

    await page.goto(`${journey.server.url}/imp5`);
    const bids = page.getByRole('list', { name: 'History' }).getByRole('listitem');
    await bids.first().waitFor();
    expect((await bids.allTextContents()).map((text) => /(Single \w+): (\d+)/.exec(text)?.slice(1).join(' ')).sort()).toEqual([
      'Single Digit 1',
      'Single Digit 2',
      'Single Pana 128',
    ]);
    await checkScreen(page, 'starline-bid-history');
  });

  test('a slot whose time has passed takes no bids: the screen says so and the server refuses', async () => {
    await page.goto(`${journey.server.url}/starsingle?game=${journey.demoMarketId}`);
    await page.getByRole('alert').filter({ hasText: 'Bidding is closed for Single Digit' }).waitFor();
    expect(await page.getByRole('button', { name: 'Proceed' }).count()).toBe(0);
    await checkScreen(page, 'starline-bid-closed');
    const before = await headerWallet(page);
    const answer = await page.evaluate(async ({ gameId, bidDate, appKey }) => {
      const response = await fetch('/api/api-starline-submit-bid', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          env_type: 'Prod',
          app_key: appKey,
          game_id: gameId,
          idempotency_key: `e2e-late-${Date.now()}`,
          new_result: { Gamename: 'STARLINE 10:00 AM', totalbit: 10, gameid: gameId, pana: 'Single Digit', bid_date: bidDate, session: 'Open', result: [{ digits: '5', points: 10 }] },
        }),
      });
      return { status: response.status, body: (await response.json()) as { status?: boolean; msg?: string } };
    }, { gameId: journey.demoMarketId, bidDate: formatBidDate(clock.read()), appKey: DEV_APP_KEY });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body.status).toBe(false);
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'Bidding is closed for Single Digit' }).waitFor();
    expect(await headerWallet(page)).toBe(before);
  });
});
