// `npm run bench`: what a phone downloads. Loads the built app in Chromium and adds up the gzip size of every
// script each screen fetched; checks the budgets of docs/performance.md and rewrites its measured table.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { startApp, REPO_ROOT } from '../e2e/support/app-server';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPhonePage, type StorageState } from '../e2e/support/browser';

const KB = 1024;
const BUDGETS = { remoteEntry: 10 * KB, hostFirstScreen: 150 * KB, marketsHome: 40 * KB, homeLcpMs: 2500, loginLcpMs: 1500, cls: 0.05, blockingMs: 200 };
/** Lighthouse's mobile throttling: 150 ms RTT, 1.6 Mbps down, 750 Kbps up, CPU 4× slower. */
const MOBILE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuSlowdown: 4 };
const REMOTES = ['markets', 'starline', 'gali', 'wallet', 'histories', 'inbox'] as const;
const FIRST_ROUTE: Record<(typeof REMOTES)[number], string> = {
  markets: '/imp',
  starline: '/imp2',
  gali: '/galiIMP',
  wallet: '/imp7',
  histories: '/histories',
  inbox: '/inbox',
};

/** How many cold loads of Home the LCP is the median of (BENCH_LCP_RUNS to change). */
const LCP_RUNS = Number(process.env.BENCH_LCP_RUNS ?? 5);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Maps a script URL of the running app to its file on disk. */
function fileOf(url: string): string {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  return remote ? path.join(REPO_ROOT, 'remotes', remote[1] ?? '', 'dist', remote[2] ?? '') : path.join(REPO_ROOT, 'host', 'dist', pathname);
}

interface Vitals {
  lcp: number;
  cls: number;
  /** Total blocking time (ms): every long task's time past 50 ms, from the first contentful paint on, as Lighthouse adds it up. */
  blocking: number;
}

/**
 * LCP (ms) and CLS of one cold load under Lighthouse's mobile throttling (CDP): Home (`/imp`, signed in) waits for the
 * market list, a visitor's page (`/login`) for its form to answer (React has taken over the page).
 */
async function vitals(browser: Browser, baseUrl: string, path: '/imp' | '/login', state?: StorageState): Promise<Vitals> {
  const { page } = await openPhonePage(browser, state);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: MOBILE.latency, downloadThroughput: MOBILE.downloadThroughput, uploadThroughput: MOBILE.uploadThroughput });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  // Every LCP candidate (time, element, size) and every long task, for BENCH_VERBOSE's account of where time went.
  await page.addInitScript(`
    window.__lcp = 0;
    window.__cls = 0;
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        window.__cls += entry.value;
        window.__shifts.push(Math.round(entry.startTime) + ' ms ' + entry.value.toFixed(4) + ' ' + entry.sources.map((s) => s.node ? s.node.nodeName + '.' + (s.node.className || '') : '?').join(','));
      }
    }).observe({ type: 'layout-shift', buffered: true });
    window.__candidates = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__lcp = entry.startTime;
        const text = entry.element ? entry.element.tagName + ' "' + (entry.element.textContent || '').slice(0, 30) + '"' : '(removed)';
        window.__candidates.push(Math.round(entry.startTime) + ' ms ' + text);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    window.__tasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__tasks.push([entry.startTime, entry.startTime + entry.duration]);
      }
    }).observe({ type: 'longtask', buffered: true });
    window.__fcp = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntriesByName('first-contentful-paint')) window.__fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    window.__moments = {};
    new MutationObserver(() => {
      const seen = (name, found) => { if (found && !(name in window.__moments)) window.__moments[name] = Math.round(performance.now()); };
      seen('shell', document.querySelector('header'));
      seen('loading', document.querySelector('[role=status]'));
      seen('markets region', document.querySelector('section[aria-label=Markets]'));
      seen('first market', document.querySelector('[data-testid^=market-]'));
    }).observe(document, { childList: true, subtree: true });
  `);
  await page.goto(`${baseUrl}${path}`);
  if (path === '/imp') await page.getByRole('region', { name: 'Markets' }).getByRole('button').first().waitFor({ timeout: 60_000 });
  else {
    await page.getByRole('button', { name: 'Login' }).waitFor({ timeout: 60_000 });
    // Every script in and run: React has taken the page over (or rendered it) by then.
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
  }
  // Let the last paint land, then read the last LCP candidate and the shifts so far.
  await page.waitForTimeout(1000);
  const { lcp, cls, blocking } = await page.evaluate(() => {
    const seen = window as unknown as { __lcp: number; __cls: number; __fcp: number | null; __tasks: Array<[number, number]> };
    // A task that began before the first contentful paint counts from it (Lighthouse's rule).
    const fcp = seen.__fcp ?? 0;
    const blocked = seen.__tasks.map(([start, end]) => Math.max(0, end - Math.max(start, fcp) - 50));
    return { lcp: seen.__lcp, cls: seen.__cls, blocking: blocked.reduce((sum, ms) => sum + ms, 0) };
  });
  if (process.env.BENCH_VERBOSE) {
    const timeline = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => {
        const r = e as PerformanceResourceTiming;
        return `${Math.round(r.startTime).toString().padStart(5)} → ${Math.round(r.responseEnd).toString().padStart(5)}  ${(r.encodedBodySize / 1024).toFixed(1).padStart(6)} KB  ${new URL(r.name).pathname}`;
      }),
    );
    console.log(timeline.join('\n'));
    const { candidates, longTasks, moments, shifts } = await page.evaluate(() => {
      const seen = window as unknown as { __candidates: string[]; __tasks: Array<[number, number]>; __moments: Record<string, number>; __shifts: string[] };
      const longTasks = seen.__tasks.map(([start, end]) => `${Math.round(start)}+${Math.round(end - start)}`);
      return { candidates: seen.__candidates, longTasks, moments: seen.__moments, shifts: seen.__shifts };
    });
    console.log(`${path} LCP candidates: ${candidates.join(' | ')}\nlayout shifts: ${shifts.join(' | ') || 'none'}\nlong tasks (start+ms): ${longTasks.join(' ')}`);
    console.log(`first seen (ms): ${Object.entries(moments).map(([name, at]) => `${name} ${at}`).join(', ')}`);
  }
  await page.context().close();
  return { lcp: Math.round(lcp), cls, blocking: Math.round(blocking) };
}

async function main(): Promise<void> {
  const server = await startApp();
  const browser = await launchBrowser();
  const rows: Array<{ what: string; files: number; gzip: number; budget?: number }> = [];
  try {
    // The first screen: a fresh visitor opening /login.
    const { page } = await openPhonePage(browser);
    // The operators' console is its own build at /console/: no player screen may fetch any of it.
    const consoleFetches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/console/')) consoleFetches.push(new URL(request.url()).pathname);
    });
    // Marks when the first screen's heading is in the page: scripts requested after it were not needed to show it.
    // (A string, not a function: tsx's transform adds helpers to functions that do not exist in the page.)
    await page.addInitScript(`
      new MutationObserver(() => {
        if (document.querySelector('h1') && !('__firstScreenAt' in window)) window.__firstScreenAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    `);
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const firstScreen: string[] = await page.evaluate(() => {
      const paintedAt = (window as { __firstScreenAt?: number }).__firstScreenAt ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime < paintedAt)
        .map((entry) => entry.name);
    });
    // Let the deferred work (remotes.json and zod, fetched once the page is idle) finish before the remotes are measured.
    await page.waitForResponse((response) => response.url().endsWith('/remotes.json'), { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const scriptsOf = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => entry.name),
      );
    const afterIdle = await scriptsOf();
    if (process.env.BENCH_VERBOSE) {
      for (const url of firstScreen) console.log(`${(gzipSize(fileOf(url)) / KB).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`);
    }
    rows.push({
      what: 'host: first screen (/login), all JavaScript incl. shared React',
      files: firstScreen.length,
      gzip: firstScreen.reduce((sum, url) => sum + gzipSize(fileOf(url)), 0),
      budget: BUDGETS.hostFirstScreen,
    });
    const deferred = afterIdle.filter((url) => !firstScreen.includes(url));
    rows.push({
      what: 'host: loaded once the first screen is idle (API client, zod, remotes.json)',
      files: deferred.length,
      gzip: deferred.reduce((sum, url) => sum + gzipSize(fileOf(url)), 0),
    });

    // Each remote: its entry, and what its first screen adds beyond what the shell already loaded. Remote screens
    // need a session: sign in as the demo player, which lands on /imp (the markets remote).
    let seen = new Set(afterIdle);
    await page.getByLabel('Phone Number').fill('9876543210');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/imp');
    for (const remote of REMOTES) {
      rows.push({
        what: `${remote}: remoteEntry.js`,
        files: 1,
        gzip: gzipSize(path.join(REPO_ROOT, 'remotes', remote, 'dist', 'remoteEntry.js')),
        budget: BUDGETS.remoteEntry,
      });
      // A full load of the remote's first route (a client-side navigation has no network-idle state to wait for).
      await page.goto(`${server.url}${FIRST_ROUTE[remote]}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      const added = (await scriptsOf()).filter((url) => !seen.has(url));
      seen = new Set([...seen, ...added]);
      // Only the remote's own files count against its budget: the shared packages are the shell's.
      const own = added.filter((url) => new URL(url).pathname.startsWith(`/remotes/${remote}/`));
      rows.push({
        what: `${remote}: ${FIRST_ROUTE[remote]}, the remote's own JavaScript${remote === 'markets' ? ' (signed in)' : ''}`,
        files: own.length,
        gzip: own.reduce((sum, url) => sum + gzipSize(fileOf(url)), 0),
        ...(remote === 'markets' ? { budget: BUDGETS.marketsHome } : {}),
      });
    }

    // The largest contentful paint and layout shift of a visitor's /login and a signed-in player's Home on a
    // throttled phone, fresh cache. One throttled load swings by a few hundred ms on a shared machine: the median of
    // several is what is reported (the CLS is the worst load's).
    const state = await page.context().storageState();
    for (const [path, label, lcpBudget, signedIn] of [
      ['/login', 'a visitor', BUDGETS.loginLcpMs, false],
      ['/imp', 'Home, signed in', BUDGETS.homeLcpMs, true],
    ] as const) {
      const samples: Vitals[] = [];
      for (let run = 0; run < LCP_RUNS; run += 1) samples.push(await vitals(browser, server.url, path, signedIn ? state : undefined));
      const lcpMs = median(samples.map((sample) => sample.lcp));
      const cls = Math.max(...samples.map((sample) => sample.cls));
      const blockingMs = median(samples.map((sample) => sample.blocking));
      console.log(`${path} LCP samples (ms): ${samples.map((sample) => sample.lcp).join(', ')}; median ${lcpMs}; CLS ${samples.map((sample) => sample.cls.toFixed(3)).join(', ')}; blocking (ms) ${samples.map((sample) => sample.blocking).join(', ')}`);
      rows.push({ what: `${path} LCP, ${label}, mobile throttling, cold cache, median of ${LCP_RUNS} (ms, not KB)`, files: 0, gzip: (lcpMs * KB) / 1000, budget: (lcpBudget * KB) / 1000 });
      rows.push({ what: `${path} CLS, worst of ${LCP_RUNS} (score, not KB)`, files: 0, gzip: cls * KB, budget: BUDGETS.cls * KB });
      rows.push({ what: `${path} total blocking time, median of ${LCP_RUNS} (ms, not KB)`, files: 0, gzip: (blockingMs * KB) / 1000, budget: (BUDGETS.blockingMs * KB) / 1000 });
    }

    // The operators' console, for the record: its own bundle, which no player screen fetches (checked below).
    const consoleDist = path.join(REPO_ROOT, 'console', 'dist');
    const consoleScripts = fs.existsSync(consoleDist) ? fs.readdirSync(consoleDist).filter((file) => file.endsWith('.js')) : [];
    rows.push({
      what: 'console: /console/ (operators only, never loaded by the shell)',
      files: consoleScripts.length,
      gzip: consoleScripts.reduce((sum, file) => sum + gzipSize(path.join(consoleDist, file)), 0),
    });

    // No shared package loaded twice: every remote's own copies (fallbacks) stay on the server. (The kernel's
    // singletons have no copy in a remote at all; its stateless modules are each remote's own code, counted above.)
    const allLoaded = [...seen];
    const duplicates: string[] = [];
    for (const remote of REMOTES) {
      const manifest = JSON.parse(
        fs.readFileSync(path.join(REPO_ROOT, 'remotes', remote, 'dist', 'mf-manifest.json'), 'utf8'),
      ) as { shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }> };
      for (const share of manifest.shared) {
        const files = [...share.assets.js.sync, ...share.assets.js.async];
        if (allLoaded.some((url) => files.some((file) => url.endsWith(`/remotes/${remote}/${file}`)))) {
          duplicates.push(`${share.name} (from ${remote})`);
        }
      }
    }
    await page.context().close();

    const lines = [
      '| what | scripts | gzip | budget |',
      '| --- | ---: | ---: | --- |',
      ...rows.map((row) => {
        const isTime = row.what.includes('(ms');
        const isScore = row.what.includes('(score');
        const show = (value: number) => (isTime ? `${Math.round((value / KB) * 1000)} ms` : isScore ? (value / KB).toFixed(3) : kb(value));
        return `| ${row.what} | ${isTime || isScore ? '' : row.files} | ${show(row.gzip)} | ${row.budget ? `${show(row.budget)} ${row.gzip <= row.budget ? 'ok' : '**over**'}` : ''} |`;
      }),
    ];
    const verdict = [
      duplicates.length === 0 ? 'No shared package was loaded twice.' : `Loaded twice: ${duplicates.join(', ')}.`,
      consoleFetches.length === 0 ? 'No player screen fetched a file of the console (/console/).' : `Player screens fetched the console's ${consoleFetches.join(', ')}.`,
    ].join(' ');
    console.log(`\n${lines.join('\n')}\n\n${verdict}\n`);

    const doc = path.join(REPO_ROOT, 'docs', 'performance.md');
    const measured = `<!-- bench:start -->\nMeasured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}:\n\n${lines.join('\n')}\n\n${verdict}\n<!-- bench:end -->`;
    const current = fs.existsSync(doc) ? fs.readFileSync(doc, 'utf8') : '';
    if (current.includes('<!-- bench:start -->')) {
      fs.writeFileSync(doc, current.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, measured));
    }

    const over = rows.filter((row) => row.budget !== undefined && row.gzip > row.budget);
    if (over.length > 0 || duplicates.length > 0 || consoleFetches.length > 0) {
      console.error(`Over budget: ${over.map((row) => row.what).join('; ') || 'none'}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

void main();
