import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

// Issue 29, item 8: a withdrawal's receipt is an https link or a UTR reference, its payout method is named, a refusal
// says why and the player reads it, and a deposit carries the player's UTR reference.
describe.each(testDatabases())('deposits and withdrawals done right ($mode)', (kind) => {
  const mobile = '9844400001';
  const player = aPlayer(mobile).named('Request Player');
  const { api } = testWorld(kind).at('12:00').with(player);
  let keys = 0;
  const key = () => `requests-key-${(keys += 1)}`;

  const withdrawals = async () => (await api.operator('GET', '/operator/withdrawals?status=0')).body.withdrawals as Array<Record<string, unknown> & { id: number }>;
  const withdraw = async (amount: number) => {
    const answer = await api.call('api-user-withdraw-fund-request', { request_amount: amount, payment_method: '4', idempotency_key: key() }, player.token);
    expect(answer.body).toMatchObject({ status: true });
    return (await withdrawals())[0]!;
  };
  const withdrawHistory = async () => (await api.call('api-user-withdraw-transaction-history', {}, player.token)).body.withdrawdata as Array<Record<string, unknown>>;
  const depositHistory = async () => (await api.call('api-fund-request-history', {}, player.token)).body.fund_requests as Array<Record<string, unknown>>;

  beforeAll(async () => {
    await api.operator('POST', '/operator/content/withdraw', { min_withdrawal: 100, open_time: '09:00 AM', close_time: '09:00 PM' });
    await api.operator('POST', '/operator/content/deposit', { min_deposit: 100 });
    await api.call('api-add-user-upi-details', { upi_type: '3', phon_pay_no: '9222233333' }, player.token);
    await api.call('api-add-user-upi-details', { upi_type: '3', otp: api.sms.lastCode(mobile) }, player.token);
    api.clock.advance(31_000);
    await api.fund(mobile, 5000);
  });

  test('the cashier sees the payout method by name and the number', async () => {
    const request = await withdraw(300);
    expect(request).toMatchObject({ amount: 300, payout_method: 'PhonePe', payout_number: '9222233333', reason: '' });
  });

  test('a receipt is an https link or a 12-digit UTR: an empty or malformed one is refused and changes nothing', async () => {
    const { id } = (await withdrawals())[0]!;
    const approve = (receipt?: unknown) => api.operator('POST', `/operator/withdrawals/${id}/approve`, receipt === undefined ? {} : { receipt });
    expect((await approve()).body).toEqual({ error: 'receipt: give the payment’s https link or its 12-digit UTR reference' });
    expect((await approve('')).body).toEqual({ error: 'receipt: Give the payment’s receipt: its https link or its 12-digit UTR reference' });
    expect((await approve('http://pay.example/r/1')).body).toEqual({ error: 'receipt: http://pay.example/r/1 is neither an https link nor a 12-digit UTR reference' });
    expect((await approve('UTR 12')).statusCode).toBe(400);
    expect((await withdrawals()).map((row) => row.id)).toContain(id);
    expect((await approve('412345678901')).body).toMatchObject({ status: 2, changed: true });
    expect((await withdrawHistory())[0]).toMatchObject({ request_status: '2', payment_receipt: '', payment_reference: '412345678901', phone_pay_number: '9222233333' });
    const linked = await withdraw(200);
    expect((await api.operator('POST', `/operator/withdrawals/${linked.id}/approve`, { receipt: 'https://pay.example/r/2' })).statusCode).toBe(200);
    expect((await withdrawHistory())[0]).toMatchObject({ payment_receipt: 'https://pay.example/r/2', payment_reference: '' });
  });

  test('cancelling a withdrawal needs a reason; the player reads it and gets the points back', async () => {
    const request = await withdraw(400);
    expect((await api.operator('POST', `/operator/withdrawals/${request.id}/cancel`, {})).body).toEqual({ error: 'reason: say why (the player reads it)' });
    expect((await api.operator('POST', `/operator/withdrawals/${request.id}/cancel`, { reason: '  ' })).statusCode).toBe(400);
    expect((await api.operator('POST', `/operator/withdrawals/${request.id}/cancel`, { reason: 'The PhonePe number is not yours' })).body).toMatchObject({ status: 1, changed: true });
    expect((await withdrawHistory())[0]).toMatchObject({ request_status: '1', cancel_reason: 'The PhonePe number is not yours' });
  });

  test('a deposit carries the player’s UTR; a rejected one stays in their history with the reason', async () => {
    expect((await api.call('api-fund-request-add', { request_amount: 500, utr: 'abc', idempotency_key: key() }, player.token)).body).toMatchObject({
      status: false,
      msg: expect.stringContaining('the UTR reference is the 12 digits your payment app shows'),
    });
    const filed = await api.call('api-fund-request-add', { request_amount: 500, payment_method: 'phonepe', utr: '512345678901', idempotency_key: key() }, player.token);
    expect(filed.body).toMatchObject({ status: true });
    const listed = ((await api.operator('GET', '/operator/deposits?status=pending')).body.deposits as Array<Record<string, unknown>>)[0];
    expect(listed).toMatchObject({ amount: 500, utr: '512345678901' });
    expect((await api.operator('POST', `/operator/deposits/${String(listed!.id)}/reject`, {})).body).toEqual({ error: 'reason: say why (the player reads it)' });
    await api.operator('POST', `/operator/deposits/${String(listed!.id)}/reject`, { reason: 'No payment with UTR 512345678901 reached us' });
    expect((await depositHistory())[0]).toMatchObject({ request_status: 'rejected', reject_reason: 'No payment with UTR 512345678901 reached us', utr: '512345678901' });
  });
});
