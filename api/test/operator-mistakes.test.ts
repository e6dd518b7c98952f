import { testDatabases } from './support/test-databases';
import { testWorld } from './support/world';

// Issue 25, item 9: operators' mistakes are told, never a 500: a market renamed to another's name, impossible dates,
// a result for a future day, and one declared before its market opens (only when asked for as early).
describe.each(testDatabases())('operator mistakes on $mode', (kind) => {
  const { api, markets } = testWorld(kind).withMarkets();

  test('renaming a market to an existing name, 17 times at once: 17 × 409, the name unchanged', async () => {
    const other = await api.operator('POST', '/operator/markets', { kind: 'main', name: 'Other Market', open: '10:00 AM', close: '12:00 PM' });
    const id = Number(other.body.game_id);
    const answers = await Promise.all(Array.from({ length: 17 }, () => api.operator('POST', `/operator/markets/${id}`, { name: 'test market' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(17).fill(409));
    expect(answers[0]?.body).toEqual({ error: 'A main market named TEST MARKET exists' });
    const listed = await api.operator('GET', '/operator/markets?kind=main');
    expect((listed.body.markets as Array<{ id: number; name: string }>).find((market) => market.id === id)?.name).toBe('OTHER MARKET');
  });

  test.each(['2026-02-30', '0000-01-01'])('the date %s is refused on every result route with a 400', async (date) => {
    const routes: Array<[string, Record<string, unknown>]> = [
      ['/operator/results/open', { market: markets.main, pana: '123', date }],
      ['/operator/results/open/preview', { market: markets.main, pana: '123', date }],
      ['/operator/results/close', { market: markets.main, pana: '459', date }],
      ['/operator/results/starline', { market: markets.starline, pana: '128', date }],
      ['/operator/results/gali', { market: markets.gali, jodi: '47', date }],
      ['/operator/results/revert', { market: markets.main, date }],
      ['/operator/results/revert/preview', { market: markets.main, date }],
    ];
    for (const [path, body] of routes) {
      const answer = await api.operator('POST', path, body);
      expect([path, answer.statusCode, answer.body.error]).toEqual([path, 400, `Invalid date ${date}: use a real date as YYYY-MM-DD`]);
    }
  });

  test('a result for a future day is refused; yesterday is fine', async () => {
    api.clock.at('14:00');
    const tomorrow = await api.operator('POST', '/operator/results/open', { market: markets.main, pana: '123', date: '2026-11-23' });
    expect(tomorrow).toMatchObject({ statusCode: 400, body: { error: '2026-11-23 is in the future: a result is declared on its day or after' } });
    expect((await api.operator('POST', '/operator/results/open/preview', { market: markets.main, pana: '123', date: '2027-01-01' })).statusCode).toBe(400);
    expect((await api.operator('POST', '/operator/results/open', { market: markets.main, pana: '123', date: '2026-11-21' })).statusCode).toBe(200);
  });

  test('before the market opens a declaration is refused, unless asked for as early', async () => {
    api.clock.at('11:00');
    // Its preview says so, with the time (the console's choice names it); another day's does not.
    expect((await api.operator('POST', '/operator/results/open/preview', { market: markets.main, pana: '123' })).body).toMatchObject({ early: true, opens: '11:30 AM' });
    expect((await api.operator('POST', '/operator/results/open/preview', { market: markets.main, pana: '123', date: '2026-11-21' })).body).not.toHaveProperty('early');
    const refused = await api.operator('POST', '/operator/results/open', { market: markets.main, pana: '123' });
    expect(refused).toMatchObject({
      statusCode: 409,
      body: { error: 'TEST MARKET opens at 11:30 AM (it is 11:00 AM IST): to declare before then, declare it as early (the CLI\'s --early, or the console\'s "Declare early, before TEST MARKET\'s time (11:30 AM)")' },
    });
    expect((await api.operator('POST', '/operator/results/gali', { market: markets.gali, jodi: '47' })).statusCode).toBe(409);
    expect((await api.operator('POST', '/operator/results/open', { market: markets.main, pana: '123', early: true })).body).toMatchObject({ changed: true });
    api.clock.at('23:05');
    expect((await api.operator('POST', '/operator/results/gali', { market: markets.gali, jodi: '47' })).statusCode).toBe(200);
  });
});
