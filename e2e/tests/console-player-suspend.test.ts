import type { Page } from 'playwright-core';
import { DEMO, PHONE_VIEWPORT, openPhonePage, signIn } from '../support/browser';
import { newConsoleOperator, openSection, sidewaysOverflow } from '../support/console';
import { appAndBrowser } from '../support/app-and-browser';

// Issue 43, item 1: a cashier suspends a player's sign-in with a reason; the player's open app is signed out and
// their next login shows the reason. Resumed, they sign in again.
const { server, browser } = appAndBrowser();

describe('suspending a player from the console', () => {
  const errors: string[] = [];
  let cashier: Page;
  let player: Page;

  beforeAll(async () => {
    ({ page: player } = await openPhonePage(browser));
    await signIn(player, server.url);
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
    cashier = await context.newPage();
    cashier.on('pageerror', (error) => errors.push(error.message));
    await newConsoleOperator(cashier, server, 'suspend-cashier', 'cashier');
  });
  afterAll(async () => {
    expect(errors).toEqual([]);
    await cashier?.context().close();
    await player?.context().close();
  });

  test('suspended with a reason: the player is refused at login and reads it; resumed: they sign in', async () => {
    await openSection(cashier, 'Players');
    await cashier.getByLabel('Search by number or name').fill(DEMO.mobile.slice(0, 6));
    await cashier.getByRole('button', { name: `Open Demo Player ${DEMO.mobile}` }).click();
    await cashier.getByRole('heading', { name: `Demo Player · ${DEMO.mobile}` }).waitFor();
    // The sign-in the player just made is on the player's page.
    await cashier.getByRole('region', { name: 'Sign-ins' }).getByRole('row').nth(1).waitFor();
    await cashier.getByRole('button', { name: 'Suspend sign-in…' }).click();
    await cashier.getByLabel('Reason (the player reads it at login)').fill('KYC documents pending');
    await cashier.getByRole('button', { name: 'Confirm: Suspend sign-in of Demo Player' }).click();
    await cashier.getByText('Sign-in of Demo Player suspended').waitFor();
    await cashier.getByTestId('player-suspended').getByText('Sign-in suspended: KYC documents pending').waitFor();
    expect(await sidewaysOverflow(cashier)).toBe(0);

    await player.goto(`${server.url}/login`);
    await player.getByLabel('Phone Number').fill(DEMO.mobile);
    await player.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await player.getByRole('button', { name: 'Login' }).click();
    await player.getByText('Your account is suspended: KYC documents pending. Please contact support.').waitFor();
    expect(new URL(player.url()).pathname).toBe('/login');

    await cashier.getByRole('button', { name: 'Resume sign-in…' }).click();
    await cashier.getByRole('button', { name: 'Confirm: Resume sign-in of Demo Player' }).click();
    await cashier.getByText('Demo Player may sign in again').waitFor();
    await signIn(player, server.url);
  });
});
