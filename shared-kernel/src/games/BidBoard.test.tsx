/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import type { Market } from '../contract/markets';
import { PUSH_MOMENT_EVENT } from '../push/index';
import { userDetailAtom } from '../session/session-atoms';
import { enterBid, playerStore, renderScreen, serveFakeApi } from '../testing/index';
import { BidBoard } from './BidBoard';

const api = serveFakeApi();

const slot: Market = { game_id: 12, game_name: 'STARLINE 03:00 PM', open_time: '03:00 PM', close_time: '', open_result: '', close_result: '', msg_status: true, web_chart_url: '' };
const gali: Market = { ...slot, game_id: 20, game_name: 'DISAWAR', open_time: '05:00 AM' };

const storeAt = (at: string) => playerStore({ walletAmount: 1000 }, { at });

async function submitAll() {
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'SUBMIT' }));
  await screen.findByText('Bid placed successfully!');
}

describe('the bid board for Starline and Gali', () => {
  test('a Starline slot: no session radio, session Open, sent with api-submit-bids', async () => {
    api.reply('api-submit-bids', { json: { status: true, msg: 'Bid placed successfully!', wallet_amt: 880 } });
    const store = storeAt('12:00');
    renderScreen(<BidBoard kind="starline" market={slot} type="Single Pana" />, '/', store);
    expect(screen.queryByRole('radio')).toBeNull();
    enterBid('128', '120');
    const moments = jest.fn();
    window.addEventListener(PUSH_MOMENT_EVENT, moments);
    await submitAll();
    // A bid placed is the moment the shell may offer pushes (once: host PushOffer).
    expect(moments).toHaveBeenCalledTimes(1);
    window.removeEventListener(PUSH_MOMENT_EVENT, moments);
    const [call] = api.calls.filter((c) => c.name === 'api-submit-bids');
    expect(call?.body.game_id).toBe(12);
    expect(call?.body.batches).toMatchObject([{ pana: 'Single Pana', session: 'Open', totalbit: 120, result: [{ digits: '128', points: 120 }] }]);
    expect(store.get(userDetailAtom)?.walletAmount).toBe(880);
  });

  test("a Starline slot whose time has passed takes no bids: the closed text", () => {
    renderScreen(<BidBoard kind="starline" market={slot} type="Single Digit" />, '/', storeAt('15:00'));
    expect(screen.getByRole('alert').textContent).toBe('Bidding is closed for Single Digit');
    expect(screen.queryByRole('button', { name: 'Proceed' })).toBeNull();
  });

  test.each([
    ['Left Digit', '4', 'Left Digit'],
    ['Right Digit', '7', 'Right Digit'],
    ['Jodi Digit', '47', 'Jodi Digit'],
  ] as const)('Gali %s: checked against its set, sent with api-submit-bids', async (type, number, pana) => {
    api.reply('api-submit-bids', { json: { status: true, msg: 'Bid placed successfully!' } });
    renderScreen(<BidBoard kind="gali" market={gali} type={type} />, '/', storeAt('04:00'));
    enterBid(type === 'Jodi Digit' ? '4' : '47', '10');
    expect((await screen.findByRole('alert')).textContent).toMatch(/is not valid/);
    enterBid(number, '10');
    await submitAll();
    const [call] = api.calls.filter((c) => c.name === 'api-submit-bids');
    expect(call?.body.batches).toMatchObject([{ pana, session: 'Open', result: [{ digits: number, points: 10 }] }]);
  });
});
