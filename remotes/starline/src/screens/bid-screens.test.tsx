/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userDetailAtom } from '@matka/shared-kernel/session';
import { enterBid as enter, marketWire, playerStore, renderScreen, serveFakeApi, shownPath as location } from '@matka/shared-kernel/testing';
import StarlineGameTypes from './StarlineGameTypes';
import { StarlineBidScreen } from './bid-screens';

const api = serveFakeApi();
beforeEach(() => {
  api.reply('api-starline-game', { json: slotsAnswer(true) });
});

const slotsAnswer = (running: boolean) => ({
  status: true,
  msg: '',
  server_time: '',
  web_starline_chart_url: '/charts/starline',
  result: [marketWire(12, 'STARLINE 3:00 PM', '03:00 PM', running)],
});
const storeAt = (at: string) => playerStore({ walletAmount: 1000 }, { at });

describe('Starline game types (/stargame)', () => {
  test('offers Single Digit and the three Panas only, titled with the slot', async () => {
    renderScreen(<StarlineGameTypes />, '/stargame?game=12', storeAt('12:00'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('STARLINE 3:00 PM');
    expect(screen.getAllByRole('button').map((tile) => tile.textContent)).toEqual(['Single Digit', 'Single Pana', 'Double Pana', 'Triple Pana']);
  });

  test('a tile opens its bid screen for the slot', async () => {
    renderScreen(<StarlineGameTypes />, '/stargame?game=12', storeAt('12:00'));
    fireEvent.click(await screen.findByRole('button', { name: 'Double Pana' }));
    expect(location()).toBe('/sdoublepana');
  });

  test('an unknown (or switched-off) slot says "This market is closed now", then goes back to KING STARLINE', async () => {
    renderScreen(<StarlineGameTypes />, '/stargame?game=99', storeAt('12:00'));
    expect((await screen.findByRole('alert')).textContent).toBe('This market is closed now');
    expect(location()).toBe('/stargame');
    await waitFor(() => expect(location()).toBe('/imp2'), { timeout: 5000 });
  });
});

describe('a Starline bid screen', () => {
  test('the slot, the date and the wallet; no session radio; the list lowers the wallet shown', async () => {
    renderScreen(<StarlineBidScreen type="Single Pana" />, '/ssinglepana?game=12', storeAt('12:00'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('STARLINE 3:00 PM — Single Pana');
    expect(screen.queryByRole('radio')).toBeNull();
    enter('128', '50');
    expect(screen.getByTestId('screen-wallet').textContent).toBe('Wallet: 950 pts');
    enter('122', '10');
    expect((await screen.findByRole('alert')).textContent).toBe('Number 122 is not valid');
  });

  test('SUBMIT sends one batch with api-submit-bids, session Open, and shows the new wallet', async () => {
    api.reply('api-submit-bids', { json: { status: true, msg: 'Bid placed successfully!', wallet_amt: 970 } });
    const store = storeAt('12:00');
    renderScreen(<StarlineBidScreen type="Single Digit" />, '/starsingle?game=12', store);
    await screen.findByRole('button', { name: 'Proceed' });
    enter('5', '20');
    enter('7', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('total-bid').textContent).toBe('2');
    expect(within(dialog).getByTestId('total-point').textContent).toBe('30');
    // A slot has no session: no Game Type row.
    expect(within(dialog).queryByTestId('game-type')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'SUBMIT' }));
    await screen.findByText('Bid placed successfully!');
    const calls = api.calls.filter((call) => call.name === 'api-submit-bids');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body.game_id).toBe(12);
    expect(calls[0]?.body.batches).toMatchObject([{
      Gamename: 'STARLINE 3:00 PM',
      pana: 'Single Digit',
      session: 'Open',
      totalbit: 30,
      result: [
        { digits: '5', points: 20 },
        { digits: '7', points: 10 },
      ],
    }]);
    expect(store.get(userDetailAtom)?.walletAmount).toBe(970);
  });

  test("once the slot's time has passed it takes no bids", async () => {
    renderScreen(<StarlineBidScreen type="Triple Pana" />, '/stripplepana?game=12', storeAt('15:00'));
    expect((await screen.findByRole('alert')).textContent).toBe('Bidding is closed for Triple Pana');
    expect(screen.queryByRole('button', { name: 'Proceed' })).toBeNull();
  });

  test('a slot whose result is declared (msg_status 2) takes no bids whatever the clock says', async () => {
    api.reply('api-starline-game', { json: slotsAnswer(false) });
    renderScreen(<StarlineBidScreen type="Single Digit" />, '/starsingle?game=12', storeAt('09:00'));
    expect((await screen.findByRole('alert')).textContent).toBe('Bidding is closed for Single Digit');
  });

  test('the slot list failing says so instead of loading for ever', async () => {
    api.reply('api-starline-game', { status: 500, json: {} });
    renderScreen(<StarlineBidScreen type="Single Digit" />, '/starsingle?game=12', storeAt('12:00'));
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred. Please try again.');
  });
});
