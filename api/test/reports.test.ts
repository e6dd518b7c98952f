import { placeBids } from './support/bids-fixture';
import { addOperator, asOperator } from './support/operator-accounts';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

// Issue 29, item 6: the day's numbers from the ledger and the bids, tying out with the ledger check.
describe.each(testDatabases())('reports ($mode)', (kind) => {
  const asha = aPlayer('9877700001').named('Asha');
  const ravi = aPlayer('9877700002').named('Ravi');
  const { api, markets } = testWorld(kind).at('10:00').withMarkets().withContent('deposit', { min_deposit: 100 }).with(asha, ravi);
  /** The IST day the database stamps ledger entries with (its own clock). */
  let ledgerDay: string;

  beforeAll(async () => {
    await asha.call('api-fund-request-add', { request_amount: 1000, idempotency_key: 'report-key-000001' });
    const [deposit] = (await api.operator('GET', '/operator/deposits?status=pending')).body.deposits as Array<{ id: number }>;
    await api.operator('POST', `/operator/deposits/${deposit!.id}/approve`);
    await api.fund('9877700002', 500);
    await api.operator('POST', '/operator/wallet/debit', { mobile: '9877700002', points: 100, note: 'wrong credit' });
    await placeBids(api, asha.token, 'main', markets.main, 'Single Digit', [['6', 100], ['7', 50]]);
    await placeBids(api, ravi.token, 'main', markets.main, 'Single Pana', [['123', 20]]);
    await placeBids(api, ravi.token, 'starline', markets.starline, 'Single Digit', [['1', 30]]);
    api.clock.at('11:35');
    await api.operator('POST', '/operator/results/open', { market: markets.main, pana: '123' });
    const [row] = await api.db.query<{ day: string }>("SELECT ((now() AT TIME ZONE 'Asia/Kolkata')::date)::text AS day");
    ledgerDay = row!.day.slice(0, 10);
  });

  test('the day: stakes, payouts, profit, money in and out, players; its totals tie out with the ledger check', async () => {
    const report = (await api.operator('GET', `/operator/reports/days?from=${ledgerDay}&to=${ledgerDay}`)).body;
    // Single Digit 6 (100 at 10-95) pays 950, Single Pana 123 (20 at 10-1400) pays 2,800.
    expect(report.days).toEqual([
      { day: ledgerDay, stakes: 200, payouts: 3750, refunds: 0, profit: -3550, deposits: 1000, withdrawals: 0, operator_credits: 400, net: 4950, new_players: 2, active_players: 2 },
    ]);
    const check = (await api.operator('GET', '/operator/ledger/check')).body;
    expect(check).toMatchObject({ mismatches: [] });
    expect(report.ledger).toEqual({ entries: 4950, balances: 4950 });
    expect((report.totals as { net: number }).net).toBe((report.ledger as { balances: number }).balances);
  });

  test('per market and per player, from the bids and the ledger; CSV for a spreadsheet', async () => {
    const bidDay = (await api.db.query<{ day: string }>('SELECT bid_date::text AS day FROM bids LIMIT 1'))[0]!.day.slice(0, 10);
    const markets = (await api.operator('GET', `/operator/reports/markets?from=${bidDay}&to=${bidDay}`)).body.markets as Array<Record<string, unknown>>;
    expect(markets).toEqual([
      { market_id: expect.any(Number), market: 'STAR 3 PM', kind: 'starline', day: bidDay, bids: 1, stakes: 30, payouts: 0, refunds: 0, pending: 30, profit: 0 },
      { market_id: expect.any(Number), market: 'TEST MARKET', kind: 'main', day: bidDay, bids: 3, stakes: 170, payouts: 3750, refunds: 0, pending: 0, profit: -3580 },
    ]);
    const players = (await api.operator('GET', `/operator/reports/players?from=${ledgerDay}&to=${ledgerDay}`)).body.players as Array<Record<string, unknown>>;
    expect(players.map((p) => [p.mobile, p.stakes, p.payouts, p.deposits, p.operator_credits])).toEqual([
      ['9877700001', 150, 950, 1000, 0],
      ['9877700002', 50, 2800, 0, 400],
    ]);
    const csv = await api.app.inject({ method: 'GET', url: `/operator/reports/days?from=${ledgerDay}&to=${ledgerDay}&format=csv`, headers: { authorization: `Bearer ${api.app.operatorToken}` } });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')).toEqual([
      'day,stakes,payouts,refunds,profit,deposits,withdrawals,operator_credits,net,new_players,active_players',
      `${ledgerDay},200,3750,0,-3550,1000,0,400,4950,2,2`,
      '',
    ]);
  });

  test('a bad range says so; reports are an owner’s', async () => {
    expect((await api.operator('GET', '/operator/reports/days?from=2026-11-24&to=2026-11-01')).body).toEqual({ error: 'from: 2026-11-24 is after 2026-11-01' });
    expect((await api.operator('GET', '/operator/reports/days?from=2024-01-01&to=2026-11-01')).body).toEqual({ error: 'from: at most 366 days at a time' });
    expect((await api.operator('GET', '/operator/reports/days?from=soon')).body).toEqual({ error: 'from: a day as YYYY-MM-DD' });
    const cashier = await addOperator(api, 'cash', 'cashier');
    expect((await asOperator(api, cashier.token, 'GET', '/operator/reports/days')).statusCode).toBe(403);
  });
});
