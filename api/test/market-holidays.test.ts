import { weekdayOf } from '@matka/shared-kernel/domain';
import { placeBids } from './support/bids-fixture';
import { addOperator, asOperator } from './support/operator-accounts';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

// Issue 43, item 2: a market closed on given weekdays and on given dates is a Holiday on its card, refuses bids with
// a clear message, and has no result due.
describe.each(testDatabases())('weekly schedules and holidays ($mode)', (kind) => {
  const bidder = aPlayer('9822200001').named('Holiday Bidder').withPoints(1000);
  const { api, markets } = testWorld(kind).at('10:00').withMarkets().with(bidder);
  /** The harness's IST day. */
  let today: string;
  beforeAll(async () => {
    today = new Date(api.clock.now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  });
  const card = async (id: number, list = 'api-get-dashboard-data') => {
    const answer = await api.call(list, {}, bidder.token);
    return (answer.body.result as Array<Record<string, unknown>>).find((market) => market.game_id === id);
  };
  const due = async () => ((await api.operator('GET', '/operator/today')).body.due as Array<{ market_id: number }>).map((row) => row.market_id);

  test('closed on today’s weekday: Holiday on the card, bids refused saying so, no result due; open again when the weekday is taken off', async () => {
    const weekday = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][weekdayOf(today)]!;
    const set = await api.operator('POST', `/operator/markets/${markets.main}/schedule`, { closed: weekday, note: 'weekly off' });
    expect(set.body).toEqual({ market_id: markets.main, closed_weekdays: [weekdayOf(today)], holidays: [] });
    expect(await card(markets.main)).toMatchObject({ msg_status: 2, msg: 'Holiday', holiday: true });
    const refused = await placeBids(api, bidder.token, 'main', markets.main, 'Single Digit', [['5', 10]]);
    expect(refused).toMatchObject({ statusCode: 400, body: { status: false, msg: 'TEST MARKET is closed today (Holiday): no bids are taken' } });
    expect(await bidder.wallet()).toBe(1000);
    api.clock.at('12:00');
    expect(await due()).not.toContain(markets.main);
    await api.operator('POST', `/operator/markets/${markets.main}/schedule`, { closed: 'none' });
    expect(await due()).toContain(markets.main);
    api.clock.at('10:00');
    expect(await card(markets.main)).toMatchObject({ msg_status: 1, holiday: false });
    expect((await placeBids(api, bidder.token, 'main', markets.main, 'Single Digit', [['5', 10]])).statusCode).toBe(200);
  });

  test('closed on a date: that day only; listed with the market; removed, it takes bids again', async () => {
    const added = await api.operator('POST', `/operator/markets/${markets.starline}/holidays`, { date: today, reason: 'Diwali' });
    expect(added.body).toEqual({ market_id: markets.starline, closed_weekdays: [], holidays: [{ date: today, reason: 'Diwali' }] });
    expect(await card(markets.starline, 'api-starline-game')).toMatchObject({ msg: 'Holiday', holiday: true });
    expect((await placeBids(api, bidder.token, 'starline', markets.starline, 'Single Digit', [['5', 10]])).body.msg).toBe('STAR 3 PM is closed today (Holiday): no bids are taken');
    const listed = (await api.operator('GET', '/operator/markets?kind=starline')).body.markets as Array<Record<string, unknown>>;
    expect(listed.find((market) => market.id === markets.starline)).toMatchObject({ holidays: [{ date: today, reason: 'Diwali' }] });
    // Tomorrow it is open.
    api.clock.advance(86_400_000);
    expect(await card(markets.starline, 'api-starline-game')).toMatchObject({ holiday: false });
    api.clock.advance(-86_400_000);
    await api.operator('POST', `/operator/markets/${markets.starline}/holidays/remove`, { date: today });
    expect((await placeBids(api, bidder.token, 'starline', markets.starline, 'Single Digit', [['5', 10]])).statusCode).toBe(200);
    const audit = (await api.operator('GET', '/operator/audit?limit=5')).body.actions as Array<Record<string, string>>;
    expect(audit.slice(0, 2).map((row) => [row.action, row.change])).toEqual([
      ['market holiday removed', `open on ${today}`],
      ['market holiday', `closed on ${today}: Diwali`],
    ]);
  });

  test('bad schedules are refused in our words; only roles with markets.write change them', async () => {
    expect((await api.operator('POST', `/operator/markets/${markets.main}/schedule`, { closed: 'funday' })).body).toEqual({
      error: 'closed: weekday names, comma-separated (Sunday, Monday, Tuesday, Wednesday, Thursday, Friday, Saturday), or none',
    });
    expect((await api.operator('POST', `/operator/markets/${markets.main}/holidays`, { date: '29-11-2026' })).body).toEqual({ error: 'date: a day as YYYY-MM-DD' });
    expect((await api.operator('POST', `/operator/markets/${markets.main}/holidays`, { date: '2020-01-01' })).body).toEqual({ error: '2020-01-01 has passed: a holiday is today or later' });
    expect((await api.operator('POST', `/operator/markets/${markets.main}/holidays/remove`, { date: '2099-01-01' })).statusCode).toBe(404);
    const cashier = await addOperator(api, 'holiday-cashier', 'cashier');
    expect((await asOperator(api, cashier.token, 'POST', `/operator/markets/${markets.main}/schedule`, { closed: 'sunday' })).body).toEqual({
      error: 'holiday-cashier (cashier) may not add or change markets and rates',
    });
  });
});
