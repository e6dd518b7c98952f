import type { Locator, Page } from 'playwright-core';
import { DEV_APP_KEY } from '@matka/shared-kernel/app-key';
import { SECTIONS, type SectionPath } from '../../console/src/router';
import { ServerClock } from '../support/app-server';
import { checkScreen, DEMO, openPhonePage, PHONE_VIEWPORT, signIn } from '../support/browser';
import { newConsoleOperator, openSection, sidewaysOverflow } from '../support/console';
import { appAndBrowser } from '../support/app-and-browser';

// Issue 43, item 5: every section of the console, with real rows in it, fits a phone (390 x 844) with each row's
// actions on screen. 12:00 IST: inside the demo's withdraw window; a credit above 5,000 waits for a second approval.
const clock = new ServerClock('12:00');
const { server, browser } = appAndBrowser({ clock, env: { SECOND_APPROVAL_ABOVE: '5000' } });
const MARKET = 'PHONE LAYOUT';
let page: Page;
const errors: string[] = [];

/** A call of the player API as the player's app sends it (the session cookie, the app key). */
async function playerCall(player: Page, name: string, body: Record<string, unknown>): Promise<{ status: boolean }> {
  return player.evaluate(
    async ({ name, body }) => {
      const response = await fetch(`/api/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return (await response.json()) as { status: boolean };
    },
    { name, body: { env_type: 'Prod', app_key: DEV_APP_KEY, ...body } },
  );
}

beforeAll(async () => {
  // The player files two deposits and two withdrawals (to the PhonePe number saved with its code).
  const { page: player } = await openPhonePage(browser);
  await signIn(player, server.url);
  for (const [index, amount] of [700, 1250].entries()) {
    await expect(playerCall(player, 'api-fund-request-add', { request_amount: amount, payment_method: 'PhonePe', utr: `43000000000${index}`, idempotency_key: `layout-deposit-${index}` })).resolves.toMatchObject({ status: true });
  }
  await playerCall(player, 'api-add-user-upi-details', { upi_type: '3', phon_pay_no: DEMO.mobile });
  await expect(playerCall(player, 'api-add-user-upi-details', { upi_type: '3', otp: server.lastCode(DEMO.mobile) })).resolves.toMatchObject({ status: true });
  for (const [index, amount] of [600, 900].entries()) {
    await expect(playerCall(player, 'api-user-withdraw-fund-request', { request_amount: amount, payment_method: '4', idempotency_key: `layout-withdraw-${index}` })).resolves.toMatchObject({ status: true });
  }
  await player.context().close();
  // A credit waiting for a second approval, a payment received by hand, a market of each session, an operator.
  await server.operator('wallet', 'credit', '--mobile', DEMO.mobile, '--points', '9000', '--note', 'Win paid short');
  await server.operator('payments', 'post', '--utr', '431234567890', '--amount', '450');
  const market = await server.operator('market', 'add', '--kind', 'main', '--name', MARKET, '--open', '11:30 AM', '--close', '01:30 PM');
  // Its schedule: closed on Sundays, and a holiday a year on.
  await server.operator('market', 'schedule', '--id', String(market.game_id), '--closed', 'sunday');
  await server.operator('market', 'holiday', '--id', String(market.game_id), '--date', `${new Date().getUTCFullYear() + 1}-11-08`, '--reason', 'Diwali');
  await server.operator('operator', 'add', '--name', 'layout-cashier', '--role', 'cashier');
  await server.operator('notice', 'send', '--audience', 'everyone', '--title', 'Diwali timings', '--body', 'Markets close at 8 PM tonight');
  await server.operator('user', 'note', '--mobile', DEMO.mobile, '--body', 'Called about a late deposit; sent the UTR screenshot on WhatsApp');

  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await newConsoleOperator(page, server, 'layout-owner', 'owner');
});

afterAll(async () => {
  expect(errors).toEqual([]);
  await page?.context().close();
});

/**
 * What each section shows once its rows are in (the compiler asks for every section of the console's list), and
 * anything to do first: a filter, a market chosen, a player opened.
 */
const ROWS: Record<SectionPath, (main: Locator) => Promise<unknown>> = {
  '/': (main) => main.getByRole('heading', { level: 1, name: /^Today, / }).waitFor(),
  '/deposits': (main) => main.getByTestId(/^deposit-\d+$/).first().waitFor(),
  '/withdrawals': (main) => main.getByTestId(/^withdrawal-\d+$/).first().waitFor(),
  '/approvals': (main) => main.getByTestId(/^approval-\d+$/).first().waitFor(),
  '/payments': (main) => main.getByTestId(/^payment-\d+$/).first().waitFor(),
  '/results': async (main) => {
    await main.getByLabel('Market').selectOption({ label: MARKET });
    await main.getByRole('button', { name: 'Preview result' }).waitFor();
  },
  '/markets': async (main) => {
    await main.getByRole('button', { name: `Disable ${MARKET}` }).waitFor();
    await main.getByRole('button', { name: /^Save .* rate$/ }).first().waitFor();
    await main.getByRole('button', { name: `Schedule of ${MARKET}` }).click();
    await main.getByRole('list', { name: `Holidays of ${MARKET}` }).getByRole('button', { name: /^Remove holiday / }).waitFor();
  },
  '/players': async (main) => {
    await main.getByRole('button', { name: `Open Demo Player ${DEMO.mobile}` }).click();
    await main.getByRole('heading', { name: `Demo Player · ${DEMO.mobile}` }).waitFor();
    // The player's page with its notes, sign-ins and actions.
    await main.getByRole('list', { name: 'Notes' }).getByRole('listitem').first().waitFor();
    await main.getByRole('region', { name: 'Sign-ins' }).getByRole('row').nth(1).waitFor();
    await main.getByRole('button', { name: 'Suspend sign-in…' }).waitFor();
  },
  '/content': (main) => main.getByRole('heading', { name: 'Payment ids and QR' }).waitFor(),
  '/notices': async (main) => {
    await main.getByTestId('notices-today').filter({ hasText: '1 of 3 notices sent today' }).waitFor();
    await main.getByLabel('Title').fill('Result at 1:30');
    await main.getByLabel('Text').fill(`${MARKET} close is declared at 1:30 PM today`);
    await main.getByRole('button', { name: 'Preview notice' }).click();
    await main.getByRole('form', { name: /^Confirm: Send to \d+ players?$/ }).waitFor();
  },
  '/releases': (main) => main.getByRole('region', { name: 'markets', exact: true }).waitFor(),
  '/reports': async (main) => {
    await main.getByTestId('report-ties-out').waitFor();
    await main.getByRole('button', { name: 'Last 30 days' }).click();
    await main.getByRole('heading', { name: 'P&L by game' }).waitFor();
  },
  '/audit': (main) => main.getByRole('cell', { name: 'operator add', exact: true }).first().waitFor(),
  '/operators': (main) => main.getByTestId('operator-layout-cashier').waitFor(),
};

/** Filters that make a list longer or wider: each is looked at too. */
const ALSO: Partial<Record<SectionPath, (main: Locator) => Promise<unknown>>> = {
  '/deposits': (main) => main.getByLabel('Status').selectOption('all'),
  '/withdrawals': (main) => main.getByLabel('Status').selectOption({ label: 'All' }),
};

/** Every control of the section that sits off the screen's sides (the layout viewport's, as sidewaysOverflow's). */
function offScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>('main button, main a, main input, main select, main textarea')].flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return [];
      const sticksOut = Math.max(0, Math.ceil(box.right - width), Math.ceil(-box.left));
      const name = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? (element.textContent?.trim() || element.tagName.toLowerCase());
      return sticksOut > 0 ? [`${name} (${sticksOut} px)`] : [];
    });
  });
}

describe.each(SECTIONS.map((section) => [section.label, section] as const))('%s on a phone', (label, section) => {
  /** Nothing of the section sits off the screen's sides, and the page does not scroll sideways. */
  const fits = async (view: string) => {
    expect({ view, offScreen: await offScreen(page), overflow: await sidewaysOverflow(page) }).toEqual({ view, offScreen: [], overflow: 0 });
  };

  test('fits the screen with its rows, and every row’s actions are on it', async () => {
    await openSection(page, label, section.path === '/' ? /^Today/ : label);
    const main = page.getByRole('main');
    await ROWS[section.path](main);
    await fits(label);
    await checkScreen(page, `console-phone-layout-${section.path.slice(1) || 'today'}`);
    const more = ALSO[section.path];
    if (more) {
      await more(main);
      await ROWS[section.path](main);
      await fits(`${label}, all`);
    }
  });
});
