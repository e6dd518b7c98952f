import { placeBids } from './support/bids-fixture';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

const NUL = 'Text must not contain the NUL character (\\u0000)';

// Input PostgreSQL cannot store, or numbers past what a column or a JavaScript number holds: a 400 that says what is
// wrong, and nothing stored or spent.
describe.each(testDatabases())('input limits on $mode', (kind) => {
  const mobile = '9000001401';
  const tester = aPlayer(mobile).named('Nul Tester').withPoints(5_000);
  const { api, markets } = testWorld(kind).at('10:00').withMarkets().with(tester, aPlayer('9000001402').named('Receiver'));

  const refusedForNul = { statusCode: 400, body: { status: false, msg: NUL, code: 'invalid_text' } };

  test.each<[string, string, Record<string, unknown>]>([
    ['profile name', 'api-profile-update', { user_name: 'A\u0000B' }],
    ['transfer note', 'api-user-transfer-wallet-balance', { amount: 100, mobile_no: '9000001402', transfer_note: 'hi\u0000', idempotency_key: 'transfer-nul-1' }],
    ['idempotency key', 'api-user-transfer-wallet-balance', { amount: 100, mobile_no: '9000001402', idempotency_key: 'key\u0000-123456' }],
    ['fund request method', 'api-fund-request-add', { request_amount: 500, payment_method: 'upi\u0000', idempotency_key: 'fund-nul-0001' }],
  ])('a NUL in the %s is a 400 and changes nothing', async (_field, call, body) => {
    expect(await api.call(call, body, tester.token)).toEqual(refusedForNul);
    expect(await tester.wallet()).toBe(5_000);
  });

  test('a 300-character name says the maximum, not only that the input is invalid', async () => {
    expect((await api.call('api-profile-update', { user_name: 'A'.repeat(300) }, tester.token)).body).toMatchObject({
      status: false,
      msg: 'Name can be at most 60 characters',
    });
  });

  test('a NUL in a bid gametype is a 400 and debits nothing', async () => {
    const answer = await api.call(
      'api-submit-bid',
      {
        game_id: markets.main,
        idempotency_key: 'bid-nul-00001',
        new_result: { Gamename: 'T', totalbit: 10, gameid: markets.main, pana: 'Single Digit', gametype: 'SP\u0000', bid_date: '22-November-2026', session: 'Open', result: [{ digits: '1', closedigits: '', points: 10 }] },
      },
      tester.token,
    );
    expect(answer).toEqual(refusedForNul);
    expect(await tester.wallet()).toBe(5_000);
  });

  test('registering with a NUL in the name is a 400 that does not spend the OTP', async () => {
    await api.call('api-check-mobile', { mobile: '9000001403' });
    const code = api.sms.lastCode('9000001403');
    expect(await api.call('api-user-registration', { name: 'Ra\u0000vi', mobile: '9000001403', password: 'pass1234', otp: code })).toEqual(refusedForNul);
    const registered = await api.call('api-user-registration', { name: 'Ravi', mobile: '9000001403', password: 'pass1234', otp: code });
    expect(registered.body).toMatchObject({ status: true, user_name: 'Ravi' });
  });

  test('a NUL in an operator note or a market name is a 400', async () => {
    expect(await api.operator('POST', '/operator/wallet/credit', { mobile, points: 10, note: 'x\u0000' })).toEqual({ statusCode: 400, body: { error: NUL } });
    expect(await api.operator('POST', '/operator/markets', { kind: 'main', name: 'BAD\u0000', open: '10:00 AM', close: '11:00 AM' })).toEqual({ statusCode: 400, body: { error: NUL } });
    expect(await tester.wallet()).toBe(5_000);
  });

  test('bid rows whose points add up past 2^53 are a 400, and nothing is debited', async () => {
    const huge = Number.MAX_SAFE_INTEGER - 5;
    const rows = [{ digits: '1', closedigits: '', points: huge }, { digits: '2', closedigits: '', points: huge }];
    const answer = await api.call(
      'api-submit-bid',
      {
        game_id: markets.main,
        idempotency_key: 'bid-huge-0001',
        // totalbit is the client's own sum: not trusted, so a small one changes nothing.
        new_result: { Gamename: 'T', totalbit: 20, gameid: markets.main, pana: 'Single Digit', bid_date: '22-November-2026', session: 'Open', result: rows },
      },
      tester.token,
    );
    expect(answer).toEqual({
      statusCode: 400,
      body: { status: false, msg: 'The points of this batch add up to more than any wallet can hold', code: 'invalid_bid' },
    });
    expect((await placeBids(api, tester.token, 'main', markets.main, 'Single Digit', [['1', 10]])).body).toMatchObject({ status: true });
    await api.operator('POST', '/operator/results/open', { market: markets.main, pana: '123' });
    expect(await tester.wallet()).toBe(4_990);
  });

  test('an operator rate past the integer column is a 400', async () => {
    const answer = await api.operator('POST', '/operator/rates', { kind: 'main', type: 'single_digit', val1: 2 ** 31, val2: 95 });
    expect(answer.statusCode).toBe(400);
    expect(String(answer.body.error)).toMatch(/^val1 must be at most 2147483647$/);
  });

  test.each(['0x1E', '1e3', '10.5', '+500', '5 00', ''])('an amount %p is refused: plain digits only', async (amount) => {
    const answer = await api.call('api-fund-request-add', { request_amount: amount, idempotency_key: `fund-digits-${amount}-x` }, tester.token);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.status).toBe(false);
    const [row] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM fund_requests');
    expect(row?.n).toBe(0);
  });

  test('a fund request above 10,00,000 points is refused; digits as text and the maximum itself are fine', async () => {
    expect(await api.call('api-fund-request-add', { request_amount: 1_000_001, idempotency_key: 'fund-max-0001' }, tester.token)).toEqual({
      statusCode: 400,
      body: { status: false, msg: 'Maximum amount to add is 10,00,000', code: 'above_maximum' },
    });
    expect((await api.call('api-fund-request-add', { request_amount: '1000000', idempotency_key: 'fund-max-0002' }, tester.token)).body).toMatchObject({ status: true });
  });

  test('the deposit limits say the maximum too, so a screen says it before a UPI app opens', async () => {
    expect((await api.call('api-last-fund-request-detail', {}, tester.token)).body).toMatchObject({ status: true, max_amt: 1_000_000 });
  });
});
