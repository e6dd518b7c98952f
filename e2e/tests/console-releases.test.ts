// An operator on a phone uses the console's Releases while a player's page is open: switches wallet off (the player
// loses it at their next check) and on again, is refused an activation in the server's words, and finds the changes in
// the audit list. The real built app on a real database; no release build needed (a release is only its folder here).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { checkScreen, openPhonePage, saveScreenshot, signedInState } from '../support/browser';
import { consoleSignOut, newConsoleOperator, openSection } from '../support/console';
import { appAndBrowser } from '../support/app-and-browser';

const suite = appAndBrowser({ workDir: 'matka-console-releases-', releasesInWorkDir: true });
const { server, browser } = suite;

const UNAVAILABLE = 'This section is unavailable right now';
const VANISHING = '0.9.0-vanishing00';

let player: Page;
let operator: Page;
let operatorErrors: string[];

beforeAll(async () => {
  ({ page: player } = await openPhonePage(browser, await signedInState(browser, server.url)));
  ({ page: operator, errors: operatorErrors } = await openPhonePage(browser));
  // Release control is the releases role's (it sees Today and Releases, not money or results).
  await newConsoleOperator(operator, server, 'dev', 'releases');
  await operator.getByRole('heading', { level: 1, name: /^Today/ }).waitFor();
  await openSection(operator, 'Releases');
});

afterAll(async () => {
  expect(operatorErrors).toEqual([]);
});

/** A screenshot to keep, and no serious or critical accessibility problem on the operator's screen. */
const check = (name: string) => checkScreen(operator, `console-releases-${name}`);

const remote = (name: string) => operator.getByRole('region', { name, exact: true });
const footerLink = (name: string) => player.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name });

/** The player's tab comes back to the foreground: the shell asks for remotes.json again (its next check). */
async function playerChecks(): Promise<void> {
  const answer = player.waitForResponse((response) => new URL(response.url()).pathname === '/remotes.json');
  await player.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await answer;
}

/** Opens the confirmation of a change, writes the note and confirms it with a double tap. */
async function confirm(open: string, confirmLabel: string, note: string): Promise<void> {
  const wallet = remote('wallet');
  await wallet.getByRole('button', { name: open, exact: true }).click();
  const form = wallet.getByRole('form');
  await form.getByLabel('Note for the audit list (optional)').fill(note);
  if (confirmLabel === 'Confirm disable') await check('confirm-disable');
  await form.getByRole('button', { name: confirmLabel }).dblclick();
}

test('disabling wallet takes Funds off the player’s footer at their next check and /imp7 says it is unavailable; enabling brings them back', async () => {
  await player.goto(`${server.url}/imp7`);
  await player.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
  await footerLink('Funds').waitFor();
  await remote('wallet').getByText('On', { exact: true }).waitFor();
  await check('list');

  await confirm('Disable wallet', 'Confirm disable', 'UPI gateway down');
  await remote('wallet').getByRole('status').filter({ hasText: 'wallet switched off' }).waitFor();
  await remote('wallet').getByText('Off', { exact: true }).waitFor();

  await playerChecks();
  await player.getByRole('heading', { name: UNAVAILABLE }).waitFor();
  await footerLink('Passbook').waitFor();
  await expect(footerLink('Funds').count()).resolves.toBe(0);
  await saveScreenshot(player, 'console-releases-player-wallet-off');
  // A new load of the page says the same.
  await player.goto(`${server.url}/imp7`);
  await player.getByRole('heading', { level: 1, name: UNAVAILABLE }).waitFor();

  await remote('wallet').getByRole('button', { name: 'History of wallet' }).click();
  const history = remote('wallet').getByRole('table', { name: 'History of wallet' });
  await history.getByRole('row').filter({ hasText: 'UPI gateway down' }).waitFor();
  await check('history');

  await confirm('Enable wallet', 'Confirm enable', 'UPI back');
  await remote('wallet').getByRole('status').filter({ hasText: 'wallet switched on' }).waitFor();
  await history.getByRole('row').filter({ hasText: 'UPI back' }).waitFor();
  await playerChecks();
  await player.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor({ timeout: 20_000 });
  await footerLink('Funds').waitFor();

  // Each double tap made one change, after the start-up's keeping of the first build (the oldest entry).
  const changes = (await server.operator('remote', 'history', '--name', 'wallet')).history as Array<{ action: string; note: string }>;
  expect(changes.map((change) => change.action)).toEqual(['enable', 'disable', 'keep']);
  expect(changes.slice(0, 2).map((change) => [change.action, change.note])).toEqual([['enable', 'UPI back'], ['disable', 'UPI gateway down']]);
});

test('an activation the server refuses shows its words, and the list no longer offers that release', async () => {
  // A release of wallet on disk when the list loads, gone (pruned by someone else) by the time it is confirmed.
  const folder = path.join(suite.releasesDir, 'wallet', VANISHING);
  fs.mkdirSync(folder, { recursive: true });
  const info = { name: 'wallet', version: VANISHING, remoteEntry: 'remoteEntry.js', integrity: 'sha384-AAAA', files: ['remoteEntry.js'], builtAt: new Date().toISOString() };
  fs.writeFileSync(path.join(folder, 'release.json'), JSON.stringify(info));
  await operator.reload();
  const row = remote('wallet').getByRole('row').filter({ hasText: VANISHING });
  await row.getByRole('button', { name: `Activate ${VANISHING} of wallet` }).click();
  fs.rmSync(path.join(suite.releasesDir, 'wallet'), { recursive: true });

  await remote('wallet').getByRole('form').getByRole('button', { name: `Confirm activate ${VANISHING}` }).click();
  const refusal = remote('wallet').getByRole('alert');
  await expect(refusal.textContent()).resolves.toBe(`Refused: wallet has no release ${VANISHING}`);
  await row.waitFor({ state: 'detached' });
  await expect(remote('wallet').getByTestId('remote-wallet-active').textContent()).resolves.toBe('default');
  await check('refused');
});

test('an owner finds both changes in the audit list under dev’s name, with their notes, and no row for the refused one', async () => {
  // The releases role has no Audit section: an owner signs in on the same phone.
  await expect(operator.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit', includeHidden: true }).count()).resolves.toBe(0);
  await consoleSignOut(operator);
  await newConsoleOperator(operator, server, 'boss', 'owner');
  await openSection(operator, 'Audit');
  const rows = operator.getByRole('row');
  await rows.filter({ hasText: 'remote disable' }).filter({ hasText: 'UPI gateway down' }).filter({ hasText: 'dev' }).waitFor();
  await rows.filter({ hasText: 'remote enable' }).filter({ hasText: 'UPI back' }).waitFor();
  await expect(rows.filter({ hasText: 'remote activate' }).count()).resolves.toBe(0);
  await expect(operator.getByRole('cell', { name: 'wallet', exact: true }).count()).resolves.toBe(2);
  await check('audit');
});

test('the owner makes a team token for wallet in the console: shown once, it may change wallet only, and once revoked nothing', async () => {
  // Still the owner (above), on Releases.
  await openSection(operator, 'Releases');
  const tokens = operator.getByRole('region', { name: 'Team tokens' });
  const make = tokens.getByRole('form', { name: 'Make a team token' });
  await make.getByLabel('Name').fill('wallet CI');
  await make.getByLabel('Remote').fill('wallet');
  await make.getByRole('button', { name: 'Make token' }).click();
  const token = (await tokens.getByTestId('team-token').textContent()) ?? '';
  expect(token).toMatch(/^mbt_/);
  await check('team-token-made');
  await tokens.getByRole('button', { name: 'Done' }).click();
  await tokens.getByRole('table', { name: 'Team tokens' }).getByRole('cell', { name: 'wallet CI', exact: true }).waitFor();
  expect(await tokens.getByText(token).count()).toBe(0);

  // Its own remote, yes; another one, no.
  await server.operatorAs(token, 'remote', 'disable', '--name', 'wallet', '--note', 'token check');
  await server.operatorAs(token, 'remote', 'enable', '--name', 'wallet');
  await expect(server.operatorAs(token, 'remote', 'disable', '--name', 'markets')).rejects.toThrow(/403|not allowed|only/i);

  await tokens.getByRole('button', { name: 'Revoke wallet CI' }).click();
  await tokens.getByRole('form', { name: 'Confirm: revoke wallet CI' }).getByRole('button', { name: 'Confirm revoke wallet CI' }).click();
  await tokens.getByText('Team token "wallet CI" revoked: it is refused from its next request on').waitFor();
  await expect(server.operatorAs(token, 'remote', 'disable', '--name', 'wallet')).rejects.toThrow(/401|revoked|refused|not/i);
});
