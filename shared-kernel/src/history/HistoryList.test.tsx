/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { formatHistoryDate, istDay } from '../domain/dates';
import { offlineAtom, sessionAtom } from '../session/session-atoms';
import { renderScreen, serveFakeApi } from '../testing/index';
import { HistoryCard, HistoryList, historyBody } from './HistoryList';
import { HISTORY_PAGE, NO_DATA, PagedList } from './PagedList';

const api = serveFakeApi();

const bid = (digits: string) => ({ pana: 'Single Digit', game_name: 'KALYAN', digits, closedigits: '', session: 'Open', bid_date: '22-November-2026', points: 10 });

function Bids() {
  return (
    <HistoryList call="api-bid-history-data" items={(answer) => answer.bid_data}>
      {(record, index) => (
        <HistoryCard key={index}>
          <p className="title">{record.game_name}</p>
          <p>Digit {record.digits}</p>
        </HistoryCard>
      )}
    </HistoryList>
  );
}

function openWithStore() {
  const store = createStore();
  store.set(sessionAtom, { username: 'Asha', mobile: '9876543210' });
  renderScreen(<Bids />, '/', store);
  return store;
}
const open = () => openWithStore();

test('a history body: bids by bid_from/bid_to, wins by date_from/date_to, as M/D/YYYY', () => {
  expect(historyBody('api-bid-history-data', '2026-11-02', '2026-11-22')).toEqual({ bid_from: '11/2/2026', bid_to: '11/22/2026' });
  expect(historyBody('api-galidisawar-wining-history-data', '2026-01-05', '2026-01-05')).toEqual({ date_from: '1/5/2026', date_to: '1/5/2026' });
});

test("asks for today's records at first, with the loading state, and draws a card each", async () => {
  api.reply('api-bid-history-data', { json: { status: true, msg: '', bid_data: [bid('5'), bid('6')] } });
  open();
  expect(screen.getByText('Loading…')).toBeTruthy();
  expect(await screen.findByText('Digit 6')).toBeTruthy();
  const today = formatHistoryDate(istDay(new Date()));
  expect(api.calls[0]?.body).toMatchObject({ bid_from: today, bid_to: today });
  expect((screen.getByLabelText('From Date') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('Submit asks for the chosen range', async () => {
  api.reply('api-bid-history-data', { json: { status: true, msg: '', bid_data: [] } });
  open();
  await screen.findByText(NO_DATA);
  fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2026-11-01' } });
  fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '2026-11-20' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(api.calls.at(-1)?.body).toMatchObject({ bid_from: '11/1/2026', bid_to: '11/20/2026' }));
});

test('a From date after the To date says so and asks nothing; a changed date clears it', async () => {
  api.reply('api-bid-history-data', { json: { status: true, msg: '', bid_data: [] } });
  open();
  await screen.findByText(NO_DATA);
  const asked = api.calls.length;
  fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2026-11-20' } });
  fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '2026-11-01' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('alert').textContent).toBe('From Date must be on or before To Date');
  expect(screen.getByLabelText('From Date').getAttribute('aria-invalid')).toBe('true');
  expect(api.calls).toHaveLength(asked);
  fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '2026-11-21' } });
  expect(screen.queryByRole('alert')).toBeNull();
});

test.each([
  ['an empty answer', { json: { status: true, msg: '', bid_data: [] } }],
  ['a refusal', { json: { status: false, msg: 'nope' } }],
  ['a refusal by status', { status: 400, json: { status: false, msg: 'nope' } }],
])('%s shows NO DATA FOUND', async (_case, reply) => {
  api.reply('api-bid-history-data', reply);
  open();
  expect(await screen.findByText(NO_DATA)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});

describe('a history that could not be loaded (issue #38)', () => {
  const failed = 'Could not load your history. Check your connection and try again.';

  test.each([
    ['no server behind the proxy', { status: 503, json: {} }],
    ['a server error', { status: 500, json: {} }],
  ])('%s: says it could not load, never NO DATA FOUND; Retry asks again and draws the cards', async (_case, reply) => {
    api.reply('api-bid-history-data', reply);
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(failed);
    expect(screen.queryByText(NO_DATA)).toBeNull();
    const asked = api.calls.length;
    api.reply('api-bid-history-data', { json: { status: true, msg: '', bid_data: [bid('5')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Digit 5')).toBeTruthy();
    expect(api.calls).toHaveLength(asked + 1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('asked again when the browser is back online, and when the shell finds the server again', async () => {
    api.reply('api-bid-history-data', { status: 503, json: {} });
    const store = openWithStore();
    await screen.findByText(failed);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    await screen.findByText(failed);

    act(() => store.set(offlineAtom, true));
    expect(api.calls).toHaveLength(2);
    api.reply('api-bid-history-data', { json: { status: true, msg: '', bid_data: [bid('7')] } });
    act(() => store.set(offlineAtom, false));
    expect(await screen.findByText('Digit 7')).toBeTruthy();
    expect(api.calls).toHaveLength(3);
  });
});

const bids = (count: number, first: number) => Array.from({ length: count }, (_, i) => ({ ...bid(String((first + i) % 10)), points: first + i }));

test('asks the server for a page at a time, newest first, and for the next one at the end of the list', async () => {
  api.reply('api-bid-history-data', { json: { status: true, msg: '', bid_data: bids(HISTORY_PAGE, 100), has_more: true, next_before: '75' } });
  open();
  expect(await screen.findAllByText('KALYAN')).toHaveLength(HISTORY_PAGE);
  expect(api.calls.at(-1)?.body).toMatchObject({ limit: HISTORY_PAGE });
  expect(api.calls.at(-1)?.body).not.toHaveProperty('before');

  api.reply('api-bid-history-data', { json: { status: true, msg: '', bid_data: bids(3, 200), has_more: false, next_before: '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(screen.getAllByText('KALYAN')).toHaveLength(HISTORY_PAGE + 3));
  expect(api.calls.at(-1)?.body).toMatchObject({ before: 75, limit: HISTORY_PAGE });
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

test('a next page that fails keeps the cards shown and offers Load more again', async () => {
  api.reply('api-bid-history-data', { json: { status: true, msg: '', bid_data: bids(2, 100), has_more: true, next_before: '5' } });
  open();
  await screen.findByText('Digit 1');
  api.reply('api-bid-history-data', { status: 500, json: {} });
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(api.calls.at(-1)?.body).toMatchObject({ before: 5 }));
  expect(await screen.findByRole('button', { name: 'Load more' })).toBeTruthy();
  expect(screen.getAllByText('KALYAN')).toHaveLength(2);
});

test('a list without dates (the passbook) pages the same way', async () => {
  const entry = (id: number) => ({ transaction_type: '1', transaction_note: `Entry ${id}`, insert_date: '', amount: 10, amount_status: '1', transaction_id: String(id) });
  api.reply('api-wallet-transaction-history', { json: { status: true, msg: '', transaction_history: [entry(9), entry(8)], has_more: false, next_before: '' } });
  const store = createStore();
  store.set(sessionAtom, { username: 'Asha', mobile: '9876543210' });
  renderScreen(
    <PagedList call="api-wallet-transaction-history" request={{}} items={(answer) => answer.transaction_history}>
      {(record) => <HistoryCard key={record.transaction_id}>{record.transaction_note}</HistoryCard>}
    </PagedList>,
    '/',
    store,
  );
  expect(await screen.findByText('Entry 8')).toBeTruthy();
  expect(api.calls.at(-1)).toMatchObject({ name: 'api-wallet-transaction-history', body: { limit: HISTORY_PAGE } });
});
