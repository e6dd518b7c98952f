import { startHarness, type Harness } from './support/api-harness';
import { testDatabases } from './support/test-databases';

describe.each(testDatabases())("a player never reaches another's data on $mode", (kind) => {
  let api: Harness;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    api = await startHarness(kind);
    api.clock.at('11:00');
    alice = await api.register('9000000501', 'Alice');
    bob = await api.register('9000000502', 'Bob');
    await api.fund('9000000501', 1000);
    await api.call('api-add-user-upi-details', { upi_type: '2', google_pay_no: '9333333333' }, alice);
    await api.call('api-add-user-upi-details', { upi_type: '2', otp: api.sms.lastCode('9000000501') }, alice);
    await api.operator('POST', '/operator/content/withdraw', { min_withdrawal: 100, open_time: '12:00 AM', close_time: '11:59 PM' });
    await api.call('api-user-withdraw-fund-request', { request_amount: 100, payment_method: '2', idempotency_key: 'alice-withdraw-1' }, alice);
    await api.call('api-fund-request-add', { request_amount: 500, idempotency_key: 'alice-deposit-1' }, alice);
  });
  afterAll(() => api?.close());

  test("naming Alice's number in the withdraw history still shows Bob only his own", async () => {
    const answer = await api.call('api-user-withdraw-transaction-history', { mobile_no: '9000000501' }, bob);
    expect(answer.body.withdrawdata).toEqual([]);
  });

  test("Bob's wallet, details and histories are his", async () => {
    expect((await api.call('api-user-wallet-balance', {}, bob)).body.wallet_amt).toBe(0);
    expect((await api.call('api-get-user-details', {}, bob)).body).toMatchObject({ user_name: 'Bob', mobile: '9000000502' });
    expect((await api.call('api-wallet-transaction-history', {}, bob)).body.transaction_history).toEqual([]);
    expect((await api.call('api-fund-request-history', {}, bob)).body.fund_requests).toEqual([]);
    expect((await api.call('api-get-user-payment-details', {}, bob)).body.payment_details).toMatchObject({ google_pay_number: '' });
  });

  test("Bob cannot move Alice's points: a transfer always debits the caller", async () => {
    const answer = await api.call('api-user-transfer-wallet-balance', { amount: 100, mobile_no: '9000000502', idempotency_key: 'bob-steals-1' }, bob);
    expect(answer.body).toMatchObject({ status: false, msg: "Don't Use Your Own Phone No." });
    const other = await api.call('api-user-transfer-wallet-balance', { amount: 100, mobile_no: '9000000501', idempotency_key: 'bob-steals-2' }, bob);
    expect(other.body).toMatchObject({ status: false, msg: 'Not Enough Points' });
    expect((await api.call('api-user-wallet-balance', {}, alice)).body.wallet_amt).toBe(900);
  });

  test("Bob cannot confirm a UPI number with Alice's code", async () => {
    await api.call('api-add-user-upi-details', { upi_type: '1', paytm_no: '9444444444' }, alice);
    const aliceCode = api.sms.lastCode('9000000501');
    const answer = await api.call('api-add-user-upi-details', { upi_type: '1', otp: aliceCode }, bob);
    expect(answer.body).toMatchObject({ status: false });
    expect((await api.call('api-get-user-payment-details', {}, bob)).body.payment_details).toMatchObject({ paytm_number: '' });
  });

  test("naming Alice's number in the payment-method and deposit lists still shows Bob only his own", async () => {
    const pending = (await api.operator('GET', '/operator/deposits?status=pending')).body.deposits as Array<{ id: number; mobile: string }>;
    const deposit = pending.find((request) => request.mobile === '9000000501');
    expect((await api.operator('POST', `/operator/deposits/${deposit?.id}/approve`)).statusCode).toBe(200);
    expect((await api.call('api-get-auto-deposit-list', { mobile_no: '9000000501' }, alice)).body.result).toEqual([expect.objectContaining({ amount: 500 })]);
    expect((await api.call('api-get-auto-deposit-list', { mobile_no: '9000000501' }, bob)).body.result).toEqual([]);
    const aliceMethods = (await api.call('api-user-payment-method-list', { mobile_no: '9000000501' }, alice)).body.result;
    expect(aliceMethods).toEqual([{ type: 2, name: 'Google Pay', value: '9333333333' }]);
    expect((await api.call('api-user-payment-method-list', { mobile_no: '9000000501' }, bob)).body.result).toEqual([]);
  });

  test("Bob's idempotency keys are his own: reusing Alice's key acts for Bob", async () => {
    await api.fund('9000000502', 200);
    const answer = await api.call('api-fund-request-add', { request_amount: 500, idempotency_key: 'alice-deposit-1' }, bob);
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
