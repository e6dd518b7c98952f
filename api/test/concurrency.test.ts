import { placeBids } from './support/bids-fixture';
import { testDatabases } from './support/test-databases';
import { aPlayer, setUpMarkets, testWorld } from './support/world';

// These mean most on PostgreSQL, where requests truly run at once (PGlite runs them one after another); they run on
// both, and must hold on both.
describe.each(testDatabases())('money under concurrency on $mode', (kind) => {
  const { api } = testWorld(kind).at('11:00').withContent('withdraw', { min_withdrawal: 10, open_time: '12:00 AM', close_time: '11:59 PM' });

  const balanceOf = async (token: string) => (await api.call('api-user-wallet-balance', {}, token)).body.wallet_amt;

  const playerWithUpi = async (mobile: string, points: number) => (await aPlayer(mobile).withPoints(points).withGooglePay('9222222222').joins(api)).token;

  test('50 withdrawals of 30 at once on 1,000 points: exactly 33 succeed, 10 points remain', async () => {
    const token = await playerWithUpi('9000000401', 1000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api.call('api-user-withdraw-fund-request', { request_amount: 30, payment_method: '2', idempotency_key: `withdraw-race-${i}` }, token),
      ),
    );
    expect(answers.filter((a) => a.body.status === true)).toHaveLength(33);
    expect(answers.filter((a) => a.body.msg === 'Wallet Limit Exceeded')).toHaveLength(17);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    expect(await balanceOf(token)).toBe(10);
  });

  test('50 transfers of 100 at once on 3,310 points: exactly 33 succeed, 10 points remain, the receiver gets 3,300', async () => {
    const sender = await playerWithUpi('9000000402', 3310);
    const receiver = await playerWithUpi('9000000403', 0);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api.call('api-user-transfer-wallet-balance', { amount: 100, mobile_no: '9000000403', idempotency_key: `transfer-race-${i}` }, sender),
      ),
    );
    expect(answers.filter((a) => a.body.status === true)).toHaveLength(33);
    expect(answers.filter((a) => a.body.msg === 'Not Enough Points')).toHaveLength(17);
    expect(await balanceOf(sender)).toBe(10);
    expect(await balanceOf(receiver)).toBe(3300);
  });

  test('opposite transfers at once do not deadlock', async () => {
    const a = await playerWithUpi('9000000404', 2000);
    const b = await playerWithUpi('9000000405', 2000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? api.call('api-user-transfer-wallet-balance', { amount: 100, mobile_no: '9000000405', idempotency_key: `a-to-b-${i}` }, a)
          : api.call('api-user-transfer-wallet-balance', { amount: 100, mobile_no: '9000000404', idempotency_key: `b-to-a-${i}` }, b),
      ),
    );
    expect(answers.filter((answer) => answer.body.status !== true)).toEqual([]);
    expect([await balanceOf(a), await balanceOf(b)]).toEqual([2000, 2000]);
  });

  test('50 bid batches of 30 at once on 1,000 points never overdraw: exactly 33 stored, 10 points remain', async () => {
    const markets = await setUpMarkets(api);
    const token = await playerWithUpi('9000000408', 1000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => placeBids(api, token, 'main', markets.main, 'Single Digit', [[String(i % 10), 30]], { key: `bid-race-${i}` })),
    );
    expect(answers.filter((a) => a.body.status === true)).toHaveLength(33);
    expect(answers.filter((a) => a.body.msg === 'Insufficient balance please refill your account')).toHaveLength(17);
    expect(await balanceOf(token)).toBe(10);
    const [stored] = await api.db.query<{ n: number; points: number }>(
      'SELECT count(*)::int AS n, COALESCE(sum(points), 0)::int AS points FROM bids b JOIN users u ON u.id = b.user_id WHERE u.mobile = $1',
      ['9000000408'],
    );
    expect(stored).toEqual({ n: 33, points: 990 });

    // The same batch replayed 10 times at once debits once.
    await api.fund('9000000408', 100);
    await Promise.all(Array.from({ length: 10 }, () => placeBids(api, token, 'main', markets.main, 'Single Digit', [['5', 40]], { key: 'bid-replay-race' })));
    expect(await balanceOf(token)).toBe(70);
  });

  test('10 requests at once with one idempotency key: one effect, one answer', async () => {
    const sender = await playerWithUpi('9000000406', 1000);
    await playerWithUpi('9000000407', 0);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.call('api-user-transfer-wallet-balance', { amount: 100, mobile_no: '9000000407', idempotency_key: 'one-key-for-all' }, sender),
      ),
    );
    const succeeded = answers.filter((a) => a.body.status === true);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    for (const answer of succeeded) expect(answer.body).toEqual(succeeded[0]?.body);
    // Any that could not wait for the first were told it is in progress, never acted twice.
    for (const answer of answers.filter((a) => a.body.status !== true)) expect(answer.statusCode).toBe(409);
    expect(await balanceOf(sender)).toBe(900);

    const withdrawals = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.call('api-user-withdraw-fund-request', { request_amount: 50, payment_method: '2', idempotency_key: 'one-withdraw-key' }, sender),
      ),
    );
    expect(withdrawals.filter((a) => a.body.status === true).length).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(sender)).toBe(850);
  });
});
