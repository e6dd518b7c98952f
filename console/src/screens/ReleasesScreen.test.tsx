/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { RemoteChange, RemoteListing, TeamToken } from '@matka/shared-kernel/operator-contract';
import { ReleasesScreen } from './ReleasesScreen';

const V2 = '0.2.0-aaaaaaaaaa';
const V3 = '0.3.0-bbbbbbbbbb';

type Call = { method: string; url: string; body?: unknown };
const counts = (loads: number, failures: number) => ({ loads, failures, lastFailure: null, rolledBack: null });
type Answer = { status: number; body: unknown };
type State = { remotes: RemoteListing[]; history: RemoteChange[]; tokens: TeamToken[] };

/** A fake operator API: two remotes; each POST answers what `decide` says (and may change the listing). */
function fakeServer(decide: (call: Call, state: State) => Answer | Promise<Answer>) {
  const state: State = {
    remotes: [
      {
        name: 'markets', listed: true, enabled: true, active: V2, previous: 'default', canary: { release: V3, percent: 10 },
        canaryCounts: { loads: 36, failures: 1 },
        manifest: `/releases/markets/${V2}/mf-manifest.json`, loads: 160, failures: 5,
        releases: [
          { ...counts(40, 4), release: V3, builtAt: '2026-11-03T00:00:00Z', lastFailure: { at: '2026-11-03T10:00:00Z', reason: 'render' } },
          { ...counts(120, 0), release: V2, builtAt: '2026-11-02T00:00:00Z' },
          {
            ...counts(0, 1), release: 'default', builtAt: null,
            rolledBack: { at: '2026-11-01T04:30:00Z', reason: '1 of 1 loads of default failed (100 %) since its canary began, over the 5 % allowed' },
          },
        ],
      },
      {
        name: 'wallet', listed: true, enabled: true, active: 'default', previous: null, canary: null,
        canaryCounts: null, manifest: '/remotes/wallet/mf-manifest.json', loads: 0, failures: 0,
        releases: [{ ...counts(0, 0), release: 'default', builtAt: null }],
      },
    ],
    history: [],
    tokens: [
      { name: 'markets CI', remote: 'markets', created_at: '2026-11-01T04:30:00Z', created_by: 'bearer 1a2b3c4d', last_used_at: '2026-11-03T05:00:00Z', revoked_at: null },
      { name: 'old CI', remote: 'wallet', created_at: '2026-10-01T04:30:00Z', created_by: 'bearer 1a2b3c4d', last_used_at: null, revoked_at: '2026-10-02T04:30:00Z' },
    ],
  };
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const call: Call = { method: init?.method ?? 'GET', url, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) };
    calls.push(call);
    let answer: Answer;
    if (url === '/operator/remotes') answer = { status: 200, body: { remotes: state.remotes } };
    else if (url === '/operator/team-tokens' && call.method === 'GET') answer = { status: 200, body: { team_tokens: state.tokens } };
    else if (url.startsWith('/operator/remotes/history?name=')) {
      const name = new URLSearchParams(url.split('?')[1]).get('name');
      answer = { status: 200, body: { history: state.history.filter((entry) => entry.name === name) } };
    } else answer = await decide(call, state);
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body } as Response;
  }) as unknown as typeof fetch;
  const posts = () => calls.filter((call) => call.method === 'POST');
  const listings = () => calls.filter((call) => call.url === '/operator/remotes').length;
  return { state, posts, listings };
}

const panel = async (name: string) => screen.findByRole('region', { name });

describe('the releases section', () => {
  test('each remote with its state, canary, and its releases newest first with their failed loads and automatic rollbacks', async () => {
    fakeServer(() => ({ status: 500, body: {} }));
    render(<ReleasesScreen />);
    const markets = await panel('markets');
    expect(within(markets).getByTestId('remote-markets-active').textContent).toBe(V2);
    expect(within(markets).getByTestId('remote-markets-canary').textContent).toBe(`${V3} at 10 %`);
    const rows = within(markets).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('code')?.textContent)).toEqual([V3, V2, 'default']);
    expect(rows.map((row) => row.querySelector('td.num')?.textContent)).toEqual(['4 / 40', '0 / 120', '1 / 0']);
    expect(within(markets).getByTestId('remote-markets-canary-counts').textContent).toBe('1 failed of 37 since it began');
    expect(within(markets).getByTestId('remote-markets-rolled-back-default').textContent).toMatch(/^Rolled back automatically .*: 1 of 1 loads of default failed/);
    expect(within(rows[0] as HTMLElement).getByText('canary 10 %')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('active')).toBeTruthy();
    // The active release offers nothing; the others can be activated or canaried.
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(rows[2] as HTMLElement).getByRole('button', { name: 'Activate default of markets' })).toBeTruthy();
    const wallet = await panel('wallet');
    expect(within(wallet).getByText('On')).toBeTruthy();
    expect(within(wallet).getByRole('button', { name: 'Disable wallet' })).toBeTruthy();
  });

  test('disable: confirmed first with a note, sent once however often it is tapped, then the list is loaded again', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const server = fakeServer((call, state) => {
      const wallet = { ...(state.remotes[1] as RemoteListing), enabled: false };
      return new Promise<Answer>((resolve) => {
        answer = (value) => {
          state.remotes = [state.remotes[0] as RemoteListing, wallet];
          resolve(value);
        };
      }).then((value) => ({ ...value, body: { remote: wallet } }));
    });
    render(<ReleasesScreen />);
    const wallet = await panel('wallet');
    fireEvent.click(within(wallet).getByRole('button', { name: 'Disable wallet' }));
    const confirm = within(wallet).getByRole('form', { name: 'Confirm: disable wallet' });
    expect(confirm.textContent).toContain('Switch wallet off: its screens say "This section is unavailable right now"');
    expect(server.posts()).toEqual([]);

    fireEvent.change(within(confirm).getByLabelText('Note for the audit list (optional)'), { target: { value: 'UPI gateway down' } });
    const button = within(confirm).getByRole('button', { name: 'Confirm disable' });
    const listedBefore = server.listings();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(within(confirm).getByRole('button', { name: 'Sending…' })).toBeTruthy();
    expect(server.posts()).toEqual([{ method: 'POST', url: '/operator/remotes/wallet/disable', body: { note: 'UPI gateway down' } }]);
    await act(async () => answer({ status: 200, body: {} }));

    await within(wallet).findByText('wallet switched off');
    await waitFor(() => expect(within(wallet).getByText('Off')).toBeTruthy());
    expect(server.listings()).toBe(listedBefore + 1);
    expect(within(wallet).queryByRole('form')).toBeNull();
    expect(within(wallet).getByRole('button', { name: 'Enable wallet' })).toBeTruthy();
  });

  test('a refused activation shows the server’s words verbatim, and the list is loaded again', async () => {
    const refusal = `Refused: markets has no release ${V3}`;
    const server = fakeServer(() => ({ status: 409, body: { error: refusal } }));
    render(<ReleasesScreen />);
    const markets = await panel('markets');
    fireEvent.click(within(markets).getByRole('button', { name: `Activate ${V3} of markets` }));
    const listedBefore = server.listings();
    fireEvent.click(within(markets).getByRole('button', { name: `Confirm activate ${V3}` }));
    const alert = await within(markets).findByRole('alert');
    expect(alert.textContent).toBe(refusal);
    expect(server.posts()).toEqual([{ method: 'POST', url: '/operator/remotes/markets/activate', body: { note: '', release: V3 } }]);
    await waitFor(() => expect(server.listings()).toBe(listedBefore + 1));
    // Nothing changed: markets still runs V2.
    expect(within(markets).getByTestId('remote-markets-active').textContent).toBe(V2);
  });

  test('rollback sends the release it rolls back, so a rollback sent twice is refused rather than undoing another', async () => {
    const server = fakeServer((_call, state) => {
      const markets = { ...(state.remotes[0] as RemoteListing), canary: null };
      state.remotes = [markets, state.remotes[1] as RemoteListing];
      return { status: 200, body: { remote: markets } };
    });
    render(<ReleasesScreen />);
    const markets = await panel('markets');
    fireEvent.click(within(markets).getByRole('button', { name: 'Roll back markets' }));
    fireEvent.click(within(markets).getByRole('button', { name: 'Confirm rollback' }));
    await within(markets).findByText(`markets rolled back: ${V2} for every player`);
    expect(server.posts()).toEqual([{ method: 'POST', url: '/operator/remotes/markets/rollback', body: { note: '', from: V3 } }]);
  });

  test('canary: the share is asked for, checked, and sent with the release; cancel sends nothing', async () => {
    const server = fakeServer((_call, state) => {
      const markets = { ...(state.remotes[0] as RemoteListing), canary: { release: 'default', percent: 25 } };
      state.remotes = [markets, state.remotes[1] as RemoteListing];
      return { status: 200, body: { remote: markets } };
    });
    render(<ReleasesScreen />);
    const markets = await panel('markets');

    fireEvent.click(within(markets).getByRole('button', { name: 'Roll back markets' }));
    expect(within(markets).getByRole('form').textContent).toContain(`End the canary of ${V3}: every player back on ${V2}.`);
    fireEvent.click(within(markets).getByRole('button', { name: 'Cancel' }));
    expect(within(markets).queryByRole('form')).toBeNull();

    fireEvent.click(within(markets).getByRole('button', { name: 'Canary default of markets' }));
    const confirm = within(markets).getByRole('form', { name: 'Confirm: canary markets' });
    const share = within(confirm).getByLabelText('Share of players (%)');
    expect((share as HTMLInputElement).value).toBe('10');
    fireEvent.change(share, { target: { value: '250' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm canary default' }));
    expect((await within(markets).findByRole('alert')).textContent).toBe('The share is a whole number of percent, 0 to 100');
    fireEvent.change(share, { target: { value: '25' } });
    expect(confirm.textContent).toContain(`Give default to 25 % of signed-in players (the same players each time); the rest stay on ${V2}.`);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm canary default' }));
    await within(markets).findByText('markets: canary of default at 25 %');
    expect(server.posts()).toEqual([{ method: 'POST', url: '/operator/remotes/markets/canary', body: { note: '', release: 'default', percent: 25 } }]);
    await waitFor(() => expect(within(markets).getByTestId('remote-markets-canary').textContent).toBe('default at 25 %'));
  });

  test('the history of a remote, loaded again after a change made here', async () => {
    const server = fakeServer((_call, state) => {
      state.history.unshift({ id: 2, name: 'wallet', action: 'disable', release: null, percent: null, operator: 'console 1a2b3c4d', note: 'UPI down', at: '2026-11-22T07:00:00Z' });
      return { status: 200, body: { remote: { ...(state.remotes[1] as RemoteListing), enabled: false } } };
    });
    server.state.history.push({ id: 1, name: 'markets', action: 'canary', release: V3, percent: 10, operator: 'asha', note: 'new Home', at: '2026-11-22T06:00:00Z' });
    render(<ReleasesScreen />);
    const markets = await panel('markets');
    fireEvent.click(within(markets).getByRole('button', { name: 'History of markets' }));
    const history = await within(markets).findByRole('table', { name: 'History of markets' });
    expect(within(history).getAllByRole('row')[1]?.textContent).toContain(`canary ${V3} at 10 %new Homeasha`);

    const wallet = await panel('wallet');
    fireEvent.click(within(wallet).getByRole('button', { name: 'History of wallet' }));
    await within(wallet).findByText('No change of wallet yet: it is as remotes.json says.');
    fireEvent.click(within(wallet).getByRole('button', { name: 'Disable wallet' }));
    fireEvent.click(within(wallet).getByRole('button', { name: 'Confirm disable' }));
    const walletHistory = await within(wallet).findByRole('table', { name: 'History of wallet' });
    expect(within(walletHistory).getAllByRole('row')[1]?.textContent).toContain('disableUPI down');
  });
  test('team tokens: listed without the tokens, and revoked after a confirmation', async () => {
    const server = fakeServer((call, state) => {
      if (call.url !== '/operator/team-tokens/revoke') return { status: 500, body: {} };
      state.tokens = state.tokens.map((token) => (token.name === 'markets CI' ? { ...token, revoked_at: '2026-11-04T00:00:00Z' } : token));
      return { status: 200, body: { team_token: state.tokens[0] } };
    });
    render(<ReleasesScreen />);
    const table = await screen.findByRole('table', { name: 'Team tokens' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelectorAll('td')[0]?.textContent)).toEqual(['markets CI', 'old CI']);
    expect(within(rows[1] as HTMLElement).getByText(/^revoked /)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();

    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Revoke markets CI' }));
    expect(server.posts()).toEqual([]);
    const confirm = await screen.findByRole('form', { name: 'Confirm: revoke markets CI' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm revoke markets CI' })));
    await waitFor(() => expect(server.posts()).toEqual([{ method: 'POST', url: '/operator/team-tokens/revoke', body: { name: 'markets CI' } }]));
    await screen.findByText('Team token "markets CI" revoked: it is refused from its next request on');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Team tokens' })).getAllByText(/^revoked /)).toHaveLength(2));
  });

  test('team tokens: made for a remote (the listing\'s offered, a new one typed), the token shown once, then listed without it', async () => {
    const server = fakeServer((call, state) => {
      if (call.url !== '/operator/team-tokens' || call.method !== 'POST') return { status: 500, body: {} };
      const body = call.body as { name: string; remote: string };
      if (state.tokens.some((token) => token.name === body.name)) return { status: 409, body: { error: 'a team token with that name exists' } };
      const made = { name: body.name, remote: body.remote, created_at: '2026-11-04T00:00:00Z', created_by: 'bearer 1a2b3c4d', last_used_at: null, revoked_at: null };
      state.tokens = [made, ...state.tokens];
      return { status: 200, body: { team_token: { ...made, token: 'mbt_secret0123456789' } } };
    });
    render(<ReleasesScreen />);
    const form = await screen.findByRole('form', { name: 'Make a team token' });
    // The remotes of the release listing are offered; any name may be typed.
    const remote = within(form).getByRole('combobox', { name: 'Remote' });
    const offered = () => [...document.querySelectorAll(`#${remote.getAttribute('list')} option`)].map((option) => option.getAttribute('value'));
    await waitFor(() => expect(offered()).toEqual(['markets', 'wallet']));
    const make = within(form).getByRole('button', { name: 'Make token' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: '  wallet CI ' } });
    expect((make as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(remote, { target: { value: 'wallet' } });
    await act(async () => fireEvent.click(make));
    await waitFor(() => expect(server.posts()).toEqual([{ method: 'POST', url: '/operator/team-tokens', body: { name: 'wallet CI', remote: 'wallet' } }]));
    await screen.findByText('Team token "wallet CI" made for wallet');
    expect(screen.getByRole('heading', { name: 'Give this to the wallet team now: it is not shown again' })).toBeTruthy();
    expect(screen.getByTestId('team-token').textContent).toBe('mbt_secret0123456789');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Team tokens' })).getByText('wallet CI')).toBeTruthy());
    expect(within(screen.getByRole('table', { name: 'Team tokens' })).queryByText('mbt_secret0123456789')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('team-token')).toBeNull();

    // A new team's remote, not released yet, is typed.
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'bonus CI' } });
    fireEvent.change(remote, { target: { value: 'bonus' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Make token' })));
    await screen.findByText('Team token "bonus CI" made for bonus');
    expect(server.posts().at(-1)).toEqual({ method: 'POST', url: '/operator/team-tokens', body: { name: 'bonus CI', remote: 'bonus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));

    // A refusal says why, and shows no token.
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'markets CI' } });
    fireEvent.change(remote, { target: { value: 'markets' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Make token' })));
    await screen.findByText(/a team token with that name exists/);
    expect(screen.queryByTestId('team-token')).toBeNull();
  });
});
