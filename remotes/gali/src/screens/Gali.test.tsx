/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { POLL_MS } from '@matka/shared-kernel/data';
import { marketWire, playerStore, renderScreen, serveFakeApi, shownPath as location, untilUnderFakeTimers as until } from '@matka/shared-kernel/testing';
import Gali from './Gali';

// What the list itself draws (states, links, rate box, taps) is MarketListScreen's test in shared-kernel/src/lists;
// here: Gali's calls, texts and paths, and its two entries (/galiallgame, /galiIMP).
const api = serveFakeApi();
beforeEach(() => {
  api.reply('api-galidisawar-game', { json: gamesAnswer() });
  api.reply('api-galidisawar-game-rates', { json: ratesAnswer });
});
afterEach(() => jest.useRealTimers());

const gamesAnswer = (result = [marketWire(20, 'DISAWAR', '05:00 AM', false, '4', '7'), marketWire(21, 'FARIDABAD', '05:45 PM', true)]) => ({
  status: true,
  msg: '',
  server_time: '',
  web_galidessar_chart_url: '/charts/gali',
  result,
});
const ratesAnswer = {
  status: true,
  msg: '',
  web_galidessar_chart_url: '/charts/gali',
  game_rates: [{ single_digit_val_1: 10, single_digit_val_2: 95, single_pana_val_1: 10, single_pana_val_2: 96, double_pana_val_1: 10, double_pana_val_2: 900 }],
};

const open = (bettingEnabled = true, path = bettingEnabled ? '/galiallgame' : '/galiIMP') => renderScreen(<Gali />, path, playerStore({ bettingEnabled }, { at: '12:00' }));
const callsOf = (name: string) => api.calls.filter((call) => call.name === name);

describe('KING GALI', () => {
  test("lists today's games with their result (** when none) and Close Bids time", async () => {
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('KING GALI');
    expect((await screen.findByTestId('market-20')).textContent).toContain('47');
    expect(screen.getByTestId('market-20').textContent).toContain('Close Bids 05:00 AM');
    expect(screen.getByTestId('market-21').textContent).toContain('**');
  });

  test('for a betting player: the Gali chart, then Bid-History (/impbid) and Win History (/impwin), and the Left/Right/Jodi rates', async () => {
    open();
    expect((await screen.findByRole('link', { name: 'Chart' })).getAttribute('href')).toBe('/charts/gali');
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Chart', '/charts/gali'],
      ['Bid-History', '/impbid'],
      ['Win History', '/impwin'],
    ]);
    const box = await screen.findByRole('region', { name: 'Game Rates' });
    expect([...box.querySelectorAll('dt')].map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Left Digit 10-95',
      'Right Digit 10-96',
      'Jodi Digit 10-900',
    ]);
  });

  test('without betting (/galiIMP) the rates are not even asked for, and a tap stays on /galiIMP', async () => {
    open(false);
    await screen.findByRole('link', { name: 'Chart' });
    expect(callsOf('api-galidisawar-game-rates')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('market-21'));
    expect(location()).toBe('/galiIMP');
  });

  test('a betting player who lands on /galiIMP gets the whole screen, and a running game opens the bid-type menu', async () => {
    open(true, '/galiIMP');
    expect(await screen.findByRole('region', { name: 'Game Rates' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('market-21'));
    expect(location()).toBe('/galigame');
  });

  test('the list is asked again every 5 s: a declared result shows without a reload', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    open();
    await until(() => screen.queryByTestId('market-21') !== null);
    api.reply('api-galidisawar-game', { json: gamesAnswer([marketWire(21, 'FARIDABAD', '05:45 PM', false, '0', '3')]) });
    await act(async () => jest.advanceTimersByTimeAsync(POLL_MS));
    await until(() => (screen.queryByTestId('market-21')?.textContent ?? '').includes('03'));
    expect(screen.getByTestId('market-21').textContent).toContain('Close for today');
  });
});
