/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DepositsScreen } from './DepositsScreen';

type Call = { method: string; url: string; body?: unknown };

/** A fake operator API: one pending deposit; the approval answers when the test lets it. */
function fakeServer(approval: () => Promise<{ status: number; body: unknown }>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', url, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
    const answer = url.startsWith('/operator/deposits?')
      ? {
          status: 200,
          body: {
            deposits: [
              { id: 7, mobile: '9876543210', name: 'Demo Player', amount: 777, payment_method: 'phonepe', utr: '412345678901', reason: '', status: 'pending', created_at: '2026-11-22T06:30:00Z' },
              { id: 8, mobile: '9876500000', name: 'Other Player', amount: 50, payment_method: 'gpay', utr: '', reason: '', status: 'pending', created_at: '2026-11-22T06:31:00Z' },
            ],
          },
        }
      : await approval();
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

describe('the deposits screen', () => {
  test('an approval is confirmed with the player and amount, shows at once, is sent once however often Confirm is tapped', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const calls = fakeServer(() => new Promise((resolve) => (answer = resolve)));
    render(<DepositsScreen />);
    const row = await screen.findByTestId('deposit-7');
    fireEvent.click(within(row).getByRole('button', { name: 'Approve deposit 7' }));
    const confirm = screen.getByRole('form', { name: 'Confirm: Approve deposit #7' });
    expect(confirm.textContent).toContain('Demo Player · 9876543210');
    expect(confirm.textContent).toContain('777 pts');
    expect(confirm.textContent).toContain('412345678901');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    const send = within(confirm).getByRole('button', { name: 'Confirm: Approve deposit #7' });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(within(row).getByText('approved…')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', url: '/operator/deposits/7/approve', body: { note: '' } }]);
    await act(async () => answer({ status: 200, body: { id: 7, status: 'approved', balance: 5777, changed: true } }));
    await screen.findByText('Deposit #7 of Demo Player approved');
    expect(within(row).getByText('approved')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  test('a refused approval puts the row back and says why', async () => {
    fakeServer(async () => ({ status: 409, body: { error: 'Deposit request 7 is already rejected' } }));
    render(<DepositsScreen />);
    const row = await screen.findByTestId('deposit-7');
    fireEvent.click(within(row).getByRole('button', { name: 'Approve deposit 7' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: Approve deposit #7' }));
    await screen.findByRole('alert');
    expect(screen.getByRole('alert').textContent).toBe('Deposit request 7 is already rejected');
    await waitFor(() => expect(within(row).getByText('pending')).toBeTruthy());
    expect(within(row).getByRole('button', { name: 'Approve deposit 7' })).toBeTruthy();
  });

  test('a note belongs to its one action: the next decision starts with none', async () => {
    const calls = fakeServer(async () => ({ status: 200, body: { changed: true } }));
    render(<DepositsScreen />);
    const first = await screen.findByTestId('deposit-7');
    fireEvent.click(within(first).getByRole('button', { name: 'Approve deposit 7' }));
    fireEvent.change(screen.getByLabelText('Note for the audit list (optional)'), { target: { value: 'UTR 123456 checked' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: Approve deposit #7' }));
    await screen.findByText('Deposit #7 of Demo Player approved');
    // A confirmation opened and cancelled keeps nothing either.
    const second = screen.getByTestId('deposit-8');
    fireEvent.click(within(second).getByRole('button', { name: 'Approve deposit 8' }));
    fireEvent.change(screen.getByLabelText('Note for the audit list (optional)'), { target: { value: 'typed, then cancelled' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(second).getByRole('button', { name: 'Reject deposit 8' }));
    expect((screen.getByLabelText('Note for the audit list (optional)') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('Reason (the player reads it)'), { target: { value: 'No payment arrived' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: Reject deposit #8' }));
    await screen.findByText('Deposit #8 of Other Player rejected');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/operator/deposits/7/approve', body: { note: 'UTR 123456 checked' } },
      { method: 'POST', url: '/operator/deposits/8/reject', body: { reason: 'No payment arrived', note: '' } },
    ]);
  });
});
