import { API_CALLS, PUBLIC_CALLS, type ApiCallName } from './index';

const parse = <Name extends ApiCallName>(name: Name, part: 'request' | 'response', value: unknown) =>
  (API_CALLS[name][part] as { safeParse(v: unknown): { success: boolean; data?: unknown; error?: { issues: Array<{ message: string }> } } }).safeParse(value);

describe('the API contract', () => {
  test('covers every call the player app and the legacy clients make', () => {
    const seedCalls = [
      'api-user-login', 'api-user-registration', 'api-check-mobile', 'api-resend-otp', 'api-forget-check-mobile',
      'api-forgot-password', 'api-get-dashboard-data', 'api-get-social-data', 'api-get-slider-images',
      'api-get-headline', 'api-user-wallet-balance', 'api-starline-game-rates', 'api-starline-game',
      'api-starline-submit-bid', 'api-submit-bid', 'api-galidisawar-game', 'api-galidisawar-game-rates',
      'api-galidisawar-wining-history-data', 'api-galidisawar-bid-history-data', 'api-galidisawar-submit-bid',
      'api-wining-history-data', 'api-bid-history-data', 'api-starline-bid-history-data',
      'api-starline-wining-history-data', 'api-game-rates', 'api-how-to-play', 'api-wallet-transaction-history',
      'api-user-withdraw-transaction-history', 'api-get-user-payment-details', 'api-add-user-upi-details',
      'api-user-withdraw-fund-request', 'api-user-transfer-wallet-balance', 'api-check-user-for-transfer-amt',
      'api-money-deposit-withdrawal-rule', 'api-change-password', 'api-profile-update', 'api-get-qr-pay',
      'api-admin-bank-details', 'api-last-fund-request-detail', 'api-fund-request-add', 'payment-details',
    ];
    expect(Object.keys(API_CALLS)).toEqual(expect.arrayContaining(seedCalls));
    for (const name of PUBLIC_CALLS) expect(Object.keys(API_CALLS)).toContain(name);
  });

  test("a call's schemas are built the first time it is read, and only then: a screen builds only the calls it makes", () => {
    // Before the tests below, which read every call.
    const unread = Object.getOwnPropertyDescriptor(API_CALLS, 'api-fund-request-history');
    expect(unread?.get).toBeInstanceOf(Function);
    expect(unread?.enumerable).toBe(true);
    const first = API_CALLS['api-fund-request-history'];
    expect(Object.getOwnPropertyDescriptor(API_CALLS, 'api-fund-request-history')).toMatchObject({ value: first, enumerable: true });
    expect(API_CALLS['api-fund-request-history']).toBe(first);
  });

  test('no answer carries an OTP: the server checks codes itself', () => {
    const withOtp = Object.entries(API_CALLS).filter(([, call]) => 'otp' in (call.response as { shape: object }).shape);
    expect(withOtp.map(([name]) => name)).toEqual([]);
  });

  test('registration and password reset carry the OTP the player typed', () => {
    expect(parse('api-user-registration', 'request', { name: 'Ravi', mobile: '9876543210', password: 'pass12' }).success).toBe(false);
    expect(parse('api-user-registration', 'request', { name: 'Ravi', mobile: '9876543210', password: 'pass12', otp: '1234' }).success).toBe(true);
    expect(parse('api-forgot-password', 'request', { mobile: '9876543210', new_pass: 'pass12' }).success).toBe(false);
  });

  test('a new password has at least 6 characters; signing in takes any (older accounts may have shorter ones)', () => {
    const tooShort = parse('api-user-registration', 'request', { name: 'Ravi', mobile: '9876543210', password: '1', otp: '1234' });
    expect(tooShort.success).toBe(false);
    expect(tooShort.error?.issues[0]?.message).toBe('Password must be at least 6 characters');
    expect(parse('api-forgot-password', 'request', { mobile: '9876543210', reset_ticket: 'ticket-0123456789abcdef', new_pass: '12345' }).success).toBe(false);
    expect(parse('api-change-password', 'request', { old_pass: '1', new_pass: '12345' }).success).toBe(false);
    expect(parse('api-change-password', 'request', { old_pass: '1', new_pass: '123456' }).success).toBe(true);
    expect(parse('api-user-login', 'request', { mobile: '9876543210', password: '1' }).success).toBe(true);
  });

  test('a request with a bad phone says the phone rule\'s text', () => {
    const result = parse('api-user-login', 'request', { mobile: '12345', password: 'secret' });
    expect(result.error?.issues[0]?.message).toBe('Phone No is not valid!');
  });

  test('answers parse leniently: numbers as strings, "0"/"1" flags, missing lists', () => {
    const wire = {
      status: 'true',
      msg: null,
      result: [
        { game_id: '7', game_name: 'KALYAN', open_time: '03:45 PM', close_time: '05:45 PM', open_result: '', close_result: null, msg_status: '1' },
      ],
      wallet_amt: '1250',
      betting_status: '0',
      server_time: '2026-11-22T10:00:00.000Z',
    };
    expect(parse('api-get-dashboard-data', 'response', wire).data).toEqual({
      status: true,
      msg: '',
      result: [
        { game_id: 7, game_name: 'KALYAN', open_time: '03:45 PM', close_time: '05:45 PM', open_result: '', close_result: '', msg_status: true, web_chart_url: '' },
      ],
      wallet_amt: 1250,
      betting_status: false,
      web_chart: [],
      mobile_1: '',
      mobile_no: '',
      telegram_no: '',
      server_time: '2026-11-22T10:00:00.000Z',
    });
  });

  test("a market's msg_status is a number: 1 running, 2 closed for the day", () => {
    const row = { game_id: 7, game_name: 'KALYAN', open_time: '03:45 PM', close_time: '05:45 PM', open_result: '', close_result: '' };
    const running = (msg_status: unknown) =>
      (parse('api-starline-game', 'response', { status: true, result: [{ ...row, msg_status }] }).data as { result: Array<{ msg_status: boolean }> }).result[0]
        ?.msg_status;
    expect([running(1), running(2), running('1'), running('0')]).toEqual([true, false, true, false]);
    expect(parse('api-starline-game', 'response', { status: true, result: [{ ...row, msg_status: 3 }] }).success).toBe(false);
  });

  test('a wallet amount that is not a number is a bad answer', () => {
    expect(parse('api-user-wallet-balance', 'response', { status: true, wallet_amt: 'lots' }).success).toBe(false);
  });

  test('a bid batch round-trips, and empty or oversized batches are refused', () => {
    const batch = {
      game_id: 7,
      idempotency_key: 'batch-000001',
      new_result: {
        Gamename: 'KALYAN', totalbit: '20', gameid: '7', pana: 'Single Digit', gametype: 'Single Digit',
        bid_date: '22-November-2026', session: 'Open',
        result: [{ digits: '5', closedigits: '', points: '10' }, { digits: '6', points: 10 }],
      },
    };
    const parsed = parse('api-submit-bid', 'request', batch);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ new_result: { totalbit: 20, result: [{ points: 10 }, { closedigits: '', points: 10 }] } });
    expect(parse('api-submit-bid', 'request', { ...batch, new_result: { ...batch.new_result, result: [] } }).success).toBe(false);
    expect(parse('api-submit-bid', 'request', { ...batch, idempotency_key: undefined }).success).toBe(true);
    expect(parse('api-submit-bid', 'request', { ...batch, idempotency_key: 'short' }).success).toBe(false);
    expect(parse('api-submit-bid', 'request', { ...batch, new_result: { ...batch.new_result, pana: 'SP Motor' } }).success).toBe(false);
  });

  test("our app's confirm carries 1 to 20 batches of any types in one request; the legacy batch's form is unchanged", () => {
    const batch = (pana: string, digits: string) => ({
      Gamename: 'KALYAN', totalbit: 10, gameid: 7, pana, gametype: 'SP DP TP', bid_date: '22-November-2026', session: 'Open',
      result: [{ digits, points: 10 }],
    });
    const confirm = { game_id: 7, idempotency_key: 'confirm-000001', batches: [batch('Single Pana', '129'), batch('Double Pana', '228'), batch('Triple Pana', '444')] };
    const parsed = parse('api-submit-bids', 'request', confirm);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ batches: [{ pana: 'Single Pana' }, { pana: 'Double Pana' }, { pana: 'Triple Pana', result: [{ closedigits: '' }] }] });
    expect(parse('api-submit-bids', 'request', { ...confirm, batches: [] }).success).toBe(false);
    expect(parse('api-submit-bids', 'request', { ...confirm, batches: Array.from({ length: 21 }, () => batch('Single Digit', '5')) }).success).toBe(false);
    // The legacy clients' form is not this call's: a lone new_result is refused here, and taken by api-submit-bid.
    expect(parse('api-submit-bids', 'request', { game_id: 7, new_result: batch('Single Digit', '5') }).success).toBe(false);
    expect(parse('api-submit-bid', 'request', { game_id: 7, new_result: batch('Single Digit', '5') }).success).toBe(true);
  });

  test('history filters take M/D/YYYY dates', () => {
    expect(parse('api-bid-history-data', 'request', { bid_from: '11/1/2026', bid_to: '11/22/2026' }).success).toBe(true);
    expect(parse('api-bid-history-data', 'request', { bid_from: '2026-11-01', bid_to: '11/22/2026' }).success).toBe(false);
  });

  test("histories page beside the date fields: a request without paging is the first page of 50, an answer without paging has no more", () => {
    expect(parse('api-wining-history-data', 'request', { date_from: '11/1/2026', date_to: '11/22/2026' }).data).toEqual({ date_from: '11/1/2026', date_to: '11/22/2026', limit: 50 });
    expect(parse('api-bid-history-data', 'request', { bid_from: '11/1/2026', bid_to: '11/1/2026', before: '120', limit: 25 }).data).toMatchObject({ before: 120, limit: 25 });
    expect(parse('api-wallet-transaction-history', 'request', { limit: 101 }).success).toBe(false);
    expect(parse('api-wallet-transaction-history', 'response', { status: true, msg: '', transaction_history: [] }).data).toMatchObject({ has_more: false, next_before: '' });
    const entry = { transaction_type: '1', transaction_note: 'Win', insert_date: '', amount: 95, amount_status: '1', transaction_id: '7' };
    expect(parse('api-wallet-transaction-history', 'response', { status: true, msg: '', transaction_history: [{ ...entry, balance_after: '1095' }], has_more: true, next_before: '7' }).data).toMatchObject({
      transaction_history: [{ balance_after: 1095 }],
      has_more: true,
      next_before: '7',
    });
  });

  test("money writes take an optional idempotency key (the legacy clients send none) and a positive whole amount", () => {
    const transfer = { amount: '150', mobile_no: '9876543210', idempotency_key: 'transfer-0001' };
    expect(parse('api-user-transfer-wallet-balance', 'request', transfer).success).toBe(true);
    expect(parse('api-user-transfer-wallet-balance', 'request', { ...transfer, idempotency_key: undefined }).success).toBe(true);
    expect(parse('api-user-transfer-wallet-balance', 'request', { ...transfer, idempotency_key: '' }).success).toBe(false);
    expect(parse('api-fund-request-add', 'request', { request_amount: 500 }).success).toBe(true);
    expect(parse('api-user-withdraw-fund-request', 'request', { request_amount: 500, payment_method: '2' }).success).toBe(true);
    expect(parse('api-user-transfer-wallet-balance', 'request', { ...transfer, amount: '0' }).success).toBe(false);
    expect(parse('api-user-transfer-wallet-balance', 'request', { ...transfer, amount: '10.5' }).success).toBe(false);
    expect(parse('api-user-withdraw-fund-request', 'request', { request_amount: 500, payment_method: '9', idempotency_key: 'withdraw-0001' }).error?.issues[0]?.message).toBe('Please select a payment method');
  });
});

describe("the contract's zod (zod/mini through @matka/shared-kernel/zod)", () => {
  test("speaks zod's English where the contract has no text of its own, and the contract's text where it has", () => {
    const wrongType = parse('api-get-headline', 'request', { ids: ['1'] });
    expect(wrongType.error?.issues[0]?.message).toBe('Invalid input: expected number, received string');
    const seedText = parse('api-user-login', 'request', { mobile: '12345', password: 'x' });
    expect(seedText.error?.issues[0]?.message).toBe('Phone No is not valid!');
  });

  test('lenient answers still come out clean: numbers from strings, flags from "0"/"1", missing lists as []', () => {
    const answer = parse('api-get-dashboard-data', 'response', {
      status: 'true',
      msg: null,
      server_time: '2026-11-22T05:30:00.000Z',
      result: null,
      wallet_amt: ' 120 ',
      betting_status: '1',
    });
    expect(answer.data).toEqual({
      status: true,
      msg: '',
      server_time: '2026-11-22T05:30:00.000Z',
      result: [],
      wallet_amt: 120,
      betting_status: true,
      web_chart: [],
      mobile_1: '',
      mobile_no: '',
      telegram_no: '',
    });
  });
});
