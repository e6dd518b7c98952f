/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { clearCallCache } from '@matka/shared-kernel/data';
import { NO_DATA } from '@matka/shared-kernel/history';
import { sessionAtom } from '@matka/shared-kernel/session';
import { renderScreen, startFakeApi } from '@matka/shared-kernel/testing';
import WinHistory from './WinHistory';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => clearCallCache());

function open() {
  const store = createStore();
  store.set(sessionAtom, { username: 'Asha', mobile: '9876543210' });
  return renderScreen(<WinHistory />, '/imp3', store);
}

test('a win: Congratulations You Won, the market, bid type, session, digits, date and the amount in pts', async () => {
  api.reply('api-wining-history-data', {
    json: {
      status: true,
      msg: '',
      win_data: [{ pana: 'Jodi Digit', game_name: 'MILAN DAY', digits: '68', closedigits: '', session: 'Close', wining_date: '22/11/2026 01:35 PM', amount: 9000 }],
    },
  });
  open();
  const [win] = await screen.findAllByRole('listitem');
  expect(win?.textContent).toBe('Congratulations You WonMILAN DAY9,000 ptsBid TypeJodi DigitSessionCloseJodi68Date22/11/2026 01:35 PM');
  expect(api.calls.at(-1)?.body).toMatchObject({ date_from: expect.stringMatching(/^\d{1,2}\/\d{1,2}\/\d{4}$/), limit: 25 });
});

test('no wins: NO DATA FOUND', async () => {
  api.reply('api-wining-history-data', { json: { status: true, msg: '', win_data: [] } });
  open();
  expect(await screen.findByText(NO_DATA)).toBeTruthy();
  expect(screen.queryByText('Congratulations You Won')).toBeNull();
});
