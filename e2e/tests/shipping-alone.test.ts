// Slow (three real release builds of markets from a second checkout, a few minutes): a team ships its remote alone,
// built on a kernel newer than the host's, and every way a release can fail in a player's browser is a failed load that
// falls back and is reported — a singleton the host does not have in the version it needs, an entry that is not the
// one released, a screen that throws while rendering.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import type { Page, Request } from 'playwright-core';
import { REPO_ROOT } from '../support/app-server';
import { linkEach as link } from '../support/checkout';
import { openPhonePage as openPage, saveScreenshot, signedInState, type StorageState } from '../support/browser';
import { appAndBrowser } from '../support/app-and-browser';

const suite = appAndBrowser({ workDir: 'matka-shipping-alone-', releasesInWorkDir: true, env: { RELEASE_MIN_LOADS: '1' } });
const { server, browser } = suite;

/** What the fixture's Home shows, from a domain rule the host's kernel does not have. */
const NEW_RULE_TEXT = 'Built on a newer kernel';

let session: StorageState;
let checkout: string;
/** Home uses a new stateless export of the kernel. */
let withNewRule: string;
/** The same Home, whose new rule throws: Home throws while rendering. */
let crashing: string;
/** Built on the kernel's singletons one minor version on (a new export of the session module), which the host does not provide. */
let needsNewerSingleton: string;

/** The singletons' version the host is built on, and the next minor one, which the team's checkout records. */
const HOST_SINGLETONS = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shared-kernel', 'singletons.json'), 'utf8')) as { version: string }).version;
const NEWER_SINGLETONS = HOST_SINGLETONS.replace(/^(\d+)\.(\d+)\.\d+$/, (_, major: string, minor: string) => `${major}.${Number(minor) + 1}.0`);
const escaped = (text: string) => text.replace(/[.^]/g, (character) => `\\${character}`);

/**
 * A team's checkout: its own kernel (a copy, which the test changes), its own markets, and the repository's packages —
 * except that `@matka/shared-kernel` is this checkout's kernel, as it would be in the team's own clone.
 */
function makeCheckout(): string {
  const dir = path.join(suite.workDir, 'checkout');
  // The build's own files are copied, not linked: they read the kernel next to them (a link would read this one's).
  link(REPO_ROOT, dir, ['.git', 'remotes', 'shared-kernel', 'node_modules', 'webpack.common.ts', 'build', 'data', 'releases', '.artifacts']);
  fs.copyFileSync(path.join(REPO_ROOT, 'webpack.common.ts'), path.join(dir, 'webpack.common.ts'));
  fs.cpSync(path.join(REPO_ROOT, 'build'), path.join(dir, 'build'), { recursive: true });
  fs.cpSync(path.join(REPO_ROOT, 'shared-kernel'), path.join(dir, 'shared-kernel'), { recursive: true, filter: (source) => !source.endsWith('node_modules') });
  link(path.join(REPO_ROOT, 'remotes'), path.join(dir, 'remotes'), ['markets']);
  fs.cpSync(path.join(REPO_ROOT, 'remotes', 'markets'), path.join(dir, 'remotes', 'markets'), {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  link(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'), ['@matka']);
  const ownPackages: Record<string, string> = { 'shared-kernel': path.join(dir, 'shared-kernel'), 'remote-markets': path.join(dir, 'remotes', 'markets') };
  const scope = path.join(REPO_ROOT, 'node_modules', '@matka');
  fs.mkdirSync(path.join(dir, 'node_modules', '@matka'));
  for (const name of fs.readdirSync(scope)) {
    fs.symlinkSync(ownPackages[name] ?? fs.realpathSync(path.join(scope, name)), path.join(dir, 'node_modules', '@matka', name));
  }
  return dir;
}

function edit(file: string, change: (text: string) => string): void {
  const at = path.join(checkout, file);
  const before = fs.readFileSync(at, 'utf8');
  const after = change(before);
  expect({ file, changed: after !== before }).toEqual({ file, changed: true });
  fs.writeFileSync(at, after);
}

/** `npm run release` in the checkout's markets, into the server's releases folder. */
const releaseRun = () =>
  spawnSync('npm', ['run', 'release'], { cwd: path.join(checkout, 'remotes', 'markets'), encoding: 'utf8', env: { ...process.env, RELEASES_DIR: suite.releasesDir } });

/** `npm run release` in the checkout's markets, into the server's releases folder: the version it printed. */
function release(): string {
  const released = releaseRun();
  expect({ status: released.status, stderr: released.status === 0 ? '' : released.stderr }).toEqual({ status: 0, stderr: '' });
  return (JSON.parse(released.stdout.trim().split('\n').pop() ?? '{}') as { version: string }).version;
}

const releaseFile = (version: string) =>
  JSON.parse(fs.readFileSync(path.join(suite.releasesDir, 'markets', version, 'release.json'), 'utf8')) as { integrity: string; needs: Record<string, string> };

beforeAll(async () => {
  // A canary is judged from its first counted load (the default waits for 20), so one player's failure decides.
  session = await signedInState(browser, server.url);
  checkout = makeCheckout();

  // The team adds a domain rule to its kernel and uses it on Home: stateless, so it travels with the release.
  fs.writeFileSync(
    path.join(checkout, 'shared-kernel', 'src', 'domain', 'shipped-alone.ts'),
    `/** A rule this kernel has and the host's has not. */\nexport function shippedAloneNote(): string {\n  return '${NEW_RULE_TEXT}';\n}\n`,
  );
  edit('shared-kernel/src/domain/index.ts', (text) => `${text}export { shippedAloneNote } from './shipped-alone';\n`);
  edit('remotes/markets/src/screens/Home.tsx', (text) =>
    `import { shippedAloneNote } from '@matka/shared-kernel/domain';\n${text}`
      .replace('<h1 className="visually-hidden">Home</h1>', '<h1 className="visually-hidden">Home</h1>\n      <p data-testid="fixture-note">{shippedAloneNote()}</p>'),
  );
  withNewRule = release();

  // The same Home, but its rule throws: Home throws while rendering.
  edit('shared-kernel/src/domain/shipped-alone.ts', (text) => text.replace(`return '${NEW_RULE_TEXT}';`, "throw new Error('Home crashed while rendering');"));
  crashing = release();

  // Back to a working rule, and a new export of a singleton (the session module), so the singletons are a minor version on.
  edit('shared-kernel/src/domain/shipped-alone.ts', (text) => text.replace("throw new Error('Home crashed while rendering');", `return '${NEW_RULE_TEXT}';`));
  edit('shared-kernel/src/session/index.ts', (text) => `${text}export const SESSION_OF_1_1 = 'a singleton export of 1.1.0';\n`);
  edit('remotes/markets/src/screens/Home.tsx', (text) =>
    `import { SESSION_OF_1_1 } from '@matka/shared-kernel/session';\n${text}`
      .replace('<p data-testid="fixture-note">', '<p data-testid="fixture-singleton">{SESSION_OF_1_1}</p>\n      <p data-testid="fixture-note">'),
  );
  // Released without recording it under a new version: refused before anything is built, naming the version.
  const unversioned = releaseRun();
  expect({ status: unversioned.status, stderr: unversioned.stderr.trim() }).toEqual({
    status: 1,
    stderr: expect.stringContaining(
      `Refused: the kernel's shared singletons changed since ${HOST_SINGLETONS} without a new version:\n  added    @matka/shared-kernel/session SESSION_OF_1_1\n` +
        `Bump it first: npm run kernel-surface -- --write (${NEWER_SINGLETONS})`,
    ),
  });
  const recorded = spawnSync(process.execPath, ['--preserve-symlinks-main', '--import', 'tsx', path.join(checkout, 'scripts', 'kernel-surface.ts'), '--write'], { cwd: checkout, encoding: 'utf8' });
  expect({ status: recorded.status, out: recorded.stdout }).toEqual({ status: 0, out: expect.stringContaining(`Recorded the singletons' surface as ${NEWER_SINGLETONS}`) });
  needsNewerSingleton = release();
}, 900_000);

type Report = { remote: string; release: string; outcome: 'load' | 'failure'; reason?: string };
const isReport = (request: Request) => new URL(request.url()).pathname === '/api/remote-report';

/**
 * A signed-in page, and every load / failure report its shell sends. `routed`: no service worker, so `page.route` sees
 * every request the page makes.
 */
async function openPhonePage(routed = false): Promise<{ page: Page; reports: Report[] }> {
  const { page } = await openPage(browser, session, routed ? { serviceWorkers: 'block' } : {});
  const reports: Report[] = [];
  page.on('request', (request) => {
    if (isReport(request)) reports.push(request.postDataJSON() as Report);
  });
  return { page, reports };
}

/** Resolves with the first report matching. */
const reportSent = (page: Page, wanted: (report: Report) => boolean) =>
  page.waitForRequest((request) => isReport(request) && wanted(request.postDataJSON() as Report), { timeout: 30_000 }).then((request) => request.postDataJSON() as Report);

const markets = (page: Page) => page.getByRole('region', { name: 'Markets' }).getByRole('button').first();

test('a release built on a kernel with a new stateless export works on the current host, loaded with its integrity', async () => {
  // Built on the same singletons as the host: the release needs what the host provides.
  const provides = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'host', 'dist', 'provides.json'), 'utf8')) as Record<string, string>;
  expect(releaseFile(withNewRule).needs['@matka/shared-kernel/session']).toBe(`^${provides['@matka/shared-kernel/session']}`);
  await server.operator('remote', 'activate', '--name', 'markets', '--release', withNewRule);

  const { page } = await openPhonePage();
  const loaded = reportSent(page, (report) => report.outcome === 'load' && report.release === withNewRule);
  await page.goto(`${server.url}/imp`);
  await page.getByTestId('fixture-note').filter({ hasText: NEW_RULE_TEXT }).waitFor({ timeout: 30_000 });
  await markets(page).waitFor();
  expect(await loaded).toEqual({ remote: 'markets', release: withNewRule, outcome: 'load' });
  // The player's remotes.json carries the release's integrity, which the shell loads its entry with.
  const served = (await (await page.request.get(`${server.url}/remotes.json`)).json()) as { remotes: Array<{ name: string; integrity?: string }> };
  expect(served.remotes.find((remote) => remote.name === 'markets')?.integrity).toBe(releaseFile(withNewRule).integrity);
  await saveScreenshot(page, 'shipping-alone-new-stateless-export');
  await page.context().close();
});

test("an entry that is not the one released is a failed load: the browser refuses it, the player gets the previous release", async () => {
  const entry = path.join(suite.releasesDir, 'markets', withNewRule, 'remoteEntry.js');
  const original = fs.readFileSync(entry);
  for (const compressed of ['.br', '.gz']) fs.rmSync(`${entry}${compressed}`, { force: true });
  fs.writeFileSync(entry, Buffer.concat([original, Buffer.from('\n;window.__tampered = true;\n')]));
  try {
    const { page } = await openPhonePage();
    const failed = reportSent(page, (report) => report.outcome === 'failure');
    await page.goto(`${server.url}/imp`);
    await markets(page).waitFor({ timeout: 30_000 });
    // The release before it (`default`): Home without the new rule, and the tampered code never ran.
    await expect(page.getByTestId('fixture-note').count()).resolves.toBe(0);
    expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered)).toBeUndefined();
    // Told apart from a network error: the entry arrived, with other bytes than released.
    expect(await failed).toEqual({ remote: 'markets', release: withNewRule, outcome: 'failure', reason: expect.stringMatching(/^integrity: remoteEntry\.js is not the one released/) });
    await page.context().close();
  } finally {
    fs.writeFileSync(entry, original);
  }
});

test('a release whose Home throws while rendering falls back for the player, for the rest of the session, and is reported', async () => {
  expect(await server.operator('remote', 'activate', '--name', 'markets', '--release', crashing)).toMatchObject({
    remote: { active: crashing, previous: withNewRule },
  });
  const { page, reports } = await openPhonePage();
  const failed = reportSent(page, (report) => report.outcome === 'failure');
  const fellBack = reportSent(page, (report) => report.outcome === 'load');
  await page.goto(`${server.url}/imp`);
  // The previous release's Home, not the unavailable page.
  await page.getByTestId('fixture-note').filter({ hasText: NEW_RULE_TEXT }).waitFor({ timeout: 30_000 });
  await markets(page).waitFor();
  expect(await failed).toEqual({ remote: 'markets', release: crashing, outcome: 'failure', reason: expect.stringMatching(/^screen: .*Home crashed while rendering/) });
  expect(await fellBack).toEqual({ remote: 'markets', release: withNewRule, outcome: 'load' });
  await saveScreenshot(page, 'shipping-alone-render-crash-falls-back');

  // For the rest of the session (a reload included) the player goes straight to the previous release: no new failure.
  await page.reload();
  await page.getByTestId('fixture-note').filter({ hasText: NEW_RULE_TEXT }).waitFor({ timeout: 30_000 });
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Passbook' }).click();
  await page.getByRole('heading', { name: 'Transaction History' }).waitFor();
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Home' }).click();
  await page.getByTestId('fixture-note').waitFor();
  await expect(page.getByRole('heading', { name: 'This section is unavailable right now' }).count()).resolves.toBe(0);
  expect(reports.filter((report) => report.outcome === 'failure')).toHaveLength(1);
  await page.context().close();
});

test('a 100 % canary of the release whose Home throws is rolled back by itself on its counted failures', async () => {
  type Listed = { name: string; active: string; canary: unknown; releases: Array<{ release: string; failures: number; rolledBack: { reason: string } | null }> };
  const crashingOf = async () =>
    ((await server.operator('remote', 'list')).remotes as Listed[]).find((remote) => remote.name === 'markets')?.releases.find((release) => release.release === crashing);
  await server.operator('remote', 'activate', '--name', 'markets', '--release', withNewRule);
  // Its failures so far (the test before counted one): the canary is judged on those since it began.
  const failedBefore = (await crashingOf())?.failures ?? 0;
  await server.operator('remote', 'canary', '--name', 'markets', '--release', crashing, '--percent', '100');
  // A player whose session has not reported this release yet (one session counts one failure of a release in 10 min).
  const { page } = await openPage(browser, await signedInState(browser, server.url));
  const counted = page.waitForResponse(
    (response) => isReport(response.request()) && (response.request().postDataJSON() as Report).outcome === 'failure',
    { timeout: 30_000 },
  );
  await page.goto(`${server.url}/imp`);
  await page.getByTestId('fixture-note').filter({ hasText: NEW_RULE_TEXT }).waitFor({ timeout: 30_000 });
  expect(await ((await counted).json() as Promise<unknown>)).toMatchObject({ counted: true });

  const listed = ((await server.operator('remote', 'list')).remotes as Listed[]).find((remote) => remote.name === 'markets');
  expect(listed).toMatchObject({ active: withNewRule, canary: null });
  const reason = expect.stringMatching(new RegExp(`^1 of 1 loads of ${crashing} failed \\(100 %\\) since its canary began`));
  expect(listed?.releases.find((release) => release.release === crashing)).toMatchObject({ failures: failedBefore + 1, rolledBack: { reason } });
  const [latest] = (await server.operator('remote', 'history', '--name', 'markets')).history as Array<Record<string, unknown>>;
  expect(latest).toMatchObject({ action: 'rollback', release: withNewRule, operator: 'automatic', note: expect.stringMatching(/^Rolled back automatically: 1 of 1 loads/) });
  // Every player, the canary's included, is on the active release again: remotes.json names it.
  const served = (await (await page.request.get(`${server.url}/remotes.json`)).json()) as { remotes: Array<{ name: string; release?: string }> };
  expect(served.remotes.find((remote) => remote.name === 'markets')?.release).toBe(withNewRule);
  await page.context().close();
});

test('a release that needs a newer singleton than the host provides is refused at canary, naming both versions', async () => {
  // The two files release control compares: the release needs the next minor version of the session module.
  const provides = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'host', 'dist', 'provides.json'), 'utf8')) as Record<string, string>;
  expect(releaseFile(needsNewerSingleton).needs['@matka/shared-kernel/session']).toBe(`^${NEWER_SINGLETONS}`);
  expect(provides['@matka/shared-kernel/session']).toBe(HOST_SINGLETONS);
  const before = await server.operator('remote', 'list');
  for (const step of [['canary', '--percent', '10'], ['activate']]) {
    await expect(server.operator('remote', step[0] ?? '', '--name', 'markets', '--release', needsNewerSingleton, ...step.slice(1))).rejects.toThrow(
      new RegExp(`markets ${needsNewerSingleton} needs shared-kernel \\^${escaped(NEWER_SINGLETONS)} \\(.*session.*\\); the host provides ${escaped(HOST_SINGLETONS)}`),
    );
  }
  // Refused means nothing changed.
  expect(await server.operator('remote', 'list')).toEqual(before);
});

test('a release that needs a newer singleton than the host provides is a failed load in the browser, and falls back', async () => {

  // Release control refuses such a release before any player gets it; here a player's remotes.json names it anyway
  // (as a server without that check would), to see what the browser does: no silent mix of two versions.
  const { page } = await openPhonePage(true);
  const bad = releaseFile(needsNewerSingleton);
  await page.route('**/remotes.json', async (route) => {
    const served = (await (await route.fetch()).json()) as { remotes: Array<Record<string, unknown>> };
    for (const remote of served.remotes) {
      if (remote.name !== 'markets') continue;
      Object.assign(remote, {
        release: needsNewerSingleton,
        manifest: `/releases/markets/${needsNewerSingleton}/mf-manifest.json`,
        integrity: bad.integrity,
        fallback: { release: withNewRule, manifest: `/releases/markets/${withNewRule}/mf-manifest.json`, integrity: releaseFile(withNewRule).integrity },
      });
    }
    await route.fulfill({ json: served, headers: { 'cache-control': 'no-store' } });
  });
  const failed = reportSent(page, (report) => report.outcome === 'failure');
  // A page of the shell's own (no remotes.json inline), then into markets as a player does.
  await page.goto(`${server.url}/profile`);
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Home' }).click();
  await page.getByTestId('fixture-note').filter({ hasText: NEW_RULE_TEXT }).waitFor({ timeout: 30_000 });
  await expect(page.getByTestId('fixture-singleton').count()).resolves.toBe(0);
  expect(await failed).toEqual({
    remote: 'markets',
    release: needsNewerSingleton,
    outcome: 'failure',
    reason: expect.stringMatching(new RegExp(`^singleton: .*@matka/shared-kernel/.* needs \\^${escaped(NEWER_SINGLETONS)}`)),
  });
  await saveScreenshot(page, 'shipping-alone-newer-singleton-falls-back');
  await page.context().close();
});

test("a release naming the host's singletons version with another surface is refused at publish, naming the version to bump", async () => {
  // What a team's older release script, which did not check, would have made of the unversioned change: the host's
  // version with the surface of the code it was built on.
  const folder = path.join(suite.workDir, 'unversioned', '0.1.0-unversion0');
  fs.cpSync(path.join(suite.releasesDir, 'markets', withNewRule), folder, { recursive: true });
  const info = JSON.parse(fs.readFileSync(path.join(folder, 'release.json'), 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(path.join(folder, 'release.json'), JSON.stringify({ ...info, version: '0.1.0-unversion0', surface: { version: HOST_SINGLETONS, hash: 'sha256-notthehostsurface' } }));
  const { team_token: team } = (await server.operator('team-token', 'create', '--remote', 'markets', '--name', 'markets CI')) as { team_token: { token: string } };
  // Not spawnSync: the server runs in this process, and must answer while the script waits.
  const published = await new Promise<{ status: number | null; said: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'publish-release.mjs'), folder, server.url], {
      env: { ...process.env, RELEASE_TOKEN: team.token },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let said = '';
    child.stdout.on('data', (chunk) => (said += chunk));
    child.stderr.on('data', (chunk) => (said += chunk));
    child.on('exit', (status) => resolve({ status, said }));
  });
  expect(published).toEqual({
    status: 1,
    said: expect.stringContaining(
      `Refused: markets 0.1.0-unversion0 was built on shared singletons ${HOST_SINGLETONS} whose surface is not ${HOST_SINGLETONS}'s, which this host provides`,
    ),
  });
  const listed = ((await server.operator('remote', 'list')).remotes as Array<{ name: string; releases: Array<{ release: string }> }>).find((remote) => remote.name === 'markets');
  expect(listed?.releases.map((release) => release.release)).not.toContain('0.1.0-unversion0');
});
