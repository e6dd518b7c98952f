/** @jest-environment jsdom */
import { setTimeout as realSleep } from 'node:timers/promises';
import { act, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { POLL_MS, clearCallCache } from '@matka/shared-kernel/data';
import { sessionAtom, userDetailAtom } from '@matka/shared-kernel/session';
import { renderScreen, startFakeApi, userDetailFixture } from '@matka/shared-kernel/testing';
import Gali from './Gali';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.calls.length = 0;
  clearCallCache();
  api.reply('api-galidisawar-game', { json: gamesAnswer() });
  api.reply('api-galidisawar-game-rates', { json: ratesAnswer });
});
afterEach(() => jest.useRealTimers());

const game = (id: number, name: string, time: string, running: boolean, open_result = '', close_result = '') => ({
  game_id: id,
  game_name: name,
  open_time: time,
  close_time: '',
  open_result,
  close_result,
  msg_status: running ? '1' : '0',
  web_chart_url: '/charts/gali',
});
const gamesAnswer = (results = [game(20, 'DISAWAR', '05:00 AM', false, '4', '7'), game(21, 'FARIDABAD', '05:45 PM', true)]) => ({
  status: true,
  msg: '',
  server_time: '',
  web_galidessar_chart_url: '/charts/gali',
  result: results,
});
const ratesAnswer = {
  status: true,
  msg: '',
  web_galidessar_chart_url: '/charts/gali',
  game_rates: [{ single_digit_val_1: 10, single_digit_val_2: 95, single_pana_val_1: 10, single_pana_val_2: 96, double_pana_val_1: 10, double_pana_val_2: 900 }],
};

function open(betting = true, path = betting ? '/galiallgame' : '/galiIMP') {
  const store = createStore();
  store.set(sessionAtom, { username: 'Asha', mobile: '9876543210' });
  store.set(userDetailAtom, userDetailFixture({ bettingEnabled: betting }));
  return renderScreen(<Gali />, path, store);
}
const location = () => screen.getAllByTestId('location').at(-1)?.textContent;
const callsOf = (name: string) => api.calls.filter((call) => call.name === name);

describe('KING GALI', () => {
  test('lists each game with its result (** when none), Close Bids time and status', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('KING GALI');
    const declared = await screen.findByTestId('market-20');
    expect(declared.textContent).toContain('47');
    expect(declared.textContent).toContain('Close Bids 05:00 AM');
    expect(declared.textContent).toContain('Close for today');
    const running = screen.getByTestId('market-21');
    expect(running.textContent).toContain('**');
    expect(running.textContent).toContain('Close Bids 05:45 PM');
    expect(running.textContent).toContain('Market is running');
  });

  test('for a betting player: the Chart in a new tab, Bid-History, Win History and the Left/Right/Jodi rates', async () => {
    open();
    const chart = await screen.findByRole('link', { name: 'Chart' });
    expect([chart.getAttribute('href'), chart.getAttribute('target'), chart.getAttribute('rel')]).toEqual(['/charts/gali', '_blank', 'noreferrer']);
    expect(screen.getByRole('link', { name: 'Bid-History' }).getAttribute('href')).toBe('/impbid');
    expect(screen.getByRole('link', { name: 'Win History' }).getAttribute('href')).toBe('/impwin');
    const box = await screen.findByRole('region', { name: 'Game Rates' });
    expect([...box.querySelectorAll('dt')].map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Left Digit 10-95',
      'Right Digit 10-96',
      'Jodi Digit 10-900',
    ]);
  });

  test('without betting (/galiIMP): the Chart only, no rates asked for, no start icon, and a tap stays', async () => {
    open(false);
    await screen.findByRole('link', { name: 'Chart' });
    expect(screen.queryByRole('link', { name: 'Bid-History' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Game Rates' })).toBeNull();
    expect(callsOf('api-galidisawar-game-rates')).toHaveLength(0);
    expect(screen.getByTestId('market-21').querySelector('.play')?.className).toBe('play off');
    fireEvent.click(screen.getByTestId('market-21'));
    expect(location()).toBe('/galiIMP');
  });

  test('a betting player who lands on /galiIMP gets the whole screen, and a running game opens the bid-type menu', async () => {
    open(true, '/galiIMP');
    expect(await screen.findByRole('region', { name: 'Game Rates' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('market-21'));
    expect(location()).toBe('/galigame');
  });

  test('a closed game vibrates 100 ms and stays', async () => {
    const vibrate = jest.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    open();
    fireEvent.click(await screen.findByTestId('market-20'));
    expect(vibrate).toHaveBeenCalledWith(100);
    expect(location()).toBe('/galiallgame');
  });

  test('the list is asked again every 5 s: a declared result shows without a reload', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    const until = async (done: () => boolean) => {
      for (let turn = 0; turn < 1000 && !done(); turn += 1) await act(() => realSleep(5));
      expect(done()).toBe(true);
    };
    open();
    await until(() => screen.queryByTestId('market-21') !== null);
    api.reply('api-galidisawar-game', { json: gamesAnswer([game(21, 'FARIDABAD', '05:45 PM', false, '0', '3')]) });
    await act(async () => jest.advanceTimersByTimeAsync(POLL_MS));
    await until(() => (screen.queryByTestId('market-21')?.textContent ?? '').includes('03'));
    expect(screen.getByTestId('market-21').textContent).toContain('Close for today');
  });
});
