import type { CDPSession, Page } from 'playwright-core';
import { DEV_APP_KEY } from '@matka/shared-kernel/app-key';
import { PATHS } from '@matka/shared-kernel/paths';
import { PUSH_TEXTS } from '@matka/shared-kernel/push';
import { PUSH_MESSAGES } from '../../api/src/features/push/messages';
import { localPush } from '../../api/test/support/local-push';
import type { Device } from '../../api/test/support/push-service';
import BELL_AND_OFFER from '../../host/src/texts/inbox-links/en';
import { formatMessage } from '../../shared-kernel/src/languages/message';
import { INBOX_TEXTS } from '../../remotes/inbox/src/messages';
import { ServerClock } from '../support/app-server';
import { checkScreen, openPhonePage, saveScreenshot, signIn, waitForHeaderWallet } from '../support/browser';
import { addMainMarket, appAndBrowser } from '../support/app-and-browser';

// Issue 40: a result reaches the player with the app closed. No real push service is reachable from here, and
// headless Chromium's PushManager cannot subscribe to one: the server pushes to a local push service that checks the
// VAPID signature and decrypts the payload (RFC 8291), and DevTools delivers that payload to the page's real service
// worker, which shows it; its click is the worker's own notificationclick handler, run in the worker.
const localService = localPush();
const clock = new ServerClock('11:00');
// The outbox is worked every 200 ms, as a running server does, so the push follows the declaration by itself.
const { server, browser } = appAndBrowser({ clock, env: { ...localService.env, PUSH_POLL_MS: '200' }, appDeps: localService.deps });
afterAll(localService.close);

const MARKET = 'E2E PUSH';
const WELCOME = 5000; // the demo player's points (api/src/demo/seed-demo.ts)
const STAKE = 10;
const WIN = Math.floor((STAKE * 95) / 10); // Single Digit pays 10-95

let page: Page;
let cdp: CDPSession;
let marketId: number;
let device: Device;

/** Waits (no fixed sleep: asks again every 50 ms) until `check` holds, or fails with `what`. */
async function until(what: string, check: () => boolean | Promise<boolean>, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The notifications the page's service worker shows now. */
const shownNotifications = () =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((shown) => ({ title: shown.title, body: shown.body, tag: shown.tag, icon: shown.icon, data: shown.data as unknown }));
  });

const bell = () => page.getByTestId('header-inbox');

beforeAll(async () => {
  marketId = await addMainMarket(server, MARKET);
  ({ page } = await openPhonePage(browser));
  cdp = await page.context().newCDPSession(page);
  // Allowed for this page's browser context (without its id DevTools grants it to the default context, not this one).
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.grantPermissions', { origin: server.url, permissions: ['notifications'], browserContextId: targetInfo.browserContextId });
  await signIn(page, server.url);
  // The service worker registers once the first screen is idle; a page it controls is what a tap navigates.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await page.getByTestId(`market-${marketId}`).waitFor();
  }
});

test('no offer on load; after the first bid the player turns notifications on, and this browser says plainly what it can', async () => {
  await waitForHeaderWallet(page, WELCOME);
  await bell().waitFor();
  expect(await page.getByTestId('push-offer').count()).toBe(0);

  await page.getByTestId(`market-${marketId}`).click();
  await page.waitForURL('**/game**');
  await page.getByRole('button', { name: 'Single Digit', exact: true }).click();
  await page.locator('form input:not([type=radio])').first().fill('6');
  await page.getByRole('textbox', { name: 'Points' }).fill(String(STAKE));
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'SUBMIT' }).click();
  await page.getByText('Bid placed successfully!').waitFor();

  const offer = page.getByTestId('push-offer');
  await offer.getByText(BELL_AND_OFFER.pushOffer).waitFor();
  await saveScreenshot(page, 'push-offer');
  await offer.getByRole('button', { name: BELL_AND_OFFER.pushOfferYes }).click();
  // Permission granted (DevTools), then the browser's own push service: headless Chromium refuses the subscription
  // ("Registration failed - permission denied"), which the player reads as a browser that cannot show notifications.
  await offer.getByText(PUSH_TEXTS.unsupported).waitFor();
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');
  await offer.getByRole('button', { name: BELL_AND_OFFER.pushOfferDone }).click();

  // The device this journey stands in for: subscribed at the local push service, given to the server as the app does.
  device = localService.service().device();
  const answer = await page.evaluate(
    async ({ subscription, appKey }) => {
      const response = await fetch('/api/api-push-subscribe', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ env_type: 'Prod', app_key: appKey, ...subscription }),
      });
      return (await response.json()) as { status: boolean };
    },
    { subscription: device.subscription, appKey: DEV_APP_KEY },
  );
  expect(answer.status).toBe(true);
});

test('an operator declares the result; the push arrives signed and encrypted, the service worker shows it, its tap opens Win History', async () => {
  clock.at('11:35');
  expect(await server.operator('result', 'open', '--market', String(marketId), '--pana', '123')).toMatchObject({ result: '123-6', paid: WIN });
  await until('the push at the local push service', () => device.received.length === 1);
  expect(localService.service().refused).toEqual([]);
  const [push] = device.received;
  const expected = PUSH_MESSAGES.result(MARKET, 'Open', '123-6', WIN);
  expect(push?.payload).toMatchObject({ ...expected, url: PATHS.winHistory });

  // Delivered to the page's real service worker, as the browser would on a push from its push service.
  const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await until('the service worker registration', () => registrations.some((registration) => registration.scopeURL === `${server.url}/` && !registration.isDeleted));
  const registrationId = registrations.find((registration) => registration.scopeURL === `${server.url}/`)!.registrationId;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId, data: JSON.stringify(push?.payload) });
  await until('the notification', async () => (await shownNotifications()).length === 1);
  const [shown] = await shownNotifications();
  expect(shown).toMatchObject({ title: expected.title, body: expected.body, tag: push?.payload.tag, data: { url: PATHS.winHistory } });
  expect(shown?.icon).toMatch(/\/icons\/icon-192\.png$/);

  // The tap: DevTools cannot click a notification, so the worker's own notificationclick listener runs in the worker
  // with the notification it shows (an event the test makes, whose waitUntil it awaits).
  await page.goto(`${server.url}${PATHS.home}`);
  const worker = page.context().serviceWorkers()[0] ?? (await page.context().waitForEvent('serviceworker'));
  const tapped = await worker.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) return 'no notification';
    const event = new Event('notificationclick');
    let work: Promise<unknown> = Promise.resolve();
    Object.defineProperties(event, { notification: { value: notification }, waitUntil: { value: (promise: Promise<unknown>) => (work = promise) } });
    scope.dispatchEvent(event);
    await work;
    return 'tapped';
  });
  expect(tapped).toBe('tapped');
  await page.waitForURL(`**${PATHS.winHistory}`);
  await page.getByRole('heading', { level: 1, name: 'Win History' }).waitFor();
  // The notification closes on the tap.
  expect(await shownNotifications()).toEqual([]);
});

test('the inbox lists the result, and the header’s count drops once it is opened', async () => {
  await page.getByTestId('header-inbox-count').filter({ hasText: /^1$/ }).waitFor();
  expect(await bell().getAttribute('aria-label')).toBe(formatMessage('en', BELL_AND_OFFER.inboxBell, { unread: 1 }));
  await bell().click();
  await page.getByRole('heading', { level: 1, name: INBOX_TEXTS.inboxTitle }).waitFor();
  const entry = page.getByRole('button', { name: new RegExp(PUSH_MESSAGES.result(MARKET, 'Open', '123-6', WIN).title) });
  await entry.getByText(INBOX_TEXTS.unread).waitFor();
  await checkScreen(page, 'push-inbox');

  await entry.click();
  await page.getByRole('heading', { level: 1, name: 'Win History' }).waitFor();
  await until('the bell without a count', async () => (await page.getByTestId('header-inbox-count').count()) === 0);
  expect(await bell().getAttribute('aria-label')).toBe(formatMessage('en', BELL_AND_OFFER.inboxBell, { unread: 0 }));
});

test('Notifications, in the side menu: what the player gets and each choice', async () => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: INBOX_TEXTS.notificationsTitle }).click();
  await page.getByRole('heading', { level: 1, name: INBOX_TEXTS.notificationsTitle }).waitFor();
  await page.getByText(INBOX_TEXTS.whatYouGet).waitFor();
  const notices = page.getByRole('switch', { name: new RegExp(`^${INBOX_TEXTS.notices}`) });
  expect(await notices.isChecked()).toBe(false);
  expect(await page.getByRole('switch', { name: new RegExp(`^${INBOX_TEXTS.results}`) }).isChecked()).toBe(true);
  await notices.click();
  await until('notices on', () => notices.isChecked());
  await checkScreen(page, 'push-notifications');
});
