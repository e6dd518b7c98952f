import { placeBids } from './support/bids-fixture';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

type Exposure = { bids: number; stake: number; declares: string; numbers: Array<Record<string, unknown>>; results: Array<{ result: string; winningBids: number; pays: number }> };

// Issue 29, item 5: before declaring, the stake and bids per number and what each possible result would pay, by the
// same rules (and the same rounding) that settle: each result's pay is what its preview would pay.
describe.each(testDatabases())('exposure before a declaration ($mode)', (kind) => {
  const asha = aPlayer('9855500001').named('Asha').withPoints(5000);
  const ravi = aPlayer('9855500002').named('Ravi').withPoints(5000);
  const { api, markets } = testWorld(kind).at('10:00').withMarkets().with(asha, ravi);
  const exposure = async (body: Record<string, unknown>) => (await api.operator('POST', '/operator/results/exposure', body)).body as unknown as Exposure;

  beforeAll(async () => {
    await placeBids(api, asha.token, 'main', markets.main, 'Single Digit', [['6', 10], ['7', 15]]);
    await placeBids(api, ravi.token, 'main', markets.main, 'Single Digit', [['6', 25]]);
    await placeBids(api, asha.token, 'main', markets.main, 'Single Pana', [['123', 20]]);
    await placeBids(api, ravi.token, 'main', markets.main, 'Double Pana', [['112', 11]]);
    await placeBids(api, asha.token, 'main', markets.main, 'Jodi Digit', [['68', 10]]);
    await placeBids(api, ravi.token, 'main', markets.main, 'Single Digit', [['8', 10]], { session: 'Close' });
  });

  test('the open: stake and bids per number, and every possible result’s pay, costliest first', async () => {
    const open = await exposure({ market: markets.main });
    expect(open).toMatchObject({ declares: 'open', bids: 5, stake: 81 });
    expect(open.numbers).toEqual([
      { type: 'Double Pana', number: '112', bids: 1, stake: 11, pays: 3080 },
      { type: 'Single Digit', number: '6', bids: 2, stake: 35, pays: 332 },
      { type: 'Single Digit', number: '7', bids: 1, stake: 15, pays: 142 },
      { type: 'Single Pana', number: '123', bids: 1, stake: 20, pays: 2800 },
    ]);
    expect(open.results).toHaveLength(220);
    expect(open.results.slice(0, 2)).toEqual([
      { result: '123-6', winningBids: 3, pays: 3132 },
      { result: '112-4', winningBids: 1, pays: 3080 },
    ]);
    // Each result pays what its preview (the settlement's own planner) would pay.
    for (const { result, pays } of open.results.slice(0, 6)) {
      const preview = await api.operator('POST', '/operator/results/open/preview', { market: markets.main, pana: result.slice(0, 3) });
      expect({ result, paid: preview.body.paid }).toEqual({ result, paid: pays });
    }
  });

  test('the close follows from the open result: refused before it, then its jodis and close digits counted', async () => {
    const early = await api.operator('POST', '/operator/results/exposure', { market: markets.main, session: 'close' });
    expect(early.statusCode).toBe(409);
    expect(String(early.body.error)).toMatch(/^TEST MARKET has no open result on \d{4}-\d\d-\d\d: declare it first/);
    api.clock.at('11:35');
    expect((await api.operator('POST', '/operator/results/open', { market: markets.main, pana: '123' })).body).toMatchObject({ paid: 3132 });
    const close = await exposure({ market: markets.main, session: 'close' });
    expect(close).toMatchObject({ declares: 'close', bids: 2, stake: 20 });
    expect(close.results[0]).toMatchObject({ winningBids: 2, pays: 995 });
    expect(close.results[0]?.result).toMatch(/^123-68-\d{3}$/);
    // The open's bids are settled: nothing of them is at risk any more.
    expect((await exposure({ market: markets.main })).bids).toBe(0);
  });

  test('Gali: all 100 jodis', async () => {
    const gali = await exposure({ market: markets.gali });
    expect(gali.results).toHaveLength(100);
    expect(gali.declares).toBe('gali');
  });
});
