/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { POLL_MS } from '@matka/shared-kernel/data';
import { marketWire, playerStore, renderScreen, serveFakeApi, shownPath as location, untilUnderFakeTimers as until } from '@matka/shared-kernel/testing';
import Starline from './Starline';

// What the list itself draws (states, links, rate box, taps) is MarketListScreen's test in shared-kernel/src/lists;
// here: Starline's calls, texts and paths.
const api = serveFakeApi();
beforeEach(() => {
  api.reply('api-starline-game', { json: slotsAnswer() });
  api.reply('api-starline-game-rates', { json: ratesAnswer });
});
afterEach(() => jest.useRealTimers());

const slotsAnswer = (result = [marketWire(11, 'STARLINE 10:00 AM', '10:00 AM', false, '128-1'), marketWire(12, 'STARLINE 3:00 PM', '03:00 PM', true)]) => ({
  status: true,
  msg: '',
  server_time: '',
  web_starline_chart_url: '/charts/starline',
  result,
});
const ratesAnswer = {
  status: true,
  msg: '',
  web_starline_chart_url: '/charts/starline',
  game_rates: [
    { single_digit_val_1: 10, single_digit_val_2: 95, single_pana_val_1: 10, single_pana_val_2: 1400, double_pana_val_1: 10, double_pana_val_2: 2800, tripple_pana_val_1: 10, tripple_pana_val_2: 7000 },
  ],
};

const open = (bettingEnabled = true) => renderScreen(<Starline />, '/imp2', playerStore({ bettingEnabled }, { at: '12:00' }));
const callsOf = (name: string) => api.calls.filter((call) => call.name === name);

describe('KING STARLINE', () => {
  test("lists today's slots with their result (***-* when none) and time", async () => {
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('KING STARLINE');
    expect((await screen.findByTestId('market-11')).textContent).toContain('128-1');
    expect(screen.getByTestId('market-11').textContent).toContain('Time 10:00 AM');
    expect(screen.getByTestId('market-12').textContent).toContain('***-*');
  });

  test("for a betting player: Bid-History (/imp5), Win History (/imp6), then the Starline chart, and the four rates under their names", async () => {
    open();
    expect((await screen.findByRole('link', { name: 'Chart' })).getAttribute('href')).toBe('/charts/starline');
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Bid-History', '/imp5'],
      ['Win History', '/imp6'],
      ['Chart', '/charts/starline'],
    ]);
    const box = await screen.findByRole('region', { name: 'Game Rates' });
    expect([...box.querySelectorAll('dt')].map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Single Digit 10-95',
      'Single Pana 10-1400',
      'Double Pana 10-2800',
      'Triple Pana 10-7000',
    ]);
  });

  test('without betting the rates are not even asked for, and a tap stays on /imp2', async () => {
    open(false);
    await screen.findByRole('link', { name: 'Chart' });
    expect(callsOf('api-starline-game-rates')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('market-12'));
    expect(location()).toBe('/imp2');
  });

  test('a running slot opens its game types (/stargame) for a betting player', async () => {
    open();
    fireEvent.click(await screen.findByTestId('market-12'));
    expect(location()).toBe('/stargame');
  });

  test('the list is asked again every 5 s: a declared result shows without a reload', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    open();
    await until(() => screen.queryByTestId('market-12') !== null);
    api.reply('api-starline-game', { json: slotsAnswer([marketWire(12, 'STARLINE 3:00 PM', '03:00 PM', false, '370-0')]) });
    await act(async () => jest.advanceTimersByTimeAsync(POLL_MS));
    await until(() => (screen.queryByTestId('market-12')?.textContent ?? '').includes('370-0'));
    expect(screen.getByTestId('market-12').textContent).toContain('Close for today');
  });
});
