import { DEV_APP_KEY } from '@matka/shared-kernel/app-key';
import { OTP_REQUESTS_PER_IP } from '../src/features/accounts/accounts.service';
import { API_CALLS, GET_CALLS, PUBLIC_CALLS, type ApiCallName } from '@matka/shared-kernel/contract';
import { formatBidDate, formatHistoryDate, istDay, marketResultText } from '@matka/shared-kernel/domain';
import { APP_KEY, startHarness, type Answer, type Harness } from './support/api-harness';
import { testDatabases } from './support/test-databases';
import { aMarket, testWorld } from './support/world';

const DAY_MS = 24 * 3_600_000;
const POST_CALLS = (Object.keys(API_CALLS) as ApiCallName[]).filter((name) => !GET_CALLS.has(name));

/** The legacy web client, served by the operator from its own origin. */
const WEB_CLIENT = 'https://play.example-matka.in';
const STRANGER = 'https://evil.example';
/** Where the operator's players reach this server (PUBLIC_URL). */
const PUBLIC_URL = 'https://api.example-matka.in';

// The legacy clients (the older web client and Android apps: docs/operations.md § Moving from an existing backend) post to `/<call-name>` at the host's root.
describe.each(testDatabases())('the legacy clients on $mode', (kind) => {
  // A built host, as far as the history fallback needs one.
  const { api, markets } = testWorld(kind)
    .withWebRoot({ remotes: [], files: { 'host/dist/index.html': '<!doctype html><title>Matka Bazar</title>' } })
    .withEnv({ CORS_ORIGINS: `${WEB_CLIENT}, http://localhost:5173`, PUBLIC_URL: PUBLIC_URL })
    .at('10:00')
    .withMarkets()
    .withContent('withdraw', { min_withdrawal: 500, open_time: '09:00 AM', close_time: '09:00 PM' })
    .withContent('deposit', { min_deposit: 100 });
  beforeEach(() => api.clock.at('10:00'));

  describe('the root paths', () => {
    test.each(POST_CALLS)('POST /%s at the root is the same call as under /api/', async (name) => {
      const payload = { app_key: 'not-the-key', env_type: 'Prod' };
      const atRoot = await api.app.inject({ method: 'POST', url: `/${name}`, payload });
      const underApi = await api.app.inject({ method: 'POST', url: `/api/${name}`, payload });
      expect({ status: atRoot.statusCode, body: atRoot.json() }).toEqual({ status: 403, body: underApi.json() });
      expect(atRoot.json()).toMatchObject({ status: false, msg: 'Invalid app key' });
    });

    test('a call answers at the root exactly as under /api/', async () => {
      const payload = { app_key: 'test-app-key-0001', env_type: 'Prod' };
      const atRoot = await api.app.inject({ method: 'POST', url: '/api-game-rates', payload });
      expect(atRoot.statusCode).toBe(200);
      expect(atRoot.json()).toEqual((await api.app.inject({ method: 'POST', url: '/api/api-game-rates', payload })).json());
    });

    test('GET of a call path still opens the app page (a player may land on any path)', async () => {
      const page = await api.app.inject({ method: 'GET', url: '/api-user-login', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Matka Bazar</title>');
      const notAPage = await api.app.inject({ method: 'GET', url: '/api/api-user-login', headers: { accept: 'text/html' } });
      expect(notAPage.statusCode).toBe(404);
    });
  });

  /** A call as the legacy clients send it: at the root, the envelope in the body, their fixed cookie, no key. */
  async function legacy(name: string, body: Record<string, unknown> = {}, token?: string): Promise<Answer> {
    const response = await api.app.inject({
      method: 'POST',
      url: `/${name}`,
      headers: { cookie: 'ci_session=7c38fc1fc455fca9846d688fb8343f5c7ea71bee' },
      payload: { env_type: 'Prod', app_key: APP_KEY, ...(token ? { unique_token: token } : {}), ...body },
    });
    return { statusCode: response.statusCode, body: response.json() };
  }
  const walletOf = async (token: string) => (await legacy('api-user-wallet-balance', {}, token)).body.wallet_amt;
  const ledgerNotes = async (token: string) =>
    ((await legacy('api-wallet-transaction-history', {}, token)).body.transaction_history as Array<{ transaction_note: string }>).map(
      (entry) => entry.transaction_note,
    );

  describe("our own app and the field apps on one server: APP_KEYS, our own build's key first", () => {
    const OUR_KEY = DEV_APP_KEY;
    const FIELD_KEY = 'field-app-key-0001';
    let both: Harness;
    beforeAll(async () => {
      both = await startHarness(kind, { APP_KEYS: `${OUR_KEY}, ${FIELD_KEY}` });
    });
    afterAll(() => both?.close());
    const post = async (url: string, appKey: string, body: Record<string, unknown>) => {
      const response = await both.app.inject({ method: 'POST', url, payload: { env_type: 'Prod', app_key: appKey, ...body } });
      return { statusCode: response.statusCode, body: response.json() as Record<string, unknown> };
    };

    test('our own app registers at /api/ with its key, the field apps sign in at the root with theirs, any other key is refused', async () => {
      const mobile = '9000001601';
      expect((await post('/api/api-check-mobile', OUR_KEY, { mobile })).statusCode).toBe(200);
      const registered = await post('/api/api-user-registration', OUR_KEY, { name: 'Both Keys', mobile, password: 'both-pass-1', otp: both.sms.lastCode(mobile) });
      expect(registered.body).toMatchObject({ status: true, user_name: 'Both Keys' });
      const login = await post('/api-user-login', FIELD_KEY, { mobile, password: 'both-pass-1', device_id: '{{android_id}}' });
      expect(login.body).toMatchObject({ status: true, unique_token: expect.any(String) });
      expect((await post('/api-user-wallet-balance', FIELD_KEY, { unique_token: login.body.unique_token })).body).toMatchObject({ status: true, wallet_amt: 0 });
      for (const key of [APP_KEY, '', `${OUR_KEY},${FIELD_KEY}`]) {
        expect(await post('/api-user-login', key, { mobile, password: 'both-pass-1' })).toEqual({
          statusCode: 403,
          body: { status: false, msg: 'Invalid app key', code: 'bad_app_key' },
        });
      }
    });
  });

  describe('LEGACY_HTTP_STATUS=200: failures at the root paths answer 200, as the old backend did, for apps that read only 2xx bodies', () => {
    let legacyStatus: Harness;
    beforeAll(async () => {
      legacyStatus = await startHarness(kind, { LEGACY_HTTP_STATUS: '200' });
    });
    afterAll(() => legacyStatus?.close());
    const post = async (url: string, body: Record<string, unknown> | string) => {
      const response = await legacyStatus.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: typeof body === 'string' ? body : JSON.stringify({ env_type: 'Prod', app_key: APP_KEY, ...body }),
      });
      return { statusCode: response.statusCode, body: response.json() as Record<string, unknown> };
    };

    test.each<[string, Record<string, unknown> | string, number, string]>([
      ['a number not registered', { mobile: '9000001701', password: 'not-it' }, 404, 'api-user-login'],
      ['a malformed number', { mobile: '12345', password: 'x' }, 400, 'api-user-login'],
      ['another app key', { app_key: 'not-the-key', mobile: '9000001701', password: 'x' }, 403, 'api-user-login'],
      ['no session', {}, 401, 'api-user-wallet-balance'],
      ['a body that is not JSON', '{"env_type":', 400, 'api-user-wallet-balance'],
    ])('%s: 200 with {status: false, msg} at the root; its honest %p under /api/', async (_case, body, honest, name) => {
      const atRoot = await post(`/${name}`, body);
      const underApi = await post(`/api/${name}`, body);
      expect(atRoot).toEqual({ statusCode: 200, body: underApi.body });
      expect(atRoot.body).toMatchObject({ status: false, msg: expect.stringMatching(/\w/) });
      expect(underApi.statusCode).toBe(honest);
    });

    test('a success is the same answer either way, and a path that is no call stays a 404', async () => {
      const rates = await post('/api-game-rates', {});
      expect(rates).toMatchObject({ statusCode: 200, body: { status: true } });
      expect((await post('/api-no-such-call', {})).statusCode).toBe(404);
    });
  });

  describe('money calls without an idempotency key', () => {
    let token: string;
    let friend: string;
    beforeAll(async () => {
      token = await api.register('9000001201', 'Keyless');
      friend = await api.register('9000001202', 'Friend');
      await api.fund('9000001201', 5000);
    });

    test('a transfer runs once per request: sent twice, it moves the points twice, each with its ledger entry', async () => {
      const transfer = { amount: 200, mobile_no: '9000001202', transfer_note: '' };
      expect((await legacy('api-user-transfer-wallet-balance', transfer, token)).body).toMatchObject({ status: true, wallet_amt: 4800 });
      expect((await legacy('api-user-transfer-wallet-balance', transfer, token)).body).toMatchObject({ status: true, wallet_amt: 4600 });
      expect([await walletOf(token), await walletOf(friend)]).toEqual([4600, 400]);
      expect((await ledgerNotes(token)).filter((note) => note.startsWith('Transfer to 9000001202'))).toHaveLength(2);
    });

    test('with a key, the same transfer sent twice moves the points once and answers the same', async () => {
      const transfer = { amount: 150, mobile_no: '9000001202', transfer_note: '', idempotency_key: 'legacy-replay-0001' };
      const first = await legacy('api-user-transfer-wallet-balance', transfer, token);
      const replay = await legacy('api-user-transfer-wallet-balance', transfer, token);
      expect(first.body).toMatchObject({ status: true, wallet_amt: 4450 });
      expect(replay.body).toEqual(first.body);
      expect([await walletOf(token), await walletOf(friend)]).toEqual([4450, 550]);
    });

    test('a bid batch, a withdrawal and a fund request each act once per request', async () => {
      const batch = {
        game_id: markets.main,
        new_result: {
          Gamename: 'Test Market', totalbit: '10', gameid: String(markets.main), pana: 'Single Digit', gametype: 'Single Digit',
          bid_date: formatBidDate(api.clock.now), session: 'Open', result: [{ digits: '5', closedigits: '', points: '10' }],
        },
      };
      expect((await legacy('api-submit-bid', batch, token)).body).toMatchObject({ status: true, wallet_amt: 4440 });
      expect((await legacy('api-submit-bid', batch, token)).body).toMatchObject({ status: true, wallet_amt: 4430 });

      await legacy('api-add-user-upi-details', { upi_type: '2', google_pay_no: '9000001201' }, token);
      await legacy('api-add-user-upi-details', { upi_type: '2', otp: api.sms.lastCode('9000001201') }, token);
      const withdraw = { mobile: '9000001201', request_amount: '500', payment_method: '2' };
      expect((await legacy('api-user-withdraw-fund-request', withdraw, token)).body).toMatchObject({ status: true, wallet_amt: 3930 });
      expect((await legacy('api-user-withdraw-fund-request', withdraw, token)).body).toMatchObject({ status: true, wallet_amt: 3430 });

      expect((await legacy('api-fund-request-add', { request_amount: 300 }, token)).body).toMatchObject({ status: true });
      expect((await legacy('api-fund-request-add', { request_amount: 300 }, token)).body).toMatchObject({ status: true });
      const deposits = (await api.operator('GET', '/operator/deposits?status=pending')).body.deposits as Array<{ mobile: string; amount: number }>;
      expect(deposits.filter((deposit) => deposit.mobile === '9000001201' && deposit.amount === 300)).toHaveLength(2);
      expect(await walletOf(token)).toBe(3430);
    });
  });

  describe('a web client on another origin (CORS_ORIGINS)', () => {
    const mobile = '9000001301';
    beforeAll(async () => {
      // One address sends every request here: a fresh window of the per-address OTP and login limits.
      api.clock.advance(OTP_REQUESTS_PER_IP.windowMs);
      await api.register(mobile, 'Web Player', 'web-pass-1');
    });

    const preflight = (origin: string) =>
      api.app.inject({
        method: 'OPTIONS',
        url: '/api-user-login',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const fromPage = (origin: string, name: string, body: Record<string, unknown>) =>
      api.app.inject({
        method: 'POST',
        url: `/${name}`,
        headers: { origin, cookie: 'ci_session=7c38fc1fc455fca9846d688fb8343f5c7ea71bee' },
        payload: { env_type: 'Prod', app_key: APP_KEY, ...body },
      });

    test('an allowed origin gets CORS answers, preflight included, and the session token in the body', async () => {
      const allowed = await preflight(WEB_CLIENT);
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers).toMatchObject({
        'access-control-allow-origin': WEB_CLIENT,
        'access-control-allow-methods': expect.stringContaining('POST'),
        'access-control-allow-headers': 'content-type',
        'access-control-allow-credentials': 'true',
      });

      const login = await fromPage(WEB_CLIENT, 'api-user-login', { mobile, password: 'web-pass-1', device_id: '{{android_id}}' });
      expect(login.statusCode).toBe(200);
      expect(login.headers['access-control-allow-origin']).toBe(WEB_CLIENT);
      const token = String(login.json().unique_token);
      expect(token).toMatch(/^[\w-]{43}$/);

      const dashboard = await fromPage(WEB_CLIENT, 'api-get-dashboard-data', { unique_token: token });
      expect(dashboard.statusCode).toBe(200);
      expect(dashboard.headers['access-control-allow-origin']).toBe(WEB_CLIENT);
      expect(dashboard.json()).toMatchObject({ status: true, wallet_amt: 0 });
      // Every listed origin, not only the first.
      expect((await preflight('http://localhost:5173')).headers['access-control-allow-origin']).toBe('http://localhost:5173');
    });

    test('a refused answer to an allowed origin still carries CORS headers, so the client can read its msg', async () => {
      const wrong = await fromPage(WEB_CLIENT, 'api-user-login', { mobile, password: 'not-it' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.headers['access-control-allow-origin']).toBe(WEB_CLIENT);
      expect(wrong.json()).toMatchObject({ status: false, msg: expect.any(String) });
    });

    test('any other origin is refused: no CORS answer, no preflight, no call, no token', async () => {
      const refused = await preflight(STRANGER);
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();

      const login = await fromPage(STRANGER, 'api-user-login', { mobile, password: 'web-pass-1' });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toMatchObject({ status: false, msg: 'Request origin not allowed' });
      expect(login.headers['access-control-allow-origin']).toBeUndefined();
      expect(login.headers['set-cookie']).toBeUndefined();

      // Not even with a token it took from elsewhere.
      const token = String((await legacy('api-user-login', { mobile, password: 'web-pass-1' })).body.unique_token);
      expect((await fromPage(STRANGER, 'api-get-dashboard-data', { unique_token: token })).statusCode).toBe(403);
      // A lookalike of an allowed origin is another origin.
      expect((await fromPage(`${WEB_CLIENT}.evil.example`, 'api-get-dashboard-data', { unique_token: token })).statusCode).toBe(403);
    });

    test('a cookie of another name (the legacy clients\' fixed ci_session) is no session', async () => {
      const answer = await legacy('api-user-wallet-balance');
      expect(answer).toMatchObject({ statusCode: 401, body: { status: false, msg: 'Please log in to continue' } });
    });
  });

  /** What the legacy clients read of an answer must come with their name and JSON type, and `status` must be `true`. */
  function expectSeedAnswer(name: ApiCallName, answer: Answer, fields: Record<string, 'string' | 'number' | 'array' | 'object'>) {
    expect({ name, statusCode: answer.statusCode, status: answer.body.status }).toEqual({ name, statusCode: 200, status: true });
    for (const [field, type] of Object.entries(fields)) {
      const value = answer.body[field];
      expect({ name, field, type: Array.isArray(value) ? 'array' : typeof value }).toEqual({ name, field, type });
    }
    // And the whole answer is what the shared contract describes.
    expect(API_CALLS[name].response.safeParse(answer.body).error).toBeUndefined();
  }

  describe("a player's day, as the legacy clients send it: at the root, no idempotency keys", () => {
    const mobile = '9000001401';
    const friend = '9000001402';
    /** The session of the table of reads below (logins are rate-limited per number). */
    let readerToken: string;
    beforeAll(async () => {
      api.clock.advance(OTP_REQUESTS_PER_IP.windowMs);
      // A player of the operator's, with points and a saved Google Pay number (the new server's own flow).
      const token = await api.register(mobile, 'Day Player', 'day-pass-1');
      await api.register(friend, 'Day Friend');
      await api.fund(mobile, 1000);
      await api.call('api-add-user-upi-details', { upi_type: '2', google_pay_no: mobile }, token);
      await api.call('api-add-user-upi-details', { upi_type: '2', otp: api.sms.lastCode(mobile) }, token);
      readerToken = token;
    });

    test('login → dashboard → bid → bid history → fund request → withdrawal → transfer, every answer status true', async () => {
      const login = await legacy('api-user-login', { mobile, password: 'day-pass-1', device_id: '{{android_id}}' });
      expectSeedAnswer('api-user-login', login, { user_name: 'string', unique_token: 'string', mobile: 'string' });
      expect(login.body).toMatchObject({ user_name: 'Day Player', mobile });
      const token = String(login.body.unique_token);
      expect(token).toMatch(/^[\w-]{43}$/);

      const dashboard = await legacy('api-get-dashboard-data', {}, token);
      expectSeedAnswer('api-get-dashboard-data', dashboard, { result: 'array', wallet_amt: 'number', betting_status: 'string' });
      expect(dashboard.body).toMatchObject({ wallet_amt: 1000, betting_status: '1' });
      expect(dashboard.body.result).toContainEqual(
        expect.objectContaining({ game_id: markets.main, game_name: 'TEST MARKET', open_time: '11:30 AM', close_time: '01:30 PM', msg_status: 1 }),
      );

      const bid = await legacy(
        'api-submit-bid',
        {
          game_id: String(markets.main),
          new_result: {
            unique_token: token, Gamename: 'Test Market', totalbit: '30', gameid: String(markets.main), pana: 'Single Digit',
            gametype: 'Single Digit', bid_date: formatBidDate(api.clock.now), session: 'Open',
            result: [{ digits: '4', closedigits: '', points: '10', session: 'Open' }, { digits: '7', closedigits: '', points: '20', session: 'Open' }],
          },
        },
        token,
      );
      expectSeedAnswer('api-submit-bid', bid, { msg: 'string' });
      expect(bid.body).toMatchObject({ msg: 'Bid placed successfully!', wallet_amt: 970 });

      const today = formatHistoryDate(istDay(api.clock.now));
      const bids = await legacy('api-bid-history-data', { bid_from: today, bid_to: today }, token);
      expectSeedAnswer('api-bid-history-data', bids, { bid_data: 'array' });
      const bidDate = formatBidDate(api.clock.now);
      expect(bids.body.bid_data).toEqual([
        // The legacy clients' fields, and ours after them (a legacy client reads past what it does not know).
        { pana: 'Single Digit', game_name: 'TEST MARKET', digits: '7', closedigits: '', session: 'Open', bid_date: bidDate, points: 20, bid_status: 'pending' },
        { pana: 'Single Digit', game_name: 'TEST MARKET', digits: '4', closedigits: '', session: 'Open', bid_date: bidDate, points: 10, bid_status: 'pending' },
      ]);

      const fund = await legacy('api-fund-request-add', { request_amount: '500' }, token);
      expectSeedAnswer('api-fund-request-add', fund, { msg: 'string' });
      expect(await walletOf(token)).toBe(970);

      const withdraw = await legacy('api-user-withdraw-fund-request', { mobile, request_amount: '500', payment_method: '2' }, token);
      expectSeedAnswer('api-user-withdraw-fund-request', withdraw, { msg: 'string' });
      expect(withdraw.body.wallet_amt).toBe(470);

      const receiver = await legacy('api-check-user-for-transfer-amt', { mobile_no: friend }, token);
      expectSeedAnswer('api-check-user-for-transfer-amt', receiver, { user_name: 'string' });
      expect(receiver.body.user_name).toBe('Day Friend');
      const transfer = await legacy('api-user-transfer-wallet-balance', { amount: '150', mobile_no: friend, transfer_note: '' }, token);
      expectSeedAnswer('api-user-transfer-wallet-balance', transfer, { msg: 'string' });

      const balance = await legacy('api-user-wallet-balance', {}, token);
      expectSeedAnswer('api-user-wallet-balance', balance, { wallet_amt: 'number' });
      expect(balance.body.wallet_amt).toBe(320);
      const friendToken = String((await api.call('api-user-login', { mobile: friend, password: 'secret-pass' })).body.unique_token);
      expect(await walletOf(friendToken)).toBe(150);

      // The evening's reads: the day as the history screens show it.
      const transactions = await legacy('api-wallet-transaction-history', {}, token);
      expectSeedAnswer('api-wallet-transaction-history', transactions, { transaction_history: 'array' });
      expect((transactions.body.transaction_history as Array<{ transaction_type: string; amount: number }>).map((entry) => [entry.transaction_type, entry.amount])).toEqual([
        ['2', 150],
        ['2', 500],
        ['2', 30],
        ['1', 1000],
      ]);
      const withdrawals = await legacy('api-user-withdraw-transaction-history', { mobile_no: mobile }, token);
      expectSeedAnswer('api-user-withdraw-transaction-history', withdrawals, { withdrawdata: 'array' });
      expect(withdrawals.body.withdrawdata).toEqual([
        expect.objectContaining({ request_status: '0', request_amount: 500, google_pay_number: mobile }),
      ]);
      const wins = await legacy('api-wining-history-data', { date_from: today, date_to: today }, token);
      expectSeedAnswer('api-wining-history-data', wins, { win_data: 'array' });
    });

    test.each<[ApiCallName, Record<string, unknown>, Record<string, 'string' | 'number' | 'array' | 'object'>]>([
      ['api-game-rates', {}, { game_rates: 'array' }],
      ['api-starline-game-rates', {}, { game_rates: 'array' }],
      ['api-galidisawar-game-rates', {}, { game_rates: 'array' }],
      ['api-starline-game', {}, { result: 'array' }],
      ['api-galidisawar-game', {}, { result: 'array' }],
      ['api-get-social-data', {}, { mobile_no: 'string' }],
      ['api-get-slider-images', {}, { sliderdata: 'array' }],
      ['api-get-headline', { ids: [1] }, { data: 'array' }],
      ['api-how-to-play', {}, { content: 'array' }],
      ['api-money-deposit-withdrawal-rule', {}, { content: 'array' }],
      ['api-get-qr-pay', {}, { qrdata: 'array' }],
      ['api-admin-bank-details', {}, { msg: 'string', bank_details: 'array' }],
      ['api-last-fund-request-detail', {}, { msg: 'string', min_amt: 'number' }],
      ['api-get-user-payment-details', {}, { payment_details: 'object' }],
      ['api-starline-bid-history-data', { bid_from: '11/22/2026', bid_to: '11/22/2026' }, { bid_data: 'array' }],
      ['api-starline-wining-history-data', { date_from: '11/22/2026', date_to: '11/22/2026' }, { win_data: 'array' }],
      ['api-galidisawar-bid-history-data', { bid_from: '11/22/2026', bid_to: '11/22/2026' }, { bid_data: 'array' }],
      ['api-galidisawar-wining-history-data', { date_from: '11/22/2026', date_to: '11/22/2026' }, { bid_data: 'array' }],
    ])('%s answers at the root with the fields the legacy clients read', async (name, body, fields) => {
      expectSeedAnswer(name, await legacy(name, body, readerToken), fields);
    });
  });

  /** A call as the legacy web client sends it: JSON text from its own origin, at the call's root path. */
  async function web(name: string, fields: Record<string, unknown>) {
    const response = await api.app.inject({
      method: 'POST',
      url: `/${name}`,
      headers: { origin: WEB_CLIENT, 'content-type': 'application/json' },
      payload: JSON.stringify({ env_type: 'Prod', app_key: APP_KEY, ...fields }),
    });
    return { statusCode: response.statusCode, body: response.json() as Record<string, unknown> & { status?: boolean; msg?: string } };
  }

  /**
   * The public copy of the legacy web client (React, served by the operator from its own origin), each request as its
   * sources build it: `JSON.stringify` of `env_type`, `app_key`, `unique_token` (null when signed out) and the call's
   * fields with the JSON types the sources give them (points as typed text, totals and amounts as numbers).
   */
  describe("the legacy web client, each request as its sources build it", () => {
    const mobile = '9000001501';
    let token: string;
    beforeAll(async () => {
      // Past the window the day's other registrations from this address began (each test starts back at 10:00).
      api.clock.advance(2 * OTP_REQUESTS_PER_IP.windowMs);
      token = await api.register(mobile, 'Web Client', 'web-pass-2');
      await api.fund(mobile, 5000);
    });

    const rowsOf = (answer: { body: Record<string, unknown> }) => answer.body.result as Array<Record<string, unknown>>;
    /** The legacy web client's bid date: `day-MonthName-year` of the phone's clock. */
    const bidDate = () => formatBidDate(api.clock.now);
    /** A confirm dialog's request: `ShowModal`, `StarModal`, `GaliModal` differ only in the call. */
    const batch = (gameId: number, gameName: string, pana: string, result: Array<Record<string, string>>) => ({
      unique_token: token,
      game_id: gameId,
      new_result: {
        unique_token: token,
        Gamename: gameName,
        totalbit: result.reduce((sum, row) => sum + parseInt(row.points ?? '0', 10), 0),
        gameid: gameId,
        pana,
        bid_date: bidDate(),
        session: 'Close',
        result,
      },
    });

    test('market lists: game_id a number, msg_status the number 1 while running and 2 once closed, as `msg_status === 1` reads', async () => {
      const lists: Array<[string, Record<string, unknown>, number]> = [
        ['api-get-dashboard-data', { unique_token: token }, markets.main],
        ['api-starline-game', {}, markets.starline],
        ['api-galidisawar-game', {}, markets.gali],
      ];
      for (const [name, fields, id] of lists) {
        const market = rowsOf(await web(name, fields)).find((row) => row.game_id === id);
        expect({ name, market }).toEqual({ name, market: expect.objectContaining({ game_id: id, msg_status: 1, msg: 'Market is running' }) });
      }
      const dashboard = await web('api-get-dashboard-data', { unique_token: token });
      expect(typeof dashboard.body.wallet_amt).toBe('number');

      api.clock.at('23:30');
      for (const [name, fields, id] of lists) {
        const market = rowsOf(await web(name, fields)).find((row) => row.game_id === id);
        expect({ name, market }).toEqual({ name, market: expect.objectContaining({ msg_status: 2, msg: 'Close for today' }) });
      }
    });

    test("Starline and Gali rows carry `session: ''` under a batch that says Close: accepted, stored Open", async () => {
      const starline = await web('api-starline-submit-bid', batch(markets.starline, 'Star 3 PM', 'Single Digit', [{ digits: '4', closedigits: '', points: '10', session: '' }]));
      expect(starline.body).toMatchObject({ status: true, msg: 'Bid placed successfully!' });
      const gali = await web('api-galidisawar-submit-bid', batch(markets.gali, 'Test Gali', 'Right Digit', [{ digits: '7', closedigits: '', points: '10', session: '' }]));
      expect(gali.body).toMatchObject({ status: true });
      const stored = await api.db.query<{ session: string }>(
        'SELECT b.session FROM bids b JOIN users u ON u.id = b.user_id WHERE u.mobile = $1 AND b.market_id IN ($2, $3)',
        [mobile, markets.starline, markets.gali],
      );
      expect(stored.map((row) => row.session)).toEqual(['Open', 'Open']);
    });

    test("main rows carry the player's choice (`open`, `close`; Full Sangam `closed`) under a batch that says Close: each row's own wins", async () => {
      const single = await web('api-submit-bid', batch(markets.main, 'Test Market', 'Single Digit', [
        { digits: '1', closedigits: '', points: '10', session: 'open' },
        { digits: '2', closedigits: '', points: '10', session: 'close' },
      ]));
      expect(single.body).toMatchObject({ status: true });
      const fullSangam = await web('api-submit-bid', batch(markets.main, 'Test Market', 'Full Sangam', [{ digits: '123', closedigits: '459', points: '10', session: 'closed' }]));
      expect(fullSangam.body).toMatchObject({ status: true });
      const stored = await api.db.query<{ bet_type: string; digits: string; session: string }>(
        'SELECT b.bet_type, b.digits, b.session FROM bids b JOIN users u ON u.id = b.user_id WHERE u.mobile = $1 AND b.market_id = $2 ORDER BY b.id',
        [mobile, markets.main],
      );
      expect(stored).toEqual([
        { bet_type: 'Single Digit', digits: '1', session: 'Open' },
        { bet_type: 'Single Digit', digits: '2', session: 'Close' },
        // Full Sangam is settled on the whole day: always Open, whatever the screen says.
        { bet_type: 'Full Sangam', digits: '123', session: 'Open' },
      ]);
    });

    test('a row placed as Open after the open time is refused with the batch, and nothing is stored or debited', async () => {
      api.clock.at('12:00');
      const before = (await web('api-user-wallet-balance', { unique_token: token })).body.wallet_amt;
      const late = await web('api-submit-bid', batch(markets.main, 'Test Market', 'Single Digit', [
        { digits: '3', closedigits: '', points: '10', session: 'close' },
        { digits: '4', closedigits: '', points: '10', session: 'Open' },
      ]));
      expect(late).toMatchObject({ statusCode: 400, body: { status: false, msg: 'Bidding is closed for Single Digit' } });
      expect((await web('api-user-wallet-balance', { unique_token: token })).body.wallet_amt).toBe(before);
    });

    test("Gali bids under the legacy clients' Gali names, and each history screen reads back the names it shows", async () => {
      const gali = await aMarket('Web Gali').ofKind('gali').opensAt('23:00').addTo(api);
      const main = await aMarket('Web Market').addTo(api);
      // GaliAllGame: Left Digit is sent as "Single Pana", Jodi Digit as "Triple Pana", Right Digit as itself.
      for (const [pana, digits] of [['Single Pana', '4'], ['Right Digit', '7'], ['Triple Pana', '47']]) {
        const placed = await web('api-galidisawar-submit-bid', batch(gali, 'Web Gali', pana!, [{ digits: digits!, closedigits: '', points: '10', session: '' }]));
        expect({ pana, body: placed.body }).toMatchObject({ pana, body: { status: true } });
      }
      const stored = await api.db.query<{ bet_type: string }>('SELECT bet_type FROM bids WHERE market_id = $1 ORDER BY id', [gali]);
      expect(stored.map((row) => row.bet_type)).toEqual(['Left Digit', 'Right Digit', 'Jodi Digit']);
      expect((await web('api-submit-bid', batch(main, 'Web Market', 'Triple Pana', [{ digits: '777', closedigits: '', points: '10', session: 'open' }]))).body).toMatchObject({
        status: true,
      });

      api.clock.at('23:05');
      expect((await api.operator('POST', '/operator/results/gali', { market: gali, jodi: '47' })).body).toMatchObject({ won: 3 });
      api.clock.at('11:35');
      expect((await api.operator('POST', '/operator/results/open', { market: main, pana: '777' })).body).toMatchObject({ won: 1 });

      const today = formatHistoryDate(istDay(api.clock.now));
      const range = { unique_token: token, bid_from: today, bid_to: today };
      const wins = { unique_token: token, date_from: today, date_to: today };
      type Row = { pana: string; game_name: string };
      const namesIn = (rows: unknown, market: string) => (rows as Row[]).filter((row) => row.game_name === market).map((row) => row.pana);
      // Gali_BID/Biddata shows rows named "Single Pana", "Right Digit", "Triple Pana"; Gali_WIN/Windata "Left Digit", "Right Digit", "Jodi Digit".
      const galiBids = await web('api-galidisawar-bid-history-data', range);
      expect(namesIn(galiBids.body.bid_data, 'WEB GALI')).toEqual(['Triple Pana', 'Right Digit', 'Single Pana']);
      const galiWins = await web('api-galidisawar-wining-history-data', wins);
      expect(namesIn(galiWins.body.bid_data, 'WEB GALI')).toEqual(['Jodi Digit', 'Right Digit', 'Left Digit']);
      // WIN/Windata shows a Triple Pana win only as "Tripple Pana".
      const mainWins = await web('api-wining-history-data', wins);
      expect(namesIn(mainWins.body.win_data, 'WEB MARKET')).toEqual(['Tripple Pana']);
      // Our own screens read the same answers through the contract, under our names.
      const ours = API_CALLS['api-galidisawar-bid-history-data'].response.parse(galiBids.body);
      expect(ours.bid_data.filter((row) => row.game_name === 'WEB GALI').map((row) => row.type)).toEqual(['Jodi Digit', 'Right Digit', 'Left Digit']);
      expect(API_CALLS['api-wining-history-data'].response.parse(mainWins.body).win_data.map((row) => row.type)).toContain('Triple Pana');
    });

    test('withdrawal: the method list gives each saved number its withdraw type (a number), and the withdrawal takes it as sent', async () => {
      // WithdrawFund: usePayment(token, number), then payment_method = the chosen row's `type`, request_amount = Number(…).
      const none = await web('api-user-payment-method-list', { unique_token: token, mobile_no: mobile });
      expect(none.body).toMatchObject({ status: true, result: [] });
      // The legacy add-UPI screen compares the code on the phone (see docs/operations.md): the number is saved our way.
      await api.call('api-add-user-upi-details', { upi_type: '1', paytm_no: '9000001599' }, token);
      await api.call('api-add-user-upi-details', { upi_type: '1', otp: api.sms.lastCode(mobile) }, token);
      const methods = await web('api-user-payment-method-list', { unique_token: token, mobile_no: mobile });
      expect(methods.body.result).toEqual([{ type: 3, name: 'Paytm', value: '9000001599' }]);

      const before = Number((await web('api-user-wallet-balance', { unique_token: token })).body.wallet_amt);
      const [method] = methods.body.result as Array<{ type: number }>;
      const withdraw = await web('api-user-withdraw-fund-request', { unique_token: token, mobile, request_amount: 500, payment_method: method!.type });
      expect(withdraw.body).toMatchObject({ status: true, msg: 'Withdraw request sent successfully', wallet_amt: before - 500 });
      const history = await web('api-user-withdraw-transaction-history', { unique_token: token, mobile_no: mobile });
      expect(history.body.withdrawdata).toEqual([expect.objectContaining({ request_status: '0', request_amount: 500, paytm_number: '9000001599' })]);
      // No method chosen yet (the screen's initial ""): Please select a payment method.
      expect((await web('api-user-withdraw-fund-request', { unique_token: token, mobile, request_amount: 500, payment_method: '' })).body).toMatchObject({
        status: false,
        msg: 'Please select a payment method',
      });
    });

    test('Add Funds History lists the approved deposits only, with the fields its screen reads', async () => {
      const list = () => web('api-get-auto-deposit-list', { unique_token: token, mobile_no: mobile });
      await api.call('api-fund-request-add', { request_amount: 300, payment_method: 'Google Pay' }, token);
      await api.call('api-fund-request-add', { request_amount: 400, payment_method: 'PhonePe' }, token);
      expect((await list()).body).toMatchObject({ status: true, result: [] });
      const pending = (await api.operator('GET', `/operator/deposits?status=pending&player=${mobile}`)).body.deposits as Array<{ id: number; amount: number }>;
      const approved = pending.find((deposit) => deposit.amount === 300);
      await api.operator('POST', `/operator/deposits/${approved?.id}/approve`);
      expect((await list()).body.result).toEqual([
        { tx_request_number: String(approved?.id), payment_method: 'Google Pay', insert_date: expect.any(String), amount: 300, request_status: '2', payment_receipt: '' },
      ]);
    });

    test('signed out, the landing page and the content hooks send a null token or none: public answers, with no player data', async () => {
      // LandingIMP: useGameFront(token) with the store's token, null before login.
      const landing = await web('api-get-dashboard-data', { unique_token: null });
      expect(landing).toMatchObject({ statusCode: 200, body: { status: true } });
      expect(rowsOf(landing)).toContainEqual(expect.objectContaining({ game_id: markets.main, msg_status: 1 }));
      expect(Object.keys(landing.body)).not.toEqual(expect.arrayContaining(['wallet_amt']));
      expect(Object.keys(landing.body)).not.toEqual(expect.arrayContaining(['betting_status']));
      // useCarosuel sends unique_token (null signed out); useQRPAY and useRule send none.
      const content: Array<[string, Record<string, unknown>, string]> = [
        ['api-get-slider-images', { unique_token: null }, 'sliderdata'],
        ['api-get-qr-pay', {}, 'qrdata'],
        ['api-money-deposit-withdrawal-rule', {}, 'content'],
      ];
      for (const [name, fields, list] of content) {
        const answer = await web(name, fields);
        expect({ name, statusCode: answer.statusCode, list: Array.isArray(answer.body[list]) }).toEqual({ name, statusCode: 200, list: true });
      }
      // A token that is no session: the visitor's answer with betting off at the root (the client takes no 401 as signed
      // out); our own app, under /api/, gets the 401 it signs out on.
      expect((await web('api-get-dashboard-data', { unique_token: 'not-a-session-token' })).body).toMatchObject({ status: true, betting_status: '0' });
      expect((await api.call('api-get-dashboard-data', {}, 'not-a-session-token')).statusCode).toBe(401);
    });

    test.each([...PUBLIC_CALLS])('%s, a call the contract lists as public, asks no visitor for a session', async (name) => {
      expect((await web(name, {})).statusCode).not.toBe(401);
    });

    test('the dashboard carries the support numbers the landing page and home read there (mobile_1, telegram_no)', async () => {
      await api.operator('POST', '/operator/content/contacts', { mobile_1: '9123456780', mobile_no: '9123456781', telegram_no: 'matka_help' });
      for (const fields of [{ unique_token: null }, { unique_token: token }]) {
        expect((await web('api-get-dashboard-data', fields)).body).toMatchObject({ mobile_1: '9123456780', mobile_no: '9123456781', telegram_no: 'matka_help' });
      }
    });

    test("chart, QR and slider links are absolute on PUBLIC_URL, so they open here and not on the client's own origin", async () => {
      await api.operator('POST', '/operator/content/payment', { upi_id: 'pay@upi', qr_image: '/uploads/qr.png' });
      await api.operator('POST', '/operator/content/slider_images', ['/uploads/one.png', 'https://cdn.example.in/two.png']);
      const dashboard = await web('api-get-dashboard-data', { unique_token: token });
      expect(rowsOf(dashboard).find((row) => row.game_id === markets.main)?.web_chart_url).toBe(`${PUBLIC_URL}/charts/main/${markets.main}`);
      expect(dashboard.body.web_chart).toContainEqual({ game_name: 'TEST MARKET', web_chart_url: `${PUBLIC_URL}/charts/main/${markets.main}` });
      expect((await web('api-starline-game', {})).body.web_starline_chart_url).toBe(`${PUBLIC_URL}/charts/starline`);
      expect((await web('api-galidisawar-game-rates', {})).body.web_galidessar_chart_url).toBe(`${PUBLIC_URL}/charts/gali`);
      expect((await web('api-get-qr-pay', {})).body.qrdata).toEqual([{ upi_id: 'pay@upi', qr_image: `${PUBLIC_URL}/uploads/qr.png` }]);
      // An operator's absolute link stays as it is.
      expect((await web('api-get-slider-images', { unique_token: token })).body.sliderdata).toEqual([
        { slider_image: `${PUBLIC_URL}/uploads/one.png` },
        { slider_image: 'https://cdn.example.in/two.png' },
      ]);
    });

    test('win history rows carry the bid\'s date and points, which WIN/Windata shows as "Date:" and "pts"', async () => {
      const market = await aMarket('Win Dates').addTo(api);
      const placedOn = bidDate();
      await web('api-submit-bid', batch(market, 'Win Dates', 'Single Digit', [{ digits: '6', closedigits: '', points: '20', session: 'open' }]));
      api.clock.at('11:35');
      await api.operator('POST', '/operator/results/open', { market, pana: '123' });
      const today = formatHistoryDate(istDay(api.clock.now));
      const wins = await web('api-wining-history-data', { unique_token: token, date_from: today, date_to: today });
      expect((wins.body.win_data as Array<{ game_name: string }>).filter((row) => row.game_name === 'WIN DATES')).toEqual([
        expect.objectContaining({ pana: 'Single Digit', digits: '6', session: 'Open', amount: 190, bid_date: placedOn, points: 20, wining_date: expect.any(String) }),
      ]);
    });

    test('change password, then the balance: the client keeps its token, and the call after the change is answered', async () => {
      // Changepass: old_pass, new_pass with the token; the client then goes on calling with the same token.
      const otherPhone = String((await api.call('api-user-login', { mobile, password: 'web-pass-2' })).body.unique_token);
      const changed = await web('api-change-password', { unique_token: token, old_pass: 'web-pass-2', new_pass: 'web-pass-3' });
      expect(changed.body).toEqual({ status: true, msg: 'Successfully changed password' });
      expect((await web('api-user-wallet-balance', { unique_token: token })).body).toMatchObject({ status: true, wallet_amt: expect.any(Number) });
      // Every other session of the player ends.
      expect((await web('api-user-wallet-balance', { unique_token: otherPhone })).statusCode).toBe(401);
    });
  });

  /** What the walk of the legacy web client against this server found (issue 38), each as the client sends it. */
  describe('the legacy web client, the last gaps', () => {
    const mobile = '9000001801';
    let token: string;
    beforeAll(async () => {
      // Past the windows the other blocks' codes and registrations from this address began.
      api.clock.advance(3 * OTP_REQUESTS_PER_IP.windowMs);
      token = await api.register(mobile, 'Gap Player', 'gap-pass-1');
      await api.fund(mobile, 1000);
    });

    const marketIn = (answer: { body: Record<string, unknown> }, id: number) => (answer.body.result as Array<Record<string, unknown>>).find((row) => row.game_id === id);

    test('a Gali result: the whole jodi in open_result, the only field the client shows; our own card reads the same answer', async () => {
      const gali = await aMarket('Jodi Gali').ofKind('gali').opensAt('23:00').addTo(api);
      expect(marketIn(await web('api-galidisawar-game', {}), gali)).toMatchObject({ open_result: '', close_result: '' });
      api.clock.at('23:05');
      expect((await api.operator('POST', '/operator/results/gali', { market: gali, jodi: '46' })).statusCode).toBe(200);
      const card = marketIn(await web('api-galidisawar-game', {}), gali);
      expect(card).toMatchObject({ open_result: '46', close_result: '' });
      expect(marketResultText('gali', String(card?.open_result), String(card?.close_result))).toBe('46');
    });

    test('Full Sangam with an open digit (its screen takes one) is refused saying why, and nothing is debited', async () => {
      const market = await aMarket('Sangam Market').addTo(api);
      const before = (await web('api-user-wallet-balance', { unique_token: token })).body.wallet_amt;
      const bid = await web('api-submit-bid', {
        unique_token: token,
        game_id: market,
        new_result: {
          unique_token: token, Gamename: 'Sangam Market', totalbit: 10, gameid: market, pana: 'Full Sangam', bid_date: formatBidDate(api.clock.now),
          session: 'Close', result: [{ digits: '5', closedigits: '459', points: '10', session: 'closed' }],
        },
      });
      expect(bid).toEqual({ statusCode: 400, body: { status: false, msg: 'Full Sangam needs an open pana (3 digits) and a close pana: 5 is not a pana', code: 'invalid_bid' } });
      expect((await web('api-user-wallet-balance', { unique_token: token })).body.wallet_amt).toBe(before);
    });

    test('an ended session (a password changed elsewhere): the dashboard at the root answers as to a visitor, betting off, and says why', async () => {
      const login = () => web('api-user-login', { mobile, password: 'gap-pass-1', device_id: '{{android_id}}' });
      const browser = String((await login()).body.unique_token);
      const phone = String((await login()).body.unique_token);
      expect((await web('api-get-dashboard-data', { unique_token: browser })).body).toMatchObject({ betting_status: '1', wallet_amt: expect.any(Number) });
      expect((await web('api-change-password', { unique_token: phone, old_pass: 'gap-pass-1', new_pass: 'gap-pass-2' })).body.status).toBe(true);

      const ended = await web('api-get-dashboard-data', { unique_token: browser });
      expect(ended).toMatchObject({ statusCode: 200, body: { status: true, betting_status: '0', msg: 'Your session has expired. Please log in again.' } });
      expect(ended.body).not.toHaveProperty('wallet_amt');
      expect(marketIn(ended, markets.main)).toMatchObject({ game_id: markets.main, msg_status: expect.any(Number) });
      // Every other call, and our own app under /api/, keep the 401 our own app signs out on.
      expect((await web('api-user-wallet-balance', { unique_token: browser })).statusCode).toBe(401);
      expect((await api.call('api-get-dashboard-data', {}, browser)).statusCode).toBe(401);
      await web('api-change-password', { unique_token: phone, old_pass: 'gap-pass-2', new_pass: 'gap-pass-1' });
    });

    test("registration as the client sends it: device_id null is taken; no code reads 'Enter Valid OTP', the right one registers", async () => {
      const newcomer = '9000001802';
      // A day of its own: the address's codes of the other blocks are counted at the same 10:00.
      api.clock.advance(DAY_MS);
      expect((await web('api-check-mobile', { mobile: newcomer })).statusCode).toBe(200);
      const asSent = { name: 'Web Newcomer', email: 'email', password: 'new-pass-1', mobile: newcomer, security_pin: '123456', device_id: null };
      expect(await web('api-user-registration', asSent)).toEqual({ statusCode: 400, body: { status: false, msg: 'Enter Valid OTP', code: 'invalid_body' } });
      const registered = await web('api-user-registration', { ...asSent, otp: api.sms.lastCode(newcomer) });
      expect(registered).toMatchObject({ statusCode: 200, body: { status: true, user_name: 'Web Newcomer' } });
    });

    test("Add UPI: a signed-in player's resend for their own number sends the add-UPI code, under the limits of every code", async () => {
      api.clock.advance(DAY_MS);
      // Signed in anew: the password change above ended the block's first session.
      const signedIn = String((await web('api-user-login', { mobile, password: 'gap-pass-1', device_id: '{{android_id}}' })).body.unique_token);
      const sent = api.sms.sent.length;
      expect(await web('api-resend-otp', { unique_token: signedIn, mobile })).toMatchObject({ statusCode: 200, body: { status: true } });
      expect(api.sms.sent.slice(sent)).toEqual([{ to: mobile, text: expect.stringContaining('to verify your UPI number') }]);
      // Asked again at once: the 30 s wait of every code.
      expect((await web('api-resend-otp', { unique_token: signedIn, mobile })).statusCode).toBe(429);
      // Anyone else's registered number, or a visitor asking for this one, is still a registration's resend.
      expect((await web('api-resend-otp', { unique_token: signedIn, mobile: '9000001802' })).statusCode).toBe(409);
      api.clock.advance(31_000);
      expect((await web('api-resend-otp', { mobile })).body).toMatchObject({ status: false, msg: 'User Already Registered' });
      expect(api.sms.sent.length).toBe(sent + 1);
    });
  });
});
