import { formatBidDate } from '@matka/shared-kernel/domain';
import type { Harness } from './support/api-harness';
import { placeBids } from './support/bids-fixture';
import { addOperator, asOperator } from './support/operator-accounts';
import { testDatabases } from './support/test-databases';
import { aMarket, aPlayer, testWorld } from './support/world';

// The house's stake limits and the players' own (docs/game-rules.md, "Limits"): each limit and its refusal text, on
// both databases. The refusals come through our one-call confirm (`api-submit-bids`) and the legacy per-type calls
// alike, the text in `msg`, the room left in `room`.

type Row = [digits: string, points: number] | [digits: string, closedigits: string, points: number];
interface BatchSpec {
  type: string;
  session?: 'Open' | 'Close';
  rows: Row[];
}

let keys = 0;

/** Our app's confirm: every batch placed together or none. */
function confirm(api: Harness, token: string, gameId: number, batches: BatchSpec[]) {
  return api.call(
    'api-submit-bids',
    {
      game_id: gameId,
      idempotency_key: `limits-${(keys += 1)}-${Date.now()}`,
      batches: batches.map((batch) => ({
        Gamename: 'TEST',
        totalbit: batch.rows.reduce((sum, row) => sum + (row.length === 2 ? row[1] : row[2]), 0),
        gameid: gameId,
        pana: batch.type,
        gametype: batch.type,
        bid_date: formatBidDate(api.clock.now),
        session: batch.session ?? 'Open',
        result: batch.rows.map((row) => (row.length === 2 ? { digits: row[0], closedigits: '', points: row[1] } : { digits: row[0], closedigits: row[1], points: row[2] })),
      })),
    },
    token,
  );
}

describe.each(testDatabases())('stake limits on $mode', (kind) => {
  const asha = aPlayer('9000004101').named('Asha').withPoints(100_000);
  const ravi = aPlayer('9000004102').named('Ravi').withPoints(100_000);
  const meera = aPlayer('9000004103').named('Meera').withPoints(100_000);
  const { api, markets } = testWorld(kind).at('10:00').withMarkets().with(asha, ravi, meera);
  let kalyan: number;
  beforeAll(async () => {
    kalyan = await aMarket('Kalyan').opensAt('11:30').closesAt('13:30').addTo(api);
  });
  beforeEach(() => api.clock.at('10:00'));

  const setLimits = async (body: Record<string, unknown>) => {
    const answer = await api.operator('POST', '/operator/limits', body);
    expect(answer).toMatchObject({ statusCode: 200 });
    return answer;
  };
  const clearLimits = async (body: Record<string, unknown>) => expect(await api.operator('POST', '/operator/limits/clear', body)).toMatchObject({ statusCode: 200 });
  const bidCount = async (mobile: string) =>
    Number((await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bids b JOIN users u ON u.id = b.user_id WHERE u.mobile = $1', [mobile]))[0]?.n);

  test('a bid type’s least and most per bid: refused below or above, with the type’s words; the spec’s 10 stays the floor', async () => {
    await setLimits({ kind: 'main', type: 'Jodi Digit', min: 50, max: 5_000, note: 'jodi stakes' });
    const before = await asha.wallet();
    expect((await confirm(api, asha.token, kalyan, [{ type: 'Jodi Digit', rows: [['56', 20]] }])).body).toMatchObject({ status: false, code: 'bid_min', msg: 'Jodi Digit bids start at 50 pts' });
    const above = await confirm(api, asha.token, kalyan, [{ type: 'Jodi Digit', rows: [['56', 100], ['57', 6_000]] }]);
    expect(above).toMatchObject({ statusCode: 409, body: { status: false, code: 'bid_max', msg: 'Jodi Digit bids take at most 5,000 pts', room: { points: 5_000, digits: '57' } } });
    expect(await asha.wallet()).toBe(before);
    expect((await confirm(api, asha.token, kalyan, [{ type: 'Jodi Digit', rows: [['56', 100], ['57', 5_000]] }])).body).toMatchObject({ status: true });
    // Another type and another kind are not touched.
    expect((await placeBids(api, asha.token, 'gali', markets.gali, 'Jodi Digit', [['57', 6_000]])).body).toMatchObject({ status: true });
    // Below the spec's minimum no limit can go.
    expect(await api.operator('POST', '/operator/limits', { kind: 'main', type: 'Jodi Digit', min: 5 })).toMatchObject({ statusCode: 400 });
    expect(await api.operator('POST', '/operator/limits', { kind: 'main', type: 'Jodi Digit', min: 6_000 })).toMatchObject({ statusCode: 400, body: { error: '--min (6000) is above --max (5000)' } });
    expect(await api.operator('POST', '/operator/limits', { kind: 'main', type: 'SP Motor', max: 100 })).toMatchObject({ statusCode: 400 });
    await clearLimits({ kind: 'main', type: 'Jodi Digit' });
    expect((await confirm(api, asha.token, kalyan, [{ type: 'Jodi Digit', rows: [['58', 20]] }])).body).toMatchObject({ status: true });
  });

  test('an outcome’s cap counts every player’s bids and names the points that still fit; what fits is then taken', async () => {
    // 10 pays 95: a cap of 2,18,500 is what 23,000 points on one digit would pay.
    await setLimits({ kind: 'main', type: 'Single Digit', cap: 218_500 });
    expect((await confirm(api, asha.token, kalyan, [{ type: 'Single Digit', rows: [['5', 20_700]] }])).body).toMatchObject({ status: true });
    const before = await ravi.wallet();
    const refused = await confirm(api, ravi.token, kalyan, [{ type: 'Single Digit', rows: [['6', 100], ['5', 5_000]] }]);
    expect(refused).toMatchObject({
      statusCode: 409,
      body: { status: false, code: 'outcome_cap', msg: 'Only 2,300 pts more can be placed on 5 for KALYAN Open', room: { points: 2_300, type: 'Single Digit', session: 'Open', digits: '5', closedigits: '' } },
    });
    // All or nothing: the row on 6 was not placed either, and nothing was debited.
    expect(await ravi.wallet()).toBe(before);
    expect(await bidCount('9000004102')).toBe(0);
    // The legacy per-type call gets the same text in msg.
    expect((await placeBids(api, ravi.token, 'main', kalyan, 'Single Digit', [['5', 5_000]])).body).toMatchObject({ status: false, msg: 'Only 2,300 pts more can be placed on 5 for KALYAN Open' });
    // The player agrees to what fits.
    expect((await confirm(api, ravi.token, kalyan, [{ type: 'Single Digit', rows: [['6', 100], ['5', 2_300]] }])).body).toMatchObject({ status: true });
    expect((await confirm(api, meera.token, kalyan, [{ type: 'Single Digit', rows: [['5', 10]] }])).body).toMatchObject({ code: 'outcome_cap', msg: 'No more bids can be placed on 5 for KALYAN Open', room: { points: 0 } });
    // The Close session's 5 is another outcome, and so is 5 on another market.
    expect((await confirm(api, meera.token, kalyan, [{ type: 'Single Digit', session: 'Close', rows: [['5', 10_000]] }])).body).toMatchObject({ status: true });
    expect((await confirm(api, meera.token, markets.main, [{ type: 'Single Digit', rows: [['5', 10_000]] }])).body).toMatchObject({ status: true });
    const [booked] = await api.db.query<{ payout: number }>(
      "SELECT payout::int AS payout FROM outcome_payouts WHERE market_id = $1 AND bet_type = 'Single Digit' AND session = 'Open' AND digits = '5'",
      [kalyan],
    );
    expect(booked).toEqual({ payout: 218_500 });
    // The exposure panel shows each number's room left under its cap.
    const exposure = await api.operator('POST', '/operator/results/exposure', { market: kalyan, session: 'open' });
    const numbers = exposure.body.numbers as Array<{ type: string; number: string; cap?: number; room?: number }>;
    expect(numbers.filter((row) => row.type === 'Single Digit')).toEqual([
      expect.objectContaining({ number: '5', cap: 218_500, room: 0 }),
      expect.objectContaining({ number: '6', cap: 218_500, room: 218_500 - 950 }),
    ]);
    expect(numbers.filter((row) => row.type !== 'Single Digit').every((row) => row.cap === undefined && row.room === undefined)).toBe(true);
    await clearLimits({ kind: 'main', type: 'Single Digit', limit: 'cap' });
  });

  test('a jodi’s cap is named without a session; a sangam by both its numbers', async () => {
    await setLimits({ kind: 'main', type: 'Jodi Digit', cap: 90_000 });
    await setLimits({ kind: 'main', type: 'Full Sangam', cap: 1_000_000 });
    expect((await confirm(api, asha.token, kalyan, [{ type: 'Jodi Digit', rows: [['91', 1_000]] }])).body).toMatchObject({ status: true });
    expect((await confirm(api, ravi.token, kalyan, [{ type: 'Jodi Digit', rows: [['91', 10]] }])).body).toMatchObject({ msg: 'No more bids can be placed on 91 for KALYAN' });
    expect((await confirm(api, ravi.token, kalyan, [{ type: 'Full Sangam', rows: [['123', '456', 200]] }])).body).toMatchObject({ msg: 'Only 100 pts more can be placed on 123-456 for KALYAN' });
    await clearLimits({ kind: 'main', type: 'Jodi Digit' });
    await clearLimits({ kind: 'main', type: 'Full Sangam' });
  });

  test('a blocked number is refused on its market and day only, the legacy call says so in msg', async () => {
    await setLimits({ market: kalyan, block: '55', note: 'too much on 55' });
    expect((await placeBids(api, asha.token, 'main', kalyan, 'Jodi Digit', [['54', 10], ['55', 10]])).body).toMatchObject({ status: false, msg: 'Bids on 55 are closed for KALYAN today' });
    expect((await confirm(api, asha.token, kalyan, [{ type: 'Jodi Digit', rows: [['54', 10]] }])).body).toMatchObject({ status: true });
    expect((await confirm(api, asha.token, markets.main, [{ type: 'Jodi Digit', rows: [['55', 10]] }])).body).toMatchObject({ status: true });
    const listed = await api.operator('GET', '/operator/limits');
    expect(listed.body.blocked).toEqual([{ market_id: kalyan, market: 'KALYAN', day: '2026-11-22', digits: '55' }]);
    // A pana blocked closes the sangams that hold it.
    await setLimits({ market: kalyan, block: '123' });
    expect((await confirm(api, asha.token, kalyan, [{ type: 'Half Sangam', rows: [['4', '123', 10]] }])).body).toMatchObject({ msg: 'Bids on 123 are closed for KALYAN today' });
    await clearLimits({ market: kalyan, block: '55' });
    await clearLimits({ market: kalyan, block: '123' });
    expect((await confirm(api, asha.token, kalyan, [{ type: 'Jodi Digit', rows: [['55', 10]] }])).body).toMatchObject({ status: true });
  });

  test('in the last minutes before its close a bid takes a lower most; the other session is not yet in them', async () => {
    await setLimits({ kind: 'main', late_minutes: 10, late_max: 100 });
    expect((await confirm(api, asha.token, kalyan, [{ type: 'Single Digit', rows: [['1', 500]] }])).body).toMatchObject({ status: true });
    api.clock.at('11:22');
    expect((await confirm(api, asha.token, kalyan, [{ type: 'Single Digit', rows: [['1', 500]] }])).body).toMatchObject({
      code: 'late_max',
      msg: 'In the last 10 minutes before close, Single Digit bids take at most 100 pts',
    });
    expect((await confirm(api, asha.token, kalyan, [{ type: 'Single Digit', session: 'Close', rows: [['1', 500]] }])).body).toMatchObject({ status: true });
    expect(await api.operator('POST', '/operator/limits', { kind: 'main', late_minutes: 10 })).toMatchObject({ statusCode: 400, body: { error: 'Set --late-minutes and --late-max together' } });
    await clearLimits({ kind: 'main', limit: 'late' });
    expect((await confirm(api, asha.token, kalyan, [{ type: 'Single Digit', rows: [['1', 500]] }])).body).toMatchObject({ status: true });
  });

  test('a player’s most per market and day counts all their bids there today, and names what is left', async () => {
    await setLimits({ kind: 'starline', player_day_max: 1_000 });
    expect((await placeBids(api, meera.token, 'starline', markets.starline, 'Single Digit', [['1', 600]])).body).toMatchObject({ status: true });
    expect((await placeBids(api, meera.token, 'starline', markets.starline, 'Single Pana', [['123', 500]])).body).toMatchObject({
      status: false,
      msg: 'Only 400 pts more can be placed by you on STAR 3 PM today',
    });
    expect((await placeBids(api, meera.token, 'starline', markets.starline, 'Single Pana', [['123', 400]])).body).toMatchObject({ status: true });
    expect((await placeBids(api, meera.token, 'starline', markets.starline, 'Single Pana', [['124', 10]])).body).toMatchObject({
      msg: 'You have placed the most allowed on STAR 3 PM today. You can bid on it again tomorrow',
    });
    // Another player's day is their own.
    expect((await placeBids(api, ravi.token, 'starline', markets.starline, 'Single Digit', [['1', 1_000]])).body).toMatchObject({ status: true });
    await clearLimits({ kind: 'starline', limit: 'player_day_max' });
  });

  test('owners and results operators set limits, audited; a cashier may not', async () => {
    const results = await addOperator(api, 'limits-results', 'results');
    const cashier = await addOperator(api, 'limits-cashier', 'cashier');
    expect(await asOperator(api, results.token, 'POST', '/operator/limits', { kind: 'gali', type: 'Jodi Digit', max: 2_000, note: 'gali jodi' })).toMatchObject({
      statusCode: 200,
      body: { limits: [{ kind: 'gali', type: 'Jodi Digit', name: 'max_points', value: 2_000 }] },
    });
    expect(await asOperator(api, cashier.token, 'POST', '/operator/limits', { kind: 'gali', type: 'Jodi Digit', max: 9_000 })).toMatchObject({ statusCode: 403 });
    const [entry] = await api.db.query<{ action: string; target: string; actor: string; note: string }>(
      "SELECT action, target, actor, note FROM operator_audit WHERE action = 'limits set' ORDER BY id DESC LIMIT 1",
    );
    expect(entry).toEqual({ action: 'limits set', target: 'gali Jodi Digit', actor: 'limits-results', note: 'gali jodi' });
    await clearLimits({ kind: 'gali', type: 'Jodi Digit' });
  });
});

describe.each(testDatabases())('a player’s own limits on $mode', (kind) => {
  const sunil = aPlayer('9000004201').named('Sunil').withPoints(100_000);
  const { api, markets } = testWorld(kind).at('10:00').withMarkets().with(sunil);
  beforeEach(() => api.clock.at('10:00'));
  const myLimits = (body: Record<string, unknown> = {}) => api.call('api-my-limits', body, sunil.token);
  const bid = (points: number) => placeBids(api, sunil.token, 'main', markets.main, 'Single Digit', [['3', points]]);

  test('a daily stake limit: lowered at once, raised only after 24 hours', async () => {
    expect((await myLimits({ daily_stake: 1_000 })).body).toMatchObject({ status: true, msg: 'Your limit is changed', limits: { daily_stake: 1_000, stake_raise: null } });
    expect((await bid(800)).body).toMatchObject({ status: true });
    expect((await bid(300)).body).toMatchObject({ status: false, code: 'own_stake_limit', msg: 'Your daily limit of 1,000 pts leaves 200 pts for today', room: { points: 200 } });
    const raised = await myLimits({ daily_stake: 5_000 });
    expect(raised.body).toMatchObject({ msg: 'Your new limit holds from 23/11/2026 10:00 AM. Until then the lower one holds', limits: { daily_stake: 1_000, stake_raise: { value: 5_000 } } });
    expect((await bid(300)).body).toMatchObject({ code: 'own_stake_limit' });
    expect((await bid(200)).body).toMatchObject({ status: true });
    expect((await bid(10)).body).toMatchObject({ msg: 'You have reached your daily limit of 1,000 pts. You can bid again tomorrow' });
    // Lowering again holds at once, and drops the raise.
    expect((await myLimits({ daily_stake: 500 })).body).toMatchObject({ limits: { daily_stake: 500, stake_raise: null } });
  });

  test('a daily deposit limit counts the day’s requests, rejected ones not', async () => {
    const deposit = (amount: number, utr: string) => api.call('api-fund-request-add', { request_amount: amount, payment_method: 'phonepe', utr, idempotency_key: `deposit-${utr}` }, sunil.token);
    expect((await myLimits({ daily_deposit: 1_000 })).body).toMatchObject({ limits: { daily_deposit: 1_000 } });
    expect((await deposit(700, '512345670001')).body).toMatchObject({ status: true });
    expect((await deposit(500, '512345670002')).body).toMatchObject({ status: false, code: 'own_deposit_limit', msg: 'Your daily deposit limit of 1,000 pts leaves 300 pts for today' });
    expect((await deposit(300, '512345670003')).body).toMatchObject({ status: true });
    expect((await deposit(300, '512345670004')).body).toMatchObject({ msg: 'You have reached your daily deposit limit of 1,000 pts. You can deposit again tomorrow' });
  });

  test('a break: no bids until it ends, and no one ends it early', async () => {
    expect((await myLimits({ break: '24h' })).body).toMatchObject({ status: true, msg: 'Your break from betting has begun. You can bid again on 23/11/2026 10:00 AM' });
    const refused = await bid(10);
    expect(refused).toMatchObject({ statusCode: 409, body: { code: 'on_break', msg: 'You are on a break from betting until 23/11/2026 10:00 AM. You can bid again then' } });
    expect(refused.body.until).toBe('2026-11-23T04:30:00.000Z');
    // Asking for a shorter one, or changing a limit, does not end it; no operator call touches it.
    await myLimits({ daily_stake: null });
    expect((await bid(10)).body).toMatchObject({ code: 'on_break' });
    expect((await myLimits()).body).toMatchObject({ limits: { break_until: '2026-11-23T04:30:00.000Z' } });
    api.clock.advance(24 * 3_600_000);
    api.clock.at('10:00');
    expect((await bid(10)).body).toMatchObject({ status: true });
    expect((await myLimits()).body).toMatchObject({ limits: { break_until: null } });
  });
});
