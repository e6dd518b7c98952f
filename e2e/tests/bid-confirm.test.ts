import type { Page } from 'playwright-core';
import { DEV_APP_KEY } from '@matka/shared-kernel/app-key';
import { formatPoints } from '@matka/shared-kernel/domain';
import { ServerClock } from '../support/app-server';
import { headerWallet, landmarkViolations, openPhonePage, saveScreenshot, seriousA11yViolations, signIn, waitForHeaderWallet } from '../support/browser';
import { addMainMarket, appAndBrowser } from '../support/app-and-browser';

// One confirm is one placement, what cannot be played looks so and says why, and the small things a player reads.
// The server's clock starts at 11:00 IST today: the market below (11:30 AM to 01:30 PM) takes every type.
const clock = new ServerClock('11:00');
const { server, browser } = appAndBrowser({ clock });
let marketId: number;

beforeAll(async () => {
  marketId = await addMainMarket(server, 'E2E CONFIRM');
});

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function openBidScreen(page: Page, type: string): Promise<void> {
  await page.goto(`${server.url}/game?game=${marketId}`);
  await page.getByRole('button', { name: type, exact: true }).click();
  await page.getByRole('heading', { name: `E2E CONFIRM — ${type}` }).waitFor();
}

describe('SP DP TP: the player leaves right after SUBMIT', () => {
  beforeAll(() => clock.at('11:00'));

  test('the one call carries all three types: every bid is placed though the page never saw the answer', async () => {
    const { page } = await openPhonePage(browser, undefined, { serviceWorkers: 'block' });
    await signIn(page, server.url);
    const start = await headerWallet(page);
    await openBidScreen(page, 'SP DP TP');
    await page.locator('form input:not([type=radio])').first().fill('2');
    await page.getByRole('textbox', { name: 'Points' }).fill('10');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('total-bid').textContent()).resolves.toBe('22');
    // The confirm names the game type (the list's session), not "-".
    await expect(dialog.getByTestId('game-type').textContent()).resolves.toBe('Open');

    // The request reaches the server, and the player is gone before its answer comes back.
    const sent: string[] = [];
    let left!: () => void;
    const gone = new Promise<void>((resolve) => (left = resolve));
    await page.route(/\/api\/api-submit-bids?$/, async (route) => {
      sent.push(new URL(route.request().url()).pathname);
      await route.fetch();
      left();
      await route.abort('aborted');
    });
    await dialog.getByRole('button', { name: 'SUBMIT' }).click();
    await gone;
    await page.context().close();
    expect(sent).toEqual(['/api/api-submit-bids']);

    // Back on another page: all 22 bids are there, and the wallet dropped by their total once.
    const { page: again } = await openPhonePage(browser);
    await signIn(again, server.url);
    await waitForHeaderWallet(again, start - 220);
    await again.goto(`${server.url}/bid`);
    const cards = again.getByRole('list', { name: 'History' }).getByRole('listitem');
    await cards.filter({ hasText: 'E2E CONFIRM' }).first().waitFor();
    const texts = (await cards.allTextContents()).filter((text) => text.startsWith('E2E CONFIRM'));
    const types = ['Single Pana', 'Double Pana', 'Triple Pana'].map((type) => texts.filter((text) => text.includes(`Bid Type${type}`)).length);
    expect(types).toEqual([12, 9, 1]);
    // A pana is labelled Pana, not Digit.
    expect(texts.find((text) => text.includes('Bid TypeTriple Pana'))).toContain('Pana444');
    await again.context().close();
  });
});

describe('what cannot be played', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPhonePage(browser));
    await signIn(page, server.url);
  });
  afterAll(() => page.context().close());

  test('a closed market on Home: greyed, no play icon, and a tap says it is closed for today', async () => {
    clock.at('11:00');
    await page.goto(`${server.url}/imp`);
    // SRIDEVI (01:00–02:00 AM) is closed at 11:00.
    const closed = page.getByRole('button', { name: /^SRIDEVI .*Close for today/ });
    await expect(closed.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(closed.locator('.play').isVisible()).resolves.toBe(false);
    const running = page.getByTestId(`market-${marketId}`);
    await expect(running.getAttribute('aria-disabled')).resolves.toBeNull();
    await expect(running.locator('.play').isVisible()).resolves.toBe(true);
    // A disabled-looking card still takes a tap (Playwright would wait for an aria-disabled button to enable).
    await closed.click({ force: true });
    await toast(page, 'This market is closed for today').waitFor();
    expect(new URL(page.url()).pathname).toBe('/imp');
    await saveScreenshot(page, 'closed-market-card');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('after the open time: Jodi and the sangams greyed on the game screen, a tap says why and stays', async () => {
    clock.at('12:00');
    await page.goto(`${server.url}/game?game=${marketId}`);
    const tile = (type: string) => page.getByRole('button', { name: type, exact: true });
    await tile('Single Digit').waitFor();
    for (const type of ['Jodi Digit', 'Half Sangam', 'Full Sangam']) await expect(tile(type).getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(tile('Single Pana').getAttribute('aria-disabled')).resolves.toBeNull();
    await tile('Jodi Digit').click({ force: true });
    await toast(page, 'Bidding is closed for Jodi Digit').waitFor();
    expect(new URL(page.url()).pathname).toBe('/game');
    await saveScreenshot(page, 'game-types-after-open');
  });

  test("after the close time: every tile of the market's game screen greyed", async () => {
    clock.at('13:40');
    await page.goto(`${server.url}/game?game=${marketId}`);
    await page.getByRole('button', { name: 'Single Digit', exact: true }).waitFor();
    const tiles = page.locator('button[aria-disabled="true"]');
    await expect(tiles.count()).resolves.toBe(10);
    await page.getByRole('button', { name: 'SP Motor', exact: true }).click({ force: true });
    await toast(page, 'Bidding is closed for SP Motor').waitFor();
    expect(new URL(page.url()).pathname).toBe('/game');
  });
});

describe('the small things', () => {
  beforeAll(() => clock.at('11:00'));

  test('/login has one main, at the top level (axe)', async () => {
    const { page } = await openPhonePage(browser);
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await landmarkViolations(page)).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  test('points read with Indian grouping in the header and on the bid board', async () => {
    const { page } = await openPhonePage(browser);
    await signIn(page, server.url);
    const wallet = await headerWallet(page);
    expect(wallet).toBeGreaterThanOrEqual(1000);
    await expect(page.getByTestId('header-wallet').textContent()).resolves.toBe(formatPoints(wallet));
    await openBidScreen(page, 'Single Digit');
    await expect(page.getByTestId('screen-wallet').textContent()).resolves.toBe(`Wallet: ${formatPoints(wallet)}`);
    await page.context().close();
  });

  test('Pay via UPI with 99999999999 says the maximum, and opens nothing', async () => {
    const { page } = await openPhonePage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/payviaupi`);
    await page.getByLabel('Amount (INR)').fill('99999999999');
    await page.getByRole('radio', { name: 'PhonePe' }).check();
    await page.getByRole('button', { name: 'Add Money' }).click();
    await toast(page, 'Maximum amount to add is 10,00,000').waitFor();
    expect(new URL(page.url()).pathname).toBe('/payviaupi');
    await page.context().close();
  });

  test('a 300-character name on Profile says the maximum', async () => {
    const { page } = await openPhonePage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/profile`);
    await page.getByLabel('Name').fill('A'.repeat(300));
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('Name can be at most 60 characters').waitFor();
    // The server says the same to a caller that skips the screen.
    const answer = await page.evaluate(async (body) => {
      const response = await fetch('/api/api-profile-update', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return response.json();
    }, { app_key: DEV_APP_KEY, env_type: 'Prod', user_name: 'A'.repeat(300) });
    expect(answer).toMatchObject({ status: false, msg: 'Name can be at most 60 characters' });
    await page.context().close();
  });
});
