/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { SettlementPreviewPanel } from './SettlementPreviewPanel';

const preview = { market: 'KALYAN', date: '2026-11-23', declared: '', result: '123-6', changed: true, bids: 4, won: 1, lost: 3, paid: 950, players: 1 };

describe('the settlement preview', () => {
  test('a declaration the server refuses leaves the preview and its button, with the reason, to try again', async () => {
    const declared: unknown[] = [];
    let refuse = true;
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/preview')) return { ok: true, status: 200, json: async () => preview } as Response;
      declared.push(JSON.parse(String(init?.body)));
      if (refuse) {
        refuse = false;
        return { ok: false, status: 503, json: async () => ({ error: 'The database is busy, try again' }) } as Response;
      }
      return { ok: true, status: 200, json: async () => preview } as Response;
    }) as unknown as typeof fetch;
    const onDone = jest.fn();
    render(<SettlementPreviewPanel kind="open" body={{ market: 4, pana: '123' }} note="" onDone={onDone} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and declare 123-6' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The database is busy, try again');
    expect(screen.getByTestId('preview-paid')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and declare 123-6' }));
    await screen.findByText(/^Declared 123-6: 1 winning bids paid/);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(declared).toEqual([{ market: 4, pana: '123', note: '' }, { market: 4, pana: '123', note: '' }]);
  });
});
