import { DEV_APP_KEY } from '@matka/shared-kernel/app-key';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ServerClock, startApp, type RunningApp } from '../support/app-server';
import { launchBrowser, openPhonePage, PHONE_VIEWPORT, saveScreenshot, typeOtp } from '../support/browser';
import { serveDirectory, type StaticServer } from '../support/static-server';

/**
 * The legacy web client (docs/operations.md § The legacy web client, call by call) against this server, end to end:
 * a small page of ours (e2e/fixtures/seed-web-client), served from an origin of its own, sends the client's requests
 * as its sources build them, through Chromium's CORS, to a server that takes both our own build's key and the field
 * apps' (APP_KEYS). The player registers in our own app.
 */
const clock = new ServerClock('10:00');
const OUR_KEY = DEV_APP_KEY;
const FIELD_KEY = 'field-app-key-0001';
const PLAYER = { name: 'Field Player', mobile: '9000002601', password: 'field-pass-1' };
const PAYTM = '9000002699';

let fixture: StaticServer;
let server: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
const markets = { main: 0, starline: 0, gali: 0 };

beforeAll(async () => {
  fixture = await serveDirectory(path.join(__dirname, '..', 'fixtures', 'seed-web-client'));
  [server, browser] = await Promise.all([startApp({ CORS_ORIGINS: fixture.url, APP_KEYS: `${OUR_KEY},${FIELD_KEY}` }, clock), launchBrowser()]);
  const add = async (...args: string[]) => Number((await server.operator('market', 'add', ...args)).game_id);
  markets.main = await add('--kind', 'main', '--name', 'Seed Main', '--open', '11:30 AM', '--close', '01:30 PM');
  markets.starline = await add('--kind', 'starline', '--name', 'Seed Star', '--open', '03:00 PM');
  markets.gali = await add('--kind', 'gali', '--name', 'Seed Gali', '--open', '11:00 PM');
  await server.operator('content', 'set', 'contacts', '--call', '9123456780', '--chat', '9123456781', '--telegram', 'seed_help');
  // An Indian phone: the bid screens write the date of its own clock.
  context = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true, timezoneId: 'Asia/Kolkata' });
  page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  // A request the browser refuses (CORS) is reported on the console.
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
});

afterAll(async () => {
  try {
    expect(errors).toEqual([]);
  } finally {
    await browser?.close();
    await server?.close();
    await fixture?.close();
  }
});

/** The answers the page has logged so far: call, HTTP status and body, in order. */
async function answers(): Promise<Array<{ call: string; http: number; body: Record<string, unknown> }>> {
  return page.locator('#log li').evaluateAll((items) =>
    items.map((item) => {
      const data = (item as HTMLElement).dataset;
      return { call: data.call ?? '', http: Number(data.http), body: JSON.parse(data.body ?? '{}') as Record<string, unknown> };
    }),
  );
}

/** Waits for the page's next answer to `name` after `count` answers, and returns it. */
async function nextAnswer(name: string, count: number) {
  await page.locator('#log li').nth(count).waitFor();
  const answer = (await answers()).slice(count).find((logged) => logged.call === name);
  if (!answer) throw new Error(`no answer to ${name} after answer ${count}`);
  return answer;
}

async function answered(name: string, act: () => Promise<void>) {
  const count = await page.locator('#log li').count();
  await act();
  return nextAnswer(name, count);
}

/** Fills a form of the page by its fields' names and sends it; resolves to the answer to `name`. */
async function send(formName: string, name: string, fields: Record<string, string>) {
  const form = page.getByRole('form', { name: formName });
  for (const [field, value] of Object.entries(fields)) {
    const input = form.locator(`[name="${field}"]`);
    if ((await input.evaluate((element) => element.tagName)) === 'SELECT') await input.selectOption(value);
    else await input.fill(value);
  }
  return answered(name, () => form.getByRole('button').click());
}

type BidCall = 'api-submit-bid' | 'api-starline-submit-bid' | 'api-galidisawar-submit-bid';
const bid = (call: BidCall, fields: Record<string, string>) => send('Bid', call, { call, closedigits: '', session: '', ...fields });
const history = (call: string) => send('History', call, { call });

test('our own app registers at /r on a server that also takes the field apps key', async () => {
  const { page: ours, errors: ourErrors } = await openPhonePage(browser);
  await ours.goto(`${server.url}/r`);
  await ours.getByLabel('Username').fill(PLAYER.name);
  await ours.getByLabel('Phone Number').fill(PLAYER.mobile);
  await ours.getByLabel('Password', { exact: true }).fill(PLAYER.password);
  await ours.getByRole('button', { name: 'Register' }).click();
  await ours.waitForURL('**/otpregister');
  await typeOtp(ours, server.lastCode(PLAYER.mobile));
  await ours.getByRole('button', { name: 'Verify Code' }).click();
  await ours.waitForURL('**/imp');
  await ours.getByRole('heading', { name: 'Home' }).waitFor();
  expect(ourErrors).toEqual([]);
  await ours.context().close();
  await server.operator('wallet', 'credit', '--mobile', PLAYER.mobile, '--points', '5000', '--note', 'Seed client journey');
});

test('signed out, the landing page shows the markets running (msg_status === 1), support links and absolute chart links', async () => {
  const loaded = page.waitForResponse((response) => response.url().endsWith('/api-galidisawar-game'));
  await page.goto(`${fixture.url}/index.html?api=${encodeURIComponent(server.url)}&key=${FIELD_KEY}`);
  await loaded;
  await page.getByTestId(`market-${markets.main}`).filter({ hasText: 'BETTING IS RUNNING' }).waitFor();
  await page.getByTestId(`market-${markets.starline}`).filter({ hasText: 'MARKET RUNNING' }).waitFor();
  await page.getByTestId(`market-${markets.gali}`).filter({ hasText: 'MARKET RUNNING' }).waitFor();
  expect(await page.getByTestId(`market-${markets.main}`).getByRole('link', { name: 'Chart' }).getAttribute('href')).toBe(
    `${server.url}/charts/main/${markets.main}`,
  );
  expect(await page.getByRole('link', { name: 'Support on WhatsApp' }).getAttribute('href')).toBe('https://wa.me/9123456780');
  const dashboard = (await answers()).find((answer) => answer.call === 'api-get-dashboard-data');
  expect(dashboard).toMatchObject({ http: 200, body: { status: true } });
  expect(dashboard?.body).not.toHaveProperty('wallet_amt');
  await saveScreenshot(page, 'seed-web-client-landing');
});

test('login, then bids on all three kinds as the client sends them: each placed, and the wallet shows them', async () => {
  // The UPI number a withdrawal needs: the client's add-UPI screen checks its code on the phone, so the player saves
  // it as an app would, through the server's own OTP flow.
  const post = async (name: string, body: Record<string, unknown>) =>
    (await fetch(`${server.url}/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ env_type: 'Prod', app_key: FIELD_KEY, ...body }) })).json() as Promise<
      Record<string, unknown>
    >;
  const app = String((await post('api-user-login', { mobile: PLAYER.mobile, password: PLAYER.password })).unique_token);
  await post('api-add-user-upi-details', { unique_token: app, upi_type: '1', paytm_no: PAYTM });
  expect(await post('api-add-user-upi-details', { unique_token: app, upi_type: '1', otp: server.lastCode(PLAYER.mobile) })).toMatchObject({ status: true });

  const signedIn = await send('Login', 'api-user-login', { mobile: PLAYER.mobile, password: PLAYER.password });
  expect(signedIn).toMatchObject({ http: 200, body: { status: true, user_name: PLAYER.name, mobile: PLAYER.mobile, unique_token: expect.any(String) } });
  await page.getByText('Wallet: 5000').waitFor();

  // Single Digit: the player's choice on the row (`open`), the batch always `Close`.
  const main = await bid('api-submit-bid', { gameId: String(markets.main), gameName: 'SEED MAIN', pana: 'Single Digit', digits: '6', session: 'open', points: '10' });
  expect(main).toMatchObject({ http: 200, body: { status: true, wallet_amt: 4990 } });
  // Starline and Gali rows carry an empty session; Gali Left Digit is named "Single Pana".
  const starline = await bid('api-starline-submit-bid', { gameId: String(markets.starline), gameName: 'SEED STAR', pana: 'Single Digit', digits: '4', points: '10' });
  expect(starline).toMatchObject({ http: 200, body: { status: true, wallet_amt: 4980 } });
  const gali = await bid('api-galidisawar-submit-bid', { gameId: String(markets.gali), gameName: 'SEED GALI', pana: 'Single Pana', digits: '7', points: '10' });
  expect(gali).toMatchObject({ http: 200, body: { status: true, wallet_amt: 4970 } });
  expect(await answered('api-user-wallet-balance', () => page.getByRole('button', { name: 'Wallet balance' }).click())).toMatchObject({
    body: { status: true, wallet_amt: 4970 },
  });

  const galiBids = await history('api-galidisawar-bid-history-data');
  expect(galiBids.body.bid_data).toEqual([expect.objectContaining({ pana: 'Single Pana', digits: '7', game_name: 'SEED GALI', points: 10 })]);
  const mainBids = await history('api-bid-history-data');
  expect(mainBids.body.bid_data).toEqual([expect.objectContaining({ pana: 'Single Digit', digits: '6', session: 'Open' })]);
  await saveScreenshot(page, 'seed-web-client-bids');
});

test('a Full Sangam with an open digit, as its screen takes one, is refused saying why, and nothing is debited', async () => {
  const refused = await bid('api-submit-bid', {
    gameId: String(markets.main),
    gameName: 'SEED MAIN',
    pana: 'Full Sangam',
    digits: '5',
    closedigits: '459',
    session: 'closed',
    points: '10',
  });
  const reason = 'Full Sangam needs an open pana (3 digits) and a close pana: 5 is not a pana';
  expect(refused).toMatchObject({ http: 400, body: { status: false, msg: reason } });
  await page.locator('#log li').filter({ hasText: reason }).waitFor();
  // The refusal, and only it, is on the browser's console (a 400 is reported there): taken off the page's errors.
  const reported = errors.indexOf('Failed to load resource: the server responded with a status of 400 (Bad Request)');
  expect(reported).toBeGreaterThanOrEqual(0);
  errors.splice(reported, 1);
  expect(await answered('api-user-wallet-balance', () => page.getByRole('button', { name: 'Wallet balance' }).click())).toMatchObject({
    body: { wallet_amt: 4970 },
  });
});

test('the open result pays the row placed as Open, and the win history shows its date and points', async () => {
  clock.at('11:35');
  expect(await server.operator('result', 'open', '--market', String(markets.main), '--pana', '123')).toMatchObject({ won: 1, paid: 95 });
  const wins = await history('api-wining-history-data');
  expect(wins.body.win_data).toEqual([expect.objectContaining({ pana: 'Single Digit', digits: '6', amount: 95, points: 10, bid_date: expect.stringMatching(/^\d{1,2}-[A-Z][a-z]+-\d{4}$/) })]);
});

test('a withdrawal takes the method list type as sent; a password change keeps the client signed in', async () => {
  const withdrawal = await answered('api-user-withdraw-fund-request', () => page.getByRole('button', { name: 'Withdraw 500' }).click());
  expect(withdrawal).toMatchObject({ http: 200, body: { status: true, msg: 'Withdraw request sent successfully' } });
  const methods = (await answers()).find((answer) => answer.call === 'api-user-payment-method-list');
  expect(methods?.body.result).toEqual([{ type: 3, name: 'Paytm', value: PAYTM }]);

  const count = await page.locator('#log li').count();
  expect(await send('Change Password', 'api-change-password', { old: PLAYER.password, new: 'field-pass-2' })).toMatchObject({ http: 200, body: { status: true } });
  // The balance the page asks for next, with the same token.
  expect(await nextAnswer('api-user-wallet-balance', count + 1)).toMatchObject({ http: 200, body: { status: true, wallet_amt: 95 + 4970 - 500 } });
  await saveScreenshot(page, 'seed-web-client-after-password-change');
  // Every request above crossed origins: none failed for CORS (errors would hold it), none answered 5xx.
  expect((await answers()).filter((answer) => answer.http >= 500)).toEqual([]);
});

test('a session ended elsewhere (a password changed on another phone): the home shows its welcome banner with why, not an empty page', async () => {
  const post = async (name: string, body: Record<string, unknown>) =>
    (await fetch(`${server.url}/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ env_type: 'Prod', app_key: FIELD_KEY, ...body }) })).json() as Promise<
      Record<string, unknown>
    >;
  const signedIn = await post('api-user-login', { mobile: PLAYER.mobile, password: 'field-pass-2' });
  expect(signedIn).toMatchObject({ status: true, unique_token: expect.any(String) });
  expect(await post('api-change-password', { unique_token: signedIn.unique_token, old_pass: 'field-pass-2', new_pass: 'field-pass-3' })).toMatchObject({ status: true });

  const dashboard = await answered('api-get-dashboard-data', () => page.getByRole('button', { name: 'Refresh markets' }).click());
  expect(dashboard).toMatchObject({ http: 200, body: { status: true, betting_status: '0' } });
  await page.getByRole('status').filter({ hasText: 'Welcome! Your session has expired. Please log in again.' }).waitFor();
  await page.getByTestId(`market-${markets.main}`).waitFor();
  await saveScreenshot(page, 'seed-web-client-session-ended');
});

test('a Gali result shows as the whole jodi on its card, which reads open_result alone', async () => {
  clock.at('23:05');
  expect(await server.operator('result', 'gali', '--market', String(markets.gali), '--jodi', '46')).toMatchObject({ result: '46' });
  await page.getByRole('button', { name: 'Refresh markets' }).click();
  await page.getByTestId(`market-${markets.gali}`).filter({ hasText: 'Result 46' }).waitFor();
  await saveScreenshot(page, 'seed-web-client-gali-result');
});
