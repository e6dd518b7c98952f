import { formatBidDate } from '@matka/shared-kernel/domain';
import { placeBids } from './support/bids-fixture';
import { testDatabases } from './support/test-databases';
import { aMarket, aPlayer, testWorld } from './support/world';

const today = '11/22/2026';

describe.each(testDatabases())('results and settlement on $mode', (kind) => {
  const mobile = '9000000901';
  const winner = aPlayer(mobile).named('Winner').withPoints(10_000);
  const { api, markets } = testWorld(kind).at('10:00').withMarkets().with(winner);

  const declare = (what: string, body: Record<string, unknown>) => api.operator('POST', `/operator/results/${what}`, body);
  const wins = async (call = 'api-wining-history-data', field = 'win_data') =>
    (await api.call(call, { date_from: today, date_to: today }, winner.token)).body[field] as Array<{ pana: string; digits: string; closedigits: string; amount: number }>;

  test('the day 123-68-459: every bid type wins or loses as the rules say, paid at its stored rate', async () => {
    api.clock.at('10:00');
    const bets: Array<[string, 'Open' | 'Close', Array<[string, number] | [string, string, number]>]> = [
      ['Single Digit', 'Open', [['6', 10], ['7', 10]]],
      ['Single Pana', 'Open', [['123', 10]]],
      ['Double Pana', 'Open', [['112', 10]]],
      ['Single Digit', 'Close', [['8', 20], ['6', 10]]],
      ['Single Pana', 'Close', [['459', 10]]],
      ['Triple Pana', 'Close', [['777', 10]]],
      ['Jodi Digit', 'Close', [['68', 10], ['86', 10]]],
      ['Half Sangam', 'Open', [['6', '459', 10], ['6', '123', 10]]],
      ['Half Sangam', 'Close', [['8', '123', 10], ['8', '459', 10]]],
      ['Full Sangam', 'Open', [['123', '459', 10], ['124', '459', 10]]],
    ];
    for (const [type, session, rows] of bets) {
      expect((await placeBids(api, winner.token, 'main', markets.main, type, rows, { session })).body).toMatchObject({ status: true });
    }
    // A rate change after placing does not touch placed bids.
    await api.operator('POST', '/operator/rates', { kind: 'main', type: 'single_digit', val1: 10, val2: 90 });
    const staked = await winner.wallet();

    api.clock.at('11:35');
    const open = await declare('open', { market: markets.main, pana: '123' });
    expect(open.body).toMatchObject({ result: '123-6', changed: true, won: 2, lost: 2, paid: 95 + 1400 });
    expect(await winner.wallet()).toBe(staked + 95 + 1400);

    // The same result again settles nothing.
    expect((await declare('open', { market: markets.main, pana: '123' })).body).toMatchObject({ changed: false, won: 0, paid: 0 });
    expect(await winner.wallet()).toBe(staked + 1495);

    api.clock.at('13:35');
    const close = await declare('close', { market: markets.main, pana: '459' });
    // Close: SD 8 (20 pts → 190), SP 459 (1400), jodi 68 (900), HS open 6-459 (10000), HS close 8-123 (10000), FS (100000).
    const closePaid = 190 + 1400 + 900 + 10_000 + 10_000 + 100_000;
    expect(close.body).toMatchObject({ result: '123-68-459', changed: true, won: 6, lost: 6, paid: closePaid });
    expect(await winner.wallet()).toBe(staked + 1495 + closePaid);

    const won = await wins();
    expect(won.map((w) => `${w.pana} ${w.digits}${w.closedigits ? `-${w.closedigits}` : ''} ${w.amount}`).sort()).toEqual(
      [
        'Single Digit 6 95',
        'Single Pana 123 1400',
        'Single Digit 8 190',
        'Single Pana 459 1400',
        'Jodi Digit 68 900',
        'Half Sangam 6-459 10000',
        'Half Sangam 8-123 10000',
        'Full Sangam 123-459 100000',
      ].sort(),
    );

    // The dashboard shows the result.
    const dashboard = await api.call('api-get-dashboard-data', {}, winner.token);
    expect((dashboard.body.result as Array<Record<string, unknown>>).find((m) => m.game_id === markets.main)).toMatchObject({
      open_result: '123-6',
      close_result: '8-459',
    });
  });

  test('a revert takes back every credit of the latest declaration; a corrected declaration settles again', async () => {
    const before = await winner.wallet();
    const reverted = await declare('revert', { market: markets.main });
    expect(reverted.body).toMatchObject({ reverted: 'close', bids: 12, points_taken_back: 122_490 });
    expect(await winner.wallet()).toBe(before - 122_490);
    const history = await api.call('api-wallet-transaction-history', {}, winner.token);
    expect((history.body.transaction_history as Array<{ transaction_note: string }>)[0]?.transaction_note).toMatch(/^Result reverted/);

    // Corrected close pana 550 (digit 0): jodi 60; only close-session bids on 0/550/60 would win — none here.
    const corrected = await declare('close', { market: markets.main, pana: '550' });
    expect(corrected.body).toMatchObject({ result: '123-60-550', won: 0, lost: 12, paid: 0 });
    expect(await winner.wallet()).toBe(before - 122_490);
  });

  test('declarations are checked: a valid pana, open before close, one result at a time', async () => {
    expect(await declare('open', { market: markets.main, pana: '321' })).toMatchObject({
      statusCode: 400,
      body: { error: '321 is not a valid pana (three digits ascending, 0 counts as 10)' },
    });
    expect((await declare('open', { market: markets.main, pana: '124' })).body.error).toBe('The open result is already 123: revert it first');
    expect((await declare('close', { market: markets.main, pana: '459', date: '2026-11-20' })).body.error).toBe('Declare the open result first');
    expect((await declare('gali', { market: markets.gali, jodi: '4' })).body.error).toBe('4 is not a valid jodi (two digits)');
    expect((await declare('starline', { market: markets.main, pana: '128' })).body.error).toBe(`Market ${markets.main} is a main market, not starline`);
    expect((await declare('revert', { market: markets.gali, date: '2026-11-01' })).statusCode).toBe(409);
  });

  test('Starline and Gali results settle their bids', async () => {
    api.clock.at('12:00');
    await placeBids(api, winner.token, 'starline', markets.starline, 'Single Digit', [['1', 10], ['2', 10]]);
    await placeBids(api, winner.token, 'starline', markets.starline, 'Single Pana', [['128', 10]]);
    await placeBids(api, winner.token, 'gali', markets.gali, 'Left Digit', [['4', 10]]);
    await placeBids(api, winner.token, 'gali', markets.gali, 'Right Digit', [['4', 10]]);
    await placeBids(api, winner.token, 'gali', markets.gali, 'Jodi Digit', [['47', 10]]);
    const before = await winner.wallet();

    api.clock.at('15:05');
    expect((await declare('starline', { market: markets.starline, pana: '128' })).body).toMatchObject({ result: '128-1', won: 2, lost: 1, paid: 95 + 1400 });
    api.clock.at('23:05');
    expect((await declare('gali', { market: markets.gali, jodi: '47' })).body).toMatchObject({ result: '47', won: 2, lost: 1, paid: 95 + 900 });
    expect(await winner.wallet()).toBe(before + 1495 + 995);

    const galiWins = await wins('api-galidisawar-wining-history-data', 'bid_data');
    expect(galiWins.map((w) => w.pana).sort()).toEqual(['Jodi Digit', 'Left Digit']);
    const starlineWins = await wins('api-starline-wining-history-data', 'win_data');
    expect(starlineWins).toHaveLength(2);
  });

  test("a row's own session wins over its batch's: placed as Open under a batch that says Close, it settles on the open result", async () => {
    api.clock.at('10:00');
    await api.operator('POST', '/operator/rates', { kind: 'main', type: 'single_digit', val1: 10, val2: 95 });
    const market = await aMarket('Row Session').addTo(api);
    // As the legacy clients' Single Digit screen sends it: the player's choice on each row (lower case), the batch always Close.
    const rows = [
      { digits: '6', closedigits: '', points: '10', session: 'open' },
      { digits: '8', closedigits: '', points: '10', session: 'close' },
    ];
    const batch = { Gamename: 'Row Session', totalbit: 20, gameid: market, pana: 'Single Digit', bid_date: formatBidDate(api.clock.now), session: 'Close', result: rows };
    expect((await api.call('api-submit-bid', { game_id: market, new_result: batch }, winner.token)).body).toMatchObject({ status: true });
    const stored = await api.db.query<{ digits: string; session: string }>('SELECT digits, session FROM bids WHERE market_id = $1 ORDER BY digits', [market]);
    expect(stored).toEqual([{ digits: '6', session: 'Open' }, { digits: '8', session: 'Close' }]);
    const before = await winner.wallet();

    api.clock.at('11:35');
    expect((await declare('open', { market, pana: '123' })).body).toMatchObject({ result: '123-6', won: 1, lost: 0, paid: 95 });
    expect(await winner.wallet()).toBe(before + 95);
    api.clock.at('13:35');
    expect((await declare('close', { market, pana: '459' })).body).toMatchObject({ result: '123-68-459', won: 1, lost: 0, paid: 95 });
    expect(await winner.wallet()).toBe(before + 190);
  });

  test('a revert is refused when the winner no longer has the points', async () => {
    const spender = await api.register('9000000902', 'Spender');
    await api.fund('9000000902', 20);
    api.clock.at('12:00');
    const other = await api.operator('POST', '/operator/markets', { kind: 'starline', name: 'Star 4 PM', open: '04:00 PM' });
    const slot = Number(other.body.game_id);
    await placeBids(api, spender, 'starline', slot, 'Single Digit', [['1', 20]]);
    api.clock.at('16:05');
    await declare('starline', { market: slot, pana: '128' });
    const spent = await api.call('api-user-transfer-wallet-balance', { amount: 150, mobile_no: mobile, idempotency_key: 'spend-winnings-1' }, spender);
    expect(spent.body).toMatchObject({ status: true, wallet_amt: 40 });
    const answer = await declare('revert', { market: slot });
    expect(answer.statusCode).toBe(409);
    // The refusal names the player as the operator knows them, with what they won and what they have left.
    expect(answer.body).toEqual({ error: 'Cannot revert: 9000000902 (won 190 pts, has 40 pts) no longer has the points won' });
  });

  test('charts render the stored results', async () => {
    const chart = await api.app.inject({ method: 'GET', url: `/charts/main/${markets.main}` });
    expect(chart.statusCode).toBe(200);
    expect(chart.headers['content-type']).toContain('text/html');
    expect(chart.body).toContain('TEST MARKET chart');
    expect(chart.body).toContain('<td>60</td>');
    expect(chart.body).toContain('<small>123</small><b>60</b><small>550</small>');
    expect((await api.app.inject({ method: 'GET', url: '/charts/starline' })).body).toContain('128-1');
    expect((await api.app.inject({ method: 'GET', url: '/charts/gali' })).body).toContain('<td>47</td>');
    expect((await api.app.inject({ method: 'GET', url: '/charts/main/99999' })).statusCode).toBe(404);
  });

  test('a declaration credits its winners in player order, as transfers lock players, whatever order they bid in', async () => {
    // The file's player was registered first (the lower id); this one after, late in the day (OTP limits).
    api.clock.at('23:40');
    const first = winner.token;
    const second = await api.register('9000000912', 'Higher Id');
    await api.fund('9000000912', 100);
    const slot = await aMarket('Star 1155 PM').ofKind('starline').opensAt('23:55').addTo(api);
    api.clock.at('23:50');
    for (const player of [second, first, second]) {
      expect((await placeBids(api, player, 'starline', slot, 'Single Digit', [['1', 10]])).statusCode).toBe(200);
    }
    api.clock.at('23:56');
    expect((await declare('starline', { market: slot, pana: '128' })).body).toMatchObject({ won: 3 });
    const credited = await api.db.query<{ mobile: string }>(
      `SELECT u.mobile FROM ledger_entries l JOIN users u ON u.id = l.user_id
        WHERE l.kind = 'win' AND l.note LIKE '%STAR 1155 PM%' ORDER BY l.id`,
    );
    expect(credited.map((row) => row.mobile)).toEqual([mobile, '9000000912', '9000000912']);
  });
});
