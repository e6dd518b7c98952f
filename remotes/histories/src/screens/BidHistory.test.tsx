/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { clearCallCache } from '@matka/shared-kernel/data';
import { HISTORY_TEXTS, NO_DATA } from '@matka/shared-kernel/history';
import { sessionAtom } from '@matka/shared-kernel/session';
import { renderScreen, startFakeApi } from '@matka/shared-kernel/testing';
import BidHistory from './BidHistory';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => clearCallCache());

const bid = (change: Record<string, unknown>) => ({
  pana: 'Single Digit',
  game_name: 'KALYAN',
  digits: '5',
  closedigits: '',
  session: 'Open',
  bid_date: '22-November-2026',
  points: 10,
  ...change,
});

function open() {
  const store = createStore();
  store.set(sessionAtom, { username: 'Asha', mobile: '9876543210' });
  return renderScreen(<BidHistory />, '/imp4', store);
}

test("each bid shows its market, type, session, numbers by their name (Digit, Pana, a sangam's two), date and points", async () => {
  api.reply('api-bid-history-data', {
    json: {
      status: true,
      msg: '',
      bid_data: [bid({ pana: 'Half Sangam', digits: '6', closedigits: '459', points: 1000 }), bid({}), bid({ pana: 'Single Pana', digits: '123' })],
      has_more: false,
      next_before: '',
    },
  });
  open();
  expect(screen.getByRole('heading', { name: 'Bid History' })).toBeTruthy();
  const [sangam, single, pana] = await screen.findAllByRole('listitem');
  expect(sangam?.textContent).toBe('KALYAN1,000 ptsBid TypeHalf SangamSessionOpenOpen Digit6Close Pana459Date22/11/2026');
  expect(within(single as HTMLElement).queryByText('Close Digit')).toBeNull();
  expect(single?.textContent).toContain('Digit5');
  expect(pana?.textContent).toContain('Pana123');
  expect(pana?.textContent).not.toContain('Digit');
  expect(within(single as HTMLElement).getByText('10 pts')).toBeTruthy();
  expect(api.calls.at(-1)).toMatchObject({ name: 'api-bid-history-data', body: { limit: 25 } });
});

test('no bids: NO DATA FOUND', async () => {
  api.reply('api-bid-history-data', { json: { status: true, msg: '', bid_data: [] } });
  open();
  expect(await screen.findByText(NO_DATA)).toBeTruthy();
});

test('a failure: it could not be loaded, with Retry', async () => {
  api.reply('api-bid-history-data', { status: 500, json: {} });
  open();
  expect((await screen.findByRole('alert')).textContent).toBe(HISTORY_TEXTS.loadFailed);
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
});

test('a bid of a cancelled day says Refunded; one still pending says nothing more', async () => {
  api.reply('api-bid-history-data', {
    json: { status: true, msg: '', bid_data: [bid({ bid_status: 'refunded', points: 50 }), bid({ bid_status: 'pending' })], has_more: false, next_before: '' },
  });
  open();
  const [refunded, pending] = await screen.findAllByRole('listitem');
  expect(refunded?.textContent).toBe('KALYAN50 ptsBid TypeSingle DigitSessionOpenDigit5Date22/11/2026StatusRefunded');
  expect(within(pending as HTMLElement).queryByText('Refunded')).toBeNull();
});
