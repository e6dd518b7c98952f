/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@matka/shared-kernel/errors';
import type { Market } from '../contract/markets';
import { playerStore, renderScreen } from '../testing/index';
import { MarketListScreen, type MarketListScreenProps } from './MarketListScreen';

const market = (id: number, running: boolean, open_result = ''): Market => ({
  game_id: id,
  game_name: `STARLINE ${id}`,
  open_time: '03:00 PM',
  close_time: '',
  open_result,
  close_result: '',
  msg_status: running,
  web_chart_url: '',
});
const answered = (result: Market[]) => ({ data: { result }, error: null, loading: false });
const paths = { list: '/list', gameTypes: '/types', bidHistory: '/bids', winHistory: '/wins' };

function open(props: Partial<MarketListScreenProps> = {}) {
  return renderScreen(
    <MarketListScreen
      kind="starline"
      title="KING STARLINE"
      name="Starline"
      betting
      markets={answered([market(11, false, '128-1'), market(12, true)])}
      rates={[{ label: 'Single Digit', val1: 10, val2: 95 }]}
      chartUrl="/charts/starline"
      paths={paths}
      {...props}
    />,
    paths.list,
    // Noon IST: the 3:00 PM slot still runs.
    playerStore({}, { at: '12:00' }),
  );
}
const links = () => within(screen.getByRole('navigation', { name: 'Starline' })).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
const location = () => screen.getAllByTestId('location').at(-1)?.textContent;

describe('a market list', () => {
  test('shows its heading and each market as a card, in the list named after the section', () => {
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('KING STARLINE');
    const list = screen.getByRole('region', { name: 'Starline markets' });
    expect(within(list).getByTestId('market-11').textContent).toContain('128-1');
    expect(within(list).getByTestId('market-12').textContent).toContain('Market is running');
  });

  test.each([
    ['on its way', { data: undefined, error: null, loading: true }, 'status', 'Loading…'],
    ['failed', { data: undefined, error: new ApiError('network', 'api-starline-game', 'down'), loading: false }, 'alert', 'An error occurred. Please try again.'],
  ] as const)('a list %s says so', (_, markets, role, text) => {
    open({ markets });
    expect(within(screen.getByRole('region', { name: 'Starline markets' })).getByRole(role).textContent).toBe(text);
  });

  test('an empty list says there are no markets today', () => {
    open({ markets: answered([]) });
    expect(screen.getByRole('region', { name: 'Starline markets' }).textContent).toBe('No markets today.');
  });

  test('for a betting player: Bid-History, Win History, the Chart in a new tab, and the rate box', () => {
    open();
    expect(links()).toEqual([
      ['Bid-History', '/bids'],
      ['Win History', '/wins'],
      ['Chart', '/charts/starline'],
    ]);
    const chart = screen.getByRole('link', { name: 'Chart' });
    expect([chart.getAttribute('target'), chart.getAttribute('rel')]).toEqual(['_blank', 'noreferrer']);
    expect(within(screen.getByRole('region', { name: 'Game Rates' })).getByText('10-95')).toBeTruthy();
  });

  test('the Chart can lead the links', () => {
    open({ chartFirst: true });
    expect(links().map(([text]) => text)).toEqual(['Chart', 'Bid-History', 'Win History']);
  });

  test('no Chart link without a chart', () => {
    open({ chartUrl: undefined });
    expect(screen.queryByRole('link', { name: 'Chart' })).toBeNull();
  });

  test('a running market opens its game types for a betting player', () => {
    open();
    fireEvent.click(screen.getByTestId('market-12'));
    expect(location()).toBe('/types');
  });

  test('without betting: the Chart only, no rate box, no play icon, and a tap stays on the list', () => {
    open({ betting: false });
    expect(links()).toEqual([['Chart', '/charts/starline']]);
    expect(screen.queryByRole('region', { name: 'Game Rates' })).toBeNull();
    expect(screen.getByTestId('market-12').querySelector('.play')?.className).toBe('play off');
    fireEvent.click(screen.getByTestId('market-12'));
    expect(location()).toBe('/list');
  });
});
