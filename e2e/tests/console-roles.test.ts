import type { Page } from 'playwright-core';
import { checkScreen, openPhonePage, PHONE_VIEWPORT, signIn } from '../support/browser';
import { newConsoleOperator, openSection, sidewaysOverflow, requestDeposit as requestDepositAs } from '../support/console';
import { appAndBrowser } from '../support/app-and-browser';

const { server, browser } = appAndBrowser();

// A cashier's day in the console, at a laptop's size and a phone's: deposits yes, results no.
const LAPTOP = { width: 1280, height: 800 };
let player: Page;

beforeAll(async () => {
  ({ page: player } = await openPhonePage(browser));
  // The UPI app cannot open here: the add-funds screen's intent link goes nowhere.
  await player.addInitScript('window.open = () => null;');
  await signIn(player, server.url);
});

/** The audit list as an owner reads it (the server's own token is the first owner's). */
async function auditList(): Promise<Array<{ action: string; target: string; actor: string }>> {
  const response = await fetch(`${server.url}/operator/audit?limit=100`, { headers: { authorization: `Bearer ${server.app.operatorToken}` } });
  return ((await response.json()) as { actions: Array<{ action: string; target: string; actor: string }> }).actions;
}

const requestDeposit = (amount: number) => requestDepositAs(player, server, amount);

describe.each([
  ['laptop', LAPTOP, 211],
  ['phone', PHONE_VIEWPORT, 322],
])('a cashier on a %s', (device, viewport, deposit) => {
  let page: Page;
  let errors: string[];
  const name = `cash-${device}`;

  beforeAll(async () => {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, ...(device === 'phone' ? { isMobile: true, hasTouch: true } : {}) });
    page = await context.newPage();
    errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await newConsoleOperator(page, server, name, 'cashier');
  });
  afterAll(async () => {
    expect(errors).toEqual([]);
    await page?.context().close();
  });

  test('sees the money sections only: no Results, Markets, Audit or Operators', async () => {
    const nav = page.getByRole('navigation', { name: 'Sections' });
    // On a phone the sections are behind the Menu, which names the one shown.
    if (device === 'phone') {
      await expect(nav.getByRole('link', { name: 'Deposits' }).isVisible()).resolves.toBe(false);
      await nav.getByRole('button', { name: 'Menu Today' }).click();
    }
    await expect(nav.getByRole('link').allTextContents()).resolves.toEqual(['Today', 'Deposits', 'Withdrawals', 'Approvals', 'Payments', 'Players']);
    await expect(sidewaysOverflow(page)).resolves.toBe(0);
    await checkScreen(page, `console-roles-${device}-today`);
  });

  test('approves the deposit a player asked for, and the audit list names the cashier', async () => {
    await requestDeposit(deposit);
    await openSection(page, 'Deposits');
    const row = page.getByRole('row').filter({ hasText: `${deposit} pts` });
    await row.getByRole('button', { name: /^Approve deposit/ }).click();
    await page.getByRole('button', { name: /^Confirm: Approve deposit/ }).click();
    await row.filter({ hasText: 'approved' }).waitFor();
    await checkScreen(page, `console-roles-${device}-deposits`);
    expect((await auditList()).find((row) => row.action === 'deposit approve' && row.target.endsWith(` ${deposit} pts`))).toMatchObject({ actor: name });
  });

  test('cannot declare a result: the Results address says the role cannot open it, and the server refuses the call with the reason', async () => {
    await page.goto(`${server.url}/console/results`);
    await page.getByRole('heading', { level: 1, name: 'Results' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Your role (cashier) cannot open Results: an owner can give you a role that does.' }).waitFor();
    // Nothing of the section is there, and the menu offers only the cashier's own sections.
    await expect(page.getByRole('button', { name: 'Preview result' }).count()).resolves.toBe(0);
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Results' }).count()).resolves.toBe(0);
    await expect(sidewaysOverflow(page)).resolves.toBe(0);
    const refused = await page.evaluate(async () => {
      const response = await fetch('/operator/results/open', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game_id: 1, pana: '123' }) });
      return { status: response.status, body: (await response.json()) as { error: string } };
    });
    expect(refused).toEqual({ status: 403, body: { error: `${name} (cashier) may not declare, preview, revert or cancel results` } });
    expect((await auditList()).filter((row) => row.actor === name && row.action.startsWith('result'))).toEqual([]);
  });
});
