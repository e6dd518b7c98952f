/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { OperatorPayment } from '@matka/shared-kernel/operator-contract';
import { PaymentsScreen } from './PaymentsScreen';
import { ReconciliationPanel } from './ReconciliationPanel';

// jsdom's File has no text(): the browser's, through jsdom's FileReader.
if (!File.prototype.text) {
  File.prototype.text = function text(this: File) {
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(this);
    });
  };
}

type Call = { method: string; url: string; body?: unknown };
type Answer = { status: number; body: unknown };

const payment = (fields: Partial<OperatorPayment> & Pick<OperatorPayment, 'id' | 'status'>): OperatorPayment => ({
  utr: null,
  amount: null,
  paid_at: null,
  payer_upi: '',
  payer_name: '',
  sources: ['feed: shop phone'],
  reason: '',
  deposit_id: null,
  player: null,
  requested: null,
  raw: '',
  received_at: '2026-11-27T05:00:00Z',
  decided_at: null,
  unclaimed: false,
  ...fields,
});

const differs = payment({
  id: 1, status: 'review', utr: '433112345678', amount: 500, paid_at: '2026-11-27T04:45:00Z', payer_upi: 'ramesh@okaxis', payer_name: 'RAMESH KUMAR',
  reason: 'amounts differ: paid 500, the request asks 5,000', deposit_id: 7, player: '9876543210', requested: 5000,
});
const large = payment({ id: 2, status: 'review', utr: '433112345679', amount: 60000, reason: 'above AUTO_APPROVE_MAX (50,000): a cashier confirms', deposit_id: 8, player: '9876500000', requested: 60000 });
const unclaimed = payment({ id: 3, status: 'unmatched', utr: '433112345680', amount: 750, payer_upi: 'someone@ybl', unclaimed: true, sources: ['statement: hdfc-nov.csv', 'feed: shop phone'] });
const unreadable = payment({ id: 4, status: 'unreadable', reason: 'Not a payment-received message in a format we know', raw: 'Dear customer, your a/c got money 500' });
const matched = payment({ id: 5, status: 'matched', utr: '433112345681', amount: 300, reason: 'automatic (feed: shop phone)', deposit_id: 9, player: '9876511111', requested: 300 });

const VIEW_ROWS: Record<string, OperatorPayment[]> = {
  feed: [differs, large, unclaimed, unreadable, matched],
  matched: [matched],
  review: [differs, large],
  unclaimed: [unclaimed],
  unreadable: [unreadable],
};
const COUNTS = { feed: 5, matched: 1, review: 2, unclaimed: 1, unreadable: 1 };

/** A fake operator API: the payments by view, a day's reconciliation, and POSTs answered by `posted`. */
function fakeServer(posted: (call: Call) => Answer = () => ({ status: 200, body: { payment: matched, changed: true } }), day: unknown = null) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const call: Call = { method: init?.method ?? 'GET', url, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) };
    calls.push(call);
    let answer: Answer;
    if (call.method === 'POST') answer = posted(call);
    else if (url.startsWith('/operator/payments/reconciliation')) answer = { status: 200, body: day ?? reconciled };
    else if (url.startsWith('/operator/payments')) {
      const view = new URL(url, 'http://console').searchParams.get('view') ?? 'feed';
      const overdue = view === 'review' ? [{ id: 11, player: '9876522222', amount: 1000, utr: '433199999999', created_at: '2026-11-27T02:00:00Z' }] : [];
      answer = { status: 200, body: { payments: VIEW_ROWS[view], counts: COUNTS, overdue_deposits: overdue } };
    } else answer = { status: 200, body: { feed_tokens: [] } };
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body } as Response;
  }) as unknown as typeof fetch;
  return { posts: () => calls.filter((call) => call.method === 'POST').map(({ url, body }) => ({ url, body })), calls };
}

const sums = (count: number, points: number) => ({ count, points });
const reconciled = {
  date: '2026-11-27', received: sums(5, 61550), credited: sums(1, 300), unclaimed: sums(1, 750), to_review: sums(2, 60500), dismissed: sums(1, 0),
  unreadable: 1, balanced: true, ledger_deposits: 300, ties_out: true,
};

const openView = async (name: RegExp) => {
  fireEvent.click(await screen.findByRole('tab', { name }));
};

describe('the payments section', () => {
  test('the feed lists every payment with its UTR, amount, times, payer, sources, status and the request it matched', async () => {
    fakeServer();
    render(<PaymentsScreen />);
    const list = await screen.findByRole('list', { name: 'Feed' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const row = screen.getByTestId('payment-1');
    expect(row.textContent).toContain('₹500');
    expect(row.textContent).toContain('UTR 433112345678');
    expect(row.textContent).toContain('amounts differ: paid 500, the request asks 5,000');
    expect(row.textContent).toContain('ramesh@okaxis · RAMESH KUMAR');
    expect(row.textContent).toContain('feed: shop phone');
    expect(row.textContent).toContain('#7 · 9876543210 · asks ₹5,000');
    // Times in IST: 04:45 UTC is 10:15 am.
    expect(row.textContent).toMatch(/27 Nov.*10:15 am/i);
    expect(screen.getByTestId('payment-3').textContent).toContain('statement: hdfc-nov.csv, feed: shop phone');
    // The views a cashier acts on say how many wait.
    expect(screen.getByRole('tab', { name: /^To review\W+2 waiting$/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /^Unclaimed\W+1 waiting$/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Feed' }).getAttribute('aria-selected')).toBe('true');
  });

  test('To review lists the payments with their reasons and the requests still waiting for a payment', async () => {
    const { calls } = fakeServer();
    render(<PaymentsScreen />);
    await openView(/^To review/);
    const list = await screen.findByRole('list', { name: 'To review' });
    expect(within(list).getAllByRole('listitem').map((item) => item.dataset.testid)).toEqual(['payment-1', 'payment-2']);
    expect(calls.some((call) => call.url === '/operator/payments?view=review')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Requests with no payment yet' })).toBeTruthy();
    expect(screen.getByTestId('overdue-11').textContent).toContain('#11 · 9876522222 · ₹1,000 · UTR 433199999999');
    // Amounts that differ: credit what was paid, or reject the request; above the automatic limit: approve or reject.
    expect(within(screen.getByTestId('payment-1')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Credit ₹500', 'Reject request']);
    expect(within(screen.getByTestId('payment-2')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Approve', 'Reject request']);
  });

  test('crediting the amount paid is confirmed with the player, both amounts and the UTR, then resolves the payment', async () => {
    const server = fakeServer();
    render(<PaymentsScreen />);
    await openView(/^To review/);
    fireEvent.click(await screen.findByRole('button', { name: 'Credit ₹500 (UTR 433112345678)' }));
    const confirm = screen.getByRole('form', { name: 'Confirm: Credit ₹500 to deposit #7' });
    expect(confirm.textContent).toContain('9876543210');
    expect(confirm.textContent).toContain('₹500');
    expect(confirm.textContent).toContain('₹5,000');
    expect(confirm.textContent).toContain('433112345678');
    expect(server.posts()).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm: Credit ₹500 to deposit #7' }));
    await screen.findByText('deposit #7 of 9876543210 credited with ₹500 paid');
    expect(server.posts()).toEqual([{ url: '/operator/payments/1/resolve', body: { action: 'credit_paid', note: '' } }]);
  });

  test('rejecting the request rejects the deposit with the reason the player reads', async () => {
    const server = fakeServer();
    render(<PaymentsScreen />);
    await openView(/^To review/);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject request (UTR 433112345678)' }));
    const send = screen.getByRole('button', { name: 'Confirm: Reject deposit #7' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reason (the player reads it)'), { target: { value: 'You paid 500, file a request of 500' } });
    fireEvent.click(send);
    await screen.findByText('deposit #7 of 9876543210 rejected');
    expect(server.posts()).toEqual([{ url: '/operator/deposits/7/reject', body: { reason: 'You paid 500, file a request of 500', note: '' } }]);
  });

  test('approving a large one approves the deposit, and says so when it waits for a second operator', async () => {
    const server = fakeServer(() => ({ status: 200, body: { id: 8, status: 'pending', balance: null, changed: false, second_approval: { id: 3, asked_by: 'asha' } } }));
    render(<PaymentsScreen />);
    await openView(/^To review/);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve (UTR 433112345679)' }));
    fireEvent.change(screen.getByLabelText('Note for the audit list (optional)'), { target: { value: 'checked the bank app' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: Approve deposit #8' }));
    await screen.findByText('deposit #8 waits for a second operator’s approval (asked by asha): nothing is credited until then');
    expect(server.posts()).toEqual([{ url: '/operator/deposits/8/approve', body: { note: 'checked the bank app' } }]);
  });

  test('an unclaimed payment is credited to the player whose mobile is given, or set aside with the reason', async () => {
    const server = fakeServer((call) => ({ status: 200, body: { payment: { ...unclaimed, status: 'matched', player: (call.body as { mobile?: string }).mobile ?? null } } }));
    render(<PaymentsScreen />);
    await openView(/^Unclaimed/);
    fireEvent.click(await screen.findByRole('button', { name: 'Credit to player… (UTR 433112345680)' }));
    fireEvent.change(screen.getByLabelText('Player’s mobile number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: Credit ₹750 (UTR 433112345680) to a player' }));
    await screen.findByText('₹750 (UTR 433112345680) credited to 9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Set aside (UTR 433112345680)' }));
    fireEvent.change(screen.getByLabelText('Reason (refunded, not a player’s…)'), { target: { value: 'refunded by the bank' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: Set aside UTR 433112345680' }));
    await screen.findByText('UTR 433112345680 set aside');
    expect(server.posts()).toEqual([
      { url: '/operator/payments/3/resolve', body: { action: 'assign', mobile: '9876543210', note: '' } },
      { url: '/operator/payments/3/resolve', body: { action: 'dismiss', reason: 'refunded by the bank', note: '' } },
    ]);
  });

  test('an unreadable text is shown as it came, and read with the UTR and amount the cashier enters', async () => {
    const server = fakeServer(() => ({ status: 200, body: { payment: { ...unreadable, status: 'matched', utr: '433155555555', amount: 500 } } }));
    render(<PaymentsScreen />);
    await openView(/^Unreadable/);
    const row = await screen.findByTestId('payment-4');
    expect(row.textContent).toContain('Dear customer, your a/c got money 500');
    fireEvent.click(within(row).getByRole('button', { name: 'Enter UTR and amount (payment #4)' }));
    const confirm = screen.getByRole('form', { name: 'Confirm: Read payment #4' });
    expect(confirm.textContent).toContain('Dear customer, your a/c got money 500');
    fireEvent.change(within(confirm).getByLabelText('UTR (12 digits)'), { target: { value: '433155555555' } });
    fireEvent.change(within(confirm).getByLabelText('Amount (₹, whole rupees)'), { target: { value: '500' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm: Read payment #4' }));
    await screen.findByText(/^Payment #4 read: UTR 433155555555 ₹500, matched/);
    expect(server.posts()).toEqual([{ url: '/operator/payments/4/resolve', body: { action: 'read', utr: '433155555555', amount: 500, note: '' } }]);
  });

  test('a refusal shows the server’s words and keeps the confirmation open', async () => {
    fakeServer(() => ({ status: 409, body: { error: "Payment 1 is not waiting on a request's amount" } }));
    render(<PaymentsScreen />);
    await openView(/^To review/);
    fireEvent.click(await screen.findByRole('button', { name: 'Credit ₹500 (UTR 433112345678)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: Credit ₹500 to deposit #7' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Payment 1 is not waiting on a request's amount");
    expect(screen.getByRole('form', { name: 'Confirm: Credit ₹500 to deposit #7' })).toBeTruthy();
  });

  test('a statement’s import says what it did, and the rows it skipped by line and why', async () => {
    const server = fakeServer(() => ({
      status: 200,
      body: { format: 'HDFC Bank', rows: 4, added: 2, known: 1, matched: 1, to_review: 1, skipped: [{ line: 5, reason: 'No 12-digit UTR reference in it' }] },
    }));
    render(<PaymentsScreen />);
    const csv = 'Date,Narration,Withdrawal Amt.,Deposit Amt.\n27/11/26,UPI-433112345678,,500\n';
    const file = new File([csv], 'hdfc-nov.csv', { type: 'text/csv' });
    fireEvent.change(await screen.findByLabelText('Statement (CSV)'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import statement' }));
    await screen.findByText('hdfc-nov.csv imported: 2 new payments, 1 credited');
    const outcome = screen.getByRole('region', { name: 'What the import did' });
    for (const said of ['FormatHDFC Bank', 'Rows4', 'New payments2', 'Already known1', 'Matched1', 'To review1', 'Skipped1']) expect(outcome.textContent).toContain(said);
    expect(within(screen.getByRole('list', { name: 'Skipped rows' })).getByRole('listitem').textContent).toBe('Line 5: No 12-digit UTR reference in it');
    expect(server.posts()).toEqual([{ url: '/operator/payments/import', body: { csv, file: 'hdfc-nov.csv' } }]);
  });

  test('an import the server cannot read shows its words', async () => {
    fakeServer(() => ({ status: 400, body: { error: "Cannot tell this statement's format: it needs a header row with a date column" } }));
    render(<PaymentsScreen />);
    fireEvent.change(await screen.findByLabelText('Statement (CSV)'), { target: { files: [new File(['a,b\n1,2\n'], 'odd.csv')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import statement' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Cannot tell this statement's format: it needs a header row with a date column");
  });
});

describe('the reconciliation', () => {
  test('a day that adds up and matches the ledger is Balanced and Ties out, with its CSV', async () => {
    const { calls } = fakeServer();
    render(<ReconciliationPanel />);
    expect((await screen.findByTestId('reconciliation-state')).textContent).toBe('Balanced · Ties out');
    const table = screen.getByRole('table', { name: 'Payments of 2026-11-27' });
    expect(within(table).getByRole('row', { name: /^Received/ }).textContent).toBe('Received561,550 pts');
    expect(within(table).getByRole('row', { name: /^Ledger deposits/ }).textContent).toBe('Ledger deposits1300 pts');
    const day = (screen.getByLabelText('Day') as HTMLInputElement).value;
    expect(calls[0]?.url).toBe(`/operator/payments/reconciliation?date=${day}`);
    expect(screen.getByRole('link', { name: 'CSV' }).getAttribute('href')).toBe(`/operator/payments/reconciliation?date=${day}&format=csv`);
  });

  test('a day whose ledger differs Does not tie out; one that does not add up is Not balanced; another day is asked for', async () => {
    const { calls } = fakeServer(undefined, { ...reconciled, balanced: false, ties_out: false, ledger_deposits: 0 });
    render(<ReconciliationPanel />);
    expect((await screen.findByTestId('reconciliation-state')).textContent).toBe('Not balanced · Does not tie out');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-20' } });
    await waitFor(() => expect(calls.some((call) => call.url === '/operator/payments/reconciliation?date=2026-11-20')).toBe(true));
    expect(screen.getByRole('link', { name: 'CSV' }).getAttribute('href')).toBe('/operator/payments/reconciliation?date=2026-11-20&format=csv');
  });
});
