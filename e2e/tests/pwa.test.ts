import { createHash } from 'node:crypto';
import { startApp, type RunningApp } from '../support/app-server';
import { DEMO, headerWallet, openPhonePage, saveScreenshot, seriousA11yViolations, signedInState } from '../support/browser';
import { appAndBrowser } from '../support/app-and-browser';

const { server, browser } = appAndBrowser();

// Issue #18 items 10 and 11: the app installs (manifest, icons, service worker), a returning player's Home opens with
// the network down, and a visitor's screens arrive drawn in the HTML, which React then takes over.

/** Width and height of a PNG, from its header. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('installable', () => {
  test('the web app manifest names the app, its colours, standalone display and 192/512 icons, a maskable one too', async () => {
    const response = await fetch(`${server.url}/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({ name: 'Matka Bazar', short_name: 'Matka Bazar', start_url: '/', display: 'standalone', theme_color: '#4a148c' });
    const icons = await Promise.all(
      manifest.icons.map(async (icon) => {
        const file = await fetch(new URL(icon.src, server.url));
        expect({ icon: icon.src, status: file.status, type: file.headers.get('content-type') }).toEqual({ icon: icon.src, status: 200, type: 'image/png' });
        return { sizes: icon.sizes, actual: pngSize(Buffer.from(await file.arrayBuffer())), purpose: icon.purpose };
      }),
    );
    for (const icon of icons) expect(icon.actual).toBe(icon.sizes);
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });

  test('/favicon.ico is an icon', async () => {
    const response = await fetch(`${server.url}/favicon.ico`);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/vnd.microsoft.icon']);
  });

  test("Chromium finds nothing missing for installing the app, and the service worker controls the page at scope /", async () => {
    const { page, errors } = await openPhonePage(browser);
    await page.goto(`${server.url}/login`);
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${server.url}/`, script: `${server.url}/sw.js` });
    // The checks behind Chrome's install prompt (and Lighthouse's installability audit), asked of Chromium itself.
    const cdp = await page.context().newCDPSession(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    // A Playwright context is an incognito profile, where Chrome never offers installing: that is the browser's rule,
    // not the app's.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a returning player with the network down', () => {
  let own: RunningApp | undefined;
  // Stopped by the test halfway; if the test fails before, here (a server left open keeps Jest from exiting).
  afterAll(async () => {
    await own?.close();
  });

  test("Home's second load comes from the service worker: \"No connection — retrying\", the last known wallet and the footer", async () => {
    // A server of its own, stopped halfway: the network is down for real, not emulated.
    own = await startApp();
    const state = await signedInState(browser, own.url);
    const { page, errors } = await openPhonePage(browser, state);
    await page.goto(`${own.url}/imp`);
    await page.getByRole('region', { name: 'Markets' }).getByRole('button').first().waitFor();
    const balance = await headerWallet(page);
    // The worker keeps what this first visit loaded: wait until the page and every file it fetched are in.
    // (Polled from here: waitForFunction does not wait for an async predicate's answer.)
    const everythingCached = () =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const urls = new Set((await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)))).flat());
        const files = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => new URL(url).origin === location.origin && /\.\w+$/.test(new URL(url).pathname));
        const missing = [location.href, ...files].filter((url) => !urls.has(url));
        return files.length > 10 && missing.length === 0 ? null : missing;
      });
    for (const started = Date.now(); (await everythingCached()) !== null; ) {
      if (Date.now() - started > 30_000) throw new Error(`the service worker did not cache the first visit: ${(await everythingCached())?.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      return (await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)))).flat();
    });
    // Never an API answer.
    expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);
    await own.close();
    own = undefined;
    await page.reload();
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    // The market list waits for the dashboard, which cannot come: the skeleton stays, and the app says why. The
    // header wallet is the last known one (marked so) and the footer is the betting player's, as before.
    await page.getByRole('region', { name: 'Markets' }).getByTestId('market-skeleton').waitFor();
    await page.getByText('No connection — retrying').waitFor();
    expect([await headerWallet(page), await page.getByTestId('header-wallet').getAttribute('data-stale')]).toEqual([balance, 'true']);
    await page.getByRole('navigation', { name: 'Footer' }).waitFor();
    expect(await page.getByText('This section is unavailable right now').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    // It is down: a call of the API fails.
    expect(await page.evaluate(() => fetch('/api/api-get-dashboard-data', { method: 'POST' }).then(() => 'answered', () => 'failed'))).toBe('failed');
    await saveScreenshot(page, 'pwa-home-offline');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('first paint from HTML', () => {
  const visitorPages = [
    { path: '/login', heading: 'ENTER YOUR DETAILS', field: 'Phone Number', submit: 'Login', error: 'Phone No is required!' },
    { path: '/r', heading: 'Register', field: 'Username', submit: 'Register', error: 'Username is required' },
    { path: '/forgotpass', heading: 'Reset password', field: 'Phone Number', submit: 'Send Reset Code', error: 'Phone number is required!' },
  ];

  test.each(visitorPages)('$path arrives drawn, with its styles and two inline scripts, the hold script and the entry\'s start, allowed by their hashes', async ({ path, heading }) => {
    const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(html).toContain(`data-prerendered="${path}"`);
    expect(html).toContain(`>${heading}</h1>`);
    expect(html).toMatch(/<style data-styled="true"/);
    // Strict CSP: no <script> has a src (the entry is preloaded and started after the first paint) and JSON is not
    // run; the hold script (host/src/prerender/hold-script.ts) and the start (build/preload-startup-plugin.ts) are
    // allowed by their hashes.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.filter(([, attributes = '']) => /\bsrc=/.test(attributes))).toEqual([]);
    const inline = scripts.filter(([, attributes = '']) => !/type="application\/json"/.test(attributes)).map(([, , text = '']) => text);
    expect(inline.map((text) => (text.includes('__matkaHold') ? 'hold' : text.includes('"/main.js"') ? 'start' : text)).sort()).toEqual(['hold', 'start']);
    const hashes = inline.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ');
    expect(scriptSrc).toEqual(["'self'", ...hashes]);
  });

  test.each(visitorPages)('$path shows its form before any script runs', async ({ path, heading, field }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { name: heading }).waitFor();
    await page.getByLabel(field).waitFor();
    if (path === '/login') await saveScreenshot(page, 'pwa-login-html-only');
    await context.close();
  });

  test.each(visitorPages)('$path is hydrated: React takes over the very elements the HTML drew, without a mismatch', async ({ path, heading, submit, error }) => {
    const { page, errors } = await openPhonePage(browser);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // Marks the server's heading before any app script runs: a page React rendered anew would have lost the mark.
    await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => { document.querySelector('h1').dataset.fromServer = 'yes'; });`);
    await page.goto(`${server.url}${path}`);
    await page.getByRole('button', { name: submit }).click();
    await page.getByText(error).first().waitFor();
    expect(await page.getByRole('heading', { name: heading }).getAttribute('data-from-server')).toBe('yes');
    expect(consoleErrors.filter((text) => !text.includes('Failed to load resource'))).toEqual([]);
    expect({ path, violations: await seriousA11yViolations(page) }).toEqual({ path, violations: [] });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("Home's frame holds the header and footer, and nothing of the player (Home draws its rows and skeletons in one paint)", async () => {
    const state = await signedInState(browser, server.url);
    const cookie = state.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const html = await (await fetch(`${server.url}/imp`, { headers: { accept: 'text/html', cookie } })).text();
    expect(html).toContain('data-prerendered="home-frame"');
    expect(html).not.toContain('data-testid="market-skeleton"');
    expect(html).toContain('aria-label="Open menu"');
    expect(html).not.toContain(DEMO.mobile);
    expect(html).not.toMatch(/pts</);
    const { page, errors } = await openPhonePage(browser, state);
    await page.goto(`${server.url}/imp`);
    await page.getByRole('region', { name: 'Markets' }).getByRole('button').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("nothing on Home moves when React takes over the frame, even if Home's code comes after React's first render", async () => {
    const state = await signedInState(browser, server.url);
    const { page, errors } = await openPhonePage(browser, state);
    // Every layout shift of the load, with what moved (Chromium's CLS is their sum).
    await page.addInitScript(`
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map((source) => (source.node ? source.node.nodeName : '?') + ' y ' + source.previousRect.y + ' → ' + source.currentRect.y);
          window.__shifts.push(entry.value.toFixed(4) + ' ' + moved.join(', '));
        }
      }).observe({ type: 'layout-shift', buffered: true });
    `);
    // On a slow phone React's first render can come before the markets remote's files, and before the remote loader
    // that publishes the remotes' menus (the footer's tabs): hold them until it has drawn its "Loading…" in the frame,
    // so the load always takes that way (frame → loading and a footer without tabs → Home), whatever the timing.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // markets' files: its first build, kept as its first release at the server's start.
    for (const files of ['**/releases/markets/**', '**/remote-loader.*.js']) {
      await page.route(files, async (route) => {
        await held;
        await route.continue();
      });
    }
    // (Not waiting for the page's load event: the held files are preloaded by the page.)
    await page.goto(`${server.url}/imp`, { waitUntil: 'commit' });
    await page.getByRole('main').getByRole('status').filter({ hasText: 'Loading…' }).waitFor();
    await saveScreenshot(page, 'pwa-home-frame-loading');
    release();
    await page.getByRole('region', { name: 'Markets' }).getByRole('button').first().waitFor();
    await page.getByTestId('header-wallet').waitFor();
    await saveScreenshot(page, 'pwa-home-after-frame');
    // Shifts are reported after the frame that drew them: one more frame, and they are in.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

