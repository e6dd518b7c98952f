import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

// Issue 29, item 7: the console's lists poll with an ETag; an unchanged list is a 304 with no body, a changed one a 200.
describe.each(testDatabases())('operator lists poll with ETags ($mode)', (kind) => {
  const player = aPlayer('9866600001').named('Poll Player');
  const { api } = testWorld(kind).at('12:00').withContent('deposit', { min_deposit: 100 }).with(player);

  const poll = (url: string, etag?: string) =>
    api.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${api.app.operatorToken}`, ...(etag ? { 'if-none-match': etag } : {}) } });

  test.each(['/operator/deposits?status=pending', '/operator/withdrawals?status=0', '/operator/today', '/operator/remotes'])('%s: 304 while unchanged', async (url) => {
    const first = await poll(url);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await poll(url, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await poll(url, '"something else"')).statusCode).toBe(200);
  });

  test('a new deposit request changes the list and Today: the next poll is a 200 with it', async () => {
    const before = await poll('/operator/deposits?status=pending');
    const today = await poll('/operator/today');
    await player.call('api-fund-request-add', { request_amount: 700, idempotency_key: 'poll-key-000001' });
    const after = await poll('/operator/deposits?status=pending', String(before.headers.etag));
    expect(after.statusCode).toBe(200);
    expect(after.json().deposits).toEqual([expect.objectContaining({ amount: 700 })]);
    const todayAfter = await poll('/operator/today', String(today.headers.etag));
    expect(todayAfter.statusCode).toBe(200);
    expect(todayAfter.json().pending.deposits).toEqual({ count: 1, points: 700 });
  });
});
