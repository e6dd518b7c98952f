import { MAX_BALANCE, checkLedger, credit } from '../src/features/wallet/ledger';
import { startHarness } from './support/api-harness';
import { placeBids, setUpMarkets } from './support/bids-fixture';
import { testDatabases } from './support/test-databases';
import { aMarket, testWorld } from './support/world';

const REUSED = 'idempotency_key reused with another request';

// Issue 25, items 10 and 12 (request numbers): one operator credit is capped (MAX_OPERATOR_CREDIT, 1,00,000), every
// balance stays far below 2^53, a key reused for another request is a 409, and a retried request uses up no number.
describe.each(testDatabases())('money caps on $mode', (kind) => {
  const { api } = testWorld(kind);

  const balanceOf = async (mobile: string) => Number((await api.db.query<{ balance: number }>('SELECT balance FROM users WHERE mobile = $1', [mobile]))[0]?.balance);
  const creditOf = (mobile: string, points: number) => api.operator('POST', '/operator/wallet/credit', { mobile, points, note: 'Bonus' });

  test('two credits of 2^53 − 1 are refused (no balance of 18,014,398,509,481,982); 1,00,000 is the most one credit adds', async () => {
    await api.register('9000002561', 'Rich');
    for (let i = 0; i < 2; i += 1) {
      expect(await creditOf('9000002561', Number.MAX_SAFE_INTEGER)).toEqual({ statusCode: 403, body: { error: 'owner (owner) may credit at most 1,00,000 points at a time (MAX_OPERATOR_CREDIT)' } });
    }
    expect((await creditOf('9000002561', 100_001)).statusCode).toBe(403);
    expect(await creditOf('9000002561', 100_000)).toMatchObject({ statusCode: 200, body: { balance: 100_000 } });
    expect(await balanceOf('9000002561')).toBe(100_000);
  });

  test('MAX_OPERATOR_CREDIT sets the cap', async () => {
    const generous = await startHarness(kind, { MAX_OPERATOR_CREDIT: '5000000' });
    try {
      await generous.register('9000002562', 'Generous');
      const answer = await generous.operator('POST', '/operator/wallet/credit', { mobile: '9000002562', points: 5_000_000, note: 'Bonus' });
      expect(answer).toMatchObject({ statusCode: 200, body: { balance: 5_000_000 } });
    } finally {
      await generous.close();
    }
  });

  test('no wallet holds more than 10^12 points: a credit or a transfer past it is a 409 and changes nothing', async () => {
    expect(MAX_BALANCE).toBeLessThan(Number.MAX_SAFE_INTEGER / 1000);
    const token = await api.register('9000002563', 'Full');
    const [user] = await api.db.query<{ id: number }>("SELECT id FROM users WHERE mobile = '9000002563'");
    await api.db.transaction((tx) => credit(tx, Number(user!.id), MAX_BALANCE - 50, 'operator_credit', 'Test points'));
    const refused = await creditOf('9000002563', 100);
    expect(refused).toEqual({ statusCode: 409, body: { error: 'The wallet of 9000002563 cannot hold more than 10,00,00,00,00,000 points' } });
    expect((await creditOf('9000002563', 50)).statusCode).toBe(200);
    expect(await balanceOf('9000002563')).toBe(MAX_BALANCE);
    // A transfer to a full wallet: refused, the sender keeps the points.
    await api.fund('9000002561', 1000);
    const sender = await api.register('9000002564', 'Sender');
    await api.fund('9000002564', 1000);
    const transfer = await api.call('api-user-transfer-wallet-balance', { amount: '500', mobile_no: '9000002563' }, sender);
    expect(transfer.statusCode).toBe(409);
    expect(await balanceOf('9000002564')).toBe(1000);
    expect(await balanceOf('9000002563')).toBe(MAX_BALANCE);
    // The full wallet can still spend.
    expect((await api.call('api-user-transfer-wallet-balance', { amount: '500', mobile_no: '9000002564' }, token)).statusCode).toBe(200);
  });

  /** What a declaration or cancel must leave alone when it is refused: balances, ledger, bids and the day's result. */
  const moneyState = async () => ({
    balances: await api.db.query('SELECT id, balance FROM users ORDER BY id'),
    entries: await api.db.query('SELECT count(*)::int AS n FROM ledger_entries'),
    bids: await api.db.query('SELECT id, status, payout FROM bids ORDER BY id'),
    results: await api.db.query('SELECT * FROM results ORDER BY market_id, result_date'),
  });

  test('a win past 10^12 refuses the declaration, naming the player; nothing is settled until the wallet has room', async () => {
    const market = await aMarket('Cap Market').addTo(api);
    await api.operator('POST', '/operator/rates', { kind: 'main', type: 'single_pana', val1: 10, val2: 1400 });
    api.clock.advance(2 * 24 * 3_600_000);
    api.clock.at('10:00');
    const full = await api.register('9000002570', 'Nearly Full');
    const other = await api.register('9000002571', 'Other Winner');
    const [user] = await api.db.query<{ id: number }>("SELECT id FROM users WHERE mobile = '9000002570'");
    await api.db.transaction((tx) => credit(tx, Number(user!.id), MAX_BALANCE - 10, 'operator_credit', 'Test points'));
    await api.fund('9000002571', 1000);
    // 100 points on Single Pana 128 at 10-1400 pay 14,000: the wallet (MAX_BALANCE − 110 after the bid) would pass the cap.
    expect((await placeBids(api, full, 'main', market, 'Single Pana', [['128', 100]])).statusCode).toBe(200);
    expect((await placeBids(api, other, 'main', market, 'Single Pana', [['128', 10]])).statusCode).toBe(200);
    api.clock.at('11:45');
    const before = await moneyState();
    const refused = await api.operator('POST', '/operator/results/open', { market, pana: '128' });
    expect(refused).toEqual({
      statusCode: 409,
      body: { error: 'Cannot declare: The wallet of 9000002570 cannot hold more than 10,00,00,00,00,000 points with these winnings. Debit the wallet first, then declare' },
    });
    expect(await moneyState()).toEqual(before);
    // Once the operator makes room, the same declaration pays every winner, the player's wallet up to the cap.
    expect((await api.operator('POST', '/operator/wallet/debit', { mobile: '9000002570', points: 13_890, note: 'Make room' })).statusCode).toBe(200);
    const declared = await api.operator('POST', '/operator/results/open', { market, pana: '128' });
    expect(declared).toMatchObject({ statusCode: 200, body: { won: 2, lost: 0 } });
    expect(await balanceOf('9000002570')).toBe(MAX_BALANCE);
    expect((await checkLedger(api.db)).mismatches).toEqual([]);
  });

  test('a fund request key reused with another amount is a 409; with the same amount, the first answer', async () => {
    const token = await api.register('9000002565', 'Keys');
    const file = (amount: string, key: string) => api.call('api-fund-request-add', { request_amount: amount, idempotency_key: key }, token);
    const first = await file('1000', 'deposit-key-0001');
    expect(first.statusCode).toBe(200);
    expect(await file('5000', 'deposit-key-0001')).toMatchObject({ statusCode: 409, body: { status: false, msg: REUSED } });
    expect((await file('1000', 'deposit-key-0001')).body).toEqual(first.body);
    const deposits = await api.db.query("SELECT 1 FROM fund_requests f JOIN users u ON u.id = f.user_id WHERE u.mobile = '9000002565'");
    expect(deposits).toHaveLength(1);
  });

  test('bids and transfers: the same key with another request is a 409 and changes nothing', async () => {
    const markets = await setUpMarkets(api);
    const token = await api.register('9000002566', 'Bidder');
    await api.fund('9000002566', 10_000);
    api.clock.advance(24 * 3_600_000);
    api.clock.at('10:00');
    expect((await placeBids(api, token, 'main', markets.main, 'Single Digit', [['5', 100]], { key: 'bid-key-000001' })).statusCode).toBe(200);
    const other = await placeBids(api, token, 'main', markets.main, 'Single Digit', [['5', 900]], { key: 'bid-key-000001' });
    expect(other).toMatchObject({ statusCode: 409, body: { msg: REUSED } });
    expect(await balanceOf('9000002566')).toBe(9_900);
    const send = (amount: string) => api.call('api-user-transfer-wallet-balance', { amount, mobile_no: '9000002561', idempotency_key: 'transfer-key-01' }, token);
    expect((await send('200')).statusCode).toBe(200);
    expect((await send('2000')).body.msg).toBe(REUSED);
    expect(await balanceOf('9000002566')).toBe(9_700);
  });

  test('retries use up no request numbers: deposits #1, #2, 31 retries, then #3 (players saw #34)', async () => {
    const fresh = await startHarness(kind);
    try {
      const token = await fresh.register('9000002567', 'Numbers');
      const file = (key: string) => fresh.call('api-fund-request-add', { request_amount: '1000', idempotency_key: key }, token);
      expect((await file('number-key-001')).body.request_id).toBe(1);
      expect((await file('number-key-002')).body.request_id).toBe(2);
      const retries = await Promise.all(Array.from({ length: 31 }, () => file('number-key-002')));
      expect(retries.every((retry) => retry.body.request_id === 2)).toBe(true);
      expect((await file('number-key-003')).body.request_id).toBe(3);
    } finally {
      await fresh.close();
    }
  });
});
