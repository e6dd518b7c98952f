/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ContentChange, OperatorToday } from '@matka/shared-kernel/operator-contract';
import { TodayScreen } from './TodayScreen';

type Call = { method: string; url: string; body?: unknown };

const change = (id: number, key: ContentChange['key'], text: string, note: string): ContentChange => ({ id, at: '2026-11-22T06:30:00Z', actor: 'owner-two', key, change: text, note });
const day = (extra: Partial<OperatorToday>): OperatorToday => ({
  date: '2026-11-22',
  due: [],
  ledger: { checked: 3, mismatches: [] },
  remotes: { remotes: [] },
  ...extra,
});

/** A fake operator API: Today answers what `today()` says; an acknowledgement drops the change from it. */
function fakeServer(today: OperatorToday) {
  const calls: Call[] = [];
  let current = today;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', url, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
    const acknowledged = /^\/operator\/content\/changes\/(\d+)\/acknowledge$/.exec(url);
    let body: unknown = current;
    if (acknowledged && current.content_changes) {
      const id = Number(acknowledged[1]);
      const changes = current.content_changes.changes.filter((row) => row.id !== id);
      current = { ...current, content_changes: { count: changes.length, changes } };
      body = { id, acknowledged: true, changed: true };
    }
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

describe('Today', () => {
  test('an owner sees each change to payment and money content, with its note, until they acknowledge it', async () => {
    const calls = fakeServer(
      day({
        pending: { deposits: { count: 2, points: 1500 }, withdrawals: { count: 0, points: 0 } },
        content_changes: { count: 2, changes: [change(12, 'payment', 'upi_id: "a@okaxis" → "b@okaxis"', 'new bank account'), change(9, 'withdraw', 'min_withdrawal: 500 → 1000', '')] },
      }),
    );
    render(<TodayScreen />);
    const section = await screen.findByRole('region', { name: 'Payment and money content changed' });
    expect(section.textContent).toContain('2 changes to payment ids, contact numbers or money rules you have not acknowledged');
    const row = within(section).getByTestId('content-change-12');
    expect(row.textContent).toContain('owner-two');
    expect(row.textContent).toContain('upi_id: "a@okaxis" → "b@okaxis"');
    expect(row.textContent).toContain('new bank account');
    fireEvent.click(within(row).getByRole('button', { name: 'Acknowledge change 12' }));
    await waitFor(() => expect(screen.queryByTestId('content-change-12')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', url: '/operator/content/changes/12/acknowledge', body: {} }]);
    expect(screen.getByRole('region', { name: 'Payment and money content changed' }).textContent).toContain('1 change to payment ids');
    expect(screen.getByRole('heading', { name: 'Pending deposits' })).toBeTruthy();
  });

  test('without pending money in the answer (a role that does not decide it) there are no money cards; no changes, no section', async () => {
    fakeServer(day({}));
    render(<TodayScreen />);
    await screen.findByRole('heading', { name: 'Ledger check' });
    expect(screen.queryByRole('heading', { name: 'Pending deposits' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pending withdrawals' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Payment and money content changed' })).toBeNull();
  });
});
