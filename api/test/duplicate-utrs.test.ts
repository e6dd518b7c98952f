import type { FastifyInstance } from 'fastify';
import { WALLET_MESSAGES } from '../src/features/wallet/messages';
import { migrate } from '../src/db/migrate';
import { APP_KEY, secondInstance, type Answer } from './support/api-harness';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

const UTR_USED = { status: false, msg: WALLET_MESSAGES.utrUsed, code: 'utr_used' };

// Issue 36, item 3: one payment is credited once. A UTR on a pending or approved deposit (anyone's) is refused, even
// filed twice at once; a payout receipt UTR is on one paid withdrawal; the console's list flags near-duplicates.
describe.each(testDatabases())('duplicate UTRs ($mode)', (kind) => {
  const asha = aPlayer('9811100001').named('Asha').withPoints(5000).withGooglePay('9811199991');
  const ravi = aPlayer('9811100002').named('Ravi').withPoints(5000).withGooglePay('9811199992');
  const { api } = testWorld(kind).at('12:00').with(asha, ravi);
  let keys = 0;
  const file = (token: string, amount: number, utr: string, app?: FastifyInstance) => {
    const payload = { app_key: APP_KEY, env_type: 'Prod', unique_token: token, request_amount: amount, payment_method: 'qr', utr, idempotency_key: `utr-key-${(keys += 1)}` };
    if (!app) return api.call('api-fund-request-add', payload);
    return app.inject({ method: 'POST', url: '/api/api-fund-request-add', payload }).then((response): Answer => ({ statusCode: response.statusCode, body: response.json() }));
  };
  const deposits = async () => (await api.operator('GET', '/operator/deposits')).body.deposits as Array<{ id: number; utr: string; amount: number; near_duplicates: number[] }>;

  beforeAll(async () => {
    await api.operator('POST', '/operator/content/withdraw', { min_withdrawal: 100, open_time: '09:00 AM', close_time: '09:00 PM' });
    await api.operator('POST', '/operator/content/deposit', { min_deposit: 100 });
  });

  test('a UTR on another player’s pending or approved deposit, or on the player’s own, is refused with a message the player reads', async () => {
    const first = await file(asha.token, 500, '400000000001');
    expect(first.body).toMatchObject({ status: true });
    // Pending: another player, and the same player again.
    expect(await file(ravi.token, 500, '400000000001')).toEqual({ statusCode: 409, body: UTR_USED });
    expect(await file(asha.token, 700, '400000000001')).toEqual({ statusCode: 409, body: UTR_USED });
    // Approved: still refused, for both.
    expect((await api.operator('POST', `/operator/deposits/${Number(first.body.request_id)}/approve`, {})).statusCode).toBe(200);
    expect(await file(ravi.token, 500, '400000000001')).toEqual({ statusCode: 409, body: UTR_USED });
    expect(await file(asha.token, 500, '400000000001')).toEqual({ statusCode: 409, body: UTR_USED });
    expect((await deposits()).filter((row) => row.utr === '400000000001')).toHaveLength(1);
    // A rejected deposit's UTR is free again (the player typed it wrong and files it again).
    const wrong = await file(ravi.token, 300, '400000000002');
    await api.operator('POST', `/operator/deposits/${Number(wrong.body.request_id)}/reject`, { reason: 'No such payment' });
    expect((await file(ravi.token, 300, '400000000002')).body).toMatchObject({ status: true });
    // No UTR (the UPI apps' path) is never a duplicate.
    expect((await file(ravi.token, 300, '')).statusCode).toBe(200);
    expect((await file(ravi.token, 300, '')).statusCode).toBe(200);
  });

  test('two filings of one UTR at once (two instances on PostgreSQL): exactly one is accepted, the other reads why', async () => {
    const other = api.url === undefined ? undefined : await secondInstance(api);
    try {
      const answers = await Promise.all([file(asha.token, 900, '400000000003'), file(ravi.token, 900, '400000000003', other?.app), file(ravi.token, 900, '400000000003')]);
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode !== 200)).toEqual([
        { statusCode: 409, body: UTR_USED },
        { statusCode: 409, body: UTR_USED },
      ]);
      expect((await deposits()).filter((row) => row.utr === '400000000003')).toHaveLength(1);
    } finally {
      await other?.close();
    }
  });

  test('the console’s list flags deposits of the same amount within a minute with another UTR', async () => {
    const one = Number((await file(asha.token, 4321, '400000000004')).body.request_id);
    const two = Number((await file(ravi.token, 4321, '400000000005')).body.request_id);
    const alone = Number((await file(ravi.token, 4322, '400000000006')).body.request_id);
    const byId = new Map((await deposits()).map((row) => [row.id, row]));
    expect(byId.get(one)?.near_duplicates).toEqual([two]);
    expect(byId.get(two)?.near_duplicates).toEqual([one]);
    expect(byId.get(alone)?.near_duplicates).toEqual([]);
  });

  test('a payout receipt UTR already on a paid withdrawal is refused, and the withdrawal stays pending', async () => {
    const withdraw = async (player: typeof asha) => {
      const answer = await api.call('api-user-withdraw-fund-request', { request_amount: 200, payment_method: '2', idempotency_key: `utr-key-${(keys += 1)}` }, player.token);
      expect(answer.body).toMatchObject({ status: true });
      return ((await api.operator('GET', '/operator/withdrawals?status=0')).body.withdrawals as Array<{ id: number }>)[0]!.id;
    };
    const paid = await withdraw(asha);
    const next = await withdraw(ravi);
    expect((await api.operator('POST', `/operator/withdrawals/${paid}/approve`, { receipt: '500000000001' })).statusCode).toBe(200);
    expect(await api.operator('POST', `/operator/withdrawals/${next}/approve`, { receipt: '500000000001' })).toEqual({
      statusCode: 409,
      body: { error: WALLET_MESSAGES.receiptUsed('500000000001') },
    });
    const pending = (await api.operator('GET', '/operator/withdrawals?status=0')).body.withdrawals as Array<{ id: number }>;
    expect(pending.map((row) => row.id)).toContain(next);
    expect((await api.operator('POST', `/operator/withdrawals/${next}/approve`, { receipt: '500000000002' })).statusCode).toBe(200);
  });
});

// A database that already holds repeated UTRs (filed before they were refused) still migrates: the repeats are kept
// and marked, and from then on a UTR is refused.
describe.each(testDatabases())('migrating a database with repeated UTRs ($mode)', (kind) => {
  test('keeps the earlier repeats, marked, and refuses new ones', async () => {
    const handle = await kind.create();
    try {
      const { db } = handle;
      // Back to the schema before 019, with the repeats a live database may hold.
      await db.exec(`DROP INDEX fund_requests_utr; DROP INDEX fund_requests_amount_time; DROP INDEX withdraw_requests_receipt_utr;
        ALTER TABLE fund_requests DROP COLUMN utr_repeat; ALTER TABLE withdraw_requests DROP COLUMN receipt_repeat;
        DELETE FROM schema_migrations WHERE version = '019_unique_utrs';
        INSERT INTO users (name, mobile, password_hash) VALUES ('A', '9833300001', 'x'), ('B', '9833300002', 'x');`);
      const [a, b] = (await db.query<{ id: number }>('SELECT id FROM users ORDER BY id')).map((row) => Number(row.id)) as [number, number];
      await db.query(
        `INSERT INTO fund_requests (user_id, amount, status, utr) VALUES ($1, 500, 'approved', '700000000001'), ($2, 500, 'approved', '700000000001'), ($2, 500, 'pending', '700000000001'), ($1, 300, 'rejected', '700000000002'), ($2, 300, 'pending', '700000000002')`,
        [a, b],
      );
      await db.query(`INSERT INTO withdraw_requests (user_id, amount, payment_method, payout_number, status, receipt_url) VALUES ($1, 100, '2', '9', 2, '800000000001'), ($2, 100, '2', '9', 2, '800000000001')`, [a, b]);
      await expect(migrate(db)).resolves.toEqual(['019_unique_utrs']);
      const marked = await db.query<{ utr: string; status: string; utr_repeat: boolean }>('SELECT utr, status, utr_repeat FROM fund_requests ORDER BY id');
      expect(marked.map((row) => row.utr_repeat)).toEqual([false, true, true, false, false]);
      expect((await db.query<{ receipt_repeat: boolean }>('SELECT receipt_repeat FROM withdraw_requests ORDER BY id')).map((row) => row.receipt_repeat)).toEqual([false, true]);
      await expect(db.query(`INSERT INTO fund_requests (user_id, amount, utr) VALUES ($1, 500, '700000000001')`, [b])).rejects.toThrow(/fund_requests_utr/);
      await expect(db.query(`INSERT INTO fund_requests (user_id, amount, utr) VALUES ($1, 300, '700000000002')`, [a])).rejects.toThrow(/fund_requests_utr/);
    } finally {
      await handle.drop();
    }
  });
});
