/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AuditScreen } from './AuditScreen';

const action = (id: number) => ({ id, at: '2026-11-23T06:30:00Z', action: 'rate set', target: `main single_digit ${id}`, note: '', actor: 'asha', player: '', change: '9-95 → 9-90' });

describe('the audit screen', () => {
  test('pages back 50 actions at a time and offers no more after the last, short page', async () => {
    const asked: string[] = [];
    global.fetch = jest.fn(async (url: string) => {
      if (url === '/operator/audit/actions') return { ok: true, status: 200, json: async () => ({ actions: ['rate set'] }) } as Response;
      asked.push(url);
      const before = Number(new URL(url, 'http://x').searchParams.get('before') ?? 131);
      // 130 actions in all, ids 1..130: pages of 50, 50 and 30.
      const ids = Array.from({ length: Math.min(50, before - 1) }, (_, i) => before - 1 - i);
      return { ok: true, status: 200, json: async () => ({ actions: ids.map(action) }) } as Response;
    }) as unknown as typeof fetch;
    render(<AuditScreen />);
    await screen.findByText('main single_digit 130');
    fireEvent.click(screen.getByRole('button', { name: 'Older actions' }));
    await screen.findByText('main single_digit 51');
    fireEvent.click(screen.getByRole('button', { name: 'Older actions' }));
    await screen.findByText('main single_digit 1');
    expect(screen.queryByRole('button', { name: 'Older actions' })).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(131);
    expect(asked).toEqual(['/operator/audit?limit=50', '/operator/audit?limit=50&before=81', '/operator/audit?limit=50&before=31']);
  });

  test('filters by action, operator, player and days; the CSV link carries the same filter', async () => {
    const asked: string[] = [];
    global.fetch = jest.fn(async (url: string) => {
      if (url === '/operator/audit/actions') return { ok: true, status: 200, json: async () => ({ actions: ['deposit approve', 'wallet credit'] }) } as Response;
      asked.push(url);
      return { ok: true, status: 200, json: async () => ({ actions: [{ ...action(5), action: 'wallet credit', player: '9876543210', change: '500 pts credited, balance 1,500 pts' }] }) } as Response;
    }) as unknown as typeof fetch;
    render(<AuditScreen />);
    await screen.findByText('500 pts credited, balance 1,500 pts');
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'wallet credit' } });
    fireEvent.change(screen.getByLabelText('Operator'), { target: { value: 'asha' } });
    // A part of a number filters nothing yet.
    fireEvent.change(screen.getByLabelText("Player's number"), { target: { value: '98765' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-24' } });
    const wanted = '/operator/audit?action=wallet+credit&actor=asha&from=2026-11-20&to=2026-11-24&limit=50';
    await waitFor(() => expect(asked).toContain(wanted));
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/operator/audit.csv?action=wallet+credit&actor=asha&from=2026-11-20&to=2026-11-24');
    fireEvent.change(screen.getByLabelText("Player's number"), { target: { value: '9876543210' } });
    await waitFor(() => expect(asked).toContain('/operator/audit?action=wallet+credit&actor=asha&player=9876543210&from=2026-11-20&to=2026-11-24&limit=50'));
  });
});
