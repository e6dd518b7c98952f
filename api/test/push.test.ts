import { PATHS } from '@matka/shared-kernel/paths';
import { DELIVERY, backoffMs } from '../src/features/push/push-delivery';
import { PUSH_MESSAGES } from '../src/features/push/messages';
import { secondInstance } from './support/api-harness';
import { placeBids } from './support/bids-fixture';
import { localPush } from './support/local-push';
import type { Device } from './support/push-service';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

// Issue 40: reach the player when the app is closed. Events become notifications in the player's inbox and pushes in
// the same transaction; every instance works the outbox; a local push service checks the VAPID signature and decrypts
// each push (RFC 8291/8292), as FCM would.
describe.each(testDatabases())('push to the player ($mode)', (kind) => {
  const push = localPush();
  const { keys, env: vapid, sender } = push;
  const asha = aPlayer('9833300001').named('Asha').withPoints(5000);
  const ravi = aPlayer('9833300002').named('Ravi').withPoints(5000);
  const { api, markets } = testWorld(kind)
    .at('10:00')
    .withMarkets()
    .withEnv(vapid)
    .withAppDeps(push.deps)
    .with(asha, ravi);
  afterAll(push.close);

  const subscribe = async (token: string, device: Device = push.service().device()) => {
    expect((await api.call('api-push-subscribe', device.subscription, token)).body).toMatchObject({ status: true });
    return device;
  };
  const deliver = () => api.app.push.delivery.drain();
  const inbox = async (token: string) => (await api.call('api-inbox', {}, token)).body as { notifications: Array<Record<string, unknown>>; unread: number };
  const payloads = (device: Device) => device.received.map((push) => push.payload);

  test('a device subscribes with the server’s key; a transfer, a deposit decision and a withdrawal reach it signed and encrypted; the inbox lists them', async () => {
    expect((await api.call('api-push-key', {}, asha.token)).body).toMatchObject({ status: true, public_key: keys.publicKey });
    const phone = await subscribe(asha.token);
    const tablet = await subscribe(asha.token);
    expect((await api.call('api-user-transfer-wallet-balance', { mobile_no: asha.mobile, amount: 150, idempotency_key: 'push-transfer-1' }, ravi.token)).body).toMatchObject({ status: true });
    expect(await deliver()).toBe(2);
    expect(push.service().refused).toEqual([]);
    for (const device of [phone, tablet]) {
      expect(payloads(device)).toEqual([{ id: expect.any(Number), ...PUSH_MESSAGES.pointsReceived(150, 'Ravi'), url: PATHS.transactions, tag: expect.stringMatching(/^n\d+$/) }]);
      expect(device.received[0]).toMatchObject({ ttl: DELIVERY.money.ttlSeconds, urgency: 'high', topic: undefined });
    }
    // Nothing is sent twice.
    expect(await deliver()).toBe(0);

    await api.operator('POST', '/operator/content/deposit', { min_deposit: 100 });
    const filed = await api.call('api-fund-request-add', { request_amount: 700, payment_method: 'qr', utr: '600000000001', idempotency_key: 'push-deposit-1' }, asha.token);
    await api.operator('POST', `/operator/deposits/${Number(filed.body.request_id)}/reject`, { reason: 'no payment seen' });
    await deliver();
    expect(payloads(phone).at(-1)).toMatchObject({ ...PUSH_MESSAGES.depositRejected(700, 'no payment seen'), url: PATHS.depositHistory });

    const listed = await inbox(asha.token);
    expect(listed.unread).toBe(2);
    expect(listed.notifications.map((entry) => entry.title)).toEqual(['Deposit rejected', 'Points received']);
    const first = Number(listed.notifications[1]!.id);
    expect((await api.call('api-inbox-read', { ids: [first] }, asha.token)).body).toMatchObject({ unread: 1 });
    expect((await inbox(asha.token)).notifications.map((entry) => [entry.title, entry.read])).toEqual([['Deposit rejected', false], ['Points received', true]]);
    // Another player's ids change nothing of Asha's; Ravi's inbox is his own.
    expect((await api.call('api-inbox-read', { all: true }, ravi.token)).body).toMatchObject({ unread: 0 });
    expect((await inbox(asha.token)).unread).toBe(1);
    expect((await api.call('api-inbox-read', { all: true }, asha.token)).body).toMatchObject({ unread: 0 });
  });

  test('a declaration tells each player who bid on it their result, one per market and session; declared again, it replaces the earlier', async () => {
    const ashaPhone = await subscribe(asha.token);
    const raviPhone = await subscribe(ravi.token);
    api.clock.at('10:00');
    expect((await placeBids(api, asha.token, 'main', markets.main, 'Single Digit', [['6', 10]], { session: 'Open' })).body).toMatchObject({ status: true });
    expect((await placeBids(api, ravi.token, 'main', markets.main, 'Single Digit', [['7', 10]], { session: 'Open' })).body).toMatchObject({ status: true });
    api.clock.at('11:35');
    expect((await api.operator('POST', '/operator/results/open', { market: markets.main, pana: '123' })).body).toMatchObject({ result: '123-6', won: 1 });
    await deliver();
    expect(payloads(ashaPhone)).toEqual([{ id: expect.any(Number), ...PUSH_MESSAGES.result('TEST MARKET', 'Open', '123-6', 95), url: PATHS.winHistory, tag: expect.stringMatching(/^result:/) }]);
    expect(payloads(raviPhone)).toEqual([expect.objectContaining(PUSH_MESSAGES.result('TEST MARKET', 'Open', '123-6', 0))]);
    expect(ashaPhone.received[0]).toMatchObject({ urgency: DELIVERY.result.urgency, topic: expect.stringMatching(/^result-\d+-/) });
    expect(PUSH_MESSAGES.result('TEST MARKET', 'Open', '123-6', 95)).toEqual({ title: 'TEST MARKET Open 123-6', body: 'You won 95 pts' });

    // Reverted and declared again: the inbox keeps one notification for the session, the new one, unread.
    await api.call('api-inbox-read', { all: true }, ravi.token);
    expect((await api.operator('POST', '/operator/results/revert', { market: markets.main })).statusCode).toBe(200);
    expect((await api.operator('POST', '/operator/results/open', { market: markets.main, pana: '137' })).body).toMatchObject({ result: '137-1' });
    await deliver();
    const results = (await inbox(ravi.token)).notifications.filter((entry) => String(entry.title).startsWith('TEST MARKET'));
    expect(results).toEqual([expect.objectContaining({ title: 'TEST MARKET Open 137-1', body: 'No win this time', read: false })]);
    expect(payloads(raviPhone).at(-1)).toMatchObject({ title: 'TEST MARKET Open 137-1', tag: payloads(raviPhone)[0]!.tag });
  });

  test('preferences: results off pushes none (the inbox keeps them); at night only money is pushed unless quiet hours are off', async () => {
    const phone = await subscribe(ravi.token);
    expect((await api.call('api-push-preferences', {}, ravi.token)).body).toMatchObject({ preferences: { results: true, money: true, notices: false, quiet_hours: true } });
    expect((await api.call('api-push-preferences', { results: false }, ravi.token)).body).toMatchObject({ preferences: { results: false, money: true } });
    api.clock.at('12:00');
    await placeBids(api, ravi.token, 'main', markets.main, 'Single Digit', [['4', 10]], { session: 'Close' });
    api.clock.at('13:35');
    await api.operator('POST', '/operator/results/close', { market: markets.main, pana: '400' });
    await deliver();
    expect(phone.received).toEqual([]);
    expect((await inbox(ravi.token)).notifications[0]).toMatchObject({ title: 'TEST MARKET Close 137-14-400', body: 'You won 95 pts' });

    await api.call('api-push-preferences', { results: true }, ravi.token);
    api.clock.at('23:30');
    const transfer = (key: string) => api.call('api-user-transfer-wallet-balance', { mobile_no: ravi.mobile, amount: 100, idempotency_key: key }, asha.token);
    await transfer('push-night-1');
    await deliver();
    expect(payloads(phone).map((payload) => payload.title)).toEqual(['Points received']);
    expect((await api.call('api-push-preferences', { quiet_hours: false }, ravi.token)).body).toMatchObject({ preferences: { quiet_hours: false } });
    expect((await api.call('api-push-preferences', { quiet_hours: 'no' }, ravi.token)).statusCode).toBe(400);
  });

  test('a device the push service says is gone (410) is removed; a failure is retried after its backoff', async () => {
    const gone = await subscribe(asha.token);
    const flaky = await subscribe(asha.token);
    push.service().failNext.set(push.service().idOf(gone), [410]);
    push.service().failNext.set(push.service().idOf(flaky), [503]);
    api.clock.at('12:00');
    await api.call('api-user-transfer-wallet-balance', { mobile_no: asha.mobile, amount: 100, idempotency_key: 'push-fail-1' }, ravi.token);
    await deliver();
    expect(flaky.received).toEqual([]);
    await deliver();
    expect(flaky.received).toEqual([]);
    const [{ devices } = { devices: -1 }] = await api.db.query<{ devices: number }>('SELECT count(*)::int AS devices FROM push_subscriptions WHERE endpoint = $1', [gone.subscription.endpoint]);
    expect(devices).toBe(0);
    api.clock.advance(backoffMs(1) + 1000);
    await deliver();
    expect(payloads(flaky).map((payload) => payload.title)).toEqual(['Points received']);
    expect(gone.received).toEqual([]);
  });

  test('the outbox has no foreign keys: a push whose device or notification is gone is dropped when claimed, never sent', async () => {
    const device = await subscribe(ravi.token);
    api.clock.at('12:30');
    await api.call('api-user-transfer-wallet-balance', { mobile_no: ravi.mobile, amount: 100, idempotency_key: 'push-orphan-1' }, asha.token);
    const [row] = await api.db.query<{ id: number; subscription_id: number }>(
      'SELECT o.id, o.subscription_id FROM push_outbox o JOIN push_subscriptions s ON s.id = o.subscription_id WHERE s.endpoint = $1',
      [device.subscription.endpoint],
    );
    expect(row).toBeDefined();
    // As if the device left between the queueing's read of it and its commit: the queued push stays behind.
    await api.db.query('DELETE FROM push_subscriptions WHERE id = $1', [row!.subscription_id]);
    await api.db.query('INSERT INTO push_outbox (notification_id, subscription_id, next_at) VALUES (-1, $1, $2)', [row!.subscription_id, new Date(0)]);
    await deliver();
    expect(device.received).toEqual([]);
    expect((await api.db.query('SELECT id FROM push_outbox WHERE subscription_id = $1', [row!.subscription_id])).length).toBe(0);
  });

  test('unsubscribing takes the device’s queued pushes with it', async () => {
    const device = await subscribe(ravi.token);
    api.clock.at('12:45');
    await api.call('api-user-transfer-wallet-balance', { mobile_no: ravi.mobile, amount: 100, idempotency_key: 'push-unsub-1' }, asha.token);
    const queued = async () =>
      (await api.db.query('SELECT o.id FROM push_outbox o JOIN push_subscriptions s ON s.id = o.subscription_id WHERE s.endpoint = $1', [device.subscription.endpoint])).length;
    expect(await queued()).toBe(1);
    const before = (await api.db.query('SELECT id FROM push_outbox')).length;
    expect((await api.call('api-push-unsubscribe', { endpoint: device.subscription.endpoint }, ravi.token)).body).toMatchObject({ status: true });
    expect((await api.db.query('SELECT id FROM push_outbox')).length).toBe(before - 1);
    await deliver();
    expect(device.received).toEqual([]);
  });

  test('a subscription that is not a push service’s is refused with a sentence, and nothing is stored', async () => {
    const bad = await api.call('api-push-subscribe', { endpoint: 'http://example.com/x', keys: { p256dh: 'abc', auth: 'def' } }, asha.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.msg).toContain('the subscription endpoint is an https URL');
    expect((await api.call('api-push-subscribe', { endpoint: 'https://push.example.com/x', keys: { p256dh: 'a b', auth: 'x' } }, asha.token)).statusCode).toBe(400);
    expect((await api.call('api-push-subscribe', { endpoint: 'https://push.example.com/x', keys: { p256dh: 'abc', auth: 'def' } })).statusCode).not.toBe(200);
  });

  if (kind.mode === 'postgres') {
    test('two instances work one outbox: each of 150 pushes is delivered once', async () => {
      const second = await secondInstance(api, vapid, { push: sender() });
      try {
        const devices = await Promise.all(Array.from({ length: 3 }, () => subscribe(ravi.token)));
        api.clock.at('12:00');
        await api.fund(asha.mobile, 5000);
        await deliver();
        for (let n = 0; n < 50; n += 1) {
          const answer = await api.call('api-user-transfer-wallet-balance', { mobile_no: ravi.mobile, amount: 100, idempotency_key: `push-two-${n}` }, asha.token);
          expect(answer.body).toMatchObject({ status: true });
        }
        const before = (await api.db.query<{ queued: number }>('SELECT count(*)::int AS queued FROM push_outbox'))[0]?.queued ?? 0;
        const [a, b] = await Promise.all([deliver(), second.app.push.delivery.drain()]);
        expect(a + b).toBe(before);
        expect(before).toBeGreaterThanOrEqual(150);
        for (const device of devices) {
          const ids = payloads(device).map((payload) => payload.id);
          expect(ids).toHaveLength(50);
          expect(new Set(ids).size).toBe(50);
        }
      } finally {
        await second.close();
      }
    });
  }
});
