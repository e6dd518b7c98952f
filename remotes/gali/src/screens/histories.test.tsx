/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { playerStore, renderScreen, serveFakeApi } from '@matka/shared-kernel/testing';
import GaliBids from './GaliBids';
import GaliWins from './GaliWins';

// The dates, Submit, paging and NO DATA FOUND are HistoryList's (shared-kernel/src/history); here: Gali's calls, cards
// and colours.
const api = serveFakeApi();
const open = (screenElement: React.ReactElement) => renderScreen(screenElement, '/', playerStore());
const cards = async () => within(await screen.findByRole('list', { name: 'History' })).getAllByRole('listitem');
const bid = (pana: string, digits: string) => ({ pana, game_name: 'FARIDABAD', digits, closedigits: '', session: 'Open', bid_date: '23-November-2026', points: 10 });

describe('GALI DISAWAR BIDS (/impbid)', () => {
  test('asks api-galidisawar-bid-history-data by bid dates; each card: game, Digit, date, type, points', async () => {
    api.reply('api-galidisawar-bid-history-data', { json: { status: true, msg: '', bid_data: [bid('Jodi Digit', '47')] } });
    open(<GaliBids />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('GALI DISAWAR BIDS');
    const [card] = await cards();
    expect(card?.textContent).toBe('FARIDABADJodi: 47Date: 23/11/2026Type: Jodi DigitPoints: 10 pts');
    expect(api.calls.find((call) => call.name === 'api-galidisawar-bid-history-data')?.body).toHaveProperty('bid_from');
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
});

describe('GALI DISAWAR WINS (/impwin)', () => {
  test('asks api-galidisawar-wining-history-data by dates; each win: Congratulations You Won, game, Digit, Date, type, amount in pts', async () => {
    api.reply('api-galidisawar-wining-history-data', {
      json: { status: true, msg: '', bid_data: [{ pana: 'Jodi Digit', game_name: 'FARIDABAD', digits: '47', closedigits: '', session: 'Open', wining_date: '23-November-2026 05:50 PM', amount: 900 }] },
    });
    open(<GaliWins />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('GALI DISAWAR WINS');
    const [card] = await cards();
    expect(card?.textContent).toBe('Congratulations You WonFARIDABADJodi: 47Date: 23/11/2026 05:50 PMType: Jodi DigitAmount: 900 pts');
    expect(api.calls.find((call) => call.name === 'api-galidisawar-wining-history-data')?.body).toHaveProperty('date_from');
  });
});
