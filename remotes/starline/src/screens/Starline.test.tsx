/** @jest-environment jsdom */
import { setTimeout as realSleep } from 'node:timers/promises';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { POLL_MS, clearCallCache } from '@matka/shared-kernel/data';
import { sessionAtom, userDetailAtom } from '@matka/shared-kernel/session';
import { renderScreen, startFakeApi, userDetailFixture } from '@matka/shared-kernel/testing';
import Starline from './Starline';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.calls.length = 0;
  clearCallCache();
  api.reply('api-starline-game', { json: slotsAnswer() });
  api.reply('api-starline-game-rates', { json: ratesAnswer });
});
afterEach(() => jest.useRealTimers());

const slot = (id: number, name: string, time: string, running: boolean, open_result = '') => ({
  game_id: id,
  game_name: name,
  open_time: time,
  close_time: '',
  open_result,
  close_result: '',
  msg_status: running ? '1' : '0',
  web_chart_url: '/charts/starline',
});
const slotsAnswer = (results: ReturnType<typeof slot>[] = [slot(11, 'STARLINE 10:00 AM', '10:00 AM', false, '128-1'), slot(12, 'STARLINE 3:00 PM', '03:00 PM', true)]) => ({
  status: true,
  msg: '',
  server_time: '',
  web_starline_chart_url: '/charts/starline',
  result: results,
});
const ratesAnswer = {
  status: true,
  msg: '',
  web_starline_chart_url: '/charts/starline',
  game_rates: [
    { single_digit_val_1: 10, single_digit_val_2: 95, single_pana_val_1: 10, single_pana_val_2: 1400, double_pana_val_1: 10, double_pana_val_2: 2800, tripple_pana_val_1: 10, tripple_pana_val_2: 7000 },
  ],
};

function open(betting = true) {
  const store = createStore();
  store.set(sessionAtom, { username: 'Asha', mobile: '9876543210' });
  store.set(userDetailAtom, userDetailFixture({ bettingEnabled: betting }));
  return renderScreen(<Starline />, '/imp2', store);
}
const location = () => screen.getAllByTestId('location').at(-1)?.textContent;
const callsOf = (name: string) => api.calls.filter((call) => call.name === name);

describe('KING STARLINE', () => {
  test('lists each slot with its result, time and status', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('KING STARLINE');
    const declared = await screen.findByTestId('market-11');
    expect(declared.textContent).toContain('128-1');
    expect(declared.textContent).toContain('Time 10:00 AM');
    expect(declared.textContent).toContain('Close for today');
    const running = screen.getByTestId('market-12');
    expect(running.textContent).toContain('***-*');
    expect(running.textContent).toContain('Market is running');
  });

  test('for a betting player: Bid-History, Win History, the Chart in a new tab and the rate box', async () => {
    open();
    expect(screen.getByRole('link', { name: 'Bid-History' }).getAttribute('href')).toBe('/imp5');
    expect(screen.getByRole('link', { name: 'Win History' }).getAttribute('href')).toBe('/imp6');
    const chart = await screen.findByRole('link', { name: 'Chart' });
    expect([chart.getAttribute('href'), chart.getAttribute('target'), chart.getAttribute('rel')]).toEqual(['/charts/starline', '_blank', 'noreferrer']);
    const box = await screen.findByRole('region', { name: 'Game Rates' });
    expect([...box.querySelectorAll('dt')].map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Single Digit 10-95',
      'Single Pana 10-1400',
      'Double Pana 10-2800',
      'Triple Pana 10-7000',
    ]);
  });

  test('without betting: only the Chart, no rates (not even asked for), no play icon, and a tap stays on /imp2', async () => {
    open(false);
    await screen.findByRole('link', { name: 'Chart' });
    expect(screen.queryByRole('link', { name: 'Bid-History' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Win History' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Game Rates' })).toBeNull();
    expect(callsOf('api-starline-game-rates')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('market-12'));
    expect(location()).toBe('/imp2');
    expect(screen.getByTestId('market-12').querySelector('.play')?.className).toBe('play off');
  });

  test('a running slot opens its game types for a betting player', async () => {
    open();
    fireEvent.click(await screen.findByTestId('market-12'));
    expect(location()).toBe('/stargame');
  });

  test('a closed slot vibrates 100 ms and stays', async () => {
    const vibrate = jest.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    open();
    fireEvent.click(await screen.findByTestId('market-11'));
    expect(vibrate).toHaveBeenCalledWith(100);
    expect(location()).toBe('/imp2');
  });

  test('the list is asked again every 5 s: a declared result shows without a reload', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    const until = async (done: () => boolean) => {
      for (let turn = 0; turn < 1000 && !done(); turn += 1) await act(() => realSleep(5));
      expect(done()).toBe(true);
    };
    open();
    await until(() => screen.queryByTestId('market-12') !== null);
    api.reply('api-starline-game', { json: slotsAnswer([slot(12, 'STARLINE 3:00 PM', '03:00 PM', false, '370-0')]) });
    await act(async () => jest.advanceTimersByTimeAsync(POLL_MS));
    await until(() => (screen.queryByTestId('market-12')?.textContent ?? '').includes('370-0'));
    expect(within(screen.getByTestId('market-12')).getByText('Close for today')).toBeTruthy();
    expect(callsOf('api-starline-game').length).toBeGreaterThanOrEqual(2);
  });
});
