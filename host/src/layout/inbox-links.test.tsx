/** @jest-environment jsdom */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { shellLinksAtom, type ShellLinks } from '@matka/shared-kernel/links';
import { PATHS } from '@matka/shared-kernel/paths';
import { PUSH_MOMENT_EVENT, PUSH_TEXTS } from '@matka/shared-kernel/push';
import { dashboardAtom, sessionAtom, userDetailAtom, type Dashboard } from '@matka/shared-kernel/session';
import { pushBrowser, renderScreen, serveFakeApi, userDetailFixture } from '@matka/shared-kernel/testing';
import { routes as inbox } from '../../../remotes/inbox/src/routes';
import { RemoteLoaderContext } from '../federation/remote-loader-context';
import type { RemoteLoading } from '../federation/start-remote-loading';
import { inboxLinkTexts } from './inbox-link-texts';

const INBOX_LINK_TEXTS = inboxLinkTexts.textsFor('en');
import { MainLayout } from './MainLayout';
import { PUSH_OFFERED_KEY } from './PushOffer';

const api = serveFakeApi();
const pending: RemoteLoading = { get: () => new Promise(() => undefined), prefetchWhenIdle: () => undefined };
let browser: ReturnType<typeof pushBrowser> | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => browser?.remove());

const inboxPaths = inbox.map((route) => route.path);
/** The shell with the inbox remote on or off (every other remote's path leads somewhere). */
const shell = (inboxOn: boolean): ShellLinks => ({ serves: (path) => inboxOn || !inboxPaths.includes(path as (typeof inboxPaths)[number]), menus: [] });

function renderLayout(inboxOn = true) {
  const store = createStore();
  store.set(sessionAtom, { username: 'Asha', mobile: '9876543210' });
  store.set(userDetailAtom, userDetailFixture({ walletAmount: 1250 }));
  store.set(shellLinksAtom, shell(inboxOn));
  renderScreen(
    <RemoteLoaderContext.Provider value={pending}>
      <MainLayout>
        <h1>Page</h1>
      </MainLayout>
    </RemoteLoaderContext.Provider>,
    '/imp',
    store,
  );
  return store;
}
const unread = (count: number) => ({ json: { status: true, msg: '', notifications: [], unread: count } });
const dashboard = (wallet: number) => ({ server_time: new Date().toISOString(), result: [], wallet_amt: wallet, betting_status: '1', web_chart: [], mobile_1: '', mobile_no: '', telegram_no: '' }) as unknown as Dashboard;
const inboxCalls = () => api.calls.filter((call) => call.name === 'api-inbox').length;

describe('the header’s bell', () => {
  test('leads to the inbox with the unread count, asked again when the shell’s dashboard poll brings news', async () => {
    api.reply('api-inbox', unread(2));
    const store = renderLayout();
    const bell = await screen.findByRole('link', { name: INBOX_LINK_TEXTS('inboxBell', { unread: 2 }) }, { timeout: 5000 });
    expect(bell.getAttribute('href')).toBe(PATHS.inbox);
    expect(screen.getByTestId('header-inbox-count').textContent).toBe('2');
    const asked = inboxCalls();
    api.reply('api-inbox', unread(0));
    act(() => store.set(dashboardAtom, dashboard(1300)));
    await waitFor(() => expect(screen.getByRole('link', { name: INBOX_LINK_TEXTS('inboxBell', { unread: 0 }) })).toBeTruthy());
    expect(screen.queryByTestId('header-inbox-count')).toBeNull();
    expect(inboxCalls()).toBe(asked + 1);
  });

  test('with the inbox remote off: no bell, nothing asked', async () => {
    renderLayout(false);
    await screen.findByTestId('header-wallet');
    expect(screen.queryByTestId('header-inbox')).toBeNull();
    expect(inboxCalls()).toBe(0);
  });
});

describe('the push offer', () => {
  const moment = () => act(() => void window.dispatchEvent(new Event(PUSH_MOMENT_EVENT)));

  test('never on load; once, after the first bid or deposit; Not now closes it for good on this device', async () => {
    browser = pushBrowser();
    renderLayout();
    await screen.findByTestId('header-inbox', {}, { timeout: 5000 });
    expect(screen.queryByTestId('push-offer')).toBeNull();
    moment();
    expect((await screen.findByTestId('push-offer')).textContent).toContain(INBOX_LINK_TEXTS('pushOffer'));
    expect(localStorage.getItem(PUSH_OFFERED_KEY('9876543210'))).not.toBeNull();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: INBOX_LINK_TEXTS('pushOfferNo') }));
    expect(screen.queryByTestId('push-offer')).toBeNull();
    moment();
    expect(screen.queryByTestId('push-offer')).toBeNull();
  });

  test('Turn on asks the browser; a no is said in a plain sentence', async () => {
    browser = pushBrowser({ answer: 'denied' });
    renderLayout();
    await screen.findByTestId('header-inbox', {}, { timeout: 5000 });
    moment();
    fireEvent.click(await screen.findByRole('button', { name: INBOX_LINK_TEXTS('pushOfferYes') }));
    await waitFor(() => expect(screen.getByTestId('push-offer').textContent).toContain(PUSH_TEXTS.denied));
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: INBOX_LINK_TEXTS('pushOfferDone') }));
    expect(screen.queryByTestId('push-offer')).toBeNull();
  });

  test('not offered to a device already subscribed', async () => {
    browser = pushBrowser({ permission: 'granted' });
    await browser.pushManager.subscribe({});
    renderLayout();
    await screen.findByTestId('header-inbox', {}, { timeout: 5000 });
    moment();
    await waitFor(() => expect(browser?.pushManager.subscribe).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('push-offer')).toBeNull();
    expect(localStorage.getItem(PUSH_OFFERED_KEY('9876543210'))).toBeNull();
  });

  test('not offered by a browser without Web Push, nor while the inbox remote is off', async () => {
    renderLayout();
    await screen.findByTestId('header-inbox', {}, { timeout: 5000 });
    moment();
    expect(screen.queryByTestId('push-offer')).toBeNull();
    cleanup();
    browser = pushBrowser();
    renderLayout(false);
    moment();
    expect(screen.queryByTestId('push-offer')).toBeNull();
    expect(localStorage.getItem(PUSH_OFFERED_KEY('9876543210'))).toBeNull();
  });
});

test('Log out turns this device’s pushes off before the session ends', async () => {
  browser = pushBrowser({ permission: 'granted' });
  await browser.pushManager.subscribe({});
  renderLayout();
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(api.calls.map((call) => call.name)).toContain('api-user-logout'), { timeout: 5000 });
  const names = api.calls.map((call) => call.name);
  expect(names.indexOf('api-push-unsubscribe')).toBeGreaterThanOrEqual(0);
  expect(names.indexOf('api-push-unsubscribe')).toBeLessThan(names.indexOf('api-user-logout'));
  expect(api.calls.find((call) => call.name === 'api-push-unsubscribe')?.body).toMatchObject({ endpoint: browser.subscription.endpoint });
  expect(browser.subscription.unsubscribe).toHaveBeenCalled();
});
