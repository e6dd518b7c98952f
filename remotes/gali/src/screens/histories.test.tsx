/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { clearCallCache } from '@matka/shared-kernel/data';
import { sessionAtom } from '@matka/shared-kernel/session';
import { renderScreen, startFakeApi } from '@matka/shared-kernel/testing';
import GaliBids from './GaliBids';
import GaliWins from './GaliWins';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.calls.length = 0;
  clearCallCache();
});

function open(screenElement: React.ReactElement) {
  const store = createStore();
  store.set(sessionAtom, { username: 'Asha', mobile: '9876543210' });
  return renderScreen(screenElement, '/', store);
}
const cards = async () => within(await screen.findByRole('list', { name: 'History' })).getAllByRole('listitem');
const bid = (pana: string, digits: string) => ({ pana, game_name: 'FARIDABAD', digits, closedigits: '', session: 'Open', bid_date: '23-November-2026', points: 10 });

describe('GALI DISAWAR BIDS (/impbid)', () => {
  test('From Date, To Date, Submit; each card: game, Digit, date, type, points', async () => {
    api.reply('api-galidisawar-bid-history-data', { json: { status: true, msg: '', bid_data: [bid('Jodi Digit', '47')] } });
    open(<GaliBids />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('GALI DISAWAR BIDS');
    expect(screen.getByLabelText('From Date')).toBeTruthy();
    expect(screen.getByLabelText('To Date')).toBeTruthy();
    const [card] = await cards();
    expect(card?.textContent).toBe('FARIDABADDigit: 47Date: 23-November-2026Type: Jodi DigitPoints: 10 pts');
    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.calls.at(-1)?.body).toMatchObject({ bid_from: '11/1/2026' }));
  });

  test('cards are coloured by type: Left blue, Right green, Jodi yellow, else gray', async () => {
    api.reply('api-galidisawar-bid-history-data', {
      json: { status: true, msg: '', bid_data: [bid('Left Digit', '4'), bid('Right Digit', '7'), bid('Jodi Digit', '47'), bid('Single Digit', '1')] },
    });
    open(<GaliBids />);
    expect((await cards()).map((card) => card.dataset.tone)).toEqual(['blue', 'green', 'yellow', 'gray']);
    const edges = (await cards()).map((card) => getComputedStyle(card).borderLeftColor);
    expect(new Set(edges).size).toBe(4);
  });

  test('no bids: NO DATA FOUND', async () => {
    api.reply('api-galidisawar-bid-history-data', { json: { status: true, msg: '', bid_data: [] } });
    open(<GaliBids />);
    expect(await screen.findByText('NO DATA FOUND')).toBeTruthy();
  });
});

describe('GALI DISAWAR WINS (/impwin)', () => {
  test('each win: Congratulations You Won, game, Digit, Date, type, amount in pts', async () => {
    api.reply('api-galidisawar-wining-history-data', {
      json: { status: true, msg: '', bid_data: [{ pana: 'Jodi Digit', game_name: 'FARIDABAD', digits: '47', closedigits: '', session: 'Open', wining_date: '23-November-2026 05:50 PM', amount: 900 }] },
    });
    open(<GaliWins />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('GALI DISAWAR WINS');
    const [card] = await cards();
    expect(card?.textContent).toBe('Congratulations You WonFARIDABADDigit: 47Date: 23-November-2026 05:50 PMType: Jodi DigitAmount: 900 pts');
    expect(api.calls.find((call) => call.name === 'api-galidisawar-wining-history-data')?.body).toHaveProperty('date_from');
  });

  test('a refused call: NO DATA FOUND', async () => {
    api.reply('api-galidisawar-wining-history-data', { json: { status: false, msg: 'nope' } });
    open(<GaliWins />);
    expect(await screen.findByText('NO DATA FOUND')).toBeTruthy();
  });
});
