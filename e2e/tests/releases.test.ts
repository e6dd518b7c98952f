// Slow (one real release build of markets, about a minute): a team ships a remote release, operators roll it out,
// roll it back and switch remotes off, and a release that fails in the field falls back — all while players' pages
// stay open, with no host rebuild and no server restart.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { REPO_ROOT } from '../support/app-server';
import { openPhonePage as openPage, saveScreenshot, signedInState, type StorageState } from '../support/browser';
import { appAndBrowser } from '../support/app-and-browser';

const suite = appAndBrowser({ workDir: 'matka-releases-e2e-', releasesInWorkDir: true });
const { server, browser } = suite;

const UNAVAILABLE = 'This section is unavailable right now';
const V2_HEADING = 'Home v2';

let session: StorageState;
let v2: string;

/**
 * Releases markets from a copy whose Home shows a visible heading — the team's change — the way a team does:
 * `npm run release` in the remote's folder (a checkout linking to this one, with markets copied and changed).
 */
function releaseChangedMarkets(): string {
  const checkout = path.join(suite.workDir, 'checkout');
  const link = (from: string, to: string, except: string[]) => {
    fs.mkdirSync(to, { recursive: true });
    for (const entry of fs.readdirSync(from)) {
      if (!except.includes(entry)) fs.symlinkSync(path.join(from, entry), path.join(to, entry));
    }
  };
  link(REPO_ROOT, checkout, ['.git', 'remotes', 'data', 'releases', '.artifacts']);
  link(path.join(REPO_ROOT, 'remotes'), path.join(checkout, 'remotes'), ['markets']);
  const markets = path.join(checkout, 'remotes', 'markets');
  fs.cpSync(path.join(REPO_ROOT, 'remotes', 'markets'), markets, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  const home = path.join(markets, 'src', 'screens', 'Home.tsx');
  const source = fs.readFileSync(home, 'utf8');
  const changed = source.replace('<h1 className="visually-hidden">Home</h1>', `<h1>${V2_HEADING}</h1>`);
  expect(changed).not.toBe(source);
  fs.writeFileSync(home, changed);

  const released = spawnSync('npm', ['run', 'release'], { cwd: markets, encoding: 'utf8', env: { ...process.env, RELEASES_DIR: suite.releasesDir } });
  expect({ status: released.status, stderr: released.status === 0 ? '' : released.stderr }).toEqual({ status: 0, stderr: '' });
  const printed = JSON.parse(released.stdout.trim().split('\n').pop() ?? '{}') as { version: string; integrity: string };
  expect(printed.version).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
  // Immutable and self-describing: its own folder, precompressed, with the entry's integrity.
  const folder = path.join(suite.releasesDir, 'markets', printed.version);
  for (const file of ['remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz', 'mf-manifest.json', 'routes.json', 'release.json']) {
    expect({ file, exists: fs.existsSync(path.join(folder, file)) }).toEqual({ file, exists: true });
  }
  const entry = fs.readFileSync(path.join(folder, 'remoteEntry.js'));
  expect(printed.integrity).toBe(`sha384-${crypto.createHash('sha384').update(entry).digest('base64')}`);
  return printed.version;
}

/** A copy of a release whose remoteEntry throws: released that way (its integrity matches), so activation accepts it. */
function releaseBrokenCopyOf(version: string): string {
  const broken = '0.1.0-broken0000';
  const folder = path.join(suite.releasesDir, 'markets', broken);
  fs.cpSync(path.join(suite.releasesDir, 'markets', version), folder, { recursive: true });
  const entry = 'throw new Error("markets release 0.1.0-broken0000 is broken");\n';
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), entry);
  fs.rmSync(path.join(folder, 'remoteEntry.js.br'), { force: true });
  fs.rmSync(path.join(folder, 'remoteEntry.js.gz'), { force: true });
  const info = JSON.parse(fs.readFileSync(path.join(folder, 'release.json'), 'utf8')) as Record<string, unknown>;
  Object.assign(info, {
    version: broken,
    integrity: `sha384-${crypto.createHash('sha384').update(entry).digest('base64')}`,
    builtAt: new Date().toISOString(),
  });
  fs.writeFileSync(path.join(folder, 'release.json'), JSON.stringify(info));
  return broken;
}

beforeAll(async () => {
  session = await signedInState(browser, server.url);
  v2 = releaseChangedMarkets();
}, 240_000);

const openPhonePage = () => openPage(browser, session);
const footerLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name });
const heading = async (page: Page) => (await page.getByRole('heading', { level: 1 }).textContent({ timeout: 20_000 })) ?? '';

/** The tab comes back to the foreground: the shell asks for remotes.json again. Resolves with what it got. */
async function backToForeground(page: Page): Promise<void> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/remotes.json');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await answer;
}

type Listed = { name: string; enabled: boolean; active: string; canary: unknown; releases: Array<{ release: string; failures: number }> };
const listed = async (name: string) => ((await server.operator('remote', 'list')).remotes as Listed[]).find((remote) => remote.name === name);

test('a canary of 100 % reaches an open page on its next navigation, and a rollback takes it back — no reload', async () => {
  const { page, errors } = await openPhonePage();
  // The federation runtime's warnings: a release switched in the page is not a remote registered twice.
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(`${server.url}/imp7`);
  expect(await heading(page)).toBe('Wallet');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  expect(await server.operator('remote', 'canary', '--name', 'markets', '--release', v2, '--percent', '100', '--note', 'new Home')).toMatchObject({
    remote: { active: 'default', canary: { release: v2, percent: 100 } },
  });
  await backToForeground(page);
  await footerLink(page, 'Home').click();
  await page.getByRole('heading', { name: V2_HEADING }).waitFor({ timeout: 20_000 });
  await saveScreenshot(page, 'releases-markets-v2-canary');

  await server.operator('remote', 'rollback', '--name', 'markets', '--from', v2, '--note', 'numbers look wrong');
  // The same command again (a retry after a lost answer) is refused: it does not undo what is current now.
  await expect(server.operator('remote', 'rollback', '--name', 'markets', '--from', v2, '--note', 'numbers look wrong')).rejects.toThrow(
    `Refused: markets is not on ${v2}: its active release is default (rolled back already, or changed since)`,
  );
  await backToForeground(page);
  await footerLink(page, 'Passbook').click();
  await page.getByRole('heading', { name: 'Transaction History' }).waitFor();
  await footerLink(page, 'Home').click();
  await page.getByRole('heading', { name: 'Home', exact: true }).waitFor({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: V2_HEADING }).count()).resolves.toBe(0);

  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(errors).toEqual([]);
  expect(warnings.filter((warning) => warning.includes('already registered'))).toEqual([]);
  const history = (await server.operator('remote', 'history', '--name', 'markets')).history as Array<Record<string, unknown>>;
  // Release control kept markets' default build when its first release appeared (a local build changes nothing now).
  expect(history.map((entry) => [entry.action, entry.operator === 'automatic' ? 'automatic' : entry.note])).toEqual([
    ['rollback', 'numbers look wrong'],
    ['canary', 'new Home'],
    ['keep', 'automatic'],
  ]);
  await page.context().close();
});

test('switching wallet off shows its route unavailable at once and takes the Funds link away; on again brings them back', async () => {
  const { page } = await openPhonePage();
  await page.goto(`${server.url}/imp7`);
  expect(await heading(page)).toBe('Wallet');
  await footerLink(page, 'Funds').waitFor();

  await server.operator('remote', 'disable', '--name', 'wallet');
  await backToForeground(page);
  await page.getByRole('heading', { name: UNAVAILABLE }).waitFor();
  await footerLink(page, 'Passbook').waitFor();
  await expect(footerLink(page, 'Funds').count()).resolves.toBe(0);
  await saveScreenshot(page, 'releases-wallet-disabled');
  // A new page load says the same.
  await page.goto(`${server.url}/imp7`);
  expect(await heading(page)).toBe(UNAVAILABLE);

  await server.operator('remote', 'enable', '--name', 'wallet');
  await backToForeground(page);
  await page.getByRole('heading', { name: 'Wallet' }).waitFor({ timeout: 20_000 });
  await footerLink(page, 'Funds').waitFor();
  await page.context().close();
});

test('an active release whose entry fails for a player falls back to the previous release, and is reported', async () => {
  await server.operator('remote', 'activate', '--name', 'markets', '--release', v2);
  const broken = releaseBrokenCopyOf(v2);
  expect(await server.operator('remote', 'activate', '--name', 'markets', '--release', broken)).toMatchObject({
    remote: { active: broken, previous: v2 },
  });

  const { page } = await openPhonePage();
  const reports: unknown[] = [];
  const isReport = (request: Request) => new URL(request.url()).pathname === '/api/remote-report';
  page.on('request', (request) => {
    if (isReport(request)) reports.push(request.postDataJSON());
  });
  const answered = (outcome: string) =>
    page.waitForResponse((response) => isReport(response.request()) && (response.request().postDataJSON() as { outcome?: string }).outcome === outcome);
  const [failed, loaded] = [answered('failure'), answered('load')];
  await page.goto(`${server.url}/imp`);
  // The previous release (v2, with its visible heading) instead of the unavailable page.
  await page.getByRole('heading', { name: V2_HEADING }).waitFor({ timeout: 20_000 });
  await saveScreenshot(page, 'releases-broken-falls-back');
  // The shell reported the broken release's failure and v2's load (release control counts them).
  expect([(await failed).status(), (await loaded).status()]).toEqual([202, 202]);
  expect(reports).toEqual(
    expect.arrayContaining([
      { remote: 'markets', release: broken, outcome: 'failure', reason: expect.stringMatching(/^entry: /) },
      { remote: 'markets', release: v2, outcome: 'load' },
    ]),
  );
  // ... and the server counted them against each release.
  const markets = await listed('markets');
  expect(markets?.releases.find((release) => release.release === broken)?.failures).toBe(1);
  expect(markets?.releases.find((release) => release.release === v2)?.failures).toBe(0);

  // Files missing: refused before any player sees it.
  fs.rmSync(path.join(suite.releasesDir, 'markets', v2, 'mf-manifest.json'));
  await expect(server.operator('remote', 'rollback', '--name', 'markets', '--from', broken)).rejects.toThrow(/is missing mf-manifest.json/);
  await page.context().close();
});
