// A preview link: a team's release on the real site, in the one browser signed in to the console that opened it —
// the page says it is a preview — while players, the same player in another browser included, get what they had.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '../support/app-server';
import { openPhonePage, saveScreenshot, signedInState, type StorageState } from '../support/browser';
import { appAndBrowser } from '../support/app-and-browser';

const PREVIEWED = '0.2.0-previewwal';
const REBUILT = 'Wallet (next release)';

const suite = appAndBrowser({ workDir: 'matka-preview-link-', releasesInWorkDir: true });
const { server, browser } = suite;
let session: StorageState;

/** wallet's next release as npm run release writes it: its build with another heading, and its release.json. */
function releaseNextWallet(): void {
  const folder = path.join(suite.releasesDir, 'wallet', PREVIEWED);
  fs.cpSync(path.join(REPO_ROOT, 'remotes', 'wallet', 'dist'), folder, { recursive: true, filter: (source) => !/\.(map|br|gz)$/.test(source) });
  let changed = 0;
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(folder, file), 'utf8');
    const next = text.replaceAll('"Wallet"', `"${REBUILT}"`);
    if (next !== text) {
      fs.writeFileSync(path.join(folder, file), next);
      changed += 1;
    }
  }
  expect(changed).toBeGreaterThan(0);
  const entry = fs.readFileSync(path.join(folder, 'remoteEntry.js'));
  const info = {
    name: 'wallet',
    version: PREVIEWED,
    remoteEntry: 'remoteEntry.js',
    integrity: `sha384-${crypto.createHash('sha384').update(entry).digest('base64')}`,
    needs: JSON.parse(fs.readFileSync(path.join(folder, 'needs.json'), 'utf8')) as Record<string, string>,
    files: fs.readdirSync(folder).sort(),
    builtAt: new Date().toISOString(),
  };
  fs.writeFileSync(path.join(folder, 'release.json'), JSON.stringify(info));
}

/** Signs the page's browser in to the console as a releases operator, as the console's sign-in does (its own password chosen). */
async function consoleSignIn(page: Page): Promise<void> {
  const made = (await server.operator('operator', 'add', '--name', 'riya', '--role', 'releases')) as { password: string };
  const signIn = await page.request.post(`${server.url}/operator/session`, { data: { name: 'riya', password: made.password } });
  expect(signIn.status()).toBe(200);
  // A change made with the console's cookie comes from a page of the server's own origin.
  const chosen = await page.request.post(`${server.url}/operator/session/password`, {
    data: { current: made.password, password: 'riya-own-password-1' },
    headers: { origin: server.url },
  });
  expect(chosen.status()).toBe(200);
}

const walletHeading = (page: Page) => page.getByRole('heading', { level: 1 }).filter({ hasText: /^Wallet/ });

beforeAll(async () => {
  session = await signedInState(browser, server.url);
  releaseNextWallet();
});

test('opened in a browser signed in to the console, the link shows the release there, saying it is a preview; nowhere else', async () => {
  const { url } = (await server.operator('remote', 'preview', '--name', 'wallet', '--release', PREVIEWED, '--hours', '2', '--note', 'new wallet')) as { url: string };

  // The same player, in a browser not signed in to the console: the link says why not, and nothing changes.
  const elsewhere = await openPhonePage(browser, session);
  await elsewhere.page.goto(`${server.url}${url}`);
  await elsewhere.page.getByText('A preview opens only in a browser signed in to the console').waitFor();
  await elsewhere.page.goto(`${server.url}/imp7`);
  await walletHeading(elsewhere.page).waitFor({ timeout: 20_000 });
  expect(await walletHeading(elsewhere.page).textContent()).toBe('Wallet');

  const { page } = await openPhonePage(browser, session);
  await consoleSignIn(page);
  await page.goto(`${server.url}${url}`);
  await page.waitForURL(`${server.url}/**`);
  await page.goto(`${server.url}/imp7`);
  await page.getByRole('heading', { level: 1, name: REBUILT }).waitFor({ timeout: 20_000 });
  await page.getByRole('status').filter({ hasText: `Preview of wallet ${PREVIEWED}: only this browser sees it` }).waitFor();
  await saveScreenshot(page, 'preview-link-wallet');

  // Still nobody else: the other browser, reloaded.
  await elsewhere.page.reload();
  await walletHeading(elsewhere.page).waitFor({ timeout: 20_000 });
  expect(await walletHeading(elsewhere.page).textContent()).toBe('Wallet');
  await Promise.all([page.context().close(), elsewhere.page.context().close()]);
});
