/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { AuditScreen } from './AuditScreen';

const action = (id: number) => ({ id, at: '2026-11-23T06:30:00Z', action: 'rate set', target: `main single_digit ${id}`, note: '', actor: 'console ab12cd34' });

describe('the audit screen', () => {
  test('pages back 50 actions at a time and offers no more after the last, short page', async () => {
    const asked: string[] = [];
    global.fetch = jest.fn(async (url: string) => {
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
});
