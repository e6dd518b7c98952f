/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import type { Market } from '../contract/markets';
import { playerStore, renderScreen } from '../testing/index';
import { CLOSED_TAP, MarketCard } from './MarketCard';
import { RatesBox, rateLines } from './RatesBox';

const slot: Market = { game_id: 12, game_name: 'STARLINE 03:00 PM', open_time: '03:00 PM', close_time: '', open_result: '', close_result: '', msg_status: true, web_chart_url: '' };
const gali: Market = { ...slot, game_id: 20, game_name: 'DISAWAR', open_time: '05:00 AM' };
/** 4:00 AM IST: every market above still runs. */
const early = () => playerStore({}, { at: '04:00' });

describe('the market card', () => {
  test.each([
    ['main', { ...slot, open_time: '03:45 PM', close_time: '05:45 PM', open_result: '123-6', close_result: '' }, '123-6*-***', 'Open Bids 03:45 PM · Close Bids 05:45 PM', 'Market is running'],
    // A Starline slot or Gali game with its result out is over for the day, whatever its flag still says.
    ['starline', { ...slot, open_result: '128-1' }, '128-1', 'Time 03:00 PM', 'Close for today'],
    ['starline', slot, '***-*', 'Time 03:00 PM', 'Market is running'],
    ['gali', { ...gali, open_result: '4', close_result: '7' }, '47', 'Close Bids 05:00 AM', 'Close for today'],
    ['gali', gali, '**', 'Close Bids 05:00 AM', 'Market is running'],
  ] as const)('a %s card shows its result, times and status', (kind, market, result, times, status) => {
    renderScreen(<MarketCard kind={kind} market={market} betting target={{ to: '/next' }} />, '/', early());
    const card = screen.getByTestId(`market-${market.game_id}`);
    expect(card.textContent).toContain(result);
    expect(card.textContent).toContain(times);
    expect(card.textContent).toContain(status);
  });

  test('a running market opens its target with the state', () => {
    renderScreen(<MarketCard kind="starline" market={slot} betting target={{ to: '/stargame?game=12', state: { gameId: 12 } }} />, '/', early());
    fireEvent.click(screen.getByTestId('market-12'));
    expect(screen.getAllByTestId('location').map((l) => l.textContent)).toContain('/stargame');
  });

  test('a closed market says Close for today and looks disabled, with no play icon; a tap shakes 0.5 s, vibrates 100 ms, says why and stays', () => {
    jest.useFakeTimers();
    const vibrate = jest.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    renderScreen(<MarketCard kind="gali" market={{ ...gali, msg_status: false }} betting target={{ to: '/galigame' }} />, '/', early());
    const card = screen.getByTestId('market-20');
    expect(card.textContent).toContain('Close for today');
    expect(card.getAttribute('aria-disabled')).toBe('true');
    expect(card.querySelector('.play')?.classList.contains('off')).toBe(true);
    const before = card.className;
    fireEvent.click(card);
    expect(screen.getByText('This market is closed for today')).toBeTruthy();
    expect(vibrate).toHaveBeenCalledWith(CLOSED_TAP.vibrateMs);
    expect(card.className).not.toBe(before);
    act(() => jest.advanceTimersByTime(CLOSED_TAP.shakeMs));
    expect(card.className).toBe(before);
    expect(screen.getAllByTestId('location').map((l) => l.textContent)).toEqual(['/']);
    jest.useRealTimers();
  });

  test('a card whose time has passed closes on screen before the next poll: Close for today, no play icon', () => {
    renderScreen(<MarketCard kind="starline" market={slot} betting target={{ to: '/stargame?game=12' }} />, '/', playerStore({}, { at: '15:00' }));
    const card = screen.getByTestId('market-12');
    expect(card.textContent).toContain('Close for today');
    expect(card.getAttribute('aria-disabled')).toBe('true');
    expect(card.querySelector('.play')?.classList.contains('off')).toBe(true);
    fireEvent.click(card);
    expect(screen.getAllByTestId('location').map((l) => l.textContent)).toEqual(['/']);
  });

  test('the layout is the same with betting off: the icon keeps its place, hidden', () => {
    const on = renderScreen(<MarketCard kind="main" market={slot} betting target={{ to: '/x' }} />, '/', early());
    const children = (id: string) => [...screen.getByTestId(id).children].map((child) => child.className.split(' ').filter((c) => c === 'play' || c === 'off'));
    const withBetting = children('market-12');
    on.unmount();
    renderScreen(<MarketCard kind="main" market={slot} betting={false} target={{ to: '/x' }} />, '/', early());
    expect(children('market-12')).toHaveLength(withBetting.length);
    expect(children('market-12').at(-1)).toEqual(['play', 'off']);
  });
});

describe('the rates box', () => {
  test("draws each rate as val_1-val_2 with the labels players know, in order", () => {
    const rates = { single_digit_val_1: 10, single_digit_val_2: 95, single_pana_val_1: 10, single_pana_val_2: 1400 };
    renderScreen(<RatesBox lines={rateLines(rates, [['single_digit', 'Left Digit'], ['single_pana', 'Right Digit']])} />);
    const box = screen.getByRole('region', { name: 'Game Rates' });
    expect([...box.querySelectorAll('dt')].map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`)).toEqual(['Left Digit 10-95', 'Right Digit 10-1400']);
  });

  test('draws nothing without rates', () => {
    renderScreen(<RatesBox lines={rateLines(undefined, [['single_digit', 'Left Digit']])} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

