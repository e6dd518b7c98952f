/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { WithdrawalsScreen } from './WithdrawalsScreen';

const pending = { id: 9, mobile: '9876543210', name: 'Demo Player', amount: 600, payment_method: '4', payout_method: 'PhonePe', payout_number: '9876543210', status: 0, receipt_url: '', reason: '', created_at: '2026-11-22T06:30:00Z' };

/** A fake operator API with one pending withdrawal that agrees to each decision; what was posted, and with what. */
function fakeServer() {
  const posted: Array<{ url: string; body: unknown }> = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') posted.push({ url, body: JSON.parse(String(init.body)) });
    const body = url.startsWith('/operator/withdrawals?') ? { withdrawals: [pending] } : { changed: true };
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as unknown as typeof fetch;
  return posted;
}

describe('the withdrawals screen', () => {
  test('shows where to pay; an approval is confirmed with the player, amount and receipt link, and its note', async () => {
    const posted = fakeServer();
    render(<WithdrawalsScreen />);
    const row = await screen.findByTestId('withdrawal-9');
    expect(row.textContent).toContain('PhonePe9876543210');
    fireEvent.click(within(row).getByRole('button', { name: 'Approve withdrawal 9' }));
    const confirm = screen.getByRole('form', { name: 'Confirm: Approve withdrawal #9' });
    expect(confirm.textContent).toContain('Demo Player · 9876543210');
    expect(confirm.textContent).toContain('600 pts');
    expect(posted).toEqual([]);
    fireEvent.change(within(confirm).getByLabelText('Note for the audit list (optional)'), { target: { value: 'paid by UPI' } });
    expect(confirm.textContent).toContain('PhonePe 9876543210');
    const send = within(confirm).getByRole('button', { name: 'Confirm: Approve withdrawal #9' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(confirm).getByLabelText(/^Receipt: https link or 12-digit UTR/), { target: { value: 'https://pay.example/r/9' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm: Approve withdrawal #9' }));
    await screen.findByText('Withdrawal #9 of Demo Player approved');
    expect(posted).toEqual([{ url: '/operator/withdrawals/9/approve', body: { receipt: 'https://pay.example/r/9', note: 'paid by UPI' } }]);
    expect(within(row).getByText('approved')).toBeTruthy();
  });

  test('a cancellation asks the reason the player reads, and the row says cancelled', async () => {
    const posted = fakeServer();
    render(<WithdrawalsScreen />);
    const row = await screen.findByTestId('withdrawal-9');
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel withdrawal 9' }));
    fireEvent.change(screen.getByLabelText('Reason (the player reads it)'), { target: { value: 'Wrong UPI number' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: Cancel withdrawal #9' }));
    await screen.findByText('Withdrawal #9 of Demo Player cancelled');
    expect(posted).toEqual([{ url: '/operator/withdrawals/9/cancel', body: { reason: 'Wrong UPI number', note: '' } }]);
    expect(within(row).getByText('cancelled')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
  });
});
