/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MeContext, type Me } from '../me';
import { ApprovalsScreen } from './ApprovalsScreen';
import { PlayerPanel } from './PlayerPanel';

type Call = { method: string; url: string; body?: unknown };

const waiting = [
  { id: 3, kind: 'credit', mobile: '9876543210', name: 'Demo Player', points: 9000, note: 'Big win correction', deposit_id: null, asked_by: 'ravi', asked_at: '2026-11-22T06:30:00Z' },
  { id: 4, kind: 'deposit', mobile: '9876500000', name: 'Other Player', points: 15000, note: '', deposit_id: 12, asked_by: 'meera', asked_at: '2026-11-22T06:35:00Z' },
];

/** A fake operator API: what waits, and each POST's answer as the test gives it. */
function fakeServer(answer: (call: Call) => Promise<{ status: number; body: unknown }>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const made = { method: init?.method ?? 'GET', url, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) };
    calls.push(made);
    const reply = url.startsWith('/operator/approvals') && made.method === 'GET' ? { status: 200, body: { approvals: waiting } } : await answer(made);
    return { ok: reply.status < 400, status: reply.status, json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

const meera: Me = { name: 'meera', role: 'cashier', permissions: ['money.read', 'money.move'], must_choose_password: false };
const asMeera = (element: React.JSX.Element) => render(<MeContext.Provider value={meera}>{element}</MeContext.Provider>);

describe('the approvals screen', () => {
  test('lists what waits with who asked; another operator’s credit is approved after its confirmation, once', async () => {
    let reply: (value: { status: number; body: unknown }) => void = () => undefined;
    const calls = fakeServer(() => new Promise((resolve) => (reply = resolve)));
    asMeera(<ApprovalsScreen />);
    const credit = await screen.findByTestId('approval-3');
    expect(credit.textContent).toContain('Credit');
    expect(credit.textContent).toContain('Big win correction');
    expect(credit.textContent).toContain('9,000 pts');
    expect(credit.textContent).toContain('ravi');
    fireEvent.click(within(credit).getByRole('button', { name: 'Approve approval 3' }));
    const confirm = screen.getByRole('form', { name: 'Confirm: Approve credit #3' });
    expect(confirm.textContent).toContain('Demo Player · 9876543210');
    expect(confirm.textContent).toContain('ravi');
    const send = within(confirm).getByRole('button', { name: 'Confirm: Approve credit #3' });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(within(credit).getByText('approved…')).toBeTruthy();
    await act(async () => reply({ status: 200, body: { id: 3, kind: 'credit', status: 'done', balance: 9000, changed: true } }));
    await screen.findByText('Credit of 9,000 pts to Demo Player approved');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', url: '/operator/approvals/3/approve', body: { note: '' } }]);
  });

  test('what the operator asked for has no Approve: only Reject, which needs a reason the player reads', async () => {
    const calls = fakeServer(async () => ({ status: 200, body: { id: 4, kind: 'deposit', status: 'rejected', balance: null, changed: true } }));
    asMeera(<ApprovalsScreen />);
    const mine = await screen.findByTestId('approval-4');
    expect(mine.textContent).toContain('Deposit #12');
    expect(within(mine).queryByRole('button', { name: 'Approve approval 4' })).toBeNull();
    expect(within(mine).getByText('Asked by you: another operator approves')).toBeTruthy();
    fireEvent.click(within(mine).getByRole('button', { name: 'Reject approval 4' }));
    const confirm = screen.getByRole('form', { name: 'Confirm: Reject deposit #12' });
    const send = within(confirm).getByRole('button', { name: 'Confirm: Reject deposit #12' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(confirm).getByLabelText('Reason (the player reads it)'), { target: { value: 'Not in the statement' } });
    fireEvent.click(send);
    await screen.findByText('Deposit #12 of 15,000 pts to Other Player rejected');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', url: '/operator/approvals/4/reject', body: { reason: 'Not in the statement', note: '' } }]);
  });

  test('a refusal says the server’s reason and puts the buttons back', async () => {
    fakeServer(async () => ({ status: 403, body: { error: 'ravi asked for this: the second approval must come from another owner or cashier' } }));
    asMeera(<ApprovalsScreen />);
    const credit = await screen.findByTestId('approval-3');
    fireEvent.click(within(credit).getByRole('button', { name: 'Approve approval 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: Approve credit #3' }));
    await screen.findByRole('alert');
    expect(screen.getByRole('alert').textContent).toBe('ravi asked for this: the second approval must come from another owner or cashier');
    await waitFor(() => expect(within(credit).getByRole('button', { name: 'Approve approval 3' })).toBeTruthy());
  });
});

describe('a credit above the threshold', () => {
  test('says it waits for a second operator, not that it was credited', async () => {
    const player = { id: 1, name: 'Demo Player', mobile: '9876543210', bettingEnabled: true, balance: 1500, createdAt: '2026-11-01T00:00:00Z', suspended_at: null, suspend_reason: '' };
    fakeServer(async (call) =>
      call.url === '/operator/wallet/credit'
        ? { status: 200, body: { mobile: '9876543210', credited: 0, balance: 1500, second_approval: { id: 5, asked_by: 'meera' } } }
        : { status: 200, body: { player, ledger: [], sign_ins: [], notes: [], pnl: { stakes: 0, payouts: 0, refunds: 0, net: 0 } } },
    );
    asMeera(<PlayerPanel mobile="9876543210" onClose={() => undefined} />);
    await screen.findByTestId('player-balance');
    fireEvent.change(screen.getByLabelText('Points'), { target: { value: '9000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Credit…' }));
    fireEvent.change(screen.getByLabelText('Note (the player sees it in their passbook)'), { target: { value: 'Big win correction' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: Credit 9,000 pts to Demo Player' }));
    await screen.findByText("9,000 pts for Demo Player waits for a second operator's approval (Approvals)");
    expect(screen.queryByText(/^Credited/)).toBeNull();
  });

  test('a day limit’s refusal reads as the server says it: which limit, and the room left', async () => {
    const player = { id: 1, name: 'Demo Player', mobile: '9876543210', bettingEnabled: true, balance: 1500, createdAt: '2026-11-01T00:00:00Z', suspended_at: null, suspend_reason: '' };
    const refusal = "Over the player's day limit: 9876543210 has been credited 19,000 pts today (PLAYER_DAY_CREDIT is 20,000 pts), so 1,000 pts left, not 9,000 pts";
    fakeServer(async (call) => (call.url === '/operator/wallet/credit' ? { status: 403, body: { error: refusal } } : { status: 200, body: { player, ledger: [], sign_ins: [], notes: [], pnl: { stakes: 0, payouts: 0, refunds: 0, net: 0 } } }));
    asMeera(<PlayerPanel mobile="9876543210" onClose={() => undefined} />);
    await screen.findByTestId('player-balance');
    fireEvent.change(screen.getByLabelText('Points'), { target: { value: '9000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Credit…' }));
    fireEvent.change(screen.getByLabelText('Note (the player sees it in their passbook)'), { target: { value: 'Bonus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: Credit 9,000 pts to Demo Player' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });
});
