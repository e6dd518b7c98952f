/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { shellLinksAtom } from '@matka/shared-kernel/links';
import type { MenuItem } from '@matka/shared-kernel/menus';
import { PATHS } from '@matka/shared-kernel/paths';
import { dashboardAtom, serverClockOffsetAtom, userDetailAtom, type Dashboard } from '@matka/shared-kernel/session';
import { clearCallCache, forgetPageHeadlines } from '@matka/shared-kernel/data';
import { istTimeToday } from '@matka/shared-kernel/domain';
import { renderScreen, startFakeApi, userDetailFixture } from '@matka/shared-kernel/testing';
import Home from './Home';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
  api.reply('api-get-headline', { json: { status: true, data: [{ id: 1, status: '1', notes: 'Results every day' }] } });
});
afterAll(() => api.close());

const market = (id: number, name: string, running: boolean, open_result = '', close_result = '') => ({
  game_id: id,
  game_name: name,
  open_time: '03:45 PM',
  close_time: '05:45 PM',
  open_result,
  close_result,
  msg_status: running,
  web_chart_url: `/charts/main/${id}`,
});

function renderHome(betting = true, store = createStore()) {
  store.set(dashboardAtom, {
    status: true,
    msg: '',
    result: [market(1, 'KALYAN', true), market(2, 'MILAN DAY', false, '123-6', '8-459')],
    wallet_amt: 500,
    betting_status: betting,
    web_chart: [{ game_name: 'KALYAN', web_chart_url: '/charts/main/1' }],
    server_time: '',
  } as Dashboard);
  store.set(userDetailAtom, userDetailFixture({ walletAmount: 500, bettingEnabled: betting }));
  // Noon IST: KALYAN (3:45 PM to 5:45 PM) still runs.
  store.set(serverClockOffsetAtom, istTimeToday('12:00').getTime() - Date.now());
  return renderScreen(<Home />, '/imp', store);
}

const location = () => screen.getAllByTestId('location').at(-1)?.textContent;

describe('Home', () => {
  test('lists each market with its result, times and status', () => {
    renderHome();
    const kalyan = screen.getByTestId('market-1');
    expect(kalyan.textContent).toContain('***-**-***');
    expect(kalyan.textContent).toContain('Open Bids 03:45 PM · Close Bids 05:45 PM');
    expect(kalyan.textContent).toContain('Market is running');
    expect(screen.getByTestId('market-2').textContent).toContain('123-68-459');
    expect(screen.getByTestId('market-2').textContent).toContain('Close for today');
  });

  test('a running market opens /game with its id', () => {
    renderHome();
    fireEvent.click(screen.getByTestId('market-1'));
    expect(location()).toBe('/game');
  });

  test('a closed market shakes for 0.5 s, vibrates 100 ms, and stays', () => {
    jest.useFakeTimers();
    try {
      const vibrate = jest.fn();
      Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
      renderHome();
      fireEvent.click(screen.getByTestId('market-2'));
      expect(vibrate).toHaveBeenCalledWith(100);
      expect(location()).toBe('/imp');
      act(() => jest.advanceTimersByTime(500));
    } finally {
      jest.useRealTimers();
    }
  });

  test('with betting on: the headline, Add Money and Withdrawal; the charts open in a new tab', async () => {
    renderHome();
    expect(await screen.findByRole('marquee', { name: 'Results every day' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Money' }).getAttribute('href')).toBe('/imp9');
    expect(screen.getByRole('link', { name: 'Withdrawal' }).getAttribute('href')).toBe('/withdraw');
    const chart = screen.getByRole('link', { name: 'View Charts' });
    expect([chart.getAttribute('href'), chart.getAttribute('target')]).toEqual(['/charts/main/1', '_blank']);
    expect(screen.getByRole('link', { name: 'KING GALI' }).getAttribute('href')).toBe('/galiallgame');
  });

  test('with betting off: no money buttons, no headline, and a tap stays on Home', () => {
    renderHome(false);
    expect(screen.queryByRole('link', { name: 'Add Money' })).toBeNull();
    expect(screen.getByRole('link', { name: 'KING GALI' }).getAttribute('href')).toBe('/galiIMP');
    fireEvent.click(screen.getByTestId('market-1'));
    expect(location()).toBe('/imp');
  });

  test("before the player's detail arrives, the headline and money rows keep their place; then the real rows take it", async () => {
    const { store } = renderHome();
    const detail = store.get(userDetailAtom);
    act(() => store.set(userDetailAtom, null));
    expect(screen.getByTestId('money-placeholder')).toBeTruthy();
    expect(screen.getByTestId('headline-placeholder')).toBeTruthy();
    act(() => store.set(userDetailAtom, detail));
    expect(await screen.findByRole('marquee', { name: 'Results every day' })).toBeTruthy();
    expect(screen.queryByTestId('money-placeholder')).toBeNull();
    expect(screen.queryByTestId('headline-placeholder')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add Money' })).toBeTruthy();
  });

  test('the headline the page brought is in the first render, before any answer; the call still keeps it current', async () => {
    const brought = document.createElement('script');
    brought.type = 'application/json';
    brought.id = 'matka-headlines';
    brought.textContent = JSON.stringify([{ id: 1, notes: 'Brought with the page' }]);
    document.head.append(brought);
    forgetPageHeadlines();
    clearCallCache();
    try {
      const asked = api.calls.length;
      renderHome();
      expect(screen.getByRole('marquee', { name: 'Brought with the page' })).toBeTruthy();
      expect(screen.queryByTestId('headline-placeholder')).toBeNull();
      expect(await screen.findByRole('marquee', { name: 'Results every day' })).toBeTruthy();
      expect(api.calls.slice(asked).map((call) => call.name)).toContain('api-get-headline');
    } finally {
      brought.remove();
      forgetPageHeadlines();
    }
  });

  test("the headline the page brought is drawn before the player's detail arrives (the server brings it only while betting is on); a detail with betting off takes it away", async () => {
    const brought = document.createElement('script');
    brought.type = 'application/json';
    brought.id = 'matka-headlines';
    brought.textContent = JSON.stringify([{ id: 1, notes: 'Brought with the page' }]);
    document.head.append(brought);
    forgetPageHeadlines();
    clearCallCache();
    try {
      const store = createStore();
      renderScreen(<Home />, '/imp', store);
      expect(store.get(userDetailAtom)).toBeNull();
      expect(screen.getByRole('marquee', { name: 'Brought with the page' })).toBeTruthy();
      expect(screen.queryByTestId('headline-placeholder')).toBeNull();
      act(() => store.set(userDetailAtom, userDetailFixture({ bettingEnabled: false })));
      expect(screen.queryByRole('marquee')).toBeNull();
      expect(screen.queryByTestId('headline-placeholder')).toBeNull();
    } finally {
      brought.remove();
      forgetPageHeadlines();
    }
  });

  test('the call and chat buttons use the admin numbers', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Call 9123456780' }).getAttribute('href')).toBe('tel:+919123456780');
    expect(screen.getByRole('link', { name: 'Chat 9123456781' }).getAttribute('href')).toBe('https://wa.me/919123456781');
  });

  test('until the numbers are known nothing is tappable: no made-up number as a tel: or wa.me link', () => {
    const { store } = renderHome();
    act(() => store.set(userDetailAtom, null));
    expect(screen.getByTestId('contact-placeholder')).toBeTruthy();
    expect(screen.queryByText(/9999999999/)).toBeNull();
    const hrefs = screen.queryAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => href.startsWith('tel:') || href.includes('wa.me'))).toEqual([]);
  });
});

describe("Home's buttons into other remotes, and the tiles they bring", () => {
  const walletPaths: string[] = [PATHS.addFunds, PATHS.withdraw];
  const tile = (remote: string, label: string, path: string, order: number, more: Partial<MenuItem> = {}): MenuItem => ({
    place: 'home',
    label,
    path,
    order,
    betting: false,
    remote,
    ...more,
  });

  test('with the wallet remote switched off: no Add Money, no Withdrawal, and no empty row in their place', () => {
    const store = createStore();
    store.set(shellLinksAtom, { serves: (path) => !walletPaths.includes(path), menus: [] });
    renderHome(true, store);
    expect(screen.queryByRole('link', { name: 'Add Money' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Withdrawal' })).toBeNull();
    expect(screen.getByRole('link', { name: 'KING GALI' })).toBeTruthy();
    expect(screen.queryByTestId('money-placeholder')).toBeNull();
  });

  test('with Gali switched off, KING STARLINE stays; with Starline off too, their row goes', () => {
    const store = createStore();
    store.set(shellLinksAtom, { serves: (path) => path !== PATHS.galiBetting, menus: [] });
    renderHome(true, store);
    expect(screen.queryByRole('link', { name: 'KING GALI' })).toBeNull();
    expect(screen.getByRole('link', { name: 'KING STARLINE' })).toBeTruthy();
    act(() => store.set(shellLinksAtom, { serves: (path) => path !== PATHS.galiBetting && path !== PATHS.starline, menus: [] }));
    expect(screen.queryByRole('link', { name: 'KING STARLINE' })).toBeNull();
  });

  test("the switched-on remotes' Home tiles, in their order, betting-only ones only while betting is on", () => {
    const store = createStore();
    const menus = [
      tile('bonus', 'Bonus', '/bonus', 20, { icon: '🎁' }),
      tile('news', 'News', '/news', 10),
      tile('bonus', 'Bonus Bids', '/bonus/bids', 30, { betting: true }),
      { ...tile('news', 'News', '/news', 5), place: 'side' as const },
    ];
    store.set(shellLinksAtom, { serves: () => true, menus });
    renderHome(true, store);
    const tiles = screen.getByTestId('home-tiles');
    expect([...tiles.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['News', '/news'],
      ['🎁 Bonus', '/bonus'],
      ['Bonus Bids', '/bonus/bids'],
    ]);
    expect(screen.getByRole('link', { name: 'Bonus' })).toBeTruthy();
  });

  test('without betting, only the tiles for everyone', () => {
    const store = createStore();
    store.set(shellLinksAtom, { serves: () => true, menus: [tile('bonus', 'Bonus Bids', '/bonus/bids', 30, { betting: true })] });
    renderHome(false, store);
    expect(screen.queryByTestId('home-tiles')).toBeNull();
  });
});
