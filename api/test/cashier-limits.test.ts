import { secondInstance } from './support/api-harness';
import { addOperator, asOperator, type TestOperator } from './support/operator-accounts';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

// Issue 36, item 5: a cashier's credits have day totals (theirs and the player's, decided in the database), and a credit
// or a deposit approval above SECOND_APPROVAL_ABOVE waits for another owner or cashier.
describe.each(testDatabases())('cashier limits per day and the second approval ($mode)', (kind) => {
  const players = ['9822300001', '9822300002', '9822300003', '9822300004', '9822300005', '9822300006', '9822300007'].map((mobile) => aPlayer(mobile));
  const { api } = testWorld(kind)
    .withEnv({ CASHIER_DAY_CREDIT: '20000', PLAYER_DAY_CREDIT: '12000', SECOND_APPROVAL_ABOVE: '8000' })
    .at('12:00')
    .with(...players);
  const [p1, p2, p3, p4, p5, p6] = players.map((player) => player.mobile) as [string, string, string, string, string, string];
  let meera: TestOperator;
  let ravi: TestOperator;
  let sunil: TestOperator;

  const credit = (who: TestOperator, mobile: string, points: number, note = 'Bonus') => asOperator(api, who.token, 'POST', '/operator/wallet/credit', { mobile, points, note });
  const balance = async (mobile: string) => Number((await api.db.query<{ balance: number }>('SELECT balance FROM users WHERE mobile = $1', [mobile]))[0]?.balance);
  const entries = async (mobile: string) =>
    (await api.db.query<{ amount: number; kind: string }>('SELECT amount, kind FROM ledger_entries WHERE user_id = (SELECT id FROM users WHERE mobile = $1) ORDER BY id', [mobile])).map(
      (row) => ({ amount: Number(row.amount), kind: row.kind }),
    );
  const waiting = async () => (await api.operator('GET', '/operator/approvals')).body.approvals as Array<Record<string, unknown> & { id: number }>;
  const audit = async (player: string) => ((await api.operator('GET', `/operator/audit?player=${player}`)).body.actions as Array<Record<string, string>>).map(({ action, actor, change }) => ({ action, actor, change }));

  beforeAll(async () => {
    meera = await addOperator(api, 'meera', 'cashier');
    ravi = await addOperator(api, 'ravi', 'cashier');
    sunil = await addOperator(api, 'sunil', 'cashier');
    await api.operator('POST', '/operator/content/deposit', { min_deposit: 100 });
  });

  test('a player’s day total (PLAYER_DAY_CREDIT) refuses the credit that passes it, naming the room left, whoever credits', async () => {
    expect((await credit(meera, p1, 7000)).body).toMatchObject({ credited: 7000, balance: 7000 });
    expect(await credit(ravi, p1, 6000)).toEqual({
      statusCode: 403,
      body: { error: `Over the player's day limit: ${p1} has been credited 7,000 pts today (PLAYER_DAY_CREDIT is 12,000 pts), so 5,000 pts left, not 6,000 pts` },
    });
    expect((await credit(ravi, p1, 5000)).statusCode).toBe(200);
    expect((await credit(meera, p1, 1)).body.error).toMatch(/so 0 pts left, not 1 pts$/);
    expect(await balance(p1)).toBe(12_000);
  });

  test('a cashier’s day total (CASHIER_DAY_CREDIT) refuses the credit that passes it, naming the room left', async () => {
    // meera credited 7,000 above: 13,000 more fit.
    expect((await credit(meera, p2, 7000)).statusCode).toBe(200);
    expect(await credit(meera, p3, 7000)).toEqual({
      statusCode: 403,
      body: { error: "Over the cashier's day limit: meera has credited 14,000 pts today (CASHIER_DAY_CREDIT is 20,000 pts), so 6,000 pts left, not 7,000 pts" },
    });
    expect(await balance(p3)).toBe(0);
    // An owner is held to the one-credit limit and the second approval only.
    expect((await api.operator('POST', '/operator/wallet/credit', { mobile: p2, points: 8000, note: 'Owner bonus' })).statusCode).toBe(200);
    // The next IST day starts again.
    api.clock.advance(24 * 3_600_000);
    expect((await credit(meera, p3, 7000)).statusCode).toBe(200);
  });

  test('credits at once (two instances on PostgreSQL) cannot both slip under a day total', async () => {
    const other = api.url === undefined ? undefined : await secondInstance(api, { CASHIER_DAY_CREDIT: '20000', PLAYER_DAY_CREDIT: '12000', SECOND_APPROVAL_ABOVE: '8000' });
    try {
      const send = (index: number) => {
        const payload = { mobile: p4, points: 3000, note: `At once ${index}` };
        if (index % 2 === 0 || !other) return credit(sunil, p4, 3000, payload.note);
        return other.app.inject({ method: 'POST', url: '/operator/wallet/credit', headers: { authorization: `Bearer ${sunil.token}` }, payload }).then((response) => ({ statusCode: response.statusCode }));
      };
      const answers = await Promise.all([0, 1, 2, 3, 4, 5].map(send));
      // 12,000 for the player: four of 3,000 fit, two are refused.
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 403, 403]);
      expect(await balance(p4)).toBe(12_000);
      expect(await entries(p4)).toHaveLength(4);
    } finally {
      await other?.close();
    }
  });

  test('a credit above SECOND_APPROVAL_ABOVE waits; the one who asked cannot second it; another cashier does, once, with its ledger entry', async () => {
    const asked = await credit(meera, p5, 9000, 'Big win correction');
    expect(asked).toEqual({ statusCode: 200, body: { mobile: p5, credited: 0, balance: 0, second_approval: { id: expect.any(Number), asked_by: 'meera' } } });
    const id = (asked.body.second_approval as { id: number }).id;
    expect(await balance(p5)).toBe(0);
    expect(await waiting()).toEqual([{ id, kind: 'credit', mobile: p5, name: expect.any(String), points: 9000, note: 'Big win correction', deposit_id: null, asked_by: 'meera', asked_at: expect.any(String) }]);
    // A waiting credit counts in the day totals already.
    expect((await credit(ravi, p5, 4000)).body.error).toMatch(/^Over the player's day limit: 9822300005 has been credited 9,000 pts today/);
    expect(await asOperator(api, meera.token, 'POST', `/operator/approvals/${id}/approve`, {})).toEqual({
      statusCode: 403,
      body: { error: 'meera asked for this: the second approval must come from another owner or cashier' },
    });
    expect(await balance(p5)).toBe(0);
    const approvals = await Promise.all([
      asOperator(api, ravi.token, 'POST', `/operator/approvals/${id}/approve`, {}),
      asOperator(api, sunil.token, 'POST', `/operator/approvals/${id}/approve`, {}),
    ]);
    expect(approvals.map((answer) => answer.body.changed).sort()).toEqual([false, true]);
    expect(await balance(p5)).toBe(9000);
    expect(await entries(p5)).toEqual([{ amount: 9000, kind: 'operator_credit' }]);
    expect(await waiting()).toEqual([]);
    expect((await audit(p5)).slice(0, 2)).toEqual([
      { action: 'wallet credit', actor: expect.stringMatching(/^(ravi|sunil)$/), change: '9,000 pts credited, balance 9,000 pts, asked by meera' },
      { action: 'wallet credit asked', actor: 'meera', change: "9,000 pts waits for a second operator's approval" },
    ]);
  });

  test('either operator may reject a waiting credit: nothing is credited, and it no longer counts', async () => {
    const asked = await api.operator('POST', '/operator/wallet/credit', { mobile: p6, points: 50_000, note: 'Owner asks' });
    const id = (asked.body.second_approval as { id: number }).id;
    expect((await asOperator(api, ravi.token, 'POST', `/operator/approvals/${id}/reject`, {})).body).toEqual({ error: 'reason: say why' });
    expect((await asOperator(api, ravi.token, 'POST', `/operator/approvals/${id}/reject`, { reason: 'No such win' })).body).toMatchObject({ status: 'rejected', changed: true });
    expect((await asOperator(api, sunil.token, 'POST', `/operator/approvals/${id}/approve`, {})).body).toEqual({ error: `Approval ${id} was already rejected` });
    expect(await balance(p6)).toBe(0);
    expect((await audit(p6))[0]).toEqual({ action: 'wallet credit rejected', actor: 'ravi', change: '50,000 pts not credited: No such win, asked by owner' });
    // A rejected credit is not in the player's day total: a cashier's 8,000 still fits.
    expect((await credit(sunil, p6, 8000)).body).toMatchObject({ credited: 8000, balance: 8000 });
  });

  test('a deposit approval above SECOND_APPROVAL_ABOVE waits, shows who asked, and is credited once at another operator’s approval', async () => {
    const player = players[6]!;
    const filed = await api.call('api-fund-request-add', { request_amount: 9500, payment_method: 'qr', utr: '600000000001' }, player.token);
    const depositId = Number(filed.body.request_id);
    const first = await asOperator(api, meera.token, 'POST', `/operator/deposits/${depositId}/approve`, {});
    expect(first.body).toEqual({ id: depositId, status: 'pending', balance: null, changed: true, second_approval: { id: expect.any(Number), asked_by: 'meera' } });
    const listed = ((await api.operator('GET', '/operator/deposits?status=pending')).body.deposits as Array<Record<string, unknown>>).find((row) => row.id === depositId);
    expect(listed).toMatchObject({ status: 'pending', second_approval: { asked_by: 'meera', asked_at: expect.any(String) } });
    expect(await waiting()).toEqual([expect.objectContaining({ kind: 'deposit', deposit_id: depositId, points: 9500, asked_by: 'meera' })]);
    expect((await asOperator(api, meera.token, 'POST', `/operator/deposits/${depositId}/approve`, {})).body).toEqual({
      error: 'meera asked for this: the second approval must come from another owner or cashier',
    });
    expect(await balance(player.mobile)).toBe(0);
    expect((await api.operator('POST', `/operator/deposits/${depositId}/approve`, {})).body).toMatchObject({ status: 'approved', balance: 9500, changed: true });
    expect((await asOperator(api, ravi.token, 'POST', `/operator/deposits/${depositId}/approve`, {})).body).toMatchObject({ status: 'approved', changed: false });
    expect(await entries(player.mobile)).toEqual([{ amount: 9500, kind: 'deposit' }]);
    expect((await audit(player.mobile))[0]).toMatchObject({ action: 'deposit approve', actor: 'owner', change: '9,500 pts credited, balance 9,500 pts, asked by meera' });
    // Rejected from the list of what waits: the player reads the reason; nothing is credited.
    const again = await api.call('api-fund-request-add', { request_amount: 9000, payment_method: 'qr', utr: '600000000002' }, player.token);
    const secondId = Number(again.body.request_id);
    const asked = await asOperator(api, ravi.token, 'POST', `/operator/deposits/${secondId}/approve`, {});
    const approvalId = (asked.body.second_approval as { id: number }).id;
    expect((await asOperator(api, ravi.token, 'POST', `/operator/approvals/${approvalId}/reject`, { reason: 'Payment not in the statement' })).body).toMatchObject({ kind: 'deposit', status: 'rejected', changed: true });
    const history = (await api.call('api-fund-request-history', {}, player.token)).body.fund_requests as Array<Record<string, unknown>>;
    expect(history[0]).toMatchObject({ request_status: 'rejected', reject_reason: 'Payment not in the statement' });
    expect(await balance(player.mobile)).toBe(9500);
  });
});
