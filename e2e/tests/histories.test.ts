import { DEV_APP_KEY } from '@matka/shared-kernel/app-key';
import type { Page } from 'playwright-core';
import { formatDay, istDay, shownDate } from '@matka/shared-kernel/domain';
import { ServerClock, type RemotesJson } from '../support/app-server';
import { DEMO, openPhonePage, saveScreenshot, seriousA11yViolations, signIn, waitForHeaderWallet } from '../support/browser';
import { addMainMarket, appAndBrowser } from '../support/app-and-browser';

// The server's clock starts at 11:00 IST today, so the market below takes open-session bids until 11:30.
const clock = new ServerClock('11:00');
const { server, browser } = appAndBrowser({ clock });
let marketId: number;
let original: RemotesJson;

const MARKET = 'E2E HISTORY';
const WELCOME = 5000; // the demo player's points (api/src/demo/seed-demo.ts)
const DEPOSIT = 500;
const STAKE = 50;
const WIN = Math.floor((STAKE * 95) / 10); // Single Digit pays 10-95: 475

beforeAll(async () => {
  original = server.readManifest();
  marketId = await addMainMarket(server, MARKET);
});

const footerLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
const cards = (page: Page) => page.getByRole('list', { name: 'History' }).getByRole('listitem');

/** Files a deposit request as the Add Funds screen does (same origin, the session cookie), for the operator to approve. */
async function fileDeposit(page: Page, points: number): Promise<void> {
  const answer = await page.evaluate(async ({ amount, appKey }) => {
    const response = await fetch('/api/api-fund-request-add', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ env_type: 'Prod', app_key: appKey, request_amount: amount, idempotency_key: 'e2e-histories-deposit' }),
    });
    return response.json() as Promise<{ status: boolean }>;
  }, { amount: points, appKey: DEV_APP_KEY });
  expect(answer.status).toBe(true);
}

describe('a player finds a bid, its win and the money moves in the histories', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPhonePage(browser));
    await signIn(page, server.url);
  });

  test('an approved deposit, a Single Digit bid through the markets screens, and its win declared with the CLI', async () => {
    await fileDeposit(page, DEPOSIT);
    const pending = (await server.operator('deposit', 'list', '--status', 'pending')) as { deposits?: Array<{ id: number; mobile: string }> };
    const deposit = pending.deposits?.find((request) => request.mobile === DEMO.mobile);
    expect(deposit).toBeDefined();
    await server.operator('deposit', 'approve', '--id', String(deposit?.id));
    await waitForHeaderWallet(page, WELCOME + DEPOSIT);

    await page.getByTestId(`market-${marketId}`).click();
    await page.waitForURL('**/game**');
    await page.getByRole('button', { name: 'Single Digit', exact: true }).click();
    await heading(page, `${MARKET} — Single Digit`);
    await page.locator('form input:not([type=radio])').first().fill('6');
    await page.getByRole('textbox', { name: 'Points' }).fill(String(STAKE));
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByText('Bid placed successfully!').waitFor();
    await waitForHeaderWallet(page, WELCOME + DEPOSIT - STAKE);

    clock.at('11:35');
    expect(await server.operator('result', 'open', '--market', String(marketId), '--pana', '123')).toMatchObject({ result: '123-6', paid: WIN });
    await waitForHeaderWallet(page, WELCOME + DEPOSIT - STAKE + WIN);
  });

  test("the footer's Bids opens Bid History with today's bid", async () => {
    await footerLink(page, 'Bids').click();
    await heading(page, 'Bid History');
    const bid = cards(page).filter({ hasText: MARKET });
    await bid.waitFor();
    const text = await bid.textContent();
    for (const part of ['Single Digit', 'SessionOpen', 'Digit6', `${STAKE} pts`, `Date${shownDate(formatDay(istDay(clock.read())))}`]) expect(text).toContain(part);
    // One date format across the histories: DD/MM/YYYY, as the passbook and the wins show theirs.
    expect(text).toMatch(/Date\d{2}\/\d{2}\/\d{4}/);
    await saveScreenshot(page, 'histories-bid-history');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("the menu's Win History shows the win: points × rate", async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Win History' }).click();
    await heading(page, 'Win History');
    const win = cards(page).filter({ hasText: 'Congratulations You Won' });
    await win.waitFor();
    expect(await win.textContent()).toContain(`${MARKET}${WIN} pts`);
    expect(await win.textContent()).toMatch(/Date\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M/);
    await saveScreenshot(page, 'histories-win-history');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("the footer's Passbook: the win, the bid, the deposit and the welcome points, newest first, with the running balance", async () => {
    await footerLink(page, 'Passbook').click();
    await heading(page, 'Transaction History');
    await cards(page).first().waitFor();
    const entries = (await cards(page).allTextContents()).map((text) => text.replace(/Date.*Balance/, 'Balance'));
    const balance = (points: number) => `Balance${points.toLocaleString('en-IN')} pts`;
    expect(entries).toEqual([
      expect.stringMatching(new RegExp(`^Win: ${MARKET} Single Digit 6\\+${WIN} ptsTypeCredit${balance(WELCOME + DEPOSIT - STAKE + WIN)}$`)),
      expect.stringMatching(new RegExp(`^Bid: ${MARKET} Single Digit \\(1 bid\\)-${STAKE} ptsTypeDebit${balance(WELCOME + DEPOSIT - STAKE)}$`)),
      expect.stringMatching(new RegExp(`^Deposit #\\d+ approved\\+${DEPOSIT} ptsTypeCredit${balance(WELCOME + DEPOSIT)}$`)),
      `Welcome points+5,000 ptsTypeCredit${balance(WELCOME)}`,
    ]);
    await saveScreenshot(page, 'histories-passbook');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a long passbook comes a page at a time: scrolling to its end brings the older entries', async () => {
    for (let i = 1; i <= 30; i += 1) {
      const credited = await server.app.inject({
        method: 'POST',
        url: '/operator/wallet/credit',
        headers: { authorization: `Bearer ${server.app.operatorToken}` },
        payload: { mobile: DEMO.mobile, points: i, note: `Bonus ${i}` },
      });
      expect(credited.statusCode).toBe(200);
    }
    await page.reload();
    await heading(page, 'Transaction History');
    await cards(page).filter({ hasText: 'Bonus 30' }).waitFor();
    // The first page is 25 entries and the end of the list offers more.
    expect(await cards(page).filter({ hasText: 'Balance' }).count()).toBe(25);
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    // Coming into view is enough: no tap.
    await cards(page).filter({ hasText: 'Welcome points' }).waitFor();
    expect(await cards(page).filter({ hasText: 'Balance' }).count()).toBe(34);
    await expect(page.getByRole('button', { name: 'Load more' }).count()).resolves.toBe(0);
  });

  test("Histories lists the eight histories; a switched-off remote's leave the list, and its page is the shell's unavailable one", async () => {
    await page.goto(`${server.url}/histories`);
    await heading(page, 'Histories');
    const entries = page.getByRole('navigation', { name: 'Histories' }).getByRole('link');
    expect(await entries.allTextContents()).toEqual([
      'Deposit History',
      'Wallet History',
      'Main Bid-History',
      'Main Win-History',
      'Starline Bid-History',
      'Starline Win-History',
      'Gali Bid-History',
      'Gali Win-History',
    ]);
    await saveScreenshot(page, 'histories-index');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await entries.filter({ hasText: 'Main Win-History' }).click();
    await heading(page, 'Win History');

    server.writeManifest({ remotes: original.remotes.map((remote) => (remote.name === 'gali' ? { ...remote, enabled: false } : remote)) });
    await page.goto(`${server.url}/histories`);
    await heading(page, 'Histories');
    // No link leads to a switched-off remote: Gali's two entries are not drawn.
    await page.getByRole('link', { name: 'Starline Win-History' }).waitFor();
    await page.getByRole('link', { name: 'Gali Win-History' }).waitFor({ state: 'detached' });
    expect(await entries.allTextContents()).toEqual([
      'Deposit History',
      'Wallet History',
      'Main Bid-History',
      'Main Win-History',
      'Starline Bid-History',
      'Starline Win-History',
    ]);
    await saveScreenshot(page, 'histories-gali-switched-off');
    // A page of it opened anyway (a bookmark) is the shell's unavailable page.
    await page.goto(`${server.url}/impwin`);
    await heading(page, 'This section is unavailable right now');
    server.writeManifest(original);
  });

  test("the menu's Charts: each main market's Jodi chart opens in a new tab, which leads back to Charts", async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Charts' }).click();
    await heading(page, 'Charts');
    const jodi = page.getByRole('link', { name: `${MARKET} Jodi Chart` });
    expect(await jodi.getAttribute('href')).toBe(`${server.url}/charts/main/${marketId}#jodi`);
    await page.getByRole('link', { name: 'KING STARLINE View Charts' }).waitFor();
    await page.getByRole('link', { name: 'KING GALI View Charts' }).waitFor();
    await saveScreenshot(page, 'histories-charts');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const [chart] = await Promise.all([page.context().waitForEvent('page'), jodi.click()]);
    await chart.getByRole('heading', { name: `${MARKET} chart` }).waitFor();
    // Today's open result 123 (digit 6): the jodi so far is 6*.
    await chart.getByRole('cell', { name: '6*', exact: true }).waitFor();
    expect(new URL(chart.url()).hash).toBe('#jodi');
    await saveScreenshot(chart, 'histories-chart-page');
    await chart.getByRole('link', { name: '← Back to Charts' }).click();
    await chart.getByRole('heading', { level: 1, name: 'Charts' }).waitFor();
    await chart.close();
  });
});
