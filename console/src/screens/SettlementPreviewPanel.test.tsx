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
    render(<SettlementPreviewPanel kind="open" body={{ market: 4, pana: '123', date: '2026-11-23' }} note="" onDone={onDone} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and declare 123-6' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The database is busy, try again');
    expect(screen.getByTestId('preview-paid')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and declare 123-6' }));
    await screen.findByText(/^Declared 123-6: 1 winning bids paid/);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(declared).toEqual([{ market: 4, pana: '123', date: '2026-11-23', note: '' }, { market: 4, pana: '123', date: '2026-11-23', note: '' }]);
  });

  test('before the market’s time (the preview says so) it is declared only as early, once the box naming the time is ticked', async () => {
    const declared = answering({ ...preview, early: true, opens: '03:45 PM' });
    render(<SettlementPreviewPanel kind="open" body={{ market: 4, pana: '123', date: '2026-11-23' }} note="" onDone={() => undefined} />);
    const declare = await screen.findByRole('button', { name: 'Confirm and declare 123-6 early (before 03:45 PM)' });
    expect(screen.getByRole('alert').textContent).toBe('KALYAN opens at 03:45 PM today: a result declared now settles bids still being placed.');
    expect((declare as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: "Declare early, before KALYAN's time (03:45 PM)" }));
    fireEvent.click(declare);
    await screen.findByText(/^Declared 123-6/);
    expect(declared).toEqual([{ market: 4, pana: '123', date: '2026-11-23', note: '', early: true }]);
  });

  test('once the market’s time has come it is declared as it is, with no choice to make', async () => {
    const declared = answering(preview);
    render(<SettlementPreviewPanel kind="open" body={{ market: 4, pana: '123', date: '2026-11-23' }} note="" onDone={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and declare 123-6' }));
    await screen.findByText(/^Declared 123-6/);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(declared).toEqual([{ market: 4, pana: '123', date: '2026-11-23', note: '' }]);
  });
});

/** A server that previews and declares: the bodies declared. */
function answering(previewed: object): unknown[] {
  const declared: unknown[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (!url.endsWith('/preview')) declared.push(JSON.parse(String(init?.body)));
    return { ok: true, status: 200, json: async () => previewed } as Response;
  }) as unknown as typeof fetch;
  return declared;
}
