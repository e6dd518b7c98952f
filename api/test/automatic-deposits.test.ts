import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CREDIT_SMS_FORMATS } from '../src/features/payments/credit-sms-formats';
import { feedSignature, SIGNATURE_HEADER } from '../src/features/operators/feed-signature';
import { parseCreditSms } from '../src/features/payments/credit-sms';
import { PAYMENT_READING_PROBLEMS, STATEMENT_PROBLEMS } from '../src/features/payments/messages';
import { toRequest } from '../src/cli/operator';
import { WALLET_MESSAGES } from '../src/features/wallet/messages';
import { APP_KEY, secondInstance, type Answer } from './support/api-harness';
import { addOperator } from './support/operator-accounts';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

// Issue 39: deposits credit themselves. A payment (the feed's post, a statement's row) and a pending deposit request
// with the same UTR and amount are one credit, whichever comes first and on whichever instance; everything else goes to
// a cashier with the reason, never a guess.
describe.each(testDatabases())('automatic deposits ($mode)', (kind) => {
  const asha = aPlayer('9822200001').named('Asha').withGooglePay('9822299991');
  const ravi = aPlayer('9822200002').named('Ravi').withGooglePay('9822299992');
  const { api } = testWorld(kind).at('12:00').withEnv({ AUTO_APPROVE_MAX: '50000' }).with(asha, ravi);
  let feedToken = '';
  let keys = 0;

  const as = async (token: string, method: 'GET' | 'POST', url: string, body?: unknown, app: FastifyInstance = api.app): Promise<Answer> => {
    const response = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { payload: body as Record<string, unknown> }) });
    return { statusCode: response.statusCode, body: response.json() };
  };
  const feed = (payment: Record<string, unknown>, app?: FastifyInstance) => as(feedToken, 'POST', '/operator/payments', payment, app);
  const file = (token: string, amount: number, utr: string, app?: FastifyInstance): Promise<Answer> => {
    const payload = { app_key: APP_KEY, env_type: 'Prod', unique_token: token, request_amount: amount, payment_method: 'qr', utr, idempotency_key: `auto-key-${(keys += 1)}` };
    if (!app) return api.call('api-fund-request-add', payload);
    return app.inject({ method: 'POST', url: '/api/api-fund-request-add', payload }).then((response) => ({ statusCode: response.statusCode, body: response.json() }));
  };
  const balance = async (mobile: string) => Number((await api.db.query<{ balance: number }>('SELECT balance FROM users WHERE mobile = $1', [mobile]))[0]?.balance);
  const history = async (token: string) => (await api.call('api-fund-request-history', {}, token)).body.fund_requests as Array<Record<string, unknown>>;
  const payment = async (utr: string) => {
    const listed = await api.operator('GET', '/operator/payments?view=feed');
    if (listed.statusCode !== 200) throw new Error(JSON.stringify(listed));
    const rows = listed.body.payments as Array<Record<string, unknown>>;
    return rows.find((row) => row.utr === utr);
  };

  beforeAll(async () => {
    await api.operator('POST', '/operator/content/deposit', { min_deposit: 100 });
    const created = await api.operator('POST', '/operator/feed-tokens', { name: 'shop phone' });
    expect(created.statusCode).toBe(200);
    feedToken = String((created.body.feed_token as { token: string }).token);
  });

  test('a feed token posts payments and nothing else; a cashier cannot make one; a revoked one is refused', async () => {
    expect(feedToken).toMatch(/^mbf_/);
    expect(await as(feedToken, 'GET', '/operator/deposits')).toEqual({
      statusCode: 403,
      body: { error: 'The feed token "shop phone" may only post payments: it may not read deposits, withdrawals and the ledger check' },
    });
    const cashier = await addOperator(api, 'kiran', 'cashier');
    expect((await as(cashier.token, 'POST', '/operator/feed-tokens', { name: 'own phone' })).statusCode).toBe(403);
    const listed = (await api.operator('GET', '/operator/feed-tokens')).body.feed_tokens as Array<Record<string, unknown>>;
    expect(listed).toEqual([expect.objectContaining({ name: 'shop phone', created_by: expect.any(String), revoked_at: null })]);
    expect(JSON.stringify(listed)).not.toContain(feedToken);
    const spare = String(((await api.operator('POST', '/operator/feed-tokens', { name: 'spare' })).body.feed_token as { token: string }).token);
    expect((await as(spare, 'POST', '/operator/payments', { utr: '500000000099', amount: 100 })).statusCode).toBe(200);
    await api.operator('POST', '/operator/feed-tokens/revoke', { name: 'spare' });
    expect(await as(spare, 'POST', '/operator/payments', { utr: '500000000098', amount: 100 })).toEqual({ statusCode: 401, body: { error: 'That feed token was revoked' } });
    expect(await as('mbf_made-up', 'POST', '/operator/payments', { utr: '500000000097', amount: 100 })).toEqual({
      statusCode: 401,
      body: { error: 'That feed token is not known: ask an owner for one (feed-token create)' },
    });
    expect(await feed({ amount: 100 })).toEqual({ statusCode: 400, body: { error: 'Send the payment’s utr and amount, or the credit SMS as sms' } });
    expect((await feed({ utr: '12345', amount: 100 })).statusCode).toBe(400);
  });

  test('a signed feed token posts only with the HMAC of the bytes it sends; a wrong or missing signature records nothing', async () => {
    const typed = (await toRequest(['feed-token', 'create', '--name', 'bank webhook', '--signed'], async () => [])) as { method: 'POST'; path: string; body: Record<string, unknown> };
    expect(typed).toMatchObject({ method: 'POST', path: '/operator/feed-tokens', body: { name: 'bank webhook', signed: true } });
    const made = await api.operator(typed.method, typed.path, typed.body);
    const { token, signing_secret: secret } = made.body.feed_token as { token: string; signing_secret: string };
    expect(secret).toMatch(/^mbs_/);
    const listed = (await api.operator('GET', '/operator/feed-tokens')).body.feed_tokens as Array<Record<string, unknown>>;
    expect(listed.find((row) => row.name === 'bank webhook')).toMatchObject({ signed: true });
    expect(listed.find((row) => row.name === 'shop phone')).toMatchObject({ signed: false });
    expect(JSON.stringify(listed)).not.toContain(secret);
    // The bytes as a forwarder sends them (spaces and key order its own): the signature is of these, not of a re-encoding.
    const body = '{ "amount": 300,  "utr": "500000000081" }';
    const post = async (headers: Record<string, string>) => {
      const response = await api.app.inject({ method: 'POST', url: '/operator/payments', payload: body, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers } });
      return { statusCode: response.statusCode, body: response.json() as Record<string, unknown> };
    };
    expect(await post({})).toEqual({ statusCode: 401, body: { error: expect.stringContaining(`send the body's HMAC-SHA256 as ${SIGNATURE_HEADER}`) } });
    expect(await post({ [SIGNATURE_HEADER]: feedSignature(secret, body.replace(/ /g, '')) })).toEqual({ statusCode: 401, body: { error: expect.stringContaining('does not match the body') } });
    expect(await post({ [SIGNATURE_HEADER]: feedSignature(feedToken, body) })).toMatchObject({ statusCode: 401 });
    expect(await payment('500000000081')).toBeUndefined();
    expect(await post({ [SIGNATURE_HEADER]: feedSignature(secret, body) })).toMatchObject({ statusCode: 200, body: { known: false, payment: { utr: '500000000081', amount: 300, sources: ['feed: bank webhook'] } } });
    // An unsigned token is not asked for a signature; an operator posting by hand neither.
    expect((await feed({ utr: '500000000082', amount: 300 })).statusCode).toBe(200);
    const audit = (await api.operator('GET', '/operator/audit?action=feed-token%20create')).body.actions as Array<Record<string, string>>;
    expect(audit.map((row) => row.target)).toContain('bank webhook (signs its posts)');
  });

  test('a request filed for a payment seen already is approved as it is filed: the player reads it, the wallet rises, the audit says how', async () => {
    expect((await feed({ utr: '500000000001', amount: 750, payer_upi: 'asha@okaxis', payer_name: 'ASHA K' })).body).toMatchObject({ known: false, payment: { status: 'unmatched', amount: 750 } });
    const before = await balance(asha.mobile);
    expect((await file(asha.token, 750, '500000000001')).body).toMatchObject({ status: true, msg: WALLET_MESSAGES.depositApproved, request_status: 'approved', wallet_amt: before + 750 });
    expect(await balance(asha.mobile)).toBe(before + 750);
    expect((await history(asha.token))[0]).toMatchObject({ request_status: 'approved', request_amount: 750, approved_automatically: true, decided_at: expect.any(String) });
    expect(await payment('500000000001')).toMatchObject({ status: 'matched', reason: 'automatic (feed: shop phone)', player: asha.mobile, sources: ['feed: shop phone'] });
    const audit = (await api.operator('GET', '/operator/audit?action=deposit%20approve')).body.actions as Array<Record<string, string>>;
    expect(audit[0]).toMatchObject({ actor: 'automatic (feed: shop phone)', player: asha.mobile });
  });

  test('a payment arriving for a pending request credits it; the same UTR again from any source is the same payment', async () => {
    expect((await file(ravi.token, 1200, '500000000002')).body).toMatchObject({ status: true, msg: WALLET_MESSAGES.depositFiled, request_status: 'pending' });
    const before = await balance(ravi.mobile);
    expect((await feed({ utr: '500000000002', amount: 1200 })).body).toMatchObject({ known: false, payment: { status: 'matched', deposit_id: expect.any(Number) } });
    expect(await balance(ravi.mobile)).toBe(before + 1200);
    expect((await api.operator('POST', '/operator/payments', { utr: '500000000002', amount: 1200, payer_name: 'RAVI' })).body).toMatchObject({ known: true, payment: { status: 'matched', payer_name: 'RAVI' } });
    expect((await feed({ utr: '500000000002', amount: 1200 })).body).toMatchObject({ known: true });
    expect(await balance(ravi.mobile)).toBe(before + 1200);
    expect((await payment('500000000002'))?.sources).toEqual(['feed: shop phone', 'owner']);
  });

  test('the feed may post the credit SMS as it came: read by its format, matched as any payment', async () => {
    const sample = CREDIT_SMS_FORMATS.find((format) => format.name === 'HDFC Bank UPI credit')!.example;
    const { utr, amount, payerUpi } = parseCreditSms(sample)!;
    await file(ravi.token, amount, utr);
    const before = await balance(ravi.mobile);
    expect((await feed({ sms: sample })).body).toMatchObject({ payment: { status: 'matched', utr, amount, payer_upi: payerUpi, player: ravi.mobile, raw: sample } });
    expect(await balance(ravi.mobile)).toBe(before + amount);
  });

  test('amounts that differ go to a cashier with both shown; "credit the amount paid" credits what arrived', async () => {
    await file(asha.token, 5000, '500000000003');
    const before = await balance(asha.mobile);
    const posted = await feed({ utr: '500000000003', amount: 500 });
    expect(posted.body).toMatchObject({ payment: { status: 'review', reason: 'amounts differ: paid 500, the request asks 5,000', requested: 5000, player: asha.mobile } });
    expect(await balance(asha.mobile)).toBe(before);
    expect((await history(asha.token))[0]).toMatchObject({ request_status: 'pending' });
    const id = Number((posted.body.payment as { id: number }).id);
    const resolved = await api.operator('POST', `/operator/payments/${id}/resolve`, { action: 'credit_paid', note: 'player typed 5000' });
    expect(resolved.body).toMatchObject({ payment: { status: 'matched', requested: 500 } });
    expect(await balance(asha.mobile)).toBe(before + 500);
  });

  test('above AUTO_APPROVE_MAX a cashier confirms: the deposit approval makes the payment its proof; a rejection frees the payment', async () => {
    await file(ravi.token, 60_000, '500000000004');
    const posted = await feed({ utr: '500000000004', amount: 60_000 });
    expect(posted.body).toMatchObject({ payment: { status: 'review', reason: 'above AUTO_APPROVE_MAX (50,000): a cashier confirms' } });
    const depositId = Number((posted.body.payment as { deposit_id: number }).deposit_id);
    const before = await balance(ravi.mobile);
    expect((await api.operator('POST', `/operator/deposits/${depositId}/approve`, {})).body).toMatchObject({ status: 'approved' });
    expect(await balance(ravi.mobile)).toBe(before + 60_000);
    expect(await payment('500000000004')).toMatchObject({ status: 'matched', reason: expect.stringMatching(/^approved by /) });

    // A wrong request matched by UTR is rejected: the payment waits for the right one, which then credits it.
    await file(asha.token, 900, '500000000005');
    const wrong = await feed({ utr: '500000000005', amount: 700 });
    const wrongId = Number((wrong.body.payment as { deposit_id: number }).deposit_id);
    await api.operator('POST', `/operator/deposits/${wrongId}/reject`, { reason: 'Amount does not match your payment' });
    expect(await payment('500000000005')).toMatchObject({ status: 'unmatched', deposit_id: null });
    const ashaBefore = await balance(asha.mobile);
    expect((await file(asha.token, 700, '500000000005')).body).toMatchObject({ msg: WALLET_MESSAGES.depositApproved });
    expect(await balance(asha.mobile)).toBe(ashaBefore + 700);
  });

  test('a request already approved by a cashier: the payment is its proof, and nothing is credited twice', async () => {
    const filed = await file(ravi.token, 300, '500000000006');
    await api.operator('POST', `/operator/deposits/${Number(filed.body.request_id)}/approve`, {});
    const before = await balance(ravi.mobile);
    expect((await feed({ utr: '500000000006', amount: 300 })).body).toMatchObject({ payment: { status: 'matched', reason: 'approved by a cashier before the payment arrived' } });
    expect(await balance(ravi.mobile)).toBe(before);
    expect(await file(asha.token, 300, '500000000006')).toMatchObject({ statusCode: 409, body: { msg: WALLET_MESSAGES.utrUsed } });
  });

  test('a request without a UTR matches only the one payment of its amount from the player’s own UPI number in the last 10 minutes', async () => {
    // From the player's saved Google Pay number: credited as it is filed.
    await feed({ utr: '500000000007', amount: 444, payer_upi: '9822299991@okicici' });
    const before = await balance(asha.mobile);
    expect((await file(asha.token, 444, '')).body).toMatchObject({ msg: WALLET_MESSAGES.depositApproved });
    expect(await balance(asha.mobile)).toBe(before + 444);
    expect((await history(asha.token))[0]).toMatchObject({ utr: '500000000007', approved_automatically: true });
    // From someone else's number: never.
    await feed({ utr: '500000000008', amount: 445, payer_upi: '9000000000@ybl' });
    expect((await file(asha.token, 445, '')).body).toMatchObject({ msg: WALLET_MESSAGES.depositNeedsUtr });
    // Two payments of the amount from the player's number: ambiguous, so the player is asked for the UTR.
    await feed({ utr: '500000000009', amount: 446, payer_upi: '9822299991@okicici' });
    await feed({ utr: '500000000010', amount: 446, payer_upi: '9822299991@okicici' });
    expect((await file(asha.token, 446, '')).body).toMatchObject({ msg: WALLET_MESSAGES.depositNeedsUtr });
    // Older than 10 minutes: not matched either.
    await feed({ utr: '500000000011', amount: 447, payer_upi: '9822299991@okicici' });
    api.clock.advance(11 * 60_000);
    expect((await file(asha.token, 447, '')).body).toMatchObject({ msg: WALLET_MESSAGES.depositNeedsUtr });
    // The request first, then its payment from the player's number within 10 minutes: credited as the payment arrives.
    const waiting = await balance(ravi.mobile);
    await file(ravi.token, 448, '');
    expect((await feed({ utr: '500000000012', amount: 448, payer_upi: '9822299992@ybl' })).body).toMatchObject({ payment: { status: 'matched', player: ravi.mobile } });
    expect(await balance(ravi.mobile)).toBe(waiting + 448);
    expect(await balance(asha.mobile)).toBe(before + 444);
  });

  test('asked for the UTR, the player puts it on the same request: one request, credited when its payment is there; refused plainly otherwise', async () => {
    const addUtr = (token: string, requestId: number, amount: number, utr: string) =>
      api.call('api-fund-request-add', { app_key: APP_KEY, env_type: 'Prod', unique_token: token, request_amount: amount, payment_method: 'gpay', utr, request_id: requestId, idempotency_key: `auto-key-${(keys += 1)}` });
    // Paid from a friend's phone: no payment from the player's own number, so the server asks for the UTR.
    await feed({ utr: '500000000091', amount: 455, payer_upi: '9000000001@ybl' });
    const asked = await file(asha.token, 455, '');
    expect(asked.body).toMatchObject({ msg: WALLET_MESSAGES.depositNeedsUtr, request_status: 'pending', request_id: expect.any(Number) });
    const id = Number(asked.body.request_id);
    const filed = (await history(asha.token)).length;
    const before = await balance(asha.mobile);
    // Refused, each saying why, and nothing changes: another amount, someone else's request, no UTR, a UTR on another request.
    expect((await addUtr(asha.token, id, 456, '500000000091')).body).toMatchObject({ status: false, msg: WALLET_MESSAGES.utrRequestAmount(455) });
    expect((await addUtr(ravi.token, id, 455, '500000000091')).body).toMatchObject({ status: false, msg: WALLET_MESSAGES.utrRequestUnknown });
    expect((await addUtr(asha.token, id, 455, '')).body).toMatchObject({ status: false, msg: WALLET_MESSAGES.utrMissing });
    await file(ravi.token, 455, '500000000095');
    expect((await addUtr(asha.token, id, 455, '500000000095')).body).toMatchObject({ status: false, msg: WALLET_MESSAGES.utrUsed });
    expect(await balance(asha.mobile)).toBe(before);
    // The UTR of the payment: the same request is credited, no second one is filed.
    expect((await addUtr(asha.token, id, 455, '500000000091')).body).toMatchObject({ status: true, msg: WALLET_MESSAGES.depositApproved, request_id: id, request_status: 'approved', wallet_amt: before + 455 });
    const requests = await history(asha.token);
    expect(requests).toHaveLength(filed);
    expect(requests.find((row) => Number(row.request_id) === id)).toMatchObject({ utr: '500000000091', request_status: 'approved', approved_automatically: true });
    expect((await addUtr(asha.token, id, 455, '500000000092')).body).toMatchObject({ status: false, msg: WALLET_MESSAGES.utrRequestDecided });
    // A UTR whose payment has not arrived yet: the request waits with it, and the payment credits it when it comes.
    const later = Number((await file(ravi.token, 465, '')).body.request_id);
    expect((await addUtr(ravi.token, later, 465, '500000000093')).body).toMatchObject({ status: true, msg: WALLET_MESSAGES.depositFiled, request_status: 'pending' });
    expect((await addUtr(ravi.token, later, 465, '500000000094')).body).toMatchObject({ status: false, msg: WALLET_MESSAGES.utrRequestHasUtr });
    const waiting = await balance(ravi.mobile);
    expect((await feed({ utr: '500000000093', amount: 465 })).body).toMatchObject({ payment: { status: 'matched', deposit_id: later } });
    expect(await balance(ravi.mobile)).toBe(waiting + 465);
  });

  test('unclaimed after 24 hours: listed for a cashier, who credits it to a player or sets it aside; unreadable texts wait for one', async () => {
    await feed({ utr: '500000000013', amount: 250 });
    await feed({ utr: '500000000014', amount: 260 });
    api.clock.advance(25 * 3_600_000);
    const unclaimed = (await api.operator('GET', '/operator/payments?view=unclaimed')).body.payments as Array<{ id: number; utr: string; unclaimed: boolean }>;
    expect(unclaimed.map((row) => row.utr)).toEqual(expect.arrayContaining(['500000000013', '500000000014']));
    expect(unclaimed.every((row) => row.unclaimed)).toBe(true);
    const before = await balance(ravi.mobile);
    const first = unclaimed.find((row) => row.utr === '500000000013')!;
    expect((await api.operator('POST', `/operator/payments/${first.id}/resolve`, { action: 'assign', mobile: ravi.mobile })).body).toMatchObject({ payment: { status: 'matched', player: ravi.mobile } });
    expect(await balance(ravi.mobile)).toBe(before + 250);
    const second = unclaimed.find((row) => row.utr === '500000000014')!;
    expect((await api.operator('POST', `/operator/payments/${second.id}/resolve`, { action: 'dismiss' })).statusCode).toBe(400);
    expect((await api.operator('POST', `/operator/payments/${second.id}/resolve`, { action: 'dismiss', reason: 'refunded to the payer' })).body).toMatchObject({ payment: { status: 'dismissed', reason: 'refunded to the payer' } });

    const junk = await feed({ sms: 'Your OTP for login is 482913. Do not share it with anyone.' });
    expect(junk.body).toMatchObject({ payment: { status: 'unreadable', utr: null, reason: PAYMENT_READING_PROBLEMS.unknownFormat, raw: 'Your OTP for login is 482913. Do not share it with anyone.' } });
    const junkId = Number((junk.body.payment as { id: number }).id);
    await file(asha.token, 333, '500000000015');
    const read = await api.operator('POST', `/operator/payments/${junkId}/resolve`, { action: 'read', utr: '500000000015', amount: 333 });
    expect(read.body).toMatchObject({ payment: { status: 'matched', player: asha.mobile } });
  });

  test('a day’s reconciliation: received = credited + unclaimed + to review + set aside, tied out with the ledger', async () => {
    api.clock.advance(24 * 3_600_000);
    const day = new Date(api.clock.now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    await feed({ utr: '500000000016', amount: 1000 });
    await file(ravi.token, 1000, '500000000016');
    await feed({ utr: '500000000017', amount: 2000 });
    await file(asha.token, 2100, '500000000018');
    await feed({ utr: '500000000018', amount: 2000 });
    const answer = (await api.operator('GET', `/operator/payments/reconciliation?date=${day}`)).body;
    expect(answer).toMatchObject({
      date: day,
      received: { count: 3, points: 5000 },
      credited: { count: 1, points: 1000 },
      unclaimed: { count: 1, points: 2000 },
      to_review: { count: 1, points: 2000 },
      balanced: true,
      ledger_deposits: 1000,
      ties_out: true,
    });
    const csv = await api.app.inject({ method: 'GET', url: `/operator/payments/reconciliation?date=${day}&format=csv`, headers: { authorization: `Bearer ${api.app.operatorToken}` } });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('what,count,points');
    expect(csv.body).toContain('credited,1,1000');
  });

  test('a bank statement (the CLI sends the file): credits with a UTR are payments, the feed’s ones known, unreadable rows listed', async () => {
    await file(asha.token, 800, '500000000020');
    await feed({ utr: '500000000021', amount: 900 });
    const statement = [
      'HDFC BANK Ltd.,,,,,,',
      'Account No :50100123456789,,,,,,',
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      '27/11/26,UPI-ASHA K-asha@okaxis-UTIB0001234-500000000020-PAYMENT,0000500000000020,27/11/26,,800.00,10800.00',
      '27/11/26,UPI-RAVI-ravi@ybl-YESB0000001-500000000021-PAYMENT,0000500000000021,27/11/26,,900.00,11700.00',
      '27/11/26,UPI-SHOP-shop@icici-ICIC0000001-500000000022-ORDER,0000500000000022,27/11/26,250.00,,11450.00',
      '27/11/26,NEFT CR-SOMEONE,,27/11/26,,1000.50,12450.50',
    ].join('\r\n');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'statement-'));
    const csvFile = path.join(folder, 'hdfc-nov.csv');
    fs.writeFileSync(csvFile, statement);
    const request = (await toRequest(['payments', 'import', '--file', csvFile], async () => [])) as { method: 'POST'; path: string; body: Record<string, unknown> };
    expect(request).toMatchObject({ method: 'POST', path: '/operator/payments/import', body: { file: 'hdfc-nov.csv', csv: statement } });
    const before = await balance(asha.mobile);
    const imported = await api.operator(request.method, request.path, request.body);
    expect(imported.body).toEqual({ format: 'HDFC Bank', rows: 3, added: 1, known: 1, matched: 1, to_review: 0, skipped: [{ line: 7, reason: expect.stringContaining('paise') }] });
    expect(await balance(asha.mobile)).toBe(before + 800);
    expect(await payment('500000000020')).toMatchObject({ status: 'matched', sources: ['statement: hdfc-nov.csv'], reason: 'automatic (statement: hdfc-nov.csv)' });
    expect((await payment('500000000021'))?.sources).toEqual(['feed: shop phone', 'statement: hdfc-nov.csv']);
    // The same UTR twice in one file is one payment.
    const twice = [statement.split('\r\n').slice(0, 3).join('\r\n'), ...Array(2).fill('28/11/26,UPI-X-x@ybl-YESB0000001-500000000024-PAYMENT,,28/11/26,,600.00,1.00')].join('\r\n');
    expect((await api.operator('POST', '/operator/payments/import', { csv: twice, file: 'twice.csv' })).body).toMatchObject({ rows: 2, added: 1, known: 1 });
    // Imported again: every payment known, nothing credited twice.
    expect((await api.operator('POST', '/operator/payments/import', { csv: statement, file: 'hdfc-nov.csv' })).body).toMatchObject({ added: 0, known: 2, matched: 0 });
    expect(await balance(asha.mobile)).toBe(before + 800);
    const unknown = await api.operator('POST', '/operator/payments/import', { csv: 'When,What,How much\n27/11/26,UPI/500000000023/X,500' });
    expect(unknown).toEqual({ statusCode: 400, body: { error: STATEMENT_PROBLEMS.needsHeader } });
    expect(() => toRequest(['payments', 'import'], async () => [])).toThrow('--file is required');
    expect(() => toRequest(['payments', 'import', '--file', path.join(folder, 'missing.csv')], async () => [])).toThrow(/--file: cannot read .*missing\.csv \(ENOENT\)/);
  });

  test('200 payments and their 200 requests at once, half on each instance: exactly 200 credits', async () => {
    const other = api.url === undefined ? undefined : await secondInstance(api, { AUTO_APPROVE_MAX: '50000' });
    try {
      const before = await balance(asha.mobile);
      const count = 200;
      const utrs = Array.from({ length: count }, (_, i) => `6000000${String(i).padStart(5, '0')}`);
      const work = utrs.flatMap((utr, i) => {
        const app = i % 2 === 0 ? other?.app : undefined;
        const crossed = i % 2 === 0 ? undefined : other?.app;
        return [feed({ utr, amount: 100 + i }, app), file(asha.token, 100 + i, utr, crossed)];
      });
      const answers = await Promise.all(work);
      expect(answers.filter((answer) => answer.statusCode !== 200)).toEqual([]);
      const credited = await api.db.query<{ n: number; points: number }>(
        "SELECT count(*)::int AS n, COALESCE(sum(amount), 0)::bigint AS points FROM ledger_entries WHERE kind = 'deposit' AND user_id = (SELECT id FROM users WHERE mobile = $1) AND note LIKE '%automatically'",
        [asha.mobile],
      );
      const expected = utrs.reduce((sum, _, i) => sum + 100 + i, 0);
      const matched = await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM payments WHERE utr LIKE '6000000%' AND status = 'matched'");
      expect(matched[0]?.n).toBe(count);
      expect(await balance(asha.mobile)).toBe(before + expected);
      expect(Number(credited[0]?.points)).toBeGreaterThanOrEqual(expected);
    } finally {
      await other?.close();
    }
  });
});
