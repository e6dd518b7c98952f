/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { clearCallCache } from '../data/call-cache';
import { formatHistoryDate, istDay } from '../domain/dates';
import { sessionAtom } from '../session/session-atoms';
import { renderScreen, startFakeApi } from '../testing/index';
import { HISTORY_PAGE, HistoryCard, HistoryList, NO_DATA, historyBody } from './HistoryList';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.calls.length = 0;
  clearCallCache();
});

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

function open() {
  const store = createStore();
  store.set(sessionAtom, { username: 'Asha', mobile: '9876543210' });
  return renderScreen(<Bids />, '/', store);
}

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

test('Submit asks for the chosen range (a reversed one is put right)', async () => {
  api.reply('api-bid-history-data', { json: { status: true, msg: '', bid_data: [] } });
  open();
  await screen.findByText(NO_DATA);
  fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2026-11-20' } });
  fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '2026-11-01' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(api.calls.at(-1)?.body).toMatchObject({ bid_from: '11/1/2026', bid_to: '11/20/2026' }));
});

test.each([
  ['an empty answer', { json: { status: true, msg: '', bid_data: [] } }],
  ['a refusal', { json: { status: false, msg: 'nope' } }],
  ['a failure', { status: 500, json: {} }],
])('%s shows NO DATA FOUND', async (_case, reply) => {
  api.reply('api-bid-history-data', reply);
  open();
  expect(await screen.findByText(NO_DATA)).toBeTruthy();
});

test('a long answer is drawn a page at a time', async () => {
  api.reply('api-bid-history-data', { json: { status: true, msg: '', bid_data: Array.from({ length: HISTORY_PAGE * 2 + 3 }, (_, i) => bid(String(i % 10))) } });
  open();
  await screen.findAllByText('KALYAN');
  expect(screen.getAllByText('KALYAN')).toHaveLength(HISTORY_PAGE);
});
