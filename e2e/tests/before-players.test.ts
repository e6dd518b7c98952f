// What players load changes only through release control: a build on the server changes nothing, and a team sees
// its release on the real site with a pin before any player does. The server's web root is a copy of the built apps
// whose wallet build a test rewrites as a rebuild with a changed heading would (its chunks' text; no webpack run).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../support/app-server';
import { DEMO, openPhonePage, saveScreenshot, signedInState, type StorageState } from '../support/browser';
import { appAndBrowser } from '../support/app-and-browser';
import { linkEach } from '../support/checkout';

const REBUILT = 'Wallet (rebuilt)';
const PINNED = '0.2.0-pinnedwall';

// The web root: links to the built apps, with wallet's build a copy this suite may rewrite.
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-before-players-web-'));
linkEach(REPO_ROOT, webRoot, ['remotes']);
linkEach(path.join(REPO_ROOT, 'remotes'), path.join(webRoot, 'remotes'), ['wallet']);
const walletDist = path.join(webRoot, 'remotes', 'wallet', 'dist');
fs.cpSync(path.join(REPO_ROOT, 'remotes', 'wallet', 'dist'), walletDist, { recursive: true, filter: (source) => !source.endsWith('.map') });

const suite = appAndBrowser({ workDir: 'matka-before-players-', releasesInWorkDir: true, env: { WEB_ROOT: webRoot } });
const { server, browser } = suite;
let session: StorageState;

beforeAll(async () => {
  session = await signedInState(browser, server.url);
});
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

/** Rewrites a build's chunks as a rebuild of wallet with another heading would (precompressed copies dropped). */
function rebuild(folder: string): void {
  let changed = 0;
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(folder, file), 'utf8');
    const next = text.replaceAll('"Wallet"', `"${REBUILT}"`);
    if (next === text) continue;
    fs.writeFileSync(path.join(folder, file), next);
    fs.rmSync(path.join(folder, `${file}.br`), { force: true });
    fs.rmSync(path.join(folder, `${file}.gz`), { force: true });
    changed += 1;
  }
  expect(changed).toBeGreaterThan(0);
}

const walletHeading = async (storage: StorageState) => {
  const { page } = await openPhonePage(browser, storage);
  await page.goto(`${server.url}/imp7`);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.filter({ hasText: /^Wallet/ }).waitFor({ timeout: 20_000 });
  return { page, text: (await heading.textContent()) ?? '' };
};

test('a npm run build on the server changes nothing players load: the first build is the release they get', async () => {
  const history = (await server.operator('remote', 'history', '--name', 'wallet')).history as Array<Record<string, unknown>>;
  expect(history.at(-1)).toMatchObject({ action: 'keep', release: 'default', operator: 'automatic' });

  rebuild(walletDist);
  const { page, text } = await walletHeading(session);
  expect(text).toBe('Wallet');
  await saveScreenshot(page, 'before-players-build-changes-nothing');
  await page.context().close();
});

test('a pinned test account loads the release on the real site, its load is not counted; unpinned, it is back', async () => {
  // wallet's next release, as npm run release writes it: the rebuilt build in its own folder with its release.json.
  const folder = path.join(suite.releasesDir, 'wallet', PINNED);
  fs.cpSync(walletDist, folder, { recursive: true });
  const files = fs.readdirSync(folder).filter((file) => !/\.(br|gz)$/.test(file)).sort();
  const entry = fs.readFileSync(path.join(folder, 'remoteEntry.js'));
  const info = {
    name: 'wallet',
    version: PINNED,
    remoteEntry: 'remoteEntry.js',
    integrity: `sha384-${crypto.createHash('sha384').update(entry).digest('base64')}`,
    needs: JSON.parse(fs.readFileSync(path.join(folder, 'needs.json'), 'utf8')) as Record<string, string>,
    files,
    builtAt: new Date().toISOString(),
  };
  fs.writeFileSync(path.join(folder, 'release.json'), JSON.stringify(info));

  const pinned = await server.operator('remote', 'pin', '--name', 'wallet', '--release', PINNED, '--player', DEMO.mobile, '--note', 'our test account');
  expect((pinned.remote as { pins: unknown[] }).pins).toEqual([expect.objectContaining({ player: DEMO.mobile, release: PINNED })]);
  const { page, text } = await walletHeading(session);
  expect(text).toBe(REBUILT);
  await saveScreenshot(page, 'before-players-pinned');
  // The shell reported the load; a pinned player's loads are not counted.
  await page.context().close();
  const listed = ((await server.operator('remote', 'list')).remotes as Array<{ name: string; releases: Array<{ release: string; loads: number }> }>).find((remote) => remote.name === 'wallet');
  expect(listed?.releases.find((release) => release.release === PINNED)?.loads).toBe(0);

  await server.operator('remote', 'unpin', '--name', 'wallet', '--player', DEMO.mobile);
  const after = await walletHeading(session);
  expect(after.text).toBe('Wallet');
  await after.page.context().close();
});
