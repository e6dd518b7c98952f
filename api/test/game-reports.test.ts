import { placeBids } from './support/bids-fixture';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

// Issue 43, item 3: P&L by bid type and by market kind, from the bids, tied out with the ledger's stakes, payouts and
// refunds of the same days.
describe.each(testDatabases())('P&L by bid type and market kind ($mode)', (kind) => {
  const asha = aPlayer('9833300001').named('Asha').withPoints(2000);
  const ravi = aPlayer('9833300002').named('Ravi').withPoints(2000);
  const { api, markets } = testWorld(kind).at('10:00').withMarkets().with(asha, ravi);
  /** The span covering the bids' day (the harness's clock) and the ledger's (the database's own clock). */
  let span: string;

  beforeAll(async () => {
    await placeBids(api, asha.token, 'main', markets.main, 'Single Digit', [['6', 100], ['7', 50]]);
    await placeBids(api, ravi.token, 'main', markets.main, 'Single Pana', [['123', 20]]);
    await placeBids(api, ravi.token, 'main', markets.main, 'Jodi Digit', [['61', 10]]);
    await placeBids(api, ravi.token, 'starline', markets.starline, 'Single Digit', [['1', 30]]);
    await placeBids(api, asha.token, 'gali', markets.gali, 'Jodi Digit', [['45', 40]]);
    api.clock.at('11:35');
    await api.operator('POST', '/operator/results/open', { market: markets.main, pana: '123' });
    api.clock.at('15:05');
    await api.operator('POST', '/operator/results/starline', { market: markets.starline, pana: '128' });
    const [bid] = await api.db.query<{ day: string }>('SELECT bid_date::text AS day FROM bids LIMIT 1');
    const [ledger] = await api.db.query<{ day: string }>("SELECT ((now() AT TIME ZONE 'Asia/Kolkata')::date)::text AS day");
    const days = [bid!.day.slice(0, 10), ledger!.day.slice(0, 10)].sort();
    span = `from=${days[0]}&to=${days[1]}`;
  });

  test('by type in the table’s order and by kind, with the profit of what is decided; the totals tie out with the ledger', async () => {
    const report = (await api.operator('GET', `/operator/reports/games?${span}`)).body;
    const row = (sums: Record<string, unknown>) => [sums.bids, sums.stakes, sums.payouts, sums.refunds, sums.pending, sums.profit];
    // Single Digit: 6 won 950 (10-95), 7 lost, Starline 1 won 285 (30 at 10-95: 128-1); Single Pana 123 won 2,800;
    // the main Jodi waits for the close, Gali's Jodi for its result.
    expect((report.by_type as Array<Record<string, unknown>>).map((sums) => [sums.bet_type, ...row(sums)])).toEqual([
      ['Single Digit', 3, 180, 1235, 0, 0, -1055],
      ['Jodi Digit', 2, 50, 0, 0, 50, 0],
      ['Single Pana', 1, 20, 2800, 0, 0, -2780],
    ]);
    expect((report.by_kind as Array<Record<string, unknown>>).map((sums) => [sums.kind, ...row(sums)])).toEqual([
      ['main', 4, 180, 3750, 0, 10, -3580],
      ['starline', 1, 30, 285, 0, 0, -255],
      ['gali', 1, 40, 0, 0, 40, 0],
    ]);
    expect(row(report.totals as Record<string, unknown>)).toEqual([6, 250, 4035, 0, 50, -3835]);
    // The ledger's own sums of those days: every stake debited, every win paid.
    expect(report.ledger).toEqual({ stakes: 250, payouts: 4035, refunds: 0 });
    expect(report.ties_out).toBe(true);
    // And the days report (the ledger) agrees.
    const days = (await api.operator('GET', `/operator/reports/days?${span}`)).body.totals as Record<string, number>;
    expect([days.stakes, days.payouts, days.refunds]).toEqual([250, 4035, 0]);
  });

  test('per bid day as CSV; a span past 366 days and a bad day are refused in our words', async () => {
    const csv = await api.app.inject({ method: 'GET', url: `/operator/reports/games?${span}&format=csv`, headers: { authorization: `Bearer ${api.app.operatorToken}` } });
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('day,bet_type,kind,bids,stakes,payouts,refunds,pending,profit');
    expect(lines.filter((line) => line.includes(',Single Pana,main,'))).toEqual([expect.stringMatching(/,Single Pana,main,1,20,2800,0,0,-2780$/)]);
    expect((await api.operator('GET', '/operator/reports/games?from=2024-01-01&to=2026-01-01')).body).toEqual({ error: 'from: at most 366 days at a time' });
    expect((await api.operator('GET', '/operator/reports/games?from=yesterday')).body).toEqual({ error: 'from: a day as YYYY-MM-DD' });
  });
});
