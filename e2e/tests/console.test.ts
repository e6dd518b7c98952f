import { DEV_APP_KEY } from '@matka/shared-kernel/app-key';
import type { Page } from 'playwright-core';
import { formatBidDate, formatPoints } from '@matka/shared-kernel/domain';
import { ServerClock } from '../support/app-server';
import { checkScreen, openPhonePage, PHONE_VIEWPORT, signIn } from '../support/browser';
import { openSection, sidewaysOverflow, requestDeposit as requestDepositAs } from '../support/console';
import { appAndBrowser } from '../support/app-and-browser';

// The server's clock starts at 11:00 IST today: the markets added below open at 11:30 AM, so the player can bid.
const clock = new ServerClock('11:00');
const { server, browser } = appAndBrowser({ clock });
const LAPTOP = { width: 1280, height: 800 };
let player: Page;
/** Every file any player screen fetched in this test: none may be the console's. */
const playerRequests: string[] = [];

beforeAll(async () => {
  ({ page: player } = await openPhonePage(browser));
  player.on('request', (request) => playerRequests.push(new URL(request.url()).pathname));
  // The UPI app cannot open here: the add-funds screen's intent link goes nowhere.
  await player.addInitScript('window.open = () => null;');
  await signIn(player, server.url);
});

afterAll(async () => {
  expect(playerRequests.filter((path) => path.startsWith('/console'))).toEqual([]);
});

/** The header wallet shows `points` (the shell polls every 5 s: one poll and a margin). */
const walletShows = (points: number) => player.getByTestId('header-wallet').filter({ hasText: new RegExp(`\\b${formatPoints(points)}$`) }).waitFor({ timeout: 12_000 });
const walletNow = async () => Number(((await player.getByTestId('header-wallet').textContent()) ?? '').replace(/\D/g, ''));

const requestDeposit = (amount: number) => requestDepositAs(player, server, amount);

/** The player's bids on a market, sent by the player's page as its bid screens send them (session cookie, app key). */
async function bid(marketId: number, type: string, session: 'Open' | 'Close', rows: Array<[string, number]>): Promise<void> {
  const body = {
    env_type: 'Prod',
    app_key: DEV_APP_KEY,
    game_id: marketId,
    idempotency_key: `console-e2e-${marketId}-${type}-${session}-${rows.map((r) => r.join(':')).join(',')}`,
    new_result: {
      Gamename: 'CONSOLE',
      totalbit: rows.reduce((sum, [, points]) => sum + points, 0),
      gameid: marketId,
      pana: type,
      gametype: type,
      bid_date: formatBidDate(clock.read()),
      session,
      result: rows.map(([digits, points]) => ({ digits, closedigits: '', points })),
    },
  };
  const answer = await player.evaluate(async (payload) => {
    const response = await fetch('/api/api-submit-bid', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    return response.json();
  }, body);
  expect(answer).toMatchObject({ status: true });
}

describe.each([
  ['laptop', LAPTOP, 'CONSOLE LAPTOP', 321],
  ['phone', PHONE_VIEWPORT, 'CONSOLE PHONE', 432],
])('an operator on a %s', (device, viewport, marketName, deposit) => {
  let page: Page;
  let errors: string[];
  let marketId: number;

  /** A screenshot to keep, and no serious or critical accessibility problem on the screen. */
  const check = (name: string) => checkScreen(page, `console-${device}-${name}`);
  /** Opens a section (on a phone through the Menu); nothing on it may sit off-screen to the side. */
  const section = async (name: string, heading: string | RegExp = name) => {
    await openSection(page, name, heading);
    expect({ section: name, overflow: await sidewaysOverflow(page) }).toEqual({ section: name, overflow: 0 });
  };

  beforeAll(async () => {
    // The phone's run starts a minute on: its address's wrong password must not come before the laptop's, which the
    // server counted (a clock turned back finds the address still waiting out its last failure).
    clock.at(device === 'laptop' ? '11:00' : '11:01');
    const added = await server.operator('market', 'add', '--kind', 'main', '--name', marketName, '--open', '11:30 AM', '--close', '01:30 PM');
    marketId = Number(added.game_id);
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, ...(device === 'phone' ? { isMobile: true, hasTouch: true } : {}) });
    page = await context.newPage();
    errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterAll(async () => {
    expect(errors).toEqual([]);
    await page?.context().close();
  });

  test('signs in with a name and the one-time password, chooses a password; only an HttpOnly cookie is kept', async () => {
    const name = `ops-${device}`;
    const added = (await server.operator('operator', 'add', '--name', name, '--role', 'owner')) as { password: string; token: string };
    await page.goto(`${server.url}/console/`);
    await page.getByRole('heading', { level: 1, name: 'Matka Bazar Console' }).waitFor();
    await check('sign-in');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong name or password' }).waitFor();
    await page.getByLabel('Password').fill(added.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: `Welcome, ${name}` }).waitFor();
    await check('choose-password');
    const chosen = `${name}-chosen-password`;
    await page.getByLabel('Password you were given').fill(added.password);
    await page.getByLabel('New password', { exact: true }).fill(chosen);
    await page.getByLabel('New password again').fill(chosen);
    await page.getByRole('button', { name: 'Save my password' }).click();
    await page.getByRole('heading', { level: 1, name: /^Today/ }).waitFor();
    await page.getByTestId('signed-in-as').filter({ hasText: `${name} · owner` }).waitFor();
    const [cookie] = await page.context().cookies();
    expect(cookie).toMatchObject({ name: 'matka_operator', httpOnly: true, sameSite: 'Strict', path: '/operator' });
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    for (const secret of [added.password, chosen, added.token]) expect(stored).not.toContain(secret);
    await check('today');
  });

  test('approves the deposit a player asked for after a confirmation with its note; the wallet shows it; a double click credits once', async () => {
    const before = await walletNow();
    await page.getByRole('heading', { level: 1, name: /^Today/ }).waitFor();
    await requestDeposit(deposit);
    // No reload: Today and the section badge poll (5 s, with their ETags) and show the new request within one poll.
    await page.getByRole('region', { name: 'Pending deposits' }).filter({ hasText: String(deposit) }).waitFor({ timeout: 12_000 });
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await (device === 'phone' ? nav.getByRole('button', { name: /^Menu Today\W*1 pending$/ }) : nav.getByRole('link', { name: /^Deposits\W*1 pending$/ })).waitFor({ timeout: 12_000 });
    await expect(page.title()).resolves.toMatch(/^\(1\) Today/);
    await section('Deposits');
    const row = page.getByRole('row').filter({ hasText: `${deposit} pts` });
    await check('deposits');
    await row.getByRole('button', { name: /^Approve deposit/ }).click();
    const confirm = page.getByRole('form', { name: /^Confirm: Approve deposit #\d+$/ });
    await confirm.filter({ hasText: 'Demo Player · 9876543210' }).filter({ hasText: `${deposit} pts` }).waitFor();
    await confirm.getByLabel('Note for the audit list (optional)').fill(`UTR ${deposit}456 checked`);
    await check('deposit-confirm');
    await confirm.getByRole('button', { name: /^Confirm: Approve deposit/ }).dblclick();
    await row.filter({ hasText: 'approved' }).waitFor();
    await walletShows(before + deposit);
    const { users } = (await server.operator('user', 'list')) as { users: Array<{ mobile: string; balance: number }> };
    expect(users.find((user) => user.mobile === '9876543210')?.balance).toBe(before + deposit);
  });

  test('shows the exposure, previews a result, declares it and pays what the preview said; players see it within one poll; reverts it', async () => {
    await bid(marketId, 'Single Digit', 'Open', [['6', 10], ['7', 10]]);
    await bid(marketId, 'Single Pana', 'Open', [['123', 20]]);
    await player.goto(`${server.url}/imp`);
    await player.getByTestId(`market-${marketId}`).waitFor();
    const before = await walletNow();
    // A result is declared once its market has opened (before that, only as early: the CLI's --early).
    clock.at('11:31');

    await section('Results');
    await page.getByLabel('Market').selectOption({ label: marketName });
    // Before declaring: what the house risks, from the bids the player's app placed.
    await page.getByRole('button', { name: 'Show exposure' }).click();
    await expect(page.getByTestId('exposure-bids').textContent()).resolves.toBe('3');
    await expect(page.getByTestId('exposure-stake').textContent()).resolves.toBe('40 pts');
    await page.getByTestId('exposure-123-6').filter({ hasText: '2,895 pts' }).waitFor();
    await check('exposure');
    await page.getByRole('textbox', { name: 'Pana' }).fill('123');
    await page.getByRole('button', { name: 'Preview result' }).click();
    const preview = page.getByRole('region', { name: new RegExp(`^Preview: ${marketName} 123-6`) });
    await preview.waitFor();
    // Single Digit 6 at 10-95 pays 95, Single Pana 123 (20 points) at 10-1400 pays 2,800.
    await expect(preview.getByTestId('preview-paid').textContent()).resolves.toBe('2,895 pts');
    await expect(preview.getByTestId('preview-won').textContent()).resolves.toBe('2 (1 players)');
    await check('result-preview');
    await preview.getByRole('button', { name: 'Confirm and declare 123-6' }).click();
    await page.getByRole('status').filter({ hasText: 'Declared 123-6: 2 winning bids paid 2,895 pts, 1 lost.' }).waitFor();
    await walletShows(before + 2895);
    await player.getByTestId(`market-${marketId}`).filter({ hasText: '123-6' }).waitFor({ timeout: 12_000 });

    await page.getByRole('button', { name: 'Preview revert' }).click();
    await expect(page.getByTestId('revert-points').textContent()).resolves.toBe('2,895 pts');
    await check('revert-preview');
    await page.getByRole('button', { name: 'Confirm revert' }).click();
    await page.getByRole('status').filter({ hasText: 'Reverted the open result: 3 bids back to pending, 2,895 pts taken back.' }).waitFor();
    await walletShows(before);
    await player.getByTestId(`market-${marketId}`).filter({ hasText: '***-**-***' }).waitFor({ timeout: 12_000 });
  });

  test('disables a market after a confirmation naming it, and it leaves the players’ list', async () => {
    await section('Markets and rates');
    const row = page.getByTestId(`market-${marketId}`);
    await check('markets');
    await row.getByRole('button', { name: `Disable ${marketName}` }).click();
    const confirm = page.getByRole('form', { name: `Confirm: Disable ${marketName}` });
    await confirm.filter({ hasText: `(#${marketId}) · 11:30 AM – 01:30 PM` }).waitFor();
    await check('market-disable-confirm');
    await confirm.getByRole('button', { name: `Confirm: Disable ${marketName}` }).click();
    await row.filter({ hasText: 'Off' }).waitFor();
    await player.getByTestId(`market-${marketId}`).waitFor({ state: 'detached', timeout: 12_000 });
  });

  test('cancels the disabled market’s day: its pending bids come back to the player, and Bid History says Refunded', async () => {
    // The declaration above was reverted: the market's 3 bids (40 pts) are pending, and the market is now off.
    const before = await walletNow();
    await section('Results');
    await page.getByTestId('stranded-bids').filter({ hasText: `${marketName} on ` }).filter({ hasText: '3 bids, 40 pts' }).waitFor();
    await page.getByLabel('Market').selectOption({ label: `${marketName} (disabled, bids pending)` });
    await page.getByRole('button', { name: 'Preview cancel' }).click();
    const confirm = page.getByRole('form', { name: new RegExp(`^Confirm: Cancel ${marketName} on .* and refund$`) });
    await expect(confirm.getByTestId('cancel-bids').textContent()).resolves.toBe('3 bids of 1 player');
    await expect(confirm.getByTestId('cancel-points').textContent()).resolves.toBe('40 pts');
    await check('cancel-preview');
    await confirm.getByRole('button', { name: /^Confirm: Cancel/ }).click();
    await page.getByRole('status').filter({ hasText: '3 bids refunded to 1 player, 40 pts.' }).waitFor();
    await page.getByTestId('stranded-bids').waitFor({ state: 'detached' });
    await walletShows(before + 40);
    await player.goto(`${server.url}/imp4`);
    await player.getByRole('listitem').filter({ hasText: marketName }).filter({ hasText: 'StatusRefunded' }).first().waitFor();
    await expect(player.getByRole('listitem').filter({ hasText: marketName }).filter({ hasText: 'StatusRefunded' }).count()).resolves.toBe(3);
  });

  test('a UPI id changed with the CLI is on this owner’s Today, with its note, until they acknowledge it', async () => {
    const upi = `shop-${device}@okaxis`;
    const note = `new bank account (${device})`;
    await server.operator('content', 'set', 'payment', '--upi-id', upi, '--note', note);
    await section('Today', /^Today/);
    const row = page.getByRole('region', { name: 'Payment and money content changed' }).getByRole('listitem').filter({ hasText: upi }).filter({ hasText: note });
    await row.waitFor();
    await check('today-content-change');
    await row.getByRole('button', { name: /^Acknowledge change \d+$/ }).click();
    await row.waitFor({ state: 'detached' });
    // Acknowledged for this owner only: the first owner (the CLI's) still has it to look at.
    const { changes } = (await server.operator('content', 'changes')) as { changes: Array<{ change: string; note: string }> };
    expect(changes.filter((change) => change.change.includes(upi))).toEqual([expect.objectContaining({ note })]);
  });

  test('every action is in the audit list; the other sections load clean', async () => {
    await section('Audit');
    for (const action of ['result cancel', 'market disable', 'result revert', 'result open', 'deposit approve', 'sign in', 'operator password']) {
      await page.getByRole('cell', { name: action, exact: true }).first().waitFor();
    }
    // The deposit's note is on the deposit's row alone, under this operator's name, with what it changed.
    const rows = page.getByRole('row');
    const note = `UTR ${deposit}456 checked`;
    await rows.filter({ hasText: 'deposit approve' }).filter({ hasText: note }).filter({ hasText: `ops-${device}` }).filter({ hasText: `${deposit} pts credited, balance` }).waitFor();
    await expect(rows.filter({ hasText: note }).count()).resolves.toBe(1);
    // Filtered by action, the list loads again with that action's rows alone.
    await page.getByLabel('Action').selectOption('result open');
    await rows.filter({ hasText: 'deposit approve' }).first().waitFor({ state: 'detached' });
    await rows.filter({ hasText: 'result open' }).first().waitFor();
    await page.getByLabel('Action').selectOption('');
    await rows.filter({ hasText: 'deposit approve' }).first().waitFor();
    await check('audit');
    // The day's report, from the ledger and the bids, ties out with the ledger check.
    await section('Reports');
    await page.getByTestId('report-ties-out').filter({ hasText: /^Ties out: entries [\d,]+ pts = balances$/ }).waitFor();
    const { checked, mismatches } = (await server.operator('ledger', 'check')) as { checked: number; mismatches: unknown[] };
    expect({ checked: checked > 0, mismatches }).toEqual({ checked: true, mismatches: [] });
    await check('reports');
    await section('Players');
    await page.getByLabel('Search by number or name').fill('98765');
    await page.getByRole('button', { name: 'Open Demo Player 9876543210' }).click();
    await page.getByRole('heading', { name: 'Demo Player · 9876543210' }).waitFor();
    await check('players');
    await section('Withdrawals');
    await check('withdrawals');
    await section('Content');
    await page.getByRole('heading', { name: 'Payment ids and QR' }).waitFor();
    await check('content');
    await section('Releases');
    await page.getByRole('region', { name: 'markets', exact: true }).waitFor();
    await check('releases');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Name').waitFor();
  });
});
