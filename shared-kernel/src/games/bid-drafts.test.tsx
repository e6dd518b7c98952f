/** @jest-environment jsdom */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Market } from '../contract/markets';
import { sessionAtom } from '../session/session-atoms';
import { enterBid, playerStore, renderScreen, serveFakeApi } from '../testing/index';
import { BidBoard } from './BidBoard';
import { bidDraftsKey, keptBoardFrom } from './bid-drafts';

const api = serveFakeApi();
beforeEach(() => sessionStorage.clear());

const slot: Market = { game_id: 12, game_name: 'STARLINE 03:00 PM', open_time: '03:00 PM', close_time: '', open_result: '', close_result: '', msg_status: true, web_chart_url: '' };
const KEY = bidDraftsKey('starline', 12, 'Single Digit', '9876543210');

const openBoard = (store = playerStore({ walletAmount: 1000 }, { at: '12:00' })) => {
  renderScreen(<BidBoard kind="starline" market={slot} type="Single Digit" />, '/', store);
  return store;
};
const listed = () => within(screen.getByRole('table', { name: 'Bids added' })).getAllByRole('button').map((button) => button.getAttribute('aria-label'));

/** A reload: the page goes without unmounting anything, so the tab keeps what was last written; a new page opens. */
function reload(store?: ReturnType<typeof playerStore>) {
  const kept = Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key) ?? '']));
  cleanup();
  sessionStorage.clear();
  for (const [key, value] of Object.entries(kept)) sessionStorage.setItem(key, value);
  return openBoard(store);
}

async function submitAll() {
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'SUBMIT' }));
}

describe("a bid board's unsent bids are kept for the tab (issue #38)", () => {
  test('a reload draws them again, with the wallet as shown less the list', () => {
    openBoard();
    enterBid('3', '10');
    enterBid('7', '20');
    reload();
    expect(listed()).toEqual(['Delete 3', 'Delete 7']);
    expect(screen.getByTestId('screen-wallet').textContent).toBe('Wallet: 970 pts');
  });

  test('placed, they are forgotten: a reload draws an empty board', async () => {
    api.reply('api-submit-bids', { json: { status: true, msg: 'Bid placed successfully!', wallet_amt: 990 } });
    openBoard();
    enterBid('3', '10');
    await submitAll();
    await screen.findByText('Bid placed successfully!');
    expect(sessionStorage.getItem(KEY)).toBeNull();
    reload();
    expect(screen.queryByRole('table', { name: 'Bids added' })).toBeNull();
  });

  test('a submit that got no answer is retried after the reload with the same key: never a second debit', async () => {
    api.reply('api-submit-bids', { status: 503, json: {} });
    openBoard();
    enterBid('3', '10');
    await submitAll();
    await waitFor(() => expect(api.calls.filter((call) => call.name === 'api-submit-bids')).toHaveLength(1));
    await screen.findByRole('alert');
    reload();
    expect(listed()).toEqual(['Delete 3']);
    api.reply('api-submit-bids', { json: { status: true, msg: 'Bid placed successfully!', wallet_amt: 990 } });
    await submitAll();
    await screen.findByText('Bid placed successfully!');
    const [first, retry] = api.calls.filter((call) => call.name === 'api-submit-bids');
    expect(retry?.body.idempotency_key).toBe(first?.body.idempotency_key);
  });

  test('leaving the board in the app (after "Discard") forgets them', () => {
    openBoard();
    enterBid('3', '10');
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
    cleanup();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  test("another player's are never drawn", () => {
    openBoard();
    enterBid('3', '10');
    const other = playerStore({ walletAmount: 1000 }, { at: '12:00' });
    other.set(sessionAtom, { username: 'Ravi', mobile: '9123456789' });
    reload(other);
    expect(screen.queryByRole('table', { name: 'Bids added' })).toBeNull();
    expect(screen.getByTestId('screen-wallet').textContent).toBe('Wallet: 1,000 pts');
  });

  test('what is read back is checked: a row that is not a bid drops the kept board', () => {
    const row = { type: 'Single Digit', digits: '3', closedigits: '', points: 10, session: 'Open' };
    expect(keptBoardFrom({ rows: [row], keys: [['Single Digit|Open', 'bid-1']] })).toEqual({ rows: [row], keys: [['Single Digit|Open', 'bid-1']] });
    expect(keptBoardFrom({ rows: [{ ...row, points: 10.5 }], keys: [] })).toBeNull();
    expect(keptBoardFrom({ rows: [{ ...row, type: 'Lottery' }], keys: [] })).toBeNull();
    expect(keptBoardFrom({ rows: 'x', keys: [] })).toBeNull();
  });
});
