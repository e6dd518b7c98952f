/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { playerStore, renderScreen, serveFakeApi } from '@matka/shared-kernel/testing';
import StarlineBidHistory from './StarlineBidHistory';
import StarlineWinHistory from './StarlineWinHistory';

// The dates, Submit, paging and NO DATA FOUND are HistoryList's (shared-kernel/src/history); here: Starline's calls
// and cards.
const api = serveFakeApi();
const open = (screenElement: React.ReactElement) => renderScreen(screenElement, '/', playerStore());
const cards = async () => within(await screen.findByRole('list', { name: 'History' })).getAllByRole('listitem');

describe('Starline Bid History (/imp5)', () => {
  test('asks api-starline-bid-history-data for today and shows each bid: slot, type and number, date, points', async () => {
    api.reply('api-starline-bid-history-data', {
      json: {
        status: true,
        msg: '',
        bid_data: [{ pana: 'Single Pana', game_name: 'STARLINE 3:00 PM', digits: '128', closedigits: '', session: 'Open', bid_date: '23-November-2026', points: 50 }],
      },
    });
    open(<StarlineBidHistory />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Starline Bid History');
    const [card] = await cards();
    expect(card?.textContent).toBe('STARLINE 3:00 PMSingle Pana: 128Date: 23/11/2026Points: 50 pts');
    expect(Object.keys(api.calls.find((call) => call.name === 'api-starline-bid-history-data')?.body ?? {})).toEqual(expect.arrayContaining(['bid_from', 'bid_to']));
  });
});

describe('Starline Win History (/imp6)', () => {
  test('shows each win with what it paid in pts', async () => {
    api.reply('api-starline-wining-history-data', {
      json: {
        status: true,
        msg: '',
        win_data: [{ pana: 'Single Digit', game_name: 'STARLINE 3:00 PM', digits: '1', closedigits: '', session: 'Open', wining_date: '23-November-2026 03:05 PM', amount: 190 }],
      },
    });
    open(<StarlineWinHistory />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Starline Win History');
    const [card] = await cards();
    expect(card?.textContent).toBe('STARLINE 3:00 PMSingle Digit: 1Date: 23/11/2026 03:05 PMWon: 190 pts');
    expect(Object.keys(api.calls.find((call) => call.name === 'api-starline-wining-history-data')?.body ?? {})).toEqual(expect.arrayContaining(['date_from', 'date_to']));
  });
});
