import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

describe.each(testDatabases())("a player never reaches another's data on $mode", (kind) => {
  const alice = aPlayer('9000000501').named('Alice').withPoints(1000).withGooglePay('9333333333');
  const bob = aPlayer('9000000502').named('Bob');
  const { api } = testWorld(kind).at('11:00').withContent('withdraw', { min_withdrawal: 100, open_time: '12:00 AM', close_time: '11:59 PM' }).with(alice, bob);
  beforeAll(async () => {
    await alice.call('api-user-withdraw-fund-request', { request_amount: 100, payment_method: '2', idempotency_key: 'alice-withdraw-1' });
    await alice.call('api-fund-request-add', { request_amount: 500, idempotency_key: 'alice-deposit-1' });
  });

  test("naming Alice's number in the withdraw history still shows Bob only his own", async () => {
    const answer = await api.call('api-user-withdraw-transaction-history', { mobile_no: '9000000501' }, bob.token);
    expect(answer.body.withdrawdata).toEqual([]);
  });

  test("Bob's wallet, details and histories are his", async () => {
    expect((await api.call('api-user-wallet-balance', {}, bob.token)).body.wallet_amt).toBe(0);
    expect((await api.call('api-get-user-details', {}, bob.token)).body).toMatchObject({ user_name: 'Bob', mobile: '9000000502' });
    expect((await api.call('api-wallet-transaction-history', {}, bob.token)).body.transaction_history).toEqual([]);
    expect((await api.call('api-fund-request-history', {}, bob.token)).body.fund_requests).toEqual([]);
    expect((await api.call('api-get-user-payment-details', {}, bob.token)).body.payment_details).toMatchObject({ google_pay_number: '' });
  });

  test("Bob cannot move Alice's points: a transfer always debits the caller", async () => {
    const answer = await api.call('api-user-transfer-wallet-balance', { amount: 100, mobile_no: '9000000502', idempotency_key: 'bob-steals-1' }, bob.token);
    expect(answer.body).toMatchObject({ status: false, msg: "Don't Use Your Own Phone No." });
    const other = await api.call('api-user-transfer-wallet-balance', { amount: 100, mobile_no: '9000000501', idempotency_key: 'bob-steals-2' }, bob.token);
    expect(other.body).toMatchObject({ status: false, msg: 'Not Enough Points' });
    expect((await api.call('api-user-wallet-balance', {}, alice.token)).body.wallet_amt).toBe(900);
  });

  test("Bob cannot confirm a UPI number with Alice's code", async () => {
    await api.call('api-add-user-upi-details', { upi_type: '1', paytm_no: '9444444444' }, alice.token);
    const aliceCode = api.sms.lastCode('9000000501');
    const answer = await api.call('api-add-user-upi-details', { upi_type: '1', otp: aliceCode }, bob.token);
    expect(answer.body).toMatchObject({ status: false });
    expect((await api.call('api-get-user-payment-details', {}, bob.token)).body.payment_details).toMatchObject({ paytm_number: '' });
  });

  test("naming Alice's number in the payment-method and deposit lists still shows Bob only his own", async () => {
    const pending = (await api.operator('GET', '/operator/deposits?status=pending')).body.deposits as Array<{ id: number; mobile: string }>;
    const deposit = pending.find((request) => request.mobile === '9000000501');
    expect((await api.operator('POST', `/operator/deposits/${deposit?.id}/approve`)).statusCode).toBe(200);
    expect((await api.call('api-get-auto-deposit-list', { mobile_no: '9000000501' }, alice.token)).body.result).toEqual([expect.objectContaining({ amount: 500 })]);
    expect((await api.call('api-get-auto-deposit-list', { mobile_no: '9000000501' }, bob.token)).body.result).toEqual([]);
    const aliceMethods = (await api.call('api-user-payment-method-list', { mobile_no: '9000000501' }, alice.token)).body.result;
    expect(aliceMethods).toEqual([{ type: 2, name: 'Google Pay', value: '9333333333' }]);
    expect((await api.call('api-user-payment-method-list', { mobile_no: '9000000501' }, bob.token)).body.result).toEqual([]);
  });

  test("Bob's idempotency keys are his own: reusing Alice's key acts for Bob", async () => {
    await api.fund('9000000502', 200);
    const answer = await api.call('api-fund-request-add', { request_amount: 500, idempotency_key: 'alice-deposit-1' }, bob.token);
    expect(answer.body).toMatchObject({ status: true });
    const deposits = (await api.operator('GET', '/operator/deposits')).body.deposits as Array<{ mobile: string }>;
    expect(deposits.filter((d) => d.mobile === '9000000502')).toHaveLength(1);
  });

  test('a made-up or ended token reaches nothing', async () => {
    expect((await api.call('api-user-wallet-balance', {}, 'made-up-token')).statusCode).toBe(401);
    const again = String((await api.call('api-user-login', { mobile: '9000000502', password: 'secret-pass' })).body.unique_token);
    await api.call('api-user-logout', {}, again);
    expect((await api.call('api-get-user-details', {}, again)).statusCode).toBe(401);
  });
});
