// Slow (a real webpack build of a new remote in a second checkout, about a minute): a team makes a remote with
// `npm run new-remote`, publishes it from its own clone to a running server with a team token, and switches it on;
// players get its side-menu entry and its screen with no host build and no change to remotes.json.
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openPhonePage, saveScreenshot, signedInState, type StorageState } from '../support/browser';
import { REPO_ROOT, scratchCheckout } from '../support/checkout';
import { appAndBrowser } from '../support/app-and-browser';

const suite = appAndBrowser({ workDir: 'matka-team-publishing-' });
const { server, browser } = suite;

const NAME = 'bonus_zone';
/** What `new-remote` names the remote's first screen and its side-menu entry. */
const TITLE = 'Bonus zone';

let session: StorageState;
let clone: string;

beforeAll(async () => {
  session = await signedInState(browser, server.url);
  clone = scratchCheckout(path.join(suite.workDir, 'clone'));
}, 120_000);

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu' });

/** The side menu's entries, opened and closed again. */
async function sideMenuEntries(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await sideMenu(page).getByRole('link', { name: 'Home' }).waitFor();
  const entries = await sideMenu(page).getByRole('link').allTextContents();
  await page.keyboard.press('Escape');
  return entries;
}

/** The tab comes back to the foreground: the shell asks for remotes.json again. */
async function backToForeground(page: Page): Promise<void> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/remotes.json');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await answer;
}

test('a remote made with new-remote, published from a second clone with a team token, reaches players once switched on', async () => {
  const served = server.readManifest();
  const made = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'new-remote.mjs'), NAME, '--root', clone, '--no-install'], { encoding: 'utf8' });
  expect({ status: made.status, stderr: made.stderr }).toEqual({ status: 0, stderr: '' });

  // The team's token can touch its own remote only.
  const { team_token: teamToken } = (await server.operator('team-token', 'create', '--remote', NAME, '--name', 'bonus CI')) as { team_token: { token: string } };
  await expect(server.operatorAs(teamToken.token, 'remote', 'disable', '--name', 'markets')).rejects.toThrow(/403|not allowed|only/i);

  // `npm run release -- --publish <server>` in the team's own clone: built there, uploaded as one archive. (Not a
  // spawnSync: the server answers from this process.)
  const released = await promisify(execFile)('npm', ['run', 'release', '--', '--publish', server.url], {
    cwd: path.join(clone, 'remotes', NAME),
    env: { ...process.env, RELEASE_TOKEN: teamToken.token, RELEASES_DIR: path.join(suite.workDir, 'releases') },
  });
  const { version, published } = JSON.parse(released.stdout.trim().split('\n').pop() ?? '{}') as { version: string; published?: unknown };
  expect(published).toBeTruthy();

  const { page } = await openPhonePage(browser, session);
  await page.goto(`${server.url}/imp`);
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Home' }).waitFor();
  expect(await sideMenuEntries(page)).not.toContain(TITLE);

  await server.operatorAs(teamToken.token, 'remote', 'activate', '--name', NAME, '--release', version);
  // Active but still off: players see nothing of it.
  await backToForeground(page);
  expect(await sideMenuEntries(page)).not.toContain(TITLE);

  await server.operatorAs(teamToken.token, 'remote', 'enable', '--name', NAME);
  await backToForeground(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const entry = sideMenu(page).getByRole('link', { name: TITLE });
  await entry.waitFor();
  await saveScreenshot(page, 'team-publishing-side-menu');
  await entry.click();
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe(`/${NAME}`);
  await saveScreenshot(page, 'team-publishing-new-remote-screen');

  // No host build and no edit of the operators' remotes.json: release control alone put it there.
  expect(server.readManifest()).toEqual(served);
  const history = (await server.operator('remote', 'history', '--name', NAME)).history as Array<{ action: string; operator: string }>;
  expect(history.map((change) => `${change.action} by ${change.operator}`)).toEqual([
    expect.stringMatching(/^enable by .*bonus CI$/),
    expect.stringMatching(/^activate by .*bonus CI$/),
  ]);
  await page.context().close();
}, 300_000);
