import { placeBids } from './support/bids-fixture';
import { testDatabases } from './support/test-databases';
import { aMarket, aPlayer, type Markets, testWorld } from './support/world';

type Row = [string, number] | [string, string, number];
const rowsOf = (type: string): Row[] =>
  type === 'Jodi Digit' ? [['12', 10]] : type === 'Half Sangam' ? [['1', '123', 10]] : type === 'Full Sangam' ? [['123', '456', 10]] : type.endsWith('Pana') ? [['111', 10]] : [['1', 10]];

// No bet on a known result: once a session's result is out, its bids are refused whatever the clock says.
describe.each(testDatabases())('bids closed by a declared result on $mode', (kind) => {
  const player = aPlayer('9000001101').withPoints(10_000);
  const { api, markets } = testWorld(kind).at('09:00').withMarkets().with(player);

  // Declared before the markets' times, as the tests here need: asked for as early (--early), or it is refused.
  const declare = (what: string, body: Record<string, unknown>) => api.operator('POST', `/operator/results/${what}`, { ...body, early: true });
  const bid = (market: keyof Markets, type: string, session: 'Open' | 'Close') => placeBids(api, player.token, market, markets[market], type, rowsOf(type), { session });
  const cardOf = async (call: string, id: number) => {
    const answer = await api.call(call, {}, player.token);
    return (answer.body.result as Array<{ game_id: number; msg_status: number }>).find((market) => market.game_id === id);
  };

  test('the open result closes Open bids, Jodi and both sangams before the open time; Close bids stay open', async () => {
    api.clock.at('10:00');
    expect((await declare('open', { market: markets.main, pana: '123' })).statusCode).toBe(200);
    const before = await player.wallet();
    for (const [type, session] of [
      ['Single Digit', 'Open'],
      ['Triple Pana', 'Open'],
      ['Jodi Digit', 'Close'],
      ['Half Sangam', 'Open'],
      ['Half Sangam', 'Close'],
      ['Full Sangam', 'Open'],
    ] as const) {
      expect({ type, session, answer: (await bid('main', type, session)).body }).toEqual({
        type,
        session,
        answer: { status: false, msg: `Bidding is closed for ${type}`, code: 'bidding_closed' },
      });
    }
    expect(await player.wallet()).toBe(before);
    expect((await bid('main', 'Single Digit', 'Close')).body).toMatchObject({ status: true, msg: 'Bid placed successfully!' });
    expect((await cardOf('api-get-dashboard-data', markets.main))?.msg_status).toBe(1);
  });

  test('the close result closes the day: every bid refused, the card says Close for today, nothing stays pending', async () => {
    api.clock.at('11:00');
    expect((await declare('close', { market: markets.main, pana: '459' })).body).toMatchObject({ changed: true });
    expect((await bid('main', 'Single Digit', 'Close')).body).toMatchObject({ status: false, msg: 'Bidding is closed for Single Digit' });
    expect((await bid('main', 'Triple Pana', 'Close')).body).toMatchObject({ status: false, msg: 'Bidding is closed for Triple Pana' });
    expect((await cardOf('api-get-dashboard-data', markets.main))?.msg_status).toBe(2);
    const [pending] = await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM bids WHERE market_id = $1 AND status = 'pending'", [markets.main]);
    expect(pending?.n).toBe(0);
  });

  test('a revert reopens a session only while its time window is open', async () => {
    api.clock.at('12:00');
    await declare('revert', { market: markets.main });
    // Close bids run until 01:30 PM: open again. Open bids closed at 11:30 AM and the open result still stands.
    expect((await bid('main', 'Single Digit', 'Close')).body).toMatchObject({ status: true });
    expect((await cardOf('api-get-dashboard-data', markets.main))?.msg_status).toBe(1);
    await declare('revert', { market: markets.main });
    expect((await bid('main', 'Single Digit', 'Open')).body).toMatchObject({ status: false, msg: 'Bidding is closed for Single Digit' });
    // Put the day back so the suite leaves no bid unsettled.
    await declare('open', { market: markets.main, pana: '123' });
    await declare('close', { market: markets.main, pana: '459' });
  });

  test('a Starline or Gali result closes its slot before its time, on the bid and on the card', async () => {
    api.clock.at('12:00');
    expect((await cardOf('api-starline-game', markets.starline))?.msg_status).toBe(1);
    expect((await cardOf('api-galidisawar-game', markets.gali))?.msg_status).toBe(1);
    await declare('starline', { market: markets.starline, pana: '128' });
    await declare('gali', { market: markets.gali, jodi: '47' });
    expect((await bid('starline', 'Single Digit', 'Open')).body).toMatchObject({ status: false, msg: 'Bidding is closed for Single Digit' });
    expect((await bid('gali', 'Left Digit', 'Open')).body).toMatchObject({ status: false, msg: 'Bidding is closed for Left Digit' });
    expect((await cardOf('api-starline-game', markets.starline))?.msg_status).toBe(2);
    expect((await cardOf('api-galidisawar-game', markets.gali))?.msg_status).toBe(2);
  });

  test('bids racing a close declaration are either refused or settled, never left pending', async () => {
    api.clock.at('09:00');
    const id = await aMarket('Race Market').addTo(api);
    await declare('open', { market: id, pana: '123' });
    const bids = Array.from({ length: 20 }, (_, i) => placeBids(api, player.token, 'main', id, 'Single Digit', [[String(i % 10), 10]], { session: 'Close', gameId: id }));
    const [closed] = await Promise.all([declare('close', { market: id, pana: '459' }), ...bids]);
    expect(closed.statusCode).toBe(200);
    const [pending] = await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM bids WHERE market_id = $1 AND status = 'pending'", [id]);
    expect(pending?.n).toBe(0);
  });
});
