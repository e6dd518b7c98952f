/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MeContext } from '../me';
import { DepositsScreen } from './DepositsScreen';

type Call = { method: string; url: string; body?: unknown };

/** What every listed deposit has besides its own fields. */
const listed = { reason: '', status: 'pending', decided_at: null, near_duplicates: [] as number[], second_approval: null };

/** A fake operator API: two pending deposits (and `extra`); the approval answers when the test lets it. */
function fakeServer(approval: () => Promise<{ status: number; body: unknown }>, extra: unknown[] = []) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', url, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
    const answer = url.startsWith('/operator/deposits?')
      ? {
          status: 200,
          body: {
            deposits: [
              { ...listed, id: 7, mobile: '9876543210', name: 'Demo Player', amount: 777, payment_method: 'phonepe', utr: '412345678901', created_at: '2026-11-22T06:30:00Z' },
              { ...listed, id: 8, mobile: '9876500000', name: 'Other Player', amount: 50, payment_method: 'gpay', utr: '', created_at: '2026-11-22T06:31:00Z' },
              ...extra,
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

  test('a deposit of the same amount within a minute of another is flagged, in the row and in the confirmation', async () => {
    fakeServer(async () => ({ status: 200, body: {} }), [
      { ...listed, id: 9, mobile: '9876511111', name: 'Twin One', amount: 5000, payment_method: 'qr', utr: '412345678902', created_at: '2026-11-22T06:32:00Z', near_duplicates: [10] },
      { ...listed, id: 10, mobile: '9876522222', name: 'Twin Two', amount: 5000, payment_method: 'qr', utr: '412345678903', created_at: '2026-11-22T06:32:30Z', near_duplicates: [9] },
    ]);
    render(<DepositsScreen />);
    const row = await screen.findByTestId('deposit-9');
    expect(within(row).getByText('Same amount within a minute: #10')).toBeTruthy();
    expect(within(screen.getByTestId('deposit-7')).queryByText(/Same amount/)).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Approve deposit 9' }));
    expect(screen.getByRole('form', { name: 'Confirm: Approve deposit #9' }).textContent).toContain('Same amount within a minute: #10');
  });

  test('an approval above the threshold waits: the row says who asked, and that operator cannot approve it again', async () => {
    const calls = fakeServer(async () => ({ status: 200, body: { id: 7, status: 'pending', balance: null, changed: true, second_approval: { id: 3, asked_by: 'meera' } } }), [
      { ...listed, id: 11, mobile: '9876533333', name: 'Asked Before', amount: 20000, payment_method: 'qr', utr: '412345678904', created_at: '2026-11-22T06:40:00Z', second_approval: { id: 2, asked_by: 'ravi', asked_at: '2026-11-22T06:41:00Z' } },
    ]);
    render(
      <MeContext.Provider value={{ name: 'meera', role: 'cashier', permissions: ['money.read', 'money.move'], must_choose_password: false }}>
        <DepositsScreen />
      </MeContext.Provider>,
    );
    // Asked by someone else: this operator gives the second approval from here.
    const other = await screen.findByTestId('deposit-11');
    expect(within(other).getByText('Waiting for a second approval · asked by ravi')).toBeTruthy();
    expect(within(other).getByRole('button', { name: 'Approve deposit 11' })).toBeTruthy();
    const row = screen.getByTestId('deposit-7');
    fireEvent.click(within(row).getByRole('button', { name: 'Approve deposit 7' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: Approve deposit #7' }));
    await screen.findByText("Deposit #7 of Demo Player waits for a second operator's approval");
    expect(within(row).getByText('pending')).toBeTruthy();
    expect(within(row).getByText('Waiting for a second approval · asked by meera')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Approve deposit 7' })).toBeNull();
    expect(within(row).getByText('Asked by you: another operator approves')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Reject deposit 7' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
