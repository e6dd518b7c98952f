import type { FastifyInstance } from 'fastify';
import { formatBidDate } from '@matka/shared-kernel/domain';
import { placeBids, setUpMarkets, type Markets } from './support/bids-fixture';
import { APP_KEY, secondInstance, startHarness, type Harness } from './support/api-harness';
import { testDatabases } from './support/test-databases';
import { aMarket } from './support/world';

const postgres = testDatabases().find((kind) => kind.mode === 'postgres');
/** The client polls every few seconds; a change anywhere must show on any instance well within that. */
const WITHIN_MS = 1000;

(postgres ? describe : describe.skip)('two server instances on one PostgreSQL', () => {
  let a: Harness;
  let b: FastifyInstance;
  let closeB: (() => Promise<void>) | undefined;
  let markets: Markets;

  beforeAll(async () => {
    a = await startHarness(postgres!);
    ({ app: b, close: closeB } = await secondInstance(a));
    a.clock.at('10:00');
    markets = await setUpMarkets(a);
  });
  afterAll(async () => {
    await closeB?.();
    await a?.close();
  });

  /** A dashboard poll on instance B. */
  async function pollB(token: string, etag?: string) {
    const response = await b.inject({
      method: 'POST',
      url: '/api/api-get-dashboard-data',
      headers: etag ? { 'if-none-match': etag } : {},
      payload: { app_key: APP_KEY, env_type: 'Prod', unique_token: token },
    });
    return { status: response.statusCode, etag: String(response.headers.etag), body: response.body ? (JSON.parse(response.body) as { wallet_amt?: number }) : {} };
  }

  /** A one-row Single Digit bid of 10 points, sent to one instance. */
  const bidOn = (on: FastifyInstance, token: string, market: number) =>
    on.inject({
      method: 'POST',
      url: '/api/api-submit-bid',
      payload: {
        app_key: APP_KEY,
        unique_token: token,
        game_id: market,
        new_result: { Gamename: 'TEST', totalbit: 10, gameid: market, pana: 'Single Digit', gametype: 'Single Digit', bid_date: formatBidDate(a.clock.read()), session: 'Open', result: [{ digits: '1', closedigits: '', points: 10 }] },
      },
    });

  /** Tries `attempt` until `done` holds or WITHIN_MS has passed; returns the last answer. */
  async function within<T>(attempt: () => Promise<T>, done: (answer: T) => boolean | Promise<boolean>): Promise<T> {
    const deadline = Date.now() + WITHIN_MS;
    let answer = await attempt();
    while (!(await done(answer)) && Date.now() < deadline) answer = await attempt();
    return answer;
  }

  test("a bid on A changes B's next poll: a 200 with the new wallet, no stale 304", async () => {
    const token = await a.register('9000002001', 'Two Instances');
    await a.fund('9000002001', 1000);
    const before = await pollB(token);
    expect(before).toMatchObject({ status: 200, body: { wallet_amt: 1000 } });
    expect(await pollB(token, before.etag)).toMatchObject({ status: 304 });

    expect((await placeBids(a, token, 'main', markets.main, 'Single Digit', [['4', 25]])).statusCode).toBe(200);
    const after = await within(() => pollB(token, before.etag), (answer) => answer.status !== 304);
    expect(after).toMatchObject({ status: 200, body: { wallet_amt: 975 } });
    expect(after.etag).not.toBe(before.etag);
  });

  test('a logout on A is a 401 on B at once, though B had the session in memory', async () => {
    const token = await a.register('9000002002', 'Logs Out');
    const warm = await pollB(token);
    expect(warm.status).toBe(200);
    expect((await pollB(token, warm.etag)).status).toBe(304);

    expect((await a.call('api-user-logout', {}, token)).statusCode).toBe(200);
    // No waiting: the logout answered only once every instance had dropped the session.
    expect((await pollB(token, warm.etag)).status).toBe(401);
    expect((await a.call('api-get-dashboard-data', {}, token)).statusCode).toBe(401);
  });

  test('a password change on A ends the other sessions B holds in memory, at once', async () => {
    const token = await a.register('9000002003', 'Changes Password', 'first-pass');
    const other = String((await a.call('api-user-login', { mobile: '9000002003', password: 'first-pass' })).body.unique_token);
    expect((await pollB(other)).status).toBe(200);
    const changed = await a.call('api-change-password', { old_pass: 'first-pass', new_pass: 'second-pass' }, token);
    expect(changed.statusCode).toBe(200);
    expect((await pollB(other)).status).toBe(401);
    // The session that asked goes on, on B too.
    expect((await pollB(token)).status).toBe(200);
  });

  test("an operator switching a player's betting off on A holds on B within moments", async () => {
    const token = await a.register('9000002004', 'Switched Off');
    await a.fund('9000002004', 500);
    const bid = (on: FastifyInstance) => bidOn(on, token, markets.main);
    expect((await bid(b)).statusCode).toBe(200);
    expect((await a.operator('POST', '/operator/users/betting', { mobile: '9000002004', enabled: false })).statusCode).toBe(200);
    const refused = await within(() => bid(b), (answer) => answer.statusCode !== 200);
    expect(refused.statusCode).toBe(403);
  });

  test('a rate changed or a market closed on A holds for the very next bid on B', async () => {
    const token = await a.register('9000002005', 'Next Bid');
    await a.fund('9000002005', 5000);
    const market = await aMarket('Next Bid Market').addTo(a);
    const lastRate = async () => Number((await a.db.query<{ r: number }>('SELECT rate_val_2 AS r FROM bids WHERE market_id = $1 ORDER BY id DESC LIMIT 1', [market]))[0]?.r);
    expect((await bidOn(b, token, market)).statusCode).toBe(200);
    expect(await lastRate()).toBe(95);

    // Many times over, as B's answer must not depend on how soon it hears of the change.
    for (const [i, val2] of [96, 97, 98, 99, 95].entries()) {
      expect((await a.operator('POST', '/operator/rates', { kind: 'main', type: 'single_digit', val1: 10, val2 })).statusCode).toBe(200);
      expect({ i, status: (await bidOn(b, token, market)).statusCode, rate: await lastRate() }).toEqual({ i, status: 200, rate: val2 });
    }
    expect((await a.operator('POST', `/operator/markets/${market}`, { active: false })).statusCode).toBe(200);
    const refused = await bidOn(b, token, market);
    expect(refused.statusCode).toBe(404);
    expect(JSON.parse(refused.body)).toMatchObject({ msg: 'This market is not available' });
  });

  test('a payment change made on A is on the owner’s Today on B; acknowledged on B, it is gone on A too (issue 36)', async () => {
    const todayOn = async (on: FastifyInstance) =>
      (await on.inject({ method: 'GET', url: '/operator/today', headers: { authorization: `Bearer ${on.operatorToken}` } })).json() as { content_changes: { count: number; changes: Array<{ id: number; note: string }> } };
    expect((await a.operator('POST', '/operator/content/payment', { upi_id: 'two-instances@okaxis', note: 'moved bank' })).statusCode).toBe(200);
    const [change] = (await todayOn(b)).content_changes.changes;
    expect(change).toMatchObject({ note: 'moved bank' });
    // Each instance's own token is the first owner's: one owner, seen from two instances.
    const acknowledged = await b.inject({ method: 'POST', url: `/operator/content/changes/${change!.id}/acknowledge`, headers: { authorization: `Bearer ${b.operatorToken}` }, payload: {} });
    expect(acknowledged.statusCode).toBe(200);
    expect((await todayOn(a.app)).content_changes).toEqual({ count: 0, changes: [] });
  });
});
