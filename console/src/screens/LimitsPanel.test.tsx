/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { MeContext } from '../me';
import { LimitsPanel } from './LimitsPanel';

type Posted = { url: string; body: unknown };

/** A fake operator API: the limits as listed, every POST agreed to; what was posted. */
function fakeServer(listed: unknown): Posted[] {
  const posted: Posted[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') posted.push({ url, body: JSON.parse(String(init.body)) });
    return { ok: true, status: 200, json: async () => (init?.method === 'POST' ? { limits: [], blocked: [], cleared: 1 } : listed) } as Response;
  }) as unknown as typeof fetch;
  return posted;
}

const kalyan = { id: 4, kind: 'main' as const, name: 'KALYAN', openMinutes: 945, closeMinutes: 1065, active: true, closed_weekdays: [], holidays: [] };

describe('the stake limits panel', () => {
  test('a type’s row saves what is filled and clears what was emptied', async () => {
    const posted = fakeServer({ limits: [{ kind: 'main', type: 'Jodi Digit', name: 'outcome_cap', value: 90_000 }], blocked: [] });
    render(<LimitsPanel kind="main" markets={[kalyan]} />);
    const cap = (await screen.findByLabelText('Jodi Digit Cap per outcome')) as HTMLInputElement;
    expect(cap.value).toBe('90000');
    fireEvent.change(screen.getByLabelText('Jodi Digit Most'), { target: { value: '5000' } });
    fireEvent.change(cap, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Jodi Digit limits' }));
    await screen.findByText('Jodi Digit: limits saved');
    expect(posted).toEqual([
      { url: '/operator/limits', body: { kind: 'main', type: 'Jodi Digit', max: 5000 } },
      { url: '/operator/limits/clear', body: { kind: 'main', type: 'Jodi Digit', limit: 'cap' } },
    ]);
  });

  test('a number is blocked on a market for today, and a blocked one can be unblocked', async () => {
    const posted = fakeServer({ limits: [], blocked: [{ market_id: 4, market: 'KALYAN', day: '2026-11-28', digits: '55' }] });
    render(<LimitsPanel kind="main" markets={[kalyan]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Unblock 55' }));
    await screen.findByText('55 open again on KALYAN');
    fireEvent.change(screen.getByLabelText('Market'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Number'), { target: { value: '56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block for today' }));
    await screen.findByText('56 blocked on KALYAN today');
    expect(posted).toEqual([
      { url: '/operator/limits/clear', body: { market: 4, block: '55' } },
      { url: '/operator/limits', body: { market: 4, block: '56' } },
    ]);
  });

  test('an operator who may only read sees the limits without Save', async () => {
    fakeServer({ limits: [{ kind: 'main', type: '', name: 'player_day_max', value: 20_000 }], blocked: [] });
    render(
      <MeContext.Provider value={{ name: 'cash', role: 'cashier', permissions: ['markets.read'], must_choose_password: false }}>
        <LimitsPanel kind="main" markets={[kalyan]} />
      </MeContext.Provider>,
    );
    expect(((await screen.findByLabelText('main Most per player per market and day')) as HTMLInputElement).value).toBe('20000');
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });
});
