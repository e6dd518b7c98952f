import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

let keys = 0;
const key = () => `test-key-${(keys += 1).toString().padStart(6, '0')}`;

describe.each(testDatabases())('the wallet on $mode', (kind) => {
  const mobile = '9000000301';
  const friend = '9000000302';
  const owner = aPlayer(mobile).named('Wallet Owner');
  const { api } = testWorld(kind).at('11:00').with(owner, aPlayer(friend).named('Friend'));
  beforeAll(async () => {
    await api.operator('POST', '/operator/content/withdraw', { min_withdrawal: 500, open_time: '09:00 AM', close_time: '09:00 PM' });
    await api.operator('POST', '/operator/content/deposit', { min_deposit: 100 });
    api.clock.at('12:00');
  });

  const balance = async (who = owner.token) => (await api.call('api-user-wallet-balance', {}, who)).body.wallet_amt;

  describe('deposits', () => {
    test('a fund request waits for the operator; approval credits it once, with a ledger entry', async () => {
      expect((await api.call('api-last-fund-request-detail', {}, owner.token)).body).toMatchObject({ min_amt: 100 });
      const filed = await api.call('api-fund-request-add', { request_amount: 1000, payment_method: 'gpay', idempotency_key: key() }, owner.token);
      expect(filed.body).toMatchObject({ status: true });
      expect(await balance()).toBe(0);

      const pending = (await api.operator('GET', '/operator/deposits?status=pending')).body.deposits as Array<{ id: number; mobile: string; amount: number }>;
      const mine = pending.find((deposit) => deposit.mobile === mobile);
      expect(mine?.amount).toBe(1000);
      expect((await api.operator('POST', `/operator/deposits/${mine?.id}/approve`)).body).toMatchObject({ status: 'approved', balance: 1000 });
      // Approving again (a double click, a retry) answers what was decided and credits nothing.
      expect((await api.operator('POST', `/operator/deposits/${mine?.id}/approve`)).body).toMatchObject({ status: 'approved', changed: false });
      expect(await balance()).toBe(1000);
      const requests = (await api.call('api-fund-request-history', {}, owner.token)).body.fund_requests as Array<Record<string, unknown>>;
      expect(requests[0]).toMatchObject({ request_id: String(mine?.id), request_amount: 1000, request_status: 'approved' });
      const history = (await api.call('api-wallet-transaction-history', {}, owner.token)).body.transaction_history as Array<Record<string, unknown>>;
      expect(history[0]).toMatchObject({ transaction_type: '1', amount: 1000, amount_status: '1', transaction_note: expect.stringContaining('Deposit') });
    });

    test('under the minimum: "Minimum amount to add is 100"', async () => {
      expect((await api.call('api-fund-request-add', { request_amount: 99, idempotency_key: key() }, owner.token)).body.msg).toBe(
        'Minimum amount to add is 100',
      );
    });

    test('the same key twice files one request', async () => {
      const same = key();
      await api.call('api-fund-request-add', { request_amount: 200, idempotency_key: same }, owner.token);
      await api.call('api-fund-request-add', { request_amount: 200, idempotency_key: same }, owner.token);
      const all = (await api.operator('GET', '/operator/deposits')).body.deposits as Array<{ mobile: string; amount: number }>;
      expect(all.filter((d) => d.mobile === mobile && d.amount === 200)).toHaveLength(1);
    });

    test('a rejected deposit credits nothing', async () => {
      const filed = await api.call('api-fund-request-add', { request_amount: 300, idempotency_key: key() }, owner.token);
      const id = filed.body.request_id;
      const pending = (await api.call('api-fund-request-history', {}, owner.token)).body.fund_requests as Array<Record<string, unknown>>;
      expect(pending[0]).toMatchObject({ request_id: String(id), request_amount: 300, request_status: 'pending' });
      expect((await api.operator('POST', `/operator/deposits/${id}/reject`, { reason: 'No payment arrived' })).body).toMatchObject({ status: 'rejected', balance: null });
      expect(await balance()).toBe(1000);
    });
  });

  describe('UPI numbers', () => {
    test('a number is saved only after the OTP sent to the player is verified', async () => {
      const started = await api.call('api-add-user-upi-details', { upi_type: '2', google_pay_no: '9111111111' }, owner.token);
      expect(started.body).toMatchObject({ status: true });
      expect((await api.call('api-get-user-payment-details', {}, owner.token)).body.payment_details).toMatchObject({ google_pay_number: '' });
      const otp = api.sms.lastCode(mobile);
      expect((await api.call('api-add-user-upi-details', { upi_type: '2', otp }, owner.token)).body).toEqual({
        status: true,
        msg: 'UPI Number Added Successfully!',
      });
      expect((await api.call('api-get-user-payment-details', {}, owner.token)).body.payment_details).toMatchObject({ google_pay_number: '9111111111' });
      api.clock.advance(31_000);
    });

    test('a bad number: "Phone No is not Valid!"', async () => {
      expect((await api.call('api-add-user-upi-details', { upi_type: '1', paytm_no: '123' }, owner.token)).body.msg).toBe('Phone No is not Valid!');
    });
  });

  describe('withdrawals', () => {
    const withdraw = (amount: number, method = '2', k = key()) =>
      api.call('api-user-withdraw-fund-request', { request_amount: amount, payment_method: method, idempotency_key: k }, owner.token);

    test('reserves the amount at request; approve keeps it paid out with a receipt', async () => {
      expect((await withdraw(500)).body).toMatchObject({ status: true, msg: 'Withdraw request sent successfully', wallet_amt: 500 });
      const list = (await api.operator('GET', '/operator/withdrawals?status=0')).body.withdrawals as Array<{ id: number; mobile: string }>;
      const id = list.find((w) => w.mobile === mobile)?.id;
      expect((await api.operator('POST', `/operator/withdrawals/${id}/approve`, { receipt: 'https://pay.example/r/1' })).body).toMatchObject({ status: 2 });
      const history = (await api.call('api-user-withdraw-transaction-history', {}, owner.token)).body.withdrawdata as Array<Record<string, unknown>>;
      expect(history[0]).toMatchObject({ request_status: '2', request_amount: 500, payment_receipt: 'https://pay.example/r/1', google_pay_number: '9111111111' });
      expect(await balance()).toBe(500);
    });

    test('cancel returns the amount with a ledger entry', async () => {
      await withdraw(500);
      expect(await balance()).toBe(0);
      const list = (await api.operator('GET', '/operator/withdrawals?status=0')).body.withdrawals as Array<{ id: number; mobile: string }>;
      const id = list.find((w) => w.mobile === mobile)?.id;
      expect((await api.operator('POST', `/operator/withdrawals/${id}/cancel`, { reason: 'Player asked to cancel' })).body).toMatchObject({ status: 1, balance: 500 });
      expect((await api.call('api-user-withdraw-transaction-history', {}, owner.token)).body.withdrawdata).toEqual(
        expect.arrayContaining([expect.objectContaining({ request_status: '1' })]),
      );
    });

    test.each([
      ['under min_withdrawal', () => withdraw(499), 'Min amt is 500'],
      ['more than the wallet', () => withdraw(5000), 'Wallet Limit Exceeded'],
      ['a method without a saved number', () => withdraw(500, '3'), 'Please add your UPI number for this payment method first'],
    ])('%s is refused', async (_case, attempt, msg) => {
      expect((await attempt()).body).toMatchObject({ status: false, msg });
      expect(await balance()).toBe(500);
    });

    test('outside the window: "Withdrawals are only allowed during specified hours"', async () => {
      api.clock.at('22:00');
      expect((await withdraw(500)).body.msg).toBe('Withdrawals are only allowed during specified hours');
      api.clock.at('12:00');
    });

    test('a retry with the key of a request that went through gets its answer after the window has closed, and moves nothing', async () => {
      const sent = await withdraw(500, '2', 'withdraw-before-close-1');
      expect(sent.body).toMatchObject({ status: true, wallet_amt: 0 });
      api.clock.at('22:00');
      try {
        expect(await withdraw(500, '2', 'withdraw-before-close-1')).toMatchObject({ statusCode: 200, body: sent.body });
        expect(await balance()).toBe(0);
      } finally {
        api.clock.at('12:00');
      }
      const list = (await api.operator('GET', '/operator/withdrawals?status=0')).body.withdrawals as Array<{ id: number; mobile: string }>;
      expect(list.filter((w) => w.mobile === mobile)).toHaveLength(1);
      await api.operator('POST', `/operator/withdrawals/${list.find((w) => w.mobile === mobile)?.id}/cancel`, { reason: 'Player asked to cancel' });
      expect(await balance()).toBe(500);
    });
  });

  describe('transfers', () => {
    const transfer = (amount: number, to = friend, k = key()) =>
      api.call('api-user-transfer-wallet-balance', { amount, mobile_no: to, transfer_note: 'gift', idempotency_key: k }, owner.token);

    test('checks the receiver, then debits and credits in one go', async () => {
      expect((await api.call('api-check-user-for-transfer-amt', { mobile_no: friend }, owner.token)).body).toMatchObject({ user_name: 'Friend' });
      expect((await transfer(100)).body).toMatchObject({ status: true, wallet_amt: 400 });
      const friendToken = String((await api.call('api-user-login', { mobile: friend, password: 'secret-pass' })).body.unique_token);
      expect(await balance(friendToken)).toBe(100);
    });

    test.each([
      ['99 points', () => transfer(99), 'Points Must be More than 100'],
      ['to oneself', () => transfer(100, mobile), "Don't Use Your Own Phone No."],
      ['to nobody', () => transfer(100, '9000000399'), 'User Not Registered'],
      ['more than the wallet', () => transfer(1000), 'Not Enough Points'],
    ])('%s is refused', async (_case, attempt, msg) => {
      expect((await attempt()).body).toMatchObject({ status: false, msg });
      expect(await balance()).toBe(400);
    });

    test('a retried transfer with its key moves points once and answers the same', async () => {
      const same = key();
      const first = await transfer(100, friend, same);
      const again = await transfer(100, friend, same);
      expect(again.body).toEqual(first.body);
      expect(await balance()).toBe(300);
    });
  });

  describe('a player with betting switched off', () => {
    const off = '9000000311';
    let offToken: string;
    beforeAll(async () => {
      offToken = await api.register(off, 'Betting Off');
      await api.fund(off, 2000);
      await api.call('api-add-user-upi-details', { upi_type: '2', google_pay_no: '9111111112' }, offToken);
      await api.call('api-add-user-upi-details', { upi_type: '2', otp: api.sms.lastCode(off) }, offToken);
      await api.operator('POST', '/operator/users/betting', { mobile: off, enabled: false });
    });

    test.each([
      ['a transfer', () => api.call('api-user-transfer-wallet-balance', { amount: 120, mobile_no: friend, transfer_note: '', idempotency_key: key() }, offToken)],
      ['a transfer without a key (the legacy clients)', () => api.call('api-user-transfer-wallet-balance', { amount: 120, mobile_no: friend }, offToken)],
      ["the transfer's receiver look-up", () => api.call('api-check-user-for-transfer-amt', { mobile_no: friend }, offToken)],
      ['a withdrawal', () => api.call('api-user-withdraw-fund-request', { request_amount: 600, payment_method: '2', idempotency_key: key() }, offToken)],
      ['a fund request', () => api.call('api-fund-request-add', { request_amount: 500, payment_method: 'gpay', idempotency_key: key() }, offToken)],
    ])('%s is refused, and no point moves', async (_case, attempt) => {
      const friendBefore = (await api.operator('GET', '/operator/users')).body.users as Array<{ mobile: string; balance: number }>;
      const answer = await attempt();
      expect([answer.statusCode, answer.body]).toEqual([403, { status: false, msg: 'Betting is not enabled for your account', code: 'betting_disabled' }]);
      expect(await balance(offToken)).toBe(2000);
      const friendAfter = (await api.operator('GET', '/operator/users')).body.users as Array<{ mobile: string; balance: number }>;
      expect(friendAfter.find((user) => user.mobile === friend)?.balance).toBe(friendBefore.find((user) => user.mobile === friend)?.balance);
      const pending = (await api.operator('GET', '/operator/deposits')).body.deposits as Array<{ mobile: string }>;
      expect(pending.filter((deposit) => deposit.mobile === off)).toEqual([]);
      const withdrawals = (await api.operator('GET', '/operator/withdrawals')).body.withdrawals as Array<{ mobile: string }>;
      expect(withdrawals.filter((withdrawal) => withdrawal.mobile === off)).toEqual([]);
    });

    test('switched on again, the same transfer goes through', async () => {
      await api.operator('POST', '/operator/users/betting', { mobile: off, enabled: true });
      const answer = await api.call('api-user-transfer-wallet-balance', { amount: 120, mobile_no: friend, transfer_note: '', idempotency_key: key() }, offToken);
      expect(answer.body).toMatchObject({ status: true, wallet_amt: 1880 });
    });
  });

  describe('content', () => {
    test('rules, headlines, how to play, QR and UPI ids come from the operator', async () => {
      await api.operator('POST', '/operator/content/rules', { withdrawal_rule: 'W rule', deposit_rule: 'D rule' });
      await api.operator('POST', '/operator/content/headlines', [{ id: 1, status: true, notes: 'Hello' }, { id: 2, status: false, notes: 'Off' }]);
      await api.operator('POST', '/operator/content/payment', { upi_id: 'pay@upi', qr_image: '/qr.png' });
      expect((await api.call('api-money-deposit-withdrawal-rule', {}, owner.token)).body.content).toEqual([{ withdrawal_rule: 'W rule', deposit_rule: 'D rule' }]);
      expect((await api.call('api-get-headline', { ids: [1] })).body.data).toEqual([{ id: 1, status: '1', notes: 'Hello' }]);
      // A relative link comes back absolute, on the origin the request came to (no PUBLIC_URL here).
      expect((await api.call('api-get-qr-pay', {}, owner.token)).body.qrdata).toEqual([{ upi_id: 'pay@upi', qr_image: 'http://localhost/qr.png' }]);
      expect((await api.call('api-admin-bank-details', {}, owner.token)).body.bank_details).toEqual([
        expect.objectContaining({ upi_payment_id: 'pay@upi', google_upi_payment_id: 'pay@upi' }),
      ]);
      const gateway = await api.app.inject({ method: 'GET', url: '/api/payment-details?baseUrl=x' });
      expect(gateway.json()).toEqual({ success: true, data: { upiId: 'pay@upi', qrImagePath: 'http://localhost/qr.png' } });
    });

    test('how to play and the slider images too', async () => {
      await api.operator('POST', '/operator/content/how_to_play', { content: 'Step one', video_link: 'https://video.example/1' });
      await api.operator('POST', '/operator/content/slider_images', ['/a.png']);
      expect((await api.call('api-how-to-play')).body.content).toEqual([{ how_to_play_content: 'Step one', video_link: 'https://video.example/1' }]);
      expect((await api.call('api-get-slider-images', {}, owner.token)).body.sliderdata).toEqual([{ slider_image: 'http://localhost/a.png' }]);
    });

    test('a malformed setting is refused with its reason', async () => {
      const answer = await api.operator('POST', '/operator/content/withdraw', { min_withdrawal: 'lots' });
      expect(answer.statusCode).toBe(400);
      expect(String(answer.body.error)).toContain('min_withdrawal');
    });
  });

  test('the operator API needs its token', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/operator/users' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Operator token required' });
  });

  test('ledger check: every balance equals the sum of its entries', async () => {
    const check = await api.operator('GET', '/operator/ledger/check');
    expect(check.body).toMatchObject({ mismatches: [] });
    expect(check.body.checked).toBeGreaterThanOrEqual(2);

    // A balance changed behind the ledger's back is the one mismatch named.
    const [user] = await api.db.query<{ id: number; balance: number }>('UPDATE users SET balance = balance + 7 WHERE mobile = $1 RETURNING id, balance', [mobile]);
    try {
      const broken = await api.operator('GET', '/operator/ledger/check');
      expect(broken.body).toMatchObject({ checked: check.body.checked, mismatches: [{ user_id: Number(user?.id), balance: Number(user?.balance), ledger_sum: Number(user?.balance) - 7 }] });
    } finally {
      await api.db.query('UPDATE users SET balance = balance - 7 WHERE mobile = $1', [mobile]);
    }
  });
});
