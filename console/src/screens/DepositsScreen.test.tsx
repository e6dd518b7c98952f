/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DepositsScreen } from './DepositsScreen';

type Call = { method: string; url: string };

/** A fake operator API: one pending deposit; the approval answers when the test lets it. */
function fakeServer(approval: () => Promise<{ status: number; body: unknown }>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', url });
    const answer = url.startsWith('/operator/deposits?')
      ? { status: 200, body: { deposits: [{ id: 7, mobile: '9876543210', name: 'Demo Player', amount: 777, payment_method: 'phonepe', status: 'pending', created_at: '2026-11-22T06:30:00Z' }] } }
      : await approval();
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

describe('the deposits screen', () => {
  test('an approval shows at once, is sent once however often it is tapped, and stays when the server agrees', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const calls = fakeServer(() => new Promise((resolve) => (answer = resolve)));
    render(<DepositsScreen />);
    const row = await screen.findByTestId('deposit-7');
    const approve = within(row).getByRole('button', { name: 'Approve deposit 7' });
    fireEvent.click(approve);
    fireEvent.click(approve);
    expect(within(row).getByText('approved…')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', url: '/operator/deposits/7/approve' }]);
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
    await screen.findByRole('alert');
    expect(screen.getByRole('alert').textContent).toBe('Deposit request 7 is already rejected');
    await waitFor(() => expect(within(row).getByText('pending')).toBeTruthy());
    expect(within(row).getByRole('button', { name: 'Approve deposit 7' })).toBeTruthy();
  });
});
