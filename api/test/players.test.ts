import { placeBids } from './support/bids-fixture';
import { APP_KEY, secondInstance } from './support/api-harness';
import { addOperator, asOperator, type TestOperator } from './support/operator-accounts';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

// Issue 43, item 1: players looked after properly — found a page at a time, suspended with a reason they read at
// login, sent a reset code nobody else sees, noted, and read whole (sign-ins, bids with outcomes, P&L).
describe.each(testDatabases())('players, for operators ($mode)', (kind) => {
  const meera = aPlayer('9811100001').named('Meera Shah').withPoints(1000);
  const mohan = aPlayer('9811100002').named('Mohan Das').withPoints(500);
  const { api, markets } = testWorld(kind).at('10:00').withMarkets().with(meera, mohan);
  const ops: Record<string, TestOperator> = {};
  beforeAll(async () => {
    for (const role of ['cashier', 'support', 'results']) ops[role] = await addOperator(api, `${role}-p`, role);
  });
  const login = (mobile: string, password = 'secret-pass', headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url: '/api/api-user-login', headers, payload: { app_key: APP_KEY, env_type: 'Prod', mobile, password } });

  test('the list pages by id, 50 at a time, and finds a number or a name by its start, any case', async () => {
    for (let n = 0; n < 52; n += 1) await api.db.query("INSERT INTO users (name, mobile, password_hash) VALUES ($1, $2, 'x')", [`Bulk ${n}`, `70000${String(n).padStart(5, '0')}`]);
    const first = (await api.operator('GET', '/operator/users')).body;
    expect((first.users as unknown[]).length).toBe(50);
    expect(first.next_after).toEqual(expect.any(Number));
    const second = (await api.operator('GET', `/operator/users?after=${first.next_after}`)).body;
    expect((second.users as unknown[]).length).toBe(4);
    expect(second.next_after).toBeNull();
    const ids = [...(first.users as Array<{ id: number }>), ...(second.users as Array<{ id: number }>)].map((u) => u.id);
    expect(new Set(ids).size).toBe(54);
    expect(((await api.operator('GET', '/operator/users?q=98111')).body.users as Array<{ mobile: string }>).map((u) => u.mobile)).toEqual(['9811100001', '9811100002']);
    expect(((await api.operator('GET', '/operator/users?q=mohan')).body.users as Array<{ name: string }>).map((u) => u.name)).toEqual(['Mohan Das']);
    // A % typed is a percent sign, not "anything".
    expect((await api.operator('GET', '/operator/users?q=%25')).body.users).toEqual([]);
    expect((await api.operator('GET', '/operator/users?after=x')).body).toEqual({ error: 'after must be a number' });
  });

  test('suspended: every session ends at once and the player reads the reason at login; resumed: they sign in again', async () => {
    const token = (await login(meera.mobile)).json().unique_token as string;
    expect((await api.call('api-user-wallet-balance', {}, token)).statusCode).toBe(200);
    const asCashier = (method: 'GET' | 'POST', url: string, body?: unknown) => asOperator(api, ops.cashier!.token, method, url, body);
    expect((await asCashier('POST', '/operator/users/suspend', { mobile: meera.mobile, reason: '' })).body).toEqual({ error: 'reason: say why (the player reads it at login)' });
    expect((await asCashier('POST', '/operator/users/suspend', { mobile: meera.mobile, reason: 'KYC documents pending.' })).body).toEqual({ mobile: meera.mobile, suspended: true, changed: true });
    expect((await api.call('api-user-wallet-balance', {}, token)).statusCode).toBe(401);
    expect(meera.token).toBeTruthy();
    expect((await api.call('api-user-wallet-balance', {}, meera.token)).statusCode).toBe(401);
    const refused = await login(meera.mobile);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: false, msg: 'Your account is suspended: KYC documents pending. Please contact support.' });
    // A wrong password learns nothing of the reason.
    expect((await login(meera.mobile, 'wrong-pass')).json().msg).toBe('Mobile number or password is incorrect');
    const shown = (await api.operator('GET', `/operator/users/${meera.mobile}`)).body.player;
    expect(shown).toMatchObject({ suspended_at: expect.any(String), suspend_reason: 'KYC documents pending.' });
    expect((await asCashier('POST', '/operator/users/resume', { mobile: meera.mobile })).body).toEqual({ mobile: meera.mobile, suspended: false, changed: true });
    expect((await asCashier('POST', '/operator/users/resume', { mobile: meera.mobile })).body).toMatchObject({ changed: false });
    expect((await login(meera.mobile)).statusCode).toBe(200);
    const audit = (await api.operator('GET', `/operator/audit?player=${meera.mobile}`)).body.actions as Array<Record<string, string>>;
    expect(audit.slice(0, 2).map((row) => [row.action, row.actor, row.change])).toEqual([
      ['player resume', 'cashier-p', 'sign-in allowed again'],
      ['player suspend', 'cashier-p', 'sign-in suspended: KYC documents pending.'],
    ]);
    expect((await asOperator(api, ops.support!.token, 'POST', '/operator/users/suspend', { mobile: meera.mobile, reason: 'x' })).body).toEqual({
      error: 'support-p (support) may not suspend or resume a player\'s sign-in',
    });
  });

  if (kind.mode === 'postgres') {
    test('a suspension ends the player’s sessions on every instance', async () => {
      const other = await secondInstance(api);
      try {
        const token = (await login(mohan.mobile)).json().unique_token as string;
        const onOther = () => other.app.inject({ method: 'POST', url: '/api/api-user-wallet-balance', payload: { app_key: APP_KEY, env_type: 'Prod', unique_token: token } });
        expect((await onOther()).statusCode).toBe(200);
        await api.operator('POST', '/operator/users/suspend', { mobile: mohan.mobile, reason: 'Chargeback' });
        expect((await onOther()).statusCode).toBe(401);
        await api.operator('POST', '/operator/users/resume', { mobile: mohan.mobile });
      } finally {
        await other.close();
      }
    });
  }

  test('a reset code goes to the player by SMS, never to the operator, and opens the reset flow', async () => {
    api.clock.advance(60_000);
    const before = api.sms.sent.length;
    const answer = await asOperator(api, ops.support!.token, 'POST', '/operator/users/reset-code', { mobile: mohan.mobile, note: 'called the helpline' });
    expect(answer.body).toEqual({ mobile: mohan.mobile, sent: true });
    const code = api.sms.lastCode(mohan.mobile);
    expect(api.sms.sent.length).toBe(before + 1);
    expect(JSON.stringify(answer.body)).not.toContain(code);
    const audit = (await api.operator('GET', `/operator/audit?player=${mohan.mobile}`)).body.actions as Array<Record<string, string>>;
    expect(JSON.stringify(audit)).not.toContain(code);
    const ticket = (await api.call('api-verify-reset-otp', { mobile: mohan.mobile, otp: code })).body.reset_ticket as string;
    expect((await api.call('api-forgot-password', { mobile: mohan.mobile, reset_ticket: ticket, new_pass: 'mohan-new-pass' })).statusCode).toBe(200);
    expect((await login(mohan.mobile, 'mohan-new-pass')).statusCode).toBe(200);
    // The reset flow's own limits: a second code within 30 s is refused.
    expect((await api.operator('POST', '/operator/users/reset-code', { mobile: mohan.mobile })).statusCode).toBe(429);
    expect((await asOperator(api, ops.results!.token, 'POST', '/operator/users/reset-code', { mobile: mohan.mobile })).statusCode).toBe(403);
  });

  test('notes, sign-ins, bids with their numbers and outcomes, and the P&L on the player’s page', async () => {
    await login(meera.mobile, 'secret-pass', { 'user-agent': 'MatkaPhone/1.0', 'x-forwarded-for': '203.0.113.9' });
    expect((await asOperator(api, ops.support!.token, 'POST', '/operator/users/note', { mobile: meera.mobile, body: '' })).body).toEqual({ error: 'body: write the note' });
    const note = await asOperator(api, ops.support!.token, 'POST', '/operator/users/note', { mobile: meera.mobile, body: 'Asked about Diwali bonus' });
    expect(note.body).toMatchObject({ body: 'Asked about Diwali bonus', author: 'support-p', at: expect.any(String) });
    expect((await asOperator(api, ops.results!.token, 'POST', '/operator/users/note', { mobile: meera.mobile, body: 'x' })).statusCode).toBe(403);
    const token = (await login(meera.mobile)).json().unique_token as string;
    await placeBids(api, token, 'main', markets.main, 'Single Digit', [['6', 100], ['7', 50]]);
    await placeBids(api, token, 'main', markets.main, 'Jodi Digit', [['61', 20]]);
    api.clock.at('11:35');
    await api.operator('POST', '/operator/results/open', { market: markets.main, pana: '123' });
    const page = (await api.operator('GET', `/operator/users/${meera.mobile}`)).body;
    expect(page.notes).toEqual([expect.objectContaining({ body: 'Asked about Diwali bonus', author: 'support-p' })]);
    const signIns = page.sign_ins as Array<Record<string, string>>;
    expect(signIns.length).toBeGreaterThanOrEqual(3);
    expect(signIns.some((row) => row.user_agent === 'MatkaPhone/1.0')).toBe(true);
    expect(signIns[0]).toMatchObject({ at: expect.any(String), address: expect.any(String), device: expect.stringMatching(/^[0-9a-f]{12}$/) });
    // Single Digit 6 won 950 (10-95), 7 lost; the Jodi waits for the close.
    expect(page.pnl).toEqual({ stakes: 170, payouts: 950, refunds: 0, net: 780 });
    const bids = (await api.operator('GET', `/operator/users/${meera.mobile}/bids`)).body;
    expect(bids.next_before).toBeNull();
    expect((bids.bids as Array<Record<string, unknown>>).map((b) => [b.type, b.digits, b.points, b.status, b.payout])).toEqual([
      ['Jodi Digit', '61', 20, 'pending', 0],
      ['Single Digit', '7', 50, 'lost', 0],
      ['Single Digit', '6', 100, 'won', 950],
    ]);
    expect((await api.operator('GET', '/operator/users/9000000000/bids')).statusCode).toBe(404);
  });
});
