import { placeBids } from './support/bids-fixture';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';
import { CONSOLE_HOST as HOST, CONSOLE_ORIGIN, asConsole as asConsoleOf, consoleOperator, consoleSignIn, type TestOperator } from './support/operator-accounts';

const ORIGIN = CONSOLE_ORIGIN;

describe.each(testDatabases())('the operator console API on $mode', (kind) => {
  const mobile = '9000000951';
  const player = aPlayer(mobile).named('Console Player').withPoints(10_000);
  const { api, markets } = testWorld(kind).at('10:00').withMarkets().with(player);
  beforeAll(async () => {
    ({ operator: cashier } = await consoleOperator(api, 'asha', 'cashier'));
  });

  const asConsole = (cookie: string, method: 'GET' | 'POST', url: string, body?: unknown, origin: string | null = CONSOLE_ORIGIN) =>
    asConsoleOf(api, cookie, method, url, body, origin);
  const signIn = (name: string, password: string) => consoleSignIn(api, name, password).then(({ answer }) => answer);
  let cashier: TestOperator;
  const consoleCookie = async () => (await consoleSignIn(api, cashier.name, cashier.password)).cookie;
  const audit = async () => (await api.operator('GET', '/operator/audit')).body.actions as Array<Record<string, string>>;

  describe('signing in', () => {
    test('a name and password buy an HttpOnly, SameSite=Strict, expiring cookie for the operator API only', async () => {
      expect((await signIn(cashier.name, 'not-the-password')).statusCode).toBe(401);
      expect((await signIn('nobody', 'not-the-password')).json()).toEqual({ error: 'Wrong name or password' });
      const answer = await signIn(cashier.name, cashier.password);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ signed_in: true, expires_at: expect.any(String), name: 'asha', role: 'cashier', must_choose_password: false });
      expect(answer.body).not.toContain(cashier.password);
      const header = String(answer.headers['set-cookie']);
      expect(header).toMatch(/^matka_operator=[\w-]{20,}; Path=\/operator; HttpOnly; SameSite=Strict; Max-Age=43200$/);
      expect(header).not.toContain(cashier.password);
    });

    test('the cookie opens the operator API; a change needs a page of this origin; sign-out ends it', async () => {
      const cookie = await consoleCookie();
      expect((await asConsole(cookie, 'GET', '/operator/session')).body).toMatchObject({ signed_in: true });
      expect((await asConsole(cookie, 'GET', '/operator/today')).statusCode).toBe(200);
      const credit = { mobile, points: 10, note: 'cookie credit' };
      expect((await asConsole(cookie, 'POST', '/operator/wallet/credit', credit, 'https://evil.example')).statusCode).toBe(403);
      expect((await asConsole(cookie, 'POST', '/operator/wallet/credit', credit, null)).statusCode).toBe(403);
      expect((await asConsole(cookie, 'POST', '/operator/wallet/credit', credit)).statusCode).toBe(200);
      expect((await asConsole('matka_operator=forged-session-id', 'GET', '/operator/today')).statusCode).toBe(401);

      const out = await api.app.inject({ method: 'POST', url: '/operator/session/logout', headers: { host: HOST, origin: ORIGIN, cookie } });
      expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
      expect((await asConsole(cookie, 'GET', '/operator/today')).statusCode).toBe(401);
      // The CLI's bearer token is untouched by any of this.
      expect((await api.operator('GET', '/operator/today')).statusCode).toBe(200);
    });

    test('a console session expires', async () => {
      const cookie = await consoleCookie();
      api.clock.advance(12 * 3_600_000 + 1000);
      expect((await asConsole(cookie, 'GET', '/operator/today')).statusCode).toBe(401);
      // The clock stays where it is: moved back, it would find the sign-in counters dated in its future.
    });
  });

  describe('the audit list', () => {
    test('records each action with its time, who and note, in the action’s transaction', async () => {
      const cookie = await consoleCookie();
      expect(await asConsole(cookie, 'POST', '/operator/users/betting', { mobile, enabled: true, note: 'checked KYC' })).toMatchObject({ statusCode: 200 });
      const [latest] = await audit();
      expect(latest).toMatchObject({ action: 'betting on', target: mobile, note: 'checked KYC', actor: 'asha' });
      expect(Date.parse(String(latest?.at))).not.toBeNaN();

      // A refused action leaves no row.
      const before = (await audit()).length;
      expect((await api.operator('POST', '/operator/results/close', { market: markets.main, pana: '459', note: 'too early' })).statusCode).toBe(409);
      expect((await audit()).length).toBe(before);
      await api.operator('POST', '/operator/rates', { kind: 'main', type: 'single_digit', val1: 10, val2: 95, note: 'same as before' });
      expect((await audit())[0]).toMatchObject({ action: 'rate set', target: 'main single_digit', note: 'same as before', actor: 'owner' });
    });
  });

  describe('deposits and withdrawals', () => {
    test('approving twice credits once; the other decision afterwards is refused', async () => {
      await api.call('api-fund-request-add', { request_amount: 700, payment_method: 'gpay', idempotency_key: 'console-deposit-1' }, player.token);
      const pending = (await api.operator('GET', `/operator/deposits?status=pending&player=Console`)).body.deposits as Array<{ id: number; name: string; amount: number }>;
      expect(pending).toHaveLength(1);
      expect(pending[0]).toMatchObject({ name: 'Console Player', amount: 700 });
      expect((await api.operator('GET', '/operator/deposits?player=nobody-like-this')).body.deposits).toEqual([]);
      const before = await player.wallet();
      const url = `/operator/deposits/${pending[0]?.id}/approve`;
      const [first, second] = await Promise.all([api.operator('POST', url), api.operator('POST', url)]);
      expect([first?.body.changed, second?.body.changed].sort()).toEqual([false, true]);
      expect(await player.wallet()).toBe(before + 700);
      expect((await api.operator('POST', `/operator/deposits/${pending[0]?.id}/reject`, { reason: 'late' })).statusCode).toBe(409);
      expect((await audit()).filter((entry) => entry.action === 'deposit approve')).toHaveLength(1);
    });

    test('today counts and sums what is pending', async () => {
      await api.call('api-fund-request-add', { request_amount: 300, payment_method: 'gpay', idempotency_key: 'console-deposit-2' }, player.token);
      await api.call('api-fund-request-add', { request_amount: 200, payment_method: 'gpay', idempotency_key: 'console-deposit-3' }, player.token);
      const today = (await api.operator('GET', '/operator/today')).body;
      expect(today).toMatchObject({ pending: { deposits: { count: 2, points: 500 } }, ledger: { mismatches: [] } });
      expect(today.remotes).toEqual(expect.objectContaining({ remotes: expect.any(Array) }));
    });
  });

  describe('players', () => {
    test('found by number or name, with balance and ledger', async () => {
      expect((await api.operator('GET', '/operator/users?q=900000095')).body.users).toEqual([expect.objectContaining({ mobile, name: 'Console Player' })]);
      expect((await api.operator('GET', '/operator/users?q=console')).body.users).toEqual([expect.objectContaining({ mobile })]);
      const detail = (await api.operator('GET', `/operator/users/${mobile}`)).body;
      expect(detail).toMatchObject({ player: { mobile, balance: await player.wallet() } });
      expect((detail.ledger as unknown[]).length).toBeGreaterThan(0);
    });
  });

  describe('result previews', () => {
    test('the preview of each declaration is what the declaration then settles and pays, and writes nothing', async () => {
      api.clock.at('10:30');
      await placeBids(api, player.token, 'main', markets.main, 'Single Digit', [['6', 10], ['7', 20]], { session: 'Open' });
      await placeBids(api, player.token, 'main', markets.main, 'Single Pana', [['123', 10]], { session: 'Open' });
      await placeBids(api, player.token, 'main', markets.main, 'Jodi Digit', [['68', 10], ['11', 10]], { session: 'Close' });
      await placeBids(api, player.token, 'main', markets.main, 'Single Digit', [['8', 30]], { session: 'Close' });
      await placeBids(api, player.token, 'starline', markets.starline, 'Single Digit', [['1', 10], ['2', 10]]);
      await placeBids(api, player.token, 'gali', markets.gali, 'Jodi Digit', [['47', 10]]);
      await placeBids(api, player.token, 'gali', markets.gali, 'Left Digit', [['4', 10], ['5', 10]]);

      const due = (await api.operator('GET', '/operator/today')).body.due as unknown[];
      expect(due).toEqual([]);
      api.clock.at('23:30');
      const dueLater = (await api.operator('GET', '/operator/today')).body.due as Array<{ market_id: number; declare: string }>;
      expect(dueLater.map((d) => `${d.market_id} ${d.declare}`).sort()).toEqual(
        [`${markets.main} open`, `${markets.starline} starline`, `${markets.gali} gali`].sort(),
      );

      const check = async (what: string, body: Record<string, unknown>) => {
        const dashboardBefore = await api.call('api-get-dashboard-data', {}, player.token);
        const preview = await api.operator('POST', `/operator/results/${what}/preview`, body);
        expect(preview.statusCode).toBe(200);
        expect(await api.call('api-get-dashboard-data', {}, player.token)).toEqual(dashboardBefore);
        const before = await player.wallet();
        const declared = await api.operator('POST', `/operator/results/${what}`, body);
        expect(declared.body).toMatchObject({ changed: true });
        for (const field of ['won', 'lost', 'paid', 'result'] as const) expect(preview.body[field]).toEqual(declared.body[field]);
        expect(await player.wallet()).toBe(before + Number(preview.body.paid));
        return preview.body;
      };
      expect(await check('open', { market: markets.main, pana: '123' })).toMatchObject({ won: 2, lost: 1, paid: 95 + 1400, players: 1 });
      expect(await check('close', { market: markets.main, pana: '459' })).toMatchObject({ won: 2, lost: 1, paid: 285 + 900 });
      expect(await check('starline', { market: markets.starline, pana: '128' })).toMatchObject({ won: 1, lost: 1, paid: 95 });
      expect(await check('gali', { market: markets.gali, jodi: '47' })).toMatchObject({ won: 2, lost: 1, paid: 900 + 95 });

      // The same result again previews as nothing to do.
      expect((await api.operator('POST', '/operator/results/gali/preview', { market: markets.gali, jodi: '47' })).body).toMatchObject({ changed: false, paid: 0 });
      // A different one is refused as the declaration would be.
      expect((await api.operator('POST', '/operator/results/gali/preview', { market: markets.gali, jodi: '48' })).statusCode).toBe(409);

      const revertPreview = (await api.operator('POST', '/operator/results/revert/preview', { market: markets.main })).body;
      expect(revertPreview).toMatchObject({ reverts: 'close', bids: 3, points_taken_back: 285 + 900, short: [] });
      const before = await player.wallet();
      const reverted = (await api.operator('POST', '/operator/results/revert', { market: markets.main, note: 'wrong pana' })).body;
      expect(reverted).toMatchObject({ reverted: 'close', bids: revertPreview.bids, points_taken_back: revertPreview.points_taken_back });
      expect(await player.wallet()).toBe(before - Number(revertPreview.points_taken_back));
      expect((await audit())[0]).toMatchObject({ action: 'result revert', note: 'wrong pana' });
    });
  });
});
