/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { SESSION_STORAGE_KEY, offlineAtom, sessionAtom, signOutAtom, storeLastDetail, userDetailAtom, userDetailStaleAtom } from '@matka/shared-kernel/session';
import { renderScreen, startFakeApi, untilUnderFakeTimers, userDetailFixture } from '@matka/shared-kernel/testing';
import { RemoteLoaderContext } from '../federation/remote-loader-context';
import type { RemoteLoading } from '../federation/start-remote-loading';
import { MainLayout } from '../layout/MainLayout';
import { SessionSync, nextPollIn, restoreLastDetail } from './SessionSync';
import { startFirstCalls } from './first-calls';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.calls.length = 0;
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

const PLAYER = { username: 'Demo Player', mobile: '9876543210' };
const detailWire = { status: true, msg: '', user_name: 'Demo Player', mobile: PLAYER.mobile, wallet_amt: 4200, betting_status: 1, min_withdrawal: 500, server_time: '' };
const dashboardWire = { status: true, msg: '', server_time: '', result: [], wallet_amt: 4200, betting_status: 1, web_chart: [] };
const noServer = { status: 503, json: {} };
// remotes.json never arrives here: every link shows.
const pending: RemoteLoading = { get: () => new Promise(() => undefined), prefetchWhenIdle: () => undefined };

/** A page opened by a signed-in player: what bootstrap.tsx does before the first render, then the shell. */
function openPage() {
  const store = createStore();
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(PLAYER));
  store.set(sessionAtom, PLAYER);
  restoreLastDetail(store);
  renderScreen(
    <RemoteLoaderContext.Provider value={pending}>
      <SessionSync />
      <MainLayout>
        <h1>Home</h1>
      </MainLayout>
    </RemoteLoaderContext.Provider>,
    '/imp',
    store,
  );
  return store;
}

const pollsSoFar = () => api.calls.filter((call) => call.name === 'api-get-dashboard-data').length;

describe('without a connection', () => {
  test('the retries back off (2, 4, 8, 16 s, then every 30 s); answered, the poll is every 5 s again', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 12].map(nextPollIn)).toEqual([5000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  test('the last known wallet shows, marked stale, the footer stays, and "No connection — retrying" until calls answer again', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    storeLastDetail(PLAYER.mobile, userDetailFixture({ walletAmount: 3100 }));
    api.reply('api-get-user-details', noServer);
    api.reply('api-get-dashboard-data', noServer);
    const store = openPage();
    // At once, before any answer: this browser's last known detail.
    expect(screen.getByTestId('header-wallet').textContent).toBe('3,100 pts');
    expect(screen.getByTestId('header-wallet').getAttribute('data-stale')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeTruthy();
    await untilUnderFakeTimers(() => store.get(offlineAtom));
    expect(screen.getByTestId('offline-bar').textContent).toBe('No connection — retrying');
    expect(screen.getByTestId('header-wallet').getAttribute('aria-label')).toBe('Wallet 3,100 pts, last known');

    // Retried with backoff: the second try 2 s after the first, the third 4 s after that.
    const first = pollsSoFar();
    await act(async () => jest.advanceTimersByTimeAsync(1900));
    expect(pollsSoFar()).toBe(first);
    await act(async () => jest.advanceTimersByTimeAsync(200));
    await untilUnderFakeTimers(() => pollsSoFar() === first + 1);
    await act(async () => jest.advanceTimersByTimeAsync(3900));
    expect(pollsSoFar()).toBe(first + 1);

    // The server is back: the next try clears the bar, and the detail comes fresh.
    api.reply('api-get-user-details', { json: detailWire });
    api.reply('api-get-dashboard-data', { json: dashboardWire });
    await act(async () => jest.advanceTimersByTimeAsync(200));
    await untilUnderFakeTimers(() => !store.get(offlineAtom) && !store.get(userDetailStaleAtom) && store.get(userDetailAtom)?.walletAmount === 4200);
    expect(screen.queryByText('No connection — retrying')).toBeNull();
    expect(screen.getByTestId('header-wallet').textContent).toBe('4,200 pts');
    expect(screen.getByTestId('header-wallet').getAttribute('data-stale')).toBe('false');
    // Kept for the next time.
    expect(JSON.parse(localStorage.getItem('matka.lastDetail') ?? 'null')).toMatchObject({ mobile: PLAYER.mobile, detail: { walletAmount: 4200 } });
  });

  test('a page opened offline: the first answer clears the bar for good, and the detail is asked afresh (issue #38)', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    const pageFetch = globalThis.fetch;
    // The entry script's early calls find no network; the client's later calls reach the (fake) server.
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    try {
      storeLastDetail(PLAYER.mobile, userDetailFixture({ walletAmount: 3100 }));
      api.reply('api-get-user-details', noServer);
      api.reply('api-get-dashboard-data', noServer);
      localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(PLAYER));
      await startFirstCalls();
      const store = openPage();
      await untilUnderFakeTimers(() => store.get(offlineAtom));

      api.reply('api-get-user-details', { json: detailWire });
      api.reply('api-get-dashboard-data', { json: dashboardWire });
      await act(async () => jest.advanceTimersByTimeAsync(2100));
      await untilUnderFakeTimers(() => !store.get(offlineAtom) && store.get(userDetailAtom)?.walletAmount === 4200);
      // Two more polls answer: the bar stays away.
      await act(async () => jest.advanceTimersByTimeAsync(10_100));
      expect(store.get(offlineAtom)).toBe(false);
      expect(screen.queryByTestId('offline-bar')).toBeNull();
      expect(screen.getByTestId('header-wallet').getAttribute('data-stale')).toBe('false');
    } finally {
      globalThis.fetch = pageFetch;
    }
  });

  test('the browser going offline says so at once; coming back asks at once, not after the backoff', async () => {
    api.reply('api-get-user-details', { json: detailWire });
    api.reply('api-get-dashboard-data', { json: dashboardWire });
    const store = openPage();
    await untilUnderFakeTimers(() => store.get(userDetailAtom)?.walletAmount === 4200);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText('No connection — retrying')).toBeTruthy();
    const before = pollsSoFar();
    act(() => void window.dispatchEvent(new Event('online')));
    await untilUnderFakeTimers(() => pollsSoFar() > before && !store.get(offlineAtom));
    expect(screen.queryByText('No connection — retrying')).toBeNull();
  });

  test("another player's kept detail is never shown; sign-out forgets it", () => {
    storeLastDetail('9123456789', userDetailFixture({ walletAmount: 777 }));
    const store = createStore();
    store.set(sessionAtom, PLAYER);
    restoreLastDetail(store);
    expect(store.get(userDetailAtom)).toBeNull();
    storeLastDetail(PLAYER.mobile, userDetailFixture({ walletAmount: 777 }));
    store.set(signOutAtom);
    expect(localStorage.getItem('matka.lastDetail')).toBeNull();
  });
});
