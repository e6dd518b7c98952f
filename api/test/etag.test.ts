import { placeBids } from './support/bids-fixture';
import { APP_KEY } from './support/api-harness';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

describe.each(testDatabases())('polled lists answer with ETags on $mode', (kind) => {
  const poller = aPlayer('9000001001').named('Poller').withPoints(1000);
  const { api, markets } = testWorld(kind).at('10:00').withMarkets().with(poller);

  async function poll(call: string, etag?: string, who: string | undefined = poller.token) {
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/${call}`,
      headers: etag ? { 'if-none-match': etag } : {},
      payload: { app_key: APP_KEY, env_type: 'Prod', ...(who ? { unique_token: who } : {}) },
    });
    return { status: response.statusCode, etag: String(response.headers.etag), cache: response.headers['cache-control'], body: response.body };
  }

  test('an unchanged dashboard poll is a bodiless 304; private, no-cache', async () => {
    const first = await poll('api-get-dashboard-data');
    expect(first).toMatchObject({ status: 200, cache: 'private, no-cache' });
    const again = await poll('api-get-dashboard-data', first.etag);
    expect(again).toMatchObject({ status: 304, etag: first.etag, body: '' });
  });

  test('a declared result changes the ETag of every list', async () => {
    const dashboard = await poll('api-get-dashboard-data');
    const starline = await poll('api-starline-game', undefined, undefined);
    api.clock.at('11:35');
    const fresh = await poll('api-get-dashboard-data');
    api.clock.at('11:35');
    const beforeDeclare = await poll('api-get-dashboard-data', fresh.etag);
    expect(beforeDeclare.status).toBe(304);
    await api.operator('POST', '/operator/results/open', { market: markets.main, pana: '123' });
    const after = await poll('api-get-dashboard-data', fresh.etag);
    expect(after.status).toBe(200);
    expect(after.body).toContain('"open_result":"123-6"');
    expect((await poll('api-starline-game', starline.etag, undefined)).status).toBe(200);
    expect(dashboard.etag).not.toBe(after.etag);
  });

  test("a change to the player's wallet changes their ETag, not another player's", async () => {
    api.clock.at('11:00');
    const other = await api.register('9000001002', 'Other Poller');
    api.clock.at('11:00');
    const mine = await poll('api-get-dashboard-data');
    const theirs = await poll('api-get-dashboard-data', undefined, other);
    await placeBids(api, poller.token, 'main', markets.main, 'Single Digit', [['1', 10]], { session: 'Close' });
    const afterBid = await poll('api-get-dashboard-data', mine.etag);
    expect(afterBid.status).toBe(200);
    expect(afterBid.body).toContain('"wallet_amt":990');
    expect((await poll('api-get-dashboard-data', theirs.etag, other)).status).toBe(304);
  });

  test('the betting switch changes the ETag', async () => {
    const before = await poll('api-get-dashboard-data');
    await api.operator('POST', '/operator/users/betting', { mobile: '9000001001', enabled: false });
    const after = await poll('api-get-dashboard-data', before.etag);
    expect(after.status).toBe(200);
    expect(after.body).toContain('"betting_status":"0"');
  });

  test('a new minute is a new ETag: markets open and close by the minute', async () => {
    api.clock.at('13:29');
    const before = await poll('api-galidisawar-game', undefined, undefined);
    api.clock.at('13:30');
    expect((await poll('api-galidisawar-game', before.etag, undefined)).status).toBe(200);
  });
});
