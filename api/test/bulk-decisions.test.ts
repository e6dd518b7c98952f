import { addOperator, asOperator, type TestOperator } from './support/operator-accounts';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

// Issue 43, item 4: several deposits or withdrawals decided with one confirmation, each as it would be alone — the
// second approval above SECOND_APPROVAL_ABOVE included — and the answer lists each outcome.
describe.each(testDatabases())('bulk decisions ($mode)', (kind) => {
  const asha = aPlayer('9844400001').named('Asha').withPoints(5000).withGooglePay('9844400001');
  const ravi = aPlayer('9844400002').named('Ravi');
  const { api } = testWorld(kind).withEnv({ SECOND_APPROVAL_ABOVE: '5000' }).at('12:00').withContent('deposit', { min_deposit: 100 }).with(asha, ravi);
  let meera: TestOperator;
  let keys = 0;
  const key = () => `bulk-key-${(keys += 1)}-${kind.mode}`;
  const deposit = async (player: typeof asha, amount: number) => {
    await player.call('api-fund-request-add', { request_amount: amount, idempotency_key: key() });
    return ((await api.operator('GET', `/operator/deposits?status=pending&player=${player.mobile}`)).body.deposits as Array<{ id: number }>)[0]!.id;
  };
  beforeAll(async () => {
    meera = await addOperator(api, 'meera', 'cashier');
  });

  test('approve several deposits: the small ones are credited, the large one waits in Approvals, a decided one says so', async () => {
    const small = await deposit(asha, 500);
    const large = await deposit(ravi, 6000);
    const other = await deposit(ravi, 300);
    await api.operator('POST', `/operator/deposits/${other}/reject`, { reason: 'No payment' });
    const answer = await asOperator(api, meera.token, 'POST', '/operator/deposits/bulk', { ids: `${small},${large},${other},999999`, decision: 'approve', note: 'morning batch' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.outcomes).toEqual([
      { id: small, outcome: 'approved', balance: 5500, message: `Deposit #${small} approved` },
      { id: large, outcome: 'waiting', balance: null, message: `Deposit #${large} waits for a second operator's approval (Approvals)` },
      { id: other, outcome: 'refused', balance: null, message: `Deposit request ${other} is already rejected` },
      { id: 999999, outcome: 'refused', balance: null, message: 'No deposit request 999999' },
    ]);
    expect(await ravi.wallet()).toBe(0);
    expect(((await api.operator('GET', '/operator/approvals')).body.approvals as Array<{ deposit_id: number }>).map((row) => row.deposit_id)).toContain(large);
    const audit = (await api.operator('GET', '/operator/audit?actor=meera')).body.actions as Array<Record<string, string>>;
    expect(audit.map((row) => [row.action, row.note])).toEqual([
      ['deposit approve asked', 'morning batch'],
      ['deposit approve', 'morning batch'],
    ]);
  });

  test('reject several deposits with one reason the players read; a reject without a reason is refused whole', async () => {
    const one = await deposit(asha, 200);
    const two = await deposit(ravi, 250);
    expect((await api.operator('POST', '/operator/deposits/bulk', { ids: `${one},${two}`, decision: 'reject' })).body).toEqual({ error: 'reason: say why (the player reads it)' });
    const answer = await api.operator('POST', '/operator/deposits/bulk', { ids: `${one},${two}`, decision: 'reject', reason: 'No payment with that UTR' });
    expect((answer.body.outcomes as Array<{ outcome: string }>).map((row) => row.outcome)).toEqual(['rejected', 'rejected']);
    expect((await api.operator('POST', '/operator/deposits/bulk', { ids: 'x,1', decision: 'approve' })).body).toEqual({ error: 'ids: request numbers, comma-separated (1 to 50)' });
    expect((await asOperator(api, (await addOperator(api, 'sup', 'support')).token, 'POST', '/operator/deposits/bulk', { ids: `${one}`, decision: 'approve' })).statusCode).toBe(403);
  });

  test('withdrawals: paid with a receipt each, in order, or cancelled with one reason (the points come back)', async () => {
    const ids: number[] = [];
    for (const amount of [500, 600, 700]) {
      await asha.call('api-user-withdraw-fund-request', { request_amount: amount, payment_method: '2', idempotency_key: key() });
    }
    for (const row of (await api.operator('GET', `/operator/withdrawals?status=0&player=${asha.mobile}`)).body.withdrawals as Array<{ id: number }>) ids.push(row.id);
    const [third, second, first] = ids as [number, number, number];
    expect((await api.operator('POST', '/operator/withdrawals/bulk', { ids: `${first},${second}`, decision: 'approve', receipts: '412345678901' })).body).toEqual({
      error: "receipts: one per withdrawal, comma-separated in the ids' order (2, not 1)",
    });
    expect((await api.operator('POST', '/operator/withdrawals/bulk', { ids: `${first}`, decision: 'approve', receipts: 'http://x' })).body.error).toMatch(/^receipts: the 1\. one: /);
    const paid = await api.operator('POST', '/operator/withdrawals/bulk', { ids: `${first},${second}`, decision: 'approve', receipts: '412345678901, 412345678902' });
    expect((paid.body.outcomes as Array<{ outcome: string; message: string }>).map((row) => [row.outcome, row.message])).toEqual([
      ['approved', `Withdrawal #${first} paid, receipt 412345678901`],
      ['approved', `Withdrawal #${second} paid, receipt 412345678902`],
    ]);
    const before = await asha.wallet();
    const cancelled = await api.operator('POST', '/operator/withdrawals/bulk', { ids: `${third}`, decision: 'cancel', reason: 'UPI number wrong' });
    expect(cancelled.body.outcomes).toEqual([{ id: third, outcome: 'cancelled', balance: before + 700, message: `Withdrawal #${third} cancelled` }]);
  });
});
