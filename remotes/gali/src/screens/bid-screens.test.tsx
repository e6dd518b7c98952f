/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userDetailAtom } from '@matka/shared-kernel/session';
import { enterBid as enter, marketWire, playerStore, renderScreen, serveFakeApi, shownPath as location } from '@matka/shared-kernel/testing';
import GaliGameTypes from './GaliGameTypes';
import { GaliBidScreen } from './bid-screens';

const api = serveFakeApi();
beforeEach(() => {
  api.reply('api-galidisawar-game', { json: gamesAnswer(true) });
});

const gamesAnswer = (running: boolean) => ({
  status: true,
  msg: '',
  server_time: '',
  web_galidessar_chart_url: '/charts/gali',
  result: [marketWire(21, 'FARIDABAD', '05:45 PM', running)],
});
const storeAt = (at: string) => playerStore({ walletAmount: 1000 }, { at });

describe('the Gali bid-type menu (/galigame)', () => {
  test('tiles Left Digit, Right Digit, Jodi Digit and a back button, titled with the game', async () => {
    renderScreen(<GaliGameTypes />, '/galigame?game=21', storeAt('12:00'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('FARIDABAD');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Left Digit', 'Right Digit', 'Jodi Digit', 'Back']);
  });

  test('before the opening time a tile opens its bid screen', async () => {
    renderScreen(<GaliGameTypes />, '/galigame?game=21', storeAt('12:00'));
    fireEvent.click(await screen.findByRole('button', { name: 'Jodi Digit' }));
    expect(location()).toBe('/jodidigit');
  });

  test.each(['17:45', '20:00'])('at %s (opening time passed) a tile says Bidding is closed for {type} and stays', async (hhmm) => {
    renderScreen(<GaliGameTypes />, '/galigame?game=21', storeAt(hhmm));
    fireEvent.click(await screen.findByRole('button', { name: 'Right Digit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bidding is closed for Right Digit');
    expect(location()).toBe('/galigame');
  });

  test('a declared game (msg_status 2) is closed whatever the clock says', async () => {
    api.reply('api-galidisawar-game', { json: gamesAnswer(false) });
    renderScreen(<GaliGameTypes />, '/galigame?game=21', storeAt('09:00'));
    fireEvent.click(await screen.findByRole('button', { name: 'Left Digit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bidding is closed for Left Digit');
  });

  test('Back goes to the Gali list', async () => {
    renderScreen(<GaliGameTypes />, '/galigame?game=21', storeAt('12:00'));
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(location()).toBe('/galiallgame');
  });

  test('an unknown (or switched-off) game says "This market is closed now", then goes back to the Gali list', async () => {
    renderScreen(<GaliGameTypes />, '/galigame?game=99', storeAt('12:00'));
    expect((await screen.findByRole('alert')).textContent).toBe('This market is closed now');
    expect(location()).toBe('/galigame');
    await waitFor(() => expect(location()).toBe('/galiallgame'), { timeout: 5000 });
  });
});

describe('a Gali bid screen', () => {
  test.each([
    ['Left Digit', '47', '4'],
    ['Right Digit', '10', '7'],
    ['Jodi Digit', '4', '47'],
  ] as const)('%s: %s is refused, %s goes with api-submit-bids, session Open', async (type, invalid, valid) => {
    api.reply('api-submit-bids', { json: { status: true, msg: 'Bid placed successfully!', wallet_amt: 990 } });
    const store = storeAt('12:00');
    renderScreen(<GaliBidScreen type={type} />, '/leftdigit?game=21', store);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(`FARIDABAD — ${type}`);
    expect(screen.queryByRole('radio')).toBeNull();
    enter(invalid, '10');
    expect((await screen.findByRole('alert')).textContent).toBe(`Number ${invalid} is not valid`);
    enter(valid, '10');
    expect(screen.getByTestId('screen-wallet').textContent).toBe('Wallet: 990 pts');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'SUBMIT' }));
    await screen.findByText('Bid placed successfully!');
    const [call] = api.calls.filter((c) => c.name === 'api-submit-bids');
    expect(call?.body.game_id).toBe(21);
    expect(call?.body.batches).toMatchObject([{ Gamename: 'FARIDABAD', pana: type, session: 'Open', totalbit: 10, result: [{ digits: valid, points: 10 }] }]);
    expect(store.get(userDetailAtom)?.walletAmount).toBe(990);
  });

  test('the suggestions are 0-9 for Left and 00-99 for Jodi', async () => {
    const { unmount } = renderScreen(<GaliBidScreen type="Left Digit" />, '/leftdigit?game=21', storeAt('12:00'));
    await screen.findByRole('button', { name: 'Proceed' });
    expect([...document.querySelectorAll('datalist option')].map((option) => option.getAttribute('value'))).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    unmount();
    renderScreen(<GaliBidScreen type="Jodi Digit" />, '/jodidigit?game=21', storeAt('12:00'));
    await screen.findByRole('button', { name: 'Proceed' });
    const jodis = [...document.querySelectorAll('datalist option')].map((option) => option.getAttribute('value'));
    expect([jodis.length, jodis[0], jodis.at(-1)]).toEqual([100, '00', '99']);
  });

  test('after the opening time the screen takes no bids', async () => {
    renderScreen(<GaliBidScreen type="Jodi Digit" />, '/jodidigit?game=21', storeAt('18:00'));
    expect((await screen.findByRole('alert')).textContent).toBe('Bidding is closed for Jodi Digit');
    expect(screen.queryByRole('button', { name: 'Proceed' })).toBeNull();
  });
});
