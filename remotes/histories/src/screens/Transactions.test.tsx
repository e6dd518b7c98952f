/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { clearCallCache } from '@matka/shared-kernel/data';
import { HISTORY_TEXTS, NO_DATA } from '@matka/shared-kernel/history';
import { sessionAtom } from '@matka/shared-kernel/session';
import { renderScreen, startFakeApi } from '@matka/shared-kernel/testing';
import Transactions from './Transactions';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => clearCallCache());

const entry = (id: number, type: '1' | '2', amount: number, balance: number, note: string) => ({
  transaction_type: type,
  transaction_note: note,
  insert_date: '22/11/2026 10:05 AM',
  amount,
  amount_status: '1',
  transaction_id: String(id),
  balance_after: balance,
});

function open() {
  const store = createStore();
  store.set(sessionAtom, { username: 'Asha', mobile: '9876543210' });
  return renderScreen(<Transactions />, '/transaction', store);
}

test('every entry with its note, sign and colour, date and the balance it left, newest first; older ones on demand', async () => {
  api.reply('api-wallet-transaction-history', {
    json: {
      status: true,
      msg: '',
      transaction_history: [entry(3, '1', 95, 1085, 'Win: KALYAN Single Digit 5'), entry(2, '2', 10, 990, 'Bid: KALYAN Single Digit (1 bid)')],
      has_more: true,
      next_before: '2',
    },
  });
  open();
  expect(screen.getByRole('heading', { name: 'Transaction History' })).toBeTruthy();
  const win = await screen.findByTestId('transaction-3');
  expect(win.textContent).toBe('Win: KALYAN Single Digit 5+95 ptsTypeCreditDate22/11/2026 10:05 AMBalance1,085 pts');
  expect(screen.getByTestId('transaction-2').textContent).toContain('-10 ptsTypeDebit');
  expect(getComputedStyle(screen.getByText('+95 pts')).color).toBe('rgb(27, 127, 59)');
  expect(getComputedStyle(screen.getByText('-10 pts')).color).toBe('rgb(179, 38, 30)');

  api.reply('api-wallet-transaction-history', {
    json: { status: true, msg: '', transaction_history: [entry(1, '1', 1000, 1000, 'Deposit #1 approved')], has_more: false, next_before: '' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect((await screen.findByTestId('transaction-1')).textContent).toContain('Balance1,000 pts');
  await waitFor(() => expect(api.calls.at(-1)?.body).toMatchObject({ before: 2 }));
  expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('data-testid'))).toEqual(['transaction-3', 'transaction-2', 'transaction-1']);
});

test('an empty passbook: NO DATA FOUND; a failure: it could not be loaded, with Retry', async () => {
  api.reply('api-wallet-transaction-history', { json: { status: true, msg: '', transaction_history: [], has_more: false, next_before: '' } });
  const first = open();
  expect(await screen.findByText(NO_DATA)).toBeTruthy();
  first.unmount();
  clearCallCache();
  api.reply('api-wallet-transaction-history', { status: 500, json: {} });
  open();
  expect(await screen.findByText(HISTORY_TEXTS.loadFailed)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
});
