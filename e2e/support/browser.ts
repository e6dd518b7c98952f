import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type CDPSession, type Page } from 'playwright-core';
import { formatPoints } from '@matka/shared-kernel/domain';
import { REPO_ROOT } from './app-server';

/** A phone: the size the app is designed for. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const SCREENSHOTS_DIR = path.join(REPO_ROOT, '.artifacts', 'screenshots');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A fresh phone-sized page (signed in when given a storage state) whose uncaught errors land in `errors`. `options`
 * adds to the context's (`serviceWorkers: 'block'` for a test whose `page.route` must see every request: a request the
 * service worker makes is not routed).
 */
export async function openPhonePage(
  browser: Browser,
  storageState?: StorageState,
  options: Pick<BrowserContextOptions, 'serviceWorkers'> = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    ...options,
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    // No motion: axe reads a toast's colours mid-fade as low contrast, and screenshots come out the same each run.
    reducedMotion: 'reduce',
    ...(storageState ? { storageState } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // What the server's Content-Security-Policy blocks, Chromium reports on the console: an error like any other.
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) errors.push(message.text());
  });
  return { page, errors };
}

/** Saves a screenshot under .artifacts/screenshots for people to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage: true });
}

/** The demo player (api/src/demo/seed-demo.ts). */
export const DEMO = { mobile: '9876543210', password: 'demo1234' } as const;

/** Signs in through the login screen, as a player does, and lands on Home. */
export async function signIn(page: Page, baseUrl: string, mobile: string = DEMO.mobile, password: string = DEMO.password): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Phone Number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/imp');
}

/** A signed-in session (cookie and localStorage) to open many pages with, from one real login. */
export async function signedInState(browser: Browser, baseUrl: string): Promise<StorageState> {
  const { page } = await openPhonePage(browser);
  await signIn(page, baseUrl);
  const state = await page.context().storageState();
  await page.context().close();
  return state;
}

/** Runs axe-core in the page; returns the serious and critical violations (none is the bar). */
export async function seriousA11yViolations(page: Page): Promise<Array<{ id: string; help: string; targets: string[] }>> {
  // Evaluated, not added as a <script>: the page's Content-Security-Policy refuses inline scripts, and rightly.
  await page.evaluate(fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    type Result = { violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }> };
    const axe = (window as unknown as { axe: { run(context?: unknown, options?: unknown): Promise<Result> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
  });
}

/** Runs axe-core's landmark rules in the page (best practices, of any impact): one `main`, at the top level. */
export async function landmarkViolations(page: Page): Promise<Array<{ id: string; targets: string[] }>> {
  await page.evaluate(fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    type Result = { violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> };
    const axe = (window as unknown as { axe: { run(context?: unknown, options?: unknown): Promise<Result> } }).axe;
    const rules = ['landmark-main-is-top-level', 'landmark-no-duplicate-main', 'landmark-one-main', 'landmark-unique'];
    const result = await axe.run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
  });
}

/** The points the header's wallet chip shows (`5,000 pts`). */
export async function headerWallet(page: Page): Promise<number> {
  return Number(((await page.getByTestId('header-wallet').textContent()) ?? '').replace(/\D/g, ''));
}

/** Waits until the header's wallet chip shows exactly `points` (the shell's 5 s poll brings a change made elsewhere). */
export async function waitForHeaderWallet(page: Page, points: number, timeout = 20_000): Promise<void> {
  await page.getByTestId('header-wallet').filter({ hasText: new RegExp(`^${formatPoints(points)}$`) }).waitFor({ timeout });
}

/** Looks at the screen as a person would: a screenshot to keep, and no serious or critical accessibility problem. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, name);
  expect({ screen: name, violations: await seriousA11yViolations(page) }).toEqual({ screen: name, violations: [] });
}

/** Types a code into the OTP boxes, one digit a box. */
export async function typeOtp(page: Page, code: string): Promise<void> {
  for (const [index, digit] of [...code].entries()) await page.getByLabel(`OTP digit ${index + 1}`).fill(digit);
}

/** The network the player was on: 1.5 s latency, 40 KB/s each way. */
export const SLOW_PHONE_NETWORK = { latency: 1500, downloadThroughput: 40 * 1024, uploadThroughput: 40 * 1024 } as const;

const networkSessions = new WeakMap<Page, CDPSession>();

/**
 * Network conditions for a page through Chrome DevTools Protocol (`Network.emulateNetworkConditions`, one session a
 * page): slow, offline, or back to normal.
 */
export async function emulateNetwork(
  page: Page,
  conditions: { offline?: boolean; latency: number; downloadThroughput: number; uploadThroughput: number },
): Promise<void> {
  let cdp = networkSessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    networkSessions.set(page, cdp);
  }
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
}

/** No throttling at all (CDP's -1: no limit). */
export const FAST_NETWORK = { latency: 0, downloadThroughput: -1, uploadThroughput: -1 } as const;
