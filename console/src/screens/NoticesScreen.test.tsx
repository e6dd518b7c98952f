/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NoticesScreen } from './NoticesScreen';

type Call = { method: string; url: string; body?: unknown };

/** The operator API as the notices screen meets it: today's count, a preview, a send (or the day's refusal). */
function serve(send: { status: number; answer: Record<string, unknown> }) {
  const calls: Call[] = [];
  let sent = 1;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ method, url, ...(body ? { body } : {}) });
    const answer = (status: number, json: unknown) => ({ ok: status < 400, status, json: async () => json }) as Response;
    if (method === 'GET') return answer(200, { sent_today: sent, per_day: 3, markets: [{ name: 'KALYAN', players: 12 }, { name: 'MILAN DAY', players: 1 }] });
    const reach = { audience: body?.audience, market: body?.market ?? null, players: body?.market === 'KALYAN' ? 12 : 40, pushed: 3, per_day: 3 };
    if (url === '/operator/notices/preview') return answer(200, { ...reach, sent_today: sent });
    if (send.status === 200) sent += 1;
    return answer(send.status, send.status === 200 ? { ...reach, sent_today: sent } : send.answer);
  }) as unknown as typeof fetch;
  return calls;
}

const fill = async (audience: string, market?: string) => {
  await screen.findByText(/1 of 3 notices sent today/);
  fireEvent.change(screen.getByLabelText('Audience'), { target: { value: audience } });
  if (market) fireEvent.change(screen.getByLabelText('Market'), { target: { value: market } });
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: ' Result at 1:30 ' } });
  fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'KALYAN close is declared at 1:30 PM today' } });
};

describe('Notices', () => {
  test('a market’s players: the preview’s count is in the confirmation, and only Confirm sends, with the note', async () => {
    const calls = serve({ status: 200, answer: {} });
    render(<NoticesScreen />);
    await fill('market', 'KALYAN');
    expect(screen.getByRole('option', { name: 'KALYAN (12 players)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Preview notice' }));
    const confirm = await screen.findByRole('form', { name: 'Confirm: Send to 12 players' });
    expect(within(confirm).getByRole('heading').textContent).toBe('Send to 12 players?');
    expect(within(confirm).getByTestId('notice-players').textContent).toBe('12 players');
    expect(confirm.textContent).toContain('players who bid on one market today: KALYAN');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/operator/notices/preview']);

    fireEvent.change(within(confirm).getByLabelText('Note for the audit list (optional)'), { target: { value: 'delay' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm: Send to 12 players' }));
    await screen.findByText('Notice sent to 12 players (3 pushed now); 2 of 3 today.');
    expect(calls.filter((call) => call.method === 'POST').at(-1)).toEqual({
      method: 'POST',
      url: '/operator/notices',
      body: { audience: 'market', market: 'KALYAN', title: 'Result at 1:30', body: 'KALYAN close is declared at 1:30 PM today', note: 'delay' },
    });
    expect(await screen.findByText(/2 of 3 notices sent today/)).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
  });

  test('nothing to preview until the notice is whole; the day’s limit is the server’s words, the preview kept', async () => {
    serve({ status: 409, answer: { error: '3 notices a day is the limit (NOTICES_PER_DAY), and all were sent today: the next can go tomorrow' } });
    render(<NoticesScreen />);
    await screen.findByText(/1 of 3 notices sent today/);
    fireEvent.change(screen.getByLabelText('Audience'), { target: { value: 'market' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Hi' } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Hello' } });
    // A market audience needs its market.
    expect(screen.getByRole('button', { name: 'Preview notice' }).matches(':disabled')).toBe(true);
    await fill('everyone');
    fireEvent.click(screen.getByRole('button', { name: 'Preview notice' }));
    const confirm = await screen.findByRole('form', { name: 'Confirm: Send to 40 players' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm: Send to 40 players' }));
    await screen.findByText('3 notices a day is the limit (NOTICES_PER_DAY), and all were sent today: the next can go tomorrow');
    expect(screen.getByRole('form', { name: 'Confirm: Send to 40 players' })).toBeTruthy();
  });
});
