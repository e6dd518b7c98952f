// Remotes bring their own menus: the shell draws the side menu, the footer, Home's tiles and the header's links from
// the switched-on remotes (their route tables' entries, through remotes.json), so switching a remote off leaves no
// link to it anywhere a player can tap, and a remote the host has never heard of gets its entry with no host build.
import type { Page } from 'playwright-core';
import type { RemotesJson } from '../support/app-server';
import { openPhonePage as openPage, saveScreenshot, signedInState, type StorageState } from '../support/browser';
import { appAndBrowser } from '../support/app-and-browser';

const { server, browser } = appAndBrowser();

let session: StorageState;
let original: RemotesJson;

beforeAll(async () => {
  session = await signedInState(browser, server.url);
  original = server.readManifest();
});

afterEach(async () => {
  server.writeManifest(original);
  await server.operator('remote', 'enable', '--name', 'wallet');
});

const openPhonePage = () => openPage(browser, session);
const footer = (page: Page) => page.getByRole('navigation', { name: 'Footer' });
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu' });

/** The tab comes back to the foreground: the shell asks for remotes.json again. */
async function backToForeground(page: Page): Promise<void> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/remotes.json');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await answer;
}

/** Every path the wallet remote serves, as remotes.json says (its build's route table). */
async function walletPaths(page: Page): Promise<string[]> {
  const served = (await (await page.request.get(`${server.url}/remotes.json`)).json()) as { remotes: Array<{ name: string; paths: string[] }> };
  const paths = served.remotes.find((remote) => remote.name === 'wallet')?.paths ?? [];
  expect(paths.length).toBeGreaterThan(5);
  return paths.map((path) => path.toLowerCase());
}

/** Every link a player can tap on the page, the side menu open: its path. */
async function tappablePaths(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await sideMenu(page).getByRole('link', { name: 'Home' }).waitFor();
  const paths = await page.evaluate(() =>
    [...document.querySelectorAll('a[href]')].map((link) => new URL((link as HTMLAnchorElement).href).pathname.toLowerCase()),
  );
  await page.keyboard.press('Escape');
  return paths;
}

test('with the wallet remote switched off there is no link to it anywhere a player can tap; on again, they are back', async () => {
  const { page, errors } = await openPhonePage();
  await page.goto(`${server.url}/imp`);
  await page.getByRole('link', { name: 'Add Money' }).waitFor();
  await page.getByTestId('header-wallet').waitFor();
  const wallet = await walletPaths(page);
  // On: the footer's Funds, the menu's Add Funds and Wallet, Home's Add Money and Withdrawal, the header's points.
  const on = await tappablePaths(page);
  expect(on.filter((path) => wallet.includes(path)).sort()).toEqual(['/imp9', '/imp9', '/imp7', '/wallet', '/withdraw', '/imp9'].sort());

  await server.operator('remote', 'disable', '--name', 'wallet');
  // The open page: the links go as soon as the shell hears of it.
  await backToForeground(page);
  await page.getByRole('link', { name: 'Add Money' }).waitFor({ state: 'detached' });
  await expect(page.getByTestId('header-wallet').count()).resolves.toBe(0);
  await expect(footer(page).getByRole('link', { name: 'Funds' }).count()).resolves.toBe(0);
  await expect(footer(page).getByRole('link', { name: 'Passbook' }).count()).resolves.toBe(1);
  expect((await tappablePaths(page)).filter((path) => wallet.includes(path))).toEqual([]);
  await saveScreenshot(page, 'remote-menus-wallet-off-home');

  // Any page a player opens now: Home, the Starline and Gali lists, the histories, the shell's own account pages.
  for (const path of ['/imp', '/imp2', '/galiIMP', '/histories', '/transaction', '/profile']) {
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await footer(page).getByRole('link', { name: 'Home' }).waitFor();
    expect({ path, wallet: (await tappablePaths(page)).filter((href) => wallet.includes(href)) }).toEqual({ path, wallet: [] });
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  expect(await sideMenu(page).getByRole('link').allTextContents()).toEqual([
    'Home', 'Charts', 'Profile', 'Win History', 'Bid History', 'Inbox', 'How To Play', 'Game Rates', 'Notifications', 'Change Password', 'Privacy Policy',
  ]);
  await saveScreenshot(page, 'remote-menus-wallet-off-menu');

  await server.operator('remote', 'enable', '--name', 'wallet');
  await page.goto(`${server.url}/imp`);
  await page.getByRole('link', { name: 'Add Money' }).waitFor();
  await footer(page).getByRole('link', { name: 'Funds' }).waitFor();
  await page.getByTestId('header-wallet').waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the menus keep their look and order, each entry from the remote it leads to', async () => {
  const { page } = await openPhonePage();
  await page.goto(`${server.url}/imp`);
  await footer(page).getByRole('link', { name: 'Funds' }).waitFor();
  expect(await footer(page).locator('a, button').allTextContents()).toEqual(['Bids', 'Funds', 'Home', 'Passbook', 'Support']);
  await page.getByRole('button', { name: 'Open menu' }).click();
  expect(await sideMenu(page).getByRole('link').allTextContents()).toEqual([
    'Home', 'Charts', 'Profile', 'Add Funds', 'Wallet', 'Win History', 'Bid History', 'Inbox', 'How To Play', 'Game Rates', 'Notifications', 'Change Password', 'Privacy Policy',
  ]);
  await page.context().close();
});

test("a remote the host was never built with brings its side-menu entry, shown only while it is switched on", async () => {
  // The operators list a remote this server has no build of (one on a CDN), with the paths and menus its build says.
  const bonus = {
    name: 'bonus',
    manifest: 'https://cdn.example/bonus/mf-manifest.json',
    enabled: false,
    paths: ['/bonus'],
    menus: [{ place: 'side', label: 'Bonus', path: '/bonus', order: 95, icon: '🎁' }],
  };
  server.writeManifest({ remotes: [...original.remotes, bonus] });
  const { page } = await openPhonePage();
  await page.goto(`${server.url}/imp`);
  await footer(page).getByRole('link', { name: 'Home' }).waitFor();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await sideMenu(page).getByRole('link', { name: 'Home' }).waitFor();
  await expect(sideMenu(page).getByRole('link', { name: 'Bonus' }).count()).resolves.toBe(0);
  await page.keyboard.press('Escape');

  server.writeManifest({ remotes: [...original.remotes, { ...bonus, enabled: true }] });
  await backToForeground(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const entry = sideMenu(page).getByRole('link', { name: 'Bonus' });
  await entry.waitFor();
  expect(await entry.getAttribute('href')).toBe('/bonus');
  expect(await sideMenu(page).getByRole('link').allTextContents()).toEqual([
    'Home', 'Charts', 'Profile', 'Add Funds', 'Wallet', 'Win History', 'Bid History', 'Inbox', 'How To Play', 'Game Rates', '🎁 Bonus', 'Notifications', 'Change Password', 'Privacy Policy',
  ]);
  await saveScreenshot(page, 'remote-menus-new-remote-entry');
  await page.context().close();
});
