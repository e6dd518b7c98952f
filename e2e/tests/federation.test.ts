import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT, type RemotesJson } from '../support/app-server';
import { openPhonePage as openPage, saveScreenshot, signedInState, type StorageState } from '../support/browser';
import { closedPort, serveDirectory } from '../support/static-server';
import { appAndBrowser } from '../support/app-and-browser';

const { server, browser } = appAndBrowser();

const UNAVAILABLE = 'This section is unavailable right now';

/** One route of each remote and the heading it shows. */
const REMOTE_ROUTES = [
  { remote: 'markets', path: '/imp', heading: 'Home' },
  { remote: 'starline', path: '/imp2', heading: 'KING STARLINE' },
  { remote: 'gali', path: '/galiIMP', heading: 'KING GALI' },
  { remote: 'wallet', path: '/imp7', heading: 'Wallet' },
  { remote: 'histories', path: '/histories', heading: 'Histories' },
  { remote: 'inbox', path: '/inbox', heading: 'Inbox' },
] as const;

let original: RemotesJson;
let session: StorageState;

beforeAll(async () => {
  original = server.readManifest();
  session = await signedInState(browser, server.url);
});

/** Remote routes need a session: every page here belongs to the signed-in demo player. */
const openPhonePage = (b: Browser) => openPage(b, session);
const footerLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name });

afterEach(() => server.writeManifest(original));

function withRemote(name: string, change: Partial<RemotesJson['remotes'][number]>): RemotesJson {
  return { remotes: original.remotes.map((remote) => (remote.name === name ? { ...remote, ...change } : remote)) };
}

async function heading(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).textContent({ timeout: 20_000 })) ?? '';
}

describe('the host loads its remotes at runtime', () => {
  test('it fetches remotes.json and renders a route of each of the six remotes', async () => {
    const { page, errors } = await openPhonePage(browser);
    // The shell's own page asks for it (once idle); a remote's page gets it from the server inside the page, read
    // from the same file on the same request, so an operator's edit shows on the next load either way. Either way
    // each remote's paths come from its build's route table (the operators' file has none).
    const manifestRequest = page.waitForResponse((response) => response.url().endsWith('/remotes.json'));
    await page.goto(`${server.url}/login`);
    const served = (await (await manifestRequest).json()) as RemotesJson;
    expect(served.remotes.find((remote) => remote.name === 'wallet')?.paths).toContain('/imp7');
    expect(original.remotes.some((remote) => remote.paths)).toBe(false);
    await page.goto(`${server.url}/imp`);
    const carried = await page.locator('#matka-remotes-json').textContent();
    expect(JSON.parse(carried ?? 'null')).toEqual(served);
    // What the shell reported (a failure names its step and error) and what the loader said in the console (why a
    // remote is unavailable): shown if a route is not the one expected.
    const reports: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/remote-report') reports.push(request.postDataJSON());
    });
    const said: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('[remotes]')) said.push(message.text());
    });
    for (const route of REMOTE_ROUTES) {
      await page.goto(`${server.url}${route.path}`);
      const shown = await heading(page);
      expect(shown === route.heading ? shown : { shown, errors, reports, said }).toBe(route.heading);
      await saveScreenshot(page, `federation-${route.remote}`);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('navigating between remotes keeps the shell and needs no page load', async () => {
    const { page } = await openPhonePage(browser);
    await page.goto(`${server.url}/imp`);
    expect(await heading(page)).toBe('Home');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await footerLink(page, 'Passbook').click();
    await page.getByRole('heading', { name: 'Transaction History' }).waitFor();
    await footerLink(page, 'Funds').click();
    await page.getByRole('heading', { name: 'Add Funds' }).waitFor();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await page.context().close();
  });
});

describe('operators switch remotes with remotes.json, without a rebuild', () => {
  test('a switched-off remote shows the unavailable page on its routes only, its links go, and it comes back when switched on', async () => {
    const { page } = await openPhonePage(browser);
    server.writeManifest(withRemote('wallet', { enabled: false }));

    await page.goto(`${server.url}/imp7`);
    expect(await heading(page)).toBe(UNAVAILABLE);
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    // Links that lead only to the switched-off remote leave the footer and the menu.
    await footerLink(page, 'Passbook').waitFor();
    await expect(footerLink(page, 'Funds').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Wallet' }).count()).resolves.toBe(0);
    await expect(menu.getByRole('link', { name: 'Add Funds' }).count()).resolves.toBe(0);
    await saveScreenshot(page, 'federation-remote-switched-off');

    await menu.getByRole('link', { name: 'Home' }).click();
    expect(await heading(page)).toBe('Home');

    server.writeManifest(original);
    await page.goto(`${server.url}/imp7`);
    expect(await heading(page)).toBe('Wallet');
    await footerLink(page, 'Funds').waitFor();
    await page.context().close();
  });

  test('pointing a remote at a second build takes effect on reload: independent release', async () => {
    const secondBuild = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-markets-v2-'));
    fs.cpSync(path.join(REPO_ROOT, 'remotes', 'markets', 'dist'), secondBuild, { recursive: true });
    const exposeChunks = fs.readdirSync(secondBuild).filter((file) => file.endsWith('.js'));
    let changed = 0;
    for (const file of exposeChunks) {
      const source = fs.readFileSync(path.join(secondBuild, file), 'utf8');
      const next = source.replaceAll('"Home"', '"Home (release 2)"');
      if (next !== source) {
        fs.writeFileSync(path.join(secondBuild, file), next);
        changed += 1;
      }
    }
    expect(changed).toBeGreaterThan(0);
    const cdn = await serveDirectory(secondBuild);
    try {
      const { page } = await openPhonePage(browser);
      await page.goto(`${server.url}/imp`);
      expect(await heading(page)).toBe('Home');

      server.writeManifest(withRemote('markets', { manifest: `${cdn.url}/mf-manifest.json` }));
      await page.reload();
      expect(await heading(page)).toBe('Home (release 2)');
      await page.context().close();
    } finally {
      await cdn.close();
      fs.rmSync(secondBuild, { recursive: true, force: true });
    }
  });
});

describe('a failing remote is contained', () => {
  test('a remote whose files are missing (404) leaves the shell and the other remotes working', async () => {
    const { page, errors } = await openPhonePage(browser);
    server.writeManifest(withRemote('wallet', { manifest: '/remotes/nowhere/mf-manifest.json' }));
    await page.goto(`${server.url}/imp7`);
    expect(await heading(page)).toBe(UNAVAILABLE);
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    await footerLink(page, 'Passbook').click();
    // The unavailable page stays until the next screen replaces it: wait for that one.
    await page.getByRole('heading', { name: 'Transaction History' }).waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a remote whose server is down shows the unavailable page, and Retry brings it back once the server is up', async () => {
    const port = await closedPort();
    server.writeManifest(withRemote('starline', { manifest: `http://127.0.0.1:${port}/mf-manifest.json` }));
    const { page } = await openPhonePage(browser);
    await page.goto(`${server.url}/imp2`);
    expect(await heading(page)).toBe(UNAVAILABLE);

    const revived = await serveDirectory(path.join(REPO_ROOT, 'remotes', 'starline', 'dist'), port);
    try {
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { name: 'KING STARLINE' }).waitFor({ timeout: 20_000 });
      await footerLink(page, 'Home').click();
      await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor({ timeout: 20_000 });
    } finally {
      await revived.close();
      await page.context().close();
    }
  });

  test('a malformed remotes.json leaves the shell up, with every remote section unavailable', async () => {
    fs.writeFileSync(server.manifestPath, '{"remotes": [{"name": "markets"}]}');
    const { page } = await openPhonePage(browser);
    await page.goto(`${server.url}/imp`);
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    expect(await heading(page)).toBe(UNAVAILABLE);
    await page.goto(`${server.url}/profile`);
    expect(await heading(page)).toBe('Profile');
    await page.context().close();
  });
});

describe('shared singletons hold across host and remotes', () => {
  /** Every shared package's versions in the page's share scope, and whether each was loaded. */
  async function sharedPackages(page: Page) {
    return page.evaluate(() => {
      type Share = { loaded?: boolean; from: string };
      const federation = (globalThis as { __FEDERATION__?: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Share>>>> } }).__FEDERATION__;
      const packages: Record<string, Array<{ version: string; from: string; loaded: boolean }>> = {};
      for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
        for (const scope of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(scope)) {
            for (const [version, share] of Object.entries(versions)) {
              (packages[name] ??= []).push({ version, from: share.from, loaded: Boolean(share.loaded) });
            }
          }
        }
      }
      return packages;
    });
  }

  test("one React, one jotai, one styled-components, one of each of the kernel's singletons: loaded once, from the host", async () => {
    const { page } = await openPhonePage(browser);
    await page.goto(`${server.url}/imp`);
    for (const route of REMOTE_ROUTES) {
      await page.goto(`${server.url}${route.path}`);
      await heading(page);
    }
    const packages = await sharedPackages(page);
    // The router is shared as the kernel's list of its exports (under react-router-dom, the name apps import); the
    // kernel shares only what must be one instance in the page (shared-kernel/singletons.json): each once, from the host.
    const singletons = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shared-kernel', 'singletons.json'), 'utf8')) as { version: string; modules: string[] };
    const kernel = singletons.modules.map((module) => `@matka/shared-kernel/${module}`);
    for (const name of ['react', 'react-dom', 'react-router-dom', 'jotai', 'styled-components', 'axios', '@matka/shared-kernel/session']) {
      const loaded = (packages[name] ?? []).filter((share) => share.loaded);
      expect({ name, loaded: loaded.length }).toEqual({ name, loaded: 1 });
      expect(loaded[0]?.from).toBe('host');
    }
    // A remote has no copy of the kernel's singletons at all: each is in the page once, the host's version, even the
    // ones only remotes use (the call cache) — which the runtime then records as loaded by the first remote to ask.
    for (const name of kernel) {
      expect({ name, versions: (packages[name] ?? []).map((share) => share.version) }).toEqual({ name, versions: [singletons.version] });
    }
    // Whole zod (87 KB gzip) is still in the share map, but no player's page needs it. The kernel's stateless modules
    // are each app's own code: none of them is in the share scope.
    expect((packages.zod ?? []).filter((share) => share.loaded)).toEqual([]);
    expect(Object.keys(packages).filter((name) => name.startsWith('@matka/shared-kernel/') && !kernel.includes(name))).toEqual([]);

    // No remote ever fetched its own fallback copy of a shared package.
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    for (const route of REMOTE_ROUTES) {
      const manifest = JSON.parse(
        fs.readFileSync(path.join(REPO_ROOT, 'remotes', route.remote, 'dist', 'mf-manifest.json'), 'utf8'),
      ) as { shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }> };
      const fallbackFiles = manifest.shared.flatMap((share) => [...share.assets.js.sync, ...share.assets.js.async]);
      const fetchedFallbacks = fetched.filter((url) =>
        // Each remote's build is served as its first release, kept at the server's start.
        fallbackFiles.some((file) => url.endsWith(`/releases/${route.remote}/default/${file}`)),
      );
      expect({ remote: route.remote, fetchedFallbacks }).toEqual({ remote: route.remote, fetchedFallbacks: [] });
    }
    await page.context().close();
  });

  test('a session the host writes is the one a remote reads: same store, same atom, same theme', async () => {
    const { page } = await openPhonePage(browser);
    // A Starline bid screen shows the wallet it reads from the shared user-detail atom.
    await page.goto(`${server.url}/imp2`);
    const slot = await page.locator('[data-testid^="market-"]').first().getAttribute('data-testid');
    await page.goto(`${server.url}/starsingle?game=${slot?.replace('market-', '')}`);
    await page.getByTestId('screen-wallet').filter({ hasText: /^Wallet: [\d,]+ pts$/ }).waitFor();

    // Sign a fake player in through the shell's store: the shared jotai's default store and the shared atom.
    await page.evaluate(async () => {
      type Lib = () => Promise<unknown> | unknown;
      const federation = (globalThis as { __FEDERATION__?: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { lib?: Lib; get: () => Promise<() => unknown> }>>>> } }).__FEDERATION__;
      const shareOf = async (name: string) => {
        for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
          for (const scope of Object.values(scopes)) {
            const versions = scope[name];
            const share = versions && Object.values(versions)[0];
            if (share) return (await share.get())();
          }
        }
        throw new Error(`${name} is not shared`);
      };
      const jotai = (await shareOf('jotai')) as { getDefaultStore(): { set(atom: unknown, value: unknown): void } };
      const session = (await shareOf('@matka/shared-kernel/session')) as { sessionAtom: unknown; userDetailAtom: unknown };
      const store = jotai.getDefaultStore() as { get(atom: unknown): unknown; set(atom: unknown, value: unknown): void };
      store.set(session.sessionAtom, { username: 'Fake Player', mobile: '9876543210' });
      store.set(session.userDetailAtom, { ...(store.get(session.userDetailAtom) as object), walletAmount: 4321 });
    });

    // The Starline remote (its own chunk, through the kit's bid board) shows the wallet, and the host's side menu the player.
    await page.getByTestId('screen-wallet').filter({ hasText: 'Wallet: 4,321 pts' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' }).textContent()).resolves.toContain('Fake Playe...');
    // styled-components in the remote read the host's ThemeProvider: the heading has the theme's brand colour.
    const colour = await page.getByRole('heading', { level: 1 }).evaluate((element) => getComputedStyle(element).color);
    expect(colour).toBe('rgb(74, 20, 140)');

    // Another remote, loaded later, reads the same atom: the wallet remote's balance is the one set in the shell's store.
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Wallet' }).click();
    await page.getByTestId('wallet-balance').filter({ hasText: '4,321 pts' }).waitFor();
    await page.context().close();
  });
});
