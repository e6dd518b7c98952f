/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { FeedTokensPanel } from './FeedTokensPanel';

type Posted = { url: string; body: unknown };

/** A fake operator API holding feed tokens: made ones are listed (never with the token), revoked ones say when. */
function fakeServer() {
  const posted: Posted[] = [];
  const tokens: Array<{ name: string; created_at: string; created_by: string; last_used_at: string | null; revoked_at: string | null; signed: boolean }> = [
    { name: 'old phone', created_at: '2026-11-20T05:00:00Z', created_by: 'owner', last_used_at: '2026-11-26T05:00:00Z', revoked_at: null, signed: false },
  ];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    let body: unknown = { feed_tokens: tokens };
    if (init?.method === 'POST') {
      const sent = JSON.parse(String(init.body)) as { name: string; signed?: boolean };
      posted.push({ url, body: sent });
      if (url === '/operator/feed-tokens') {
        const made = { name: sent.name, created_at: '2026-11-27T05:00:00Z', created_by: 'owner', last_used_at: null, revoked_at: null, signed: sent.signed === true };
        tokens.push(made);
        body = { feed_token: { ...made, token: 'mbf_secret-shown-once', ...(made.signed ? { signing_secret: 'mbs_signing-secret' } : {}) } };
      } else {
        const token = tokens.find((each) => each.name === sent.name)!;
        token.revoked_at = '2026-11-27T06:00:00Z';
        body = { feed_token: token };
      }
    }
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as unknown as typeof fetch;
  return posted;
}

describe('the feed tokens', () => {
  test('a token is made and shown once; the list never shows it; a revoke is confirmed first', async () => {
    const posted = fakeServer();
    render(<FeedTokensPanel />);
    const table = await screen.findByRole('table', { name: 'Feed tokens' });
    expect(within(table).getByText('old phone')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'shop phone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make token' }));
    expect((await screen.findByTestId('feed-token')).textContent).toBe('mbf_secret-shown-once');
    expect(screen.getByText('Feed token "shop phone" made')).toBeTruthy();
    await within(table).findByText('shop phone');
    expect(table.textContent).not.toContain('mbf_');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('feed-token')).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: 'Revoke old phone' }));
    expect(posted).toEqual([{ url: '/operator/feed-tokens', body: { name: 'shop phone', signed: false } }]);
    const confirm = screen.getByRole('form', { name: 'Confirm: revoke old phone' });
    expect(confirm.textContent).toContain('its forwarder can no longer post payments');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm revoke old phone' }));
    await screen.findByText('Feed token "old phone" revoked: it is refused from its next post on');
    await within(table).findByText(/^revoked/);
    expect(posted[1]).toEqual({ url: '/operator/feed-tokens/revoke', body: { name: 'old phone' } });
  });

  test('a token that signs its posts shows its signing secret once too, and the list says which tokens sign', async () => {
    const posted = fakeServer();
    render(<FeedTokensPanel />);
    const table = await screen.findByRole('table', { name: 'Feed tokens' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'bank webhook' } });
    fireEvent.click(screen.getByLabelText(/Signs its posts/));
    fireEvent.click(screen.getByRole('button', { name: 'Make token' }));
    expect((await screen.findByTestId('feed-signing-secret')).textContent).toBe('mbs_signing-secret');
    expect(posted).toEqual([{ url: '/operator/feed-tokens', body: { name: 'bank webhook', signed: true } }]);
    const row = (await within(table).findByText('bank webhook')).closest('tr')!;
    expect(within(row).getByText('yes')).toBeTruthy();
    expect(table.textContent).not.toContain('mbs_');
    expect((screen.getByLabelText(/Signs its posts/) as HTMLInputElement).checked).toBe(false);
  });
});
