import { OWNER_CONTENT_KEYS } from '@matka/shared-kernel/operator-contract';
import { addOperator, asOperator, consoleOperator, asConsole, type TestOperator } from './support/operator-accounts';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

type Change = { id: number; at: string; actor: string; key: string; change: string; note: string };
type Today = { pending?: { deposits: { count: number; points: number }; withdrawals: { count: number; points: number } }; content_changes?: { count: number; changes: Change[] } };

// Issue 36, items 2 and 6: support could point every deposit at another UPI id. Where players pay and on what terms is
// the owners' alone, each change is shown to every owner until that owner acknowledges it; Today shows pending money
// only to those who decide it.
describe.each(testDatabases())('payment ids and money rules are the owners’ ($mode)', (kind) => {
  const player = aPlayer('9811200001').named('Paying Player');
  const { api } = testWorld(kind).at('10:00').with(player);
  const as: Record<string, TestOperator> = {};

  beforeAll(async () => {
    for (const role of ['support', 'cashier', 'results', 'releases']) as[role] = await addOperator(api, `${role}-one`, role);
    as.owner2 = await addOperator(api, 'owner-two', 'owner');
  });

  const content = async () => (await api.operator('GET', '/operator/content')).body as Record<string, Record<string, unknown>>;
  const auditRows = async () => (await api.operator('GET', '/operator/audit?limit=200')).body.actions as Array<Record<string, string>>;
  const todayOf = async (token?: string) => (token ? await asOperator(api, token, 'GET', '/operator/today') : await api.operator('GET', '/operator/today')).body as Today;

  test('support is refused every payment id, contact number and money rule, in words; nothing changes, nothing is audited', async () => {
    const before = await content();
    const rows = (await auditRows()).length;
    const attempts: Array<[string, Record<string, unknown>]> = [
      ['payment', { upi_id: 'someone@okaxis', note: 'new account' }],
      ['payment', { qr_image: 'https://evil.example/qr.png' }],
      ['contacts', { mobile_1: '9000000001', mobile_no: '9000000001', telegram_no: 'someone' }],
      ['withdraw', { min_withdrawal: 1, open_time: '12:00 AM', close_time: '11:59 PM' }],
      ['deposit', { min_deposit: 1 }],
      ['rules', { deposit_rule: 'Pay to someone@okaxis' }],
    ];
    // Every owner key is tried.
    expect(new Set(attempts.map(([key]) => key))).toEqual(new Set(OWNER_CONTENT_KEYS));
    for (const [key, body] of attempts) {
      expect(await asOperator(api, as.support!.token, 'POST', `/operator/content/${key}`, body)).toEqual({
        statusCode: 403,
        body: { error: `support-one (support) may not change ${key}: payment ids, contact numbers and money rules are an owner's to change` },
      });
    }
    expect(await content()).toEqual(before);
    expect((await auditRows()).length).toBe(rows);
    expect((await api.call('api-get-qr-pay', {})).body.qrdata).toEqual([{ upi_id: '', qr_image: '' }]);
    // Support keeps How To Play and the headlines; those are not shown to the owners.
    expect((await asOperator(api, as.support!.token, 'POST', '/operator/content/how_to_play', { content: 'Pick a market' })).statusCode).toBe(200);
    expect((await asOperator(api, as.support!.token, 'POST', '/operator/content/headlines', [{ id: 1, status: true, notes: 'Diwali' }])).statusCode).toBe(200);
    // No other role but an owner changes them either.
    expect((await asOperator(api, as.cashier!.token, 'POST', '/operator/content/payment', { upi_id: 'x@okaxis' })).statusCode).toBe(403);
    expect((await todayOf()).content_changes).toEqual({ count: 0, changes: [] });
  });

  test('an owner’s change reaches players and is shown, with its note, to every owner until each acknowledges it', async () => {
    const changed = await asOperator(api, as.owner2!.token, 'POST', '/operator/content/payment', { upi_id: 'shop@okaxis', note: 'new bank account' });
    expect(changed).toMatchObject({ statusCode: 200, body: { payment: { upi_id: 'shop@okaxis' } } });
    expect((await api.call('api-get-qr-pay', {})).body.qrdata).toEqual([{ upi_id: 'shop@okaxis', qr_image: '' }]);
    await api.operator('POST', '/operator/content/withdraw', { min_withdrawal: 1000, note: 'fewer small payouts' });

    const expected = [
      { id: expect.any(Number), at: expect.any(String), actor: 'owner', key: 'withdraw', change: 'min_withdrawal: 500 → 1000', note: 'fewer small payouts' },
      { id: expect.any(Number), at: expect.any(String), actor: 'owner-two', key: 'payment', change: 'upi_id: "" → "shop@okaxis"', note: 'new bank account' },
    ];
    // Both owners — the one who made a change too — see both, newest first; the other roles see none, and may not ask.
    expect((await todayOf()).content_changes).toEqual({ count: 2, changes: expected });
    expect((await todayOf(as.owner2!.token)).content_changes).toEqual({ count: 2, changes: expected });
    for (const role of ['support', 'cashier', 'results', 'releases']) {
      expect((await todayOf(as[role]!.token)).content_changes).toBeUndefined();
      expect((await asOperator(api, as[role]!.token, 'GET', '/operator/content/changes')).statusCode).toBe(403);
    }

    // The first owner acknowledges the payment change: gone from their Today, still on the second owner's.
    const [withdraw, payment] = (await todayOf()).content_changes!.changes;
    expect(await api.operator('POST', `/operator/content/changes/${payment!.id}/acknowledge`, {})).toEqual({ statusCode: 200, body: { id: payment!.id, acknowledged: true, changed: true } });
    expect(await api.operator('POST', `/operator/content/changes/${payment!.id}/acknowledge`, {})).toEqual({ statusCode: 200, body: { id: payment!.id, acknowledged: true, changed: false } });
    expect((await todayOf()).content_changes).toEqual({ count: 1, changes: [expected[0]] });
    expect((await todayOf(as.owner2!.token)).content_changes?.count).toBe(2);
    expect((await asOperator(api, as.owner2!.token, 'GET', '/operator/content/changes')).body).toEqual({ count: 2, changes: expected });

    // The second owner acknowledges both; support may not acknowledge; an id that is no such change is a 404.
    for (const change of [withdraw!, payment!]) expect((await asOperator(api, as.owner2!.token, 'POST', `/operator/content/changes/${change.id}/acknowledge`, {})).statusCode).toBe(200);
    expect((await todayOf(as.owner2!.token)).content_changes).toEqual({ count: 0, changes: [] });
    expect((await todayOf()).content_changes?.count).toBe(1);
    expect((await asOperator(api, as.support!.token, 'POST', `/operator/content/changes/${withdraw!.id}/acknowledge`, {})).statusCode).toBe(403);
    const [howToPlay] = (await auditRows()).filter((row) => row.target === 'how_to_play');
    expect(await api.operator('POST', `/operator/content/changes/${howToPlay!.id}/acknowledge`, {})).toEqual({
      statusCode: 404,
      body: { error: `No change #${howToPlay!.id} to payment ids, contact numbers or money rules` },
    });
    // Each acknowledgement is in the audit list, under its owner.
    expect((await auditRows()).filter((row) => row.action === 'content acknowledge').map((row) => [row.actor, row.target])).toEqual([
      ['owner-two', `#${payment!.id} payment`],
      ['owner-two', `#${withdraw!.id} withdraw`],
      ['owner', `#${payment!.id} payment`],
    ]);
  });

  test('an owner signed in to the console sees and acknowledges the changes there too (the same account’s list)', async () => {
    const { cookie } = await consoleOperator(api, 'owner-three', 'owner');
    const today = (await asConsole(api, cookie, 'GET', '/operator/today')).body as Today;
    expect(today.content_changes?.count).toBe(2);
    const id = today.content_changes!.changes[0]!.id;
    expect((await asConsole(api, cookie, 'POST', `/operator/content/changes/${id}/acknowledge`, {})).statusCode).toBe(200);
    expect(((await asConsole(api, cookie, 'GET', '/operator/today')).body as Today).content_changes?.count).toBe(1);
  });

  test('Today shows pending money only to the roles that decide it; the others do not get it from the API either', async () => {
    await api.call('api-fund-request-add', { request_amount: 700, payment_method: 'gpay', idempotency_key: 'owners-deposit-1' }, player.token);
    const money = { deposits: { count: 1, points: 700 }, withdrawals: { count: 0, points: 0 } };
    expect((await todayOf()).pending).toEqual(money);
    expect((await todayOf(as.cashier!.token)).pending).toEqual(money);
    for (const role of ['support', 'results', 'releases']) {
      const today = await asOperator(api, as[role]!.token, 'GET', '/operator/today');
      expect(today.statusCode).toBe(200);
      expect(today.body).not.toHaveProperty('pending');
      expect(today.body).toHaveProperty('due');
    }
  });
});
