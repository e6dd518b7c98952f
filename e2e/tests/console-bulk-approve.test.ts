import type { Page } from 'playwright-core';
import { DEMO, PHONE_VIEWPORT, openPhonePage, signIn } from '../support/browser';
import { newConsoleOperator, openSection, requestDeposit, sidewaysOverflow } from '../support/console';
import { appAndBrowser } from '../support/app-and-browser';

// Issue 43, item 4: a cashier approves several deposits with one confirmation on a phone; each is credited.
const { server, browser } = appAndBrowser();

/** The demo player's balance, as the owner reads it. */
async function balance(): Promise<number> {
  const response = await fetch(`${server.url}/operator/users/${DEMO.mobile}`, { headers: { authorization: `Bearer ${server.app.operatorToken}` } });
  return ((await response.json()) as { player: { balance: number } }).player.balance;
}

describe('bulk approve from the console', () => {
  const errors: string[] = [];
  let cashier: Page;

  beforeAll(async () => {
    const { page: player } = await openPhonePage(browser);
    await signIn(player, server.url);
    await requestDeposit(player, server, 500);
    await requestDeposit(player, server, 700);
    await player.context().close();
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
    cashier = await context.newPage();
    cashier.on('pageerror', (error) => errors.push(error.message));
    await newConsoleOperator(cashier, server, 'bulk-cashier', 'cashier');
  });
  afterAll(async () => {
    expect(errors).toEqual([]);
    await cashier?.context().close();
  });

  test('two deposits ticked, one confirmation naming both, each credited and listed', async () => {
    const before = await balance();
    await openSection(cashier, 'Deposits');
    const boxes = cashier.getByRole('checkbox', { name: /^Select deposit \d+$/ });
    await boxes.nth(1).waitFor();
    await boxes.nth(0).click();
    await cashier.getByText(/^1 selected · /).waitFor();
    await boxes.nth(1).click();
    await cashier.getByText('2 selected · 1,200 pts').waitFor();
    expect(await sidewaysOverflow(cashier)).toBe(0);
    await cashier.getByRole('button', { name: 'Approve selected…' }).click();
    const confirm = cashier.getByRole('form', { name: 'Confirm: Approve 2 deposits' });
    await confirm.getByText('Total').waitFor();
    await confirm.getByRole('button', { name: 'Confirm: Approve 2 deposits' }).click();
    const outcomes = cashier.getByTestId('bulk-outcomes').getByRole('listitem');
    await outcomes.nth(1).waitFor();
    expect(await outcomes.allTextContents()).toEqual([expect.stringMatching(/^Deposit #\d+ approved$/), expect.stringMatching(/^Deposit #\d+ approved$/)]);
    expect(await balance()).toBe(before + 1200);
  });
});
