/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MarketsScreen } from './MarketsScreen';
import { PlayerPanel } from './PlayerPanel';

type Posted = { url: string; body: unknown };

/** A fake operator API answering GETs from `answers` (by path prefix) and agreeing to every POST; what was posted. */
function fakeServer(answers: Record<string, unknown>): Posted[] {
  const posted: Posted[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posted.push({ url, body: JSON.parse(String(init.body)) });
      return { ok: true, status: 200, json: async () => ({ changed: true }) } as Response;
    }
    const key = Object.keys(answers).find((prefix) => url.startsWith(prefix));
    return { ok: true, status: 200, json: async () => (key ? answers[key] : {}) } as Response;
  }) as unknown as typeof fetch;
  return posted;
}

const player = { id: 1, name: 'Demo Player', mobile: '9876543210', bettingEnabled: true, balance: 1500, createdAt: '2026-11-01T00:00:00Z', suspended_at: null, suspend_reason: '' };
/** A player's page as the server answers it. */
const page = { player, ledger: [], sign_ins: [], notes: [], pnl: { stakes: 0, payouts: 0, refunds: 0, net: 0 } };

describe('money actions are confirmed with who and how much', () => {
  test('a debit shows the balance before and after, needs a note, and sends it with the points', async () => {
    const posted = fakeServer({ '/operator/users/': page });
    render(<PlayerPanel mobile="9876543210" onClose={() => undefined} />);
    await screen.findByTestId('player-balance');
    fireEvent.change(screen.getByLabelText('Points'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Debit…' }));
    const confirm = screen.getByRole('form', { name: 'Confirm: Debit 500 pts from Demo Player' });
    expect(confirm.textContent).toContain('1,500 pts → 1,000 pts');
    const send = within(confirm).getByRole('button', { name: 'Confirm: Debit 500 pts from Demo Player' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(confirm).getByLabelText('Note (the player sees it in their passbook)'), { target: { value: 'Wrong credit of 500' } });
    fireEvent.click(send);
    await screen.findByText('Debited 500 pts from Demo Player');
    expect(posted).toEqual([{ url: '/operator/wallet/debit', body: { mobile: '9876543210', points: 500, note: 'Wrong credit of 500' } }]);
  });

  test('betting off is confirmed with its own note, not the credit’s', async () => {
    const posted = fakeServer({ '/operator/users/': page });
    render(<PlayerPanel mobile="9876543210" onClose={() => undefined} />);
    await screen.findByTestId('player-balance');
    fireEvent.change(screen.getByLabelText('Points'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Credit…' }));
    fireEvent.change(screen.getByLabelText('Note (the player sees it in their passbook)'), { target: { value: 'Diwali bonus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: Credit 100 pts to Demo Player' }));
    await screen.findByText('Credited 100 pts to Demo Player');
    fireEvent.click(screen.getByRole('button', { name: 'Turn betting off' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: Turn betting off for Demo Player' }));
    await screen.findByText('Betting off for Demo Player');
    expect(posted).toEqual([
      { url: '/operator/wallet/credit', body: { mobile: '9876543210', points: 100, note: 'Diwali bonus' } },
      { url: '/operator/users/betting', body: { mobile: '9876543210', enabled: false, note: '' } },
    ]);
  });
});

describe('markets and rates are confirmed with the old and new', () => {
  const answers = {
    '/operator/markets': { markets: [{ id: 4, kind: 'main', name: 'KALYAN', openMinutes: 945, closeMinutes: 1065, active: true, closed_weekdays: [], holidays: [] }] },
    '/operator/rates': { rates: [{ type: 'single_digit', val1: 10, val2: 95 }] },
    '/operator/limits': { limits: [], blocked: [] },
  };

  test('disabling a market says which and what players see, and sends nothing before Confirm', async () => {
    const posted = fakeServer(answers);
    render(<MarketsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Disable KALYAN' }));
    const confirm = screen.getByRole('form', { name: 'Confirm: Disable KALYAN' });
    expect(confirm.textContent).toContain('KALYAN (#4) · 03:45 PM – 05:45 PM');
    expect(posted).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm: Disable KALYAN' }));
    await screen.findByText('KALYAN disabled');
    expect(posted).toEqual([{ url: '/operator/markets/4', body: { active: false, note: '' } }]);
  });

  test('a usual rate is confirmed once with old and new; an unusual one needs the box ticked and says so to the server', async () => {
    const posted = fakeServer(answers);
    render(<MarketsScreen />);
    const stake = await screen.findByLabelText('Single Digit pays');
    fireEvent.change(stake, { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Single Digit rate' }));
    const usual = screen.getByRole('form', { name: 'Confirm: Set the Single Digit rate to 10-90' });
    expect(usual.textContent).toContain('10-95 (9.5×)');
    expect(usual.textContent).toContain('10-90 (9×)');
    expect(within(usual).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(usual).getByRole('button', { name: 'Confirm: Set the Single Digit rate to 10-90' }));
    await screen.findByText('Single Digit rate set to 10-90');

    fireEvent.change(screen.getByLabelText('Single Digit pays'), { target: { value: '950' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Single Digit rate' }));
    const unusual = screen.getByRole('form', { name: 'Confirm: Set the Single Digit rate to 10-950' });
    expect(within(unusual).getByRole('alert').textContent).toBe('Unusual rate: Single Digit usually pays 9–10×; 10-950 pays 95×.');
    const send = within(unusual).getByRole('button', { name: 'Confirm: Set the Single Digit rate to 10-950' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.click(within(unusual).getByRole('checkbox', { name: 'Yes, 10-950 is the rate I mean' }));
    fireEvent.click(send);
    await screen.findByText('Single Digit rate set to 10-950');
    expect(posted.map((call) => call.body)).toEqual([
      { kind: 'main', type: 'single_digit', val1: 10, val2: 90, note: '' },
      { kind: 'main', type: 'single_digit', val1: 10, val2: 950, note: '', confirm_unusual: true },
    ]);
  });
});
