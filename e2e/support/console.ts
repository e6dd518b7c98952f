import type { Page } from 'playwright-core';
import type { RunningApp } from './app-server';

/** An operator account for the console journeys: its name and the password it chose. */
export interface ConsoleOperator {
  name: string;
  role: string;
  password: string;
}

/** Signs in to the console with a name and password and waits for the first section. */
export async function consoleSignIn(page: Page, server: RunningApp, operator: ConsoleOperator): Promise<void> {
  await page.goto(`${server.url}/console/`);
  await page.getByLabel('Name').fill(operator.name);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('signed-in-as').filter({ hasText: `${operator.name} · ${operator.role}` }).waitFor();
}

/**
 * A new operator of `role` (added by the first owner through the CLI, as an owner does), signed in on `page` with the
 * one-time password the CLI printed, with their own password chosen.
 */
export async function newConsoleOperator(page: Page, server: RunningApp, name: string, role: string): Promise<ConsoleOperator> {
  const added = (await server.operator('operator', 'add', '--name', name, '--role', role)) as { password: string };
  await page.goto(`${server.url}/console/`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password').fill(added.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const password = `${name}-own-password`;
  await page.getByLabel('Password you were given').fill(added.password);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again').fill(password);
  await page.getByRole('button', { name: 'Save my password' }).click();
  await page.getByTestId('signed-in-as').filter({ hasText: `${name} · ${role}` }).waitFor();
  return { name, role, password };
}

/** Signs out of the console. */
export async function consoleSignOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('Name').waitFor();
}

/** Opens a section of the console through its navigation: on a phone through the Menu, which closes again after. */
export async function openSection(page: Page, name: string, heading: string | RegExp = name): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Sections' });
  const menu = nav.getByRole('button', { name: /^Menu/ });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  // A section with requests waiting is named with their count: "Deposits, 3 pending" (the browser may space the badge).
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await nav.getByRole('link', { name: new RegExp(`^${escaped}(\\W*\\d+ pending)?$`) }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/**
 * How much wider than the screen the page is (0: nothing sits off-screen to the side). A phone zooms a page too wide
 * out to fit it, and innerWidth grows with it: the screen's width is the layout viewport's (documentElement.clientWidth).
 */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth, window.innerWidth) - document.documentElement.clientWidth);
}

/**
 * The player asks for a deposit the way the app does: Funds → Via UPI Apps → amount → app → Add Money. No payment of
 * it from the player's own UPI numbers has arrived (automatic deposits), so the request is filed, waits for a cashier,
 * and the app asks for the UTR.
 */
export async function requestDeposit(player: Page, server: RunningApp, amount: number): Promise<void> {
  await player.goto(`${server.url}/payviaupi`);
  await player.getByLabel('Amount (INR)').fill(String(amount));
  await player.getByRole('radio', { name: 'PhonePe' }).check();
  const filed = player.waitForResponse((response) => response.url().endsWith('/api/api-fund-request-add') && response.ok());
  await player.getByRole('button', { name: 'Add Money' }).click();
  await filed;
  await player.getByLabel('UTR reference (12 digits)').waitFor();
}
