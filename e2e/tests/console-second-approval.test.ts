import type { Page } from 'playwright-core';
import { DEMO, PHONE_VIEWPORT, checkScreen } from '../support/browser';
import { newConsoleOperator, openSection, sidewaysOverflow } from '../support/console';
import { appAndBrowser } from '../support/app-and-browser';

// Issue 36, item 5: a credit above SECOND_APPROVAL_ABOVE waits until a second cashier approves it, on phones.
const { server, browser } = appAndBrowser({ env: { SECOND_APPROVAL_ABOVE: '5000' } });

/** A console page at a phone's size, its errors kept. */
async function phoneConsole(errors: string[]): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
}

/** The demo player's balance, as the owner reads it. */
async function balance(): Promise<number> {
  const response = await fetch(`${server.url}/operator/users/${DEMO.mobile}`, { headers: { authorization: `Bearer ${server.app.operatorToken}` } });
  return ((await response.json()) as { player: { balance: number } }).player.balance;
}

/** The audit list's newest rows about the demo player. */
async function audit(): Promise<Array<{ action: string; actor: string; change: string }>> {
  const response = await fetch(`${server.url}/operator/audit?player=${DEMO.mobile}&limit=5`, { headers: { authorization: `Bearer ${server.app.operatorToken}` } });
  return ((await response.json()) as { actions: Array<{ action: string; actor: string; change: string }> }).actions;
}

describe('a large credit and its second approval', () => {
  const errors: string[] = [];
  let asker: Page;
  let checker: Page;
  let before: number;

  beforeAll(async () => {
    [asker, checker] = await Promise.all([phoneConsole(errors), phoneConsole(errors)]);
    await newConsoleOperator(asker, server, 'meera', 'cashier');
    await newConsoleOperator(checker, server, 'ravi', 'cashier');
    before = await balance();
  });
  afterAll(async () => {
    expect(errors).toEqual([]);
    await asker?.context().close();
    await checker?.context().close();
  });

  test('one cashier asks for 9,000 pts: nothing is credited, it waits in Approvals, not hers to approve', async () => {
    await openSection(asker, 'Players');
    await asker.getByLabel('Search by number or name').fill(DEMO.mobile);
    await asker.getByRole('button', { name: `Open Demo Player ${DEMO.mobile}` }).click();
    await asker.getByRole('heading', { name: `Demo Player · ${DEMO.mobile}` }).waitFor();
    await asker.getByLabel('Points').fill('9000');
    await asker.getByRole('button', { name: 'Credit…' }).click();
    await asker.getByLabel('Note (the player sees it in their passbook)').fill('Win paid short');
    await asker.getByRole('button', { name: 'Confirm: Credit 9,000 pts to Demo Player' }).click();
    await asker.getByText("9,000 pts for Demo Player waits for a second operator's approval (Approvals)").waitFor();
    expect(await balance()).toBe(before);

    await openSection(asker, 'Approvals');
    const row = asker.getByRole('row').filter({ hasText: 'Win paid short' });
    await row.getByText('Asked by you: another operator approves').waitFor();
    await expect(row.getByRole('button', { name: /^Approve/ }).count()).resolves.toBe(0);
    await expect(sidewaysOverflow(asker)).resolves.toBe(0);
    await checkScreen(asker, 'console-second-approval-asker');
  });

  test('a second cashier sees who asked and approves it: credited once, audited with both names', async () => {
    // The section's badge tells the other cashier something waits (the list polls).
    const nav = checker.getByRole('navigation', { name: 'Sections' });
    await nav.getByRole('button', { name: /^Menu/ }).click();
    await nav.getByRole('link', { name: /^Approvals\W*1 pending$/ }).waitFor();
    await openSection(checker, 'Approvals');
    const row = checker.getByRole('row').filter({ hasText: 'Win paid short' });
    await row.filter({ hasText: 'meera' }).waitFor();
    await checkScreen(checker, 'console-second-approval-checker');
    await row.getByRole('button', { name: /^Approve approval/ }).click();
    const confirm = checker.getByRole('form', { name: /^Confirm: Approve credit #/ });
    await confirm.getByText(/^meera, /).waitFor();
    await confirm.getByRole('button', { name: /^Confirm: Approve credit #/ }).click();
    await checker.getByText('Credit of 9,000 pts to Demo Player approved').waitFor();
    expect(await balance()).toBe(before + 9000);
    const [latest] = await audit();
    expect(latest).toEqual(expect.objectContaining({ action: 'wallet credit', actor: 'ravi', change: `9,000 pts credited, balance ${(before + 9000).toLocaleString('en-IN')} pts, asked by meera` }));
    // The list polls: once the answer is in, nothing waits any more, for either cashier.
    await asker.getByText('Nothing waits for a second approval.').waitFor();
  });
});
