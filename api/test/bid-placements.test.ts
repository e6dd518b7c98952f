import { formatBidDate } from '@matka/shared-kernel/domain';
import type { Harness } from './support/api-harness';
import { placeBids } from './support/bids-fixture';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

// Our app's confirm (`api-submit-bids`): every batch of one confirm placed together or not at all, under one key, with
// one debit checked against the total. The legacy clients' per-type calls are unchanged (bids.test.ts).

type Row = [digits: string, points: number];
interface BatchSpec {
  type: string;
  session?: 'Open' | 'Close';
  rows: Row[];
  gameId?: number;
}

let keys = 0;
const newKey = () => `bids-confirm-${(keys += 1)}-${Date.now()}`;

function submitBids(api: Harness, token: string, gameId: number, batches: BatchSpec[], key: string = newKey()) {
  return api.call(
    'api-submit-bids',
    {
      game_id: gameId,
      idempotency_key: key,
      batches: batches.map((batch) => ({
        Gamename: 'TEST',
        totalbit: batch.rows.reduce((sum, [, points]) => sum + points, 0),
        gameid: batch.gameId ?? gameId,
        pana: batch.type,
        gametype: 'SP DP TP',
        bid_date: formatBidDate(api.clock.now),
        session: batch.session ?? 'Open',
        result: batch.rows.map(([digits, points]) => ({ digits, closedigits: '', points })),
      })),
    },
    token,
  );
}

/** SP DP TP on digit 2 as the board sends it: its single, double and triple panas, one batch each. */
const SP_DP_TP: BatchSpec[] = [
  { type: 'Single Pana', rows: [['129', 10], ['138', 10], ['147', 10]] },
  { type: 'Double Pana', rows: [['110', 10], ['228', 10]] },
  { type: 'Triple Pana', rows: [['444', 10]] },
];

describe.each(testDatabases())('one confirm, one placement, on $mode', (kind) => {
  const bidder = aPlayer('9000003801').named('Confirm').withPoints(10_000);
  const { api, markets } = testWorld(kind).at('10:00').withMarkets().with(bidder);
  beforeEach(() => api.clock.at('10:00'));

  const bidsOf = async (mobile: string) =>
    api.db.query<{ bet_type: string; digits: string; points: number }>(
      'SELECT b.bet_type, b.digits, b.points::int AS points FROM bids b JOIN users u ON u.id = b.user_id WHERE u.mobile = $1 ORDER BY b.id',
      [mobile],
    );
  const ledgerOf = async (mobile: string) =>
    api.db.query<{ amount: number; note: string }>(
      "SELECT l.amount::int AS amount, l.note FROM ledger_entries l JOIN users u ON u.id = l.user_id WHERE u.mobile = $1 AND l.kind = 'bid' ORDER BY l.id",
      [mobile],
    );

  test('three types in one call: all placed, one debit of the total with its ledger entry, the history shows each', async () => {
    const before = await bidder.wallet();
    const answer = await submitBids(api, bidder.token, markets.main, SP_DP_TP);
    expect(answer.body).toMatchObject({ status: true, msg: 'Bid placed successfully!', wallet_amt: before - 60 });
    expect(await bidder.wallet()).toBe(before - 60);
    expect((await bidsOf('9000003801')).map((bid) => [bid.bet_type, bid.digits])).toEqual([
      ['Single Pana', '129'], ['Single Pana', '138'], ['Single Pana', '147'], ['Double Pana', '110'], ['Double Pana', '228'], ['Triple Pana', '444'],
    ]);
    expect(await ledgerOf('9000003801')).toEqual([{ amount: -60, note: 'Bid: TEST MARKET Single Pana, Double Pana, Triple Pana (6 bids)' }]);
    const day = api.clock.now.toLocaleDateString('en-US', { timeZone: 'Asia/Kolkata' });
    const history = await api.call('api-bid-history-data', { bid_from: day, bid_to: day }, bidder.token);
    expect((history.body.bid_data as Array<{ pana: string }>).map((bid) => bid.pana).sort()).toEqual(
      ['Double Pana', 'Double Pana', 'Single Pana', 'Single Pana', 'Single Pana', 'Triple Pana'],
    );
  });

  test('a failing third type places none of the three, and debits nothing', async () => {
    const player = await api.register('9000003802', 'Third');
    await api.fund('9000003802', 1000);
    const badThird = [...SP_DP_TP.slice(0, 2), { type: 'Triple Pana', rows: [['445', 10]] as Row[] }];
    const answer = await submitBids(api, player, markets.main, badThird);
    expect(answer).toMatchObject({ statusCode: 400, body: { status: false, msg: 'Number 445 is not valid' } });
    expect(await bidsOf('9000003802')).toEqual([]);
    expect(await ledgerOf('9000003802')).toEqual([]);
    expect(Number((await api.call('api-user-wallet-balance', {}, player)).body.wallet_amt)).toBe(1000);
  });

  test('a session that has closed refuses the whole confirm: its Open batch is not placed either', async () => {
    const player = await api.register('9000003803', 'Late');
    await api.fund('9000003803', 1000);
    api.clock.at('12:00');
    const answer = await submitBids(api, player, markets.main, [
      { type: 'Single Digit', session: 'Close', rows: [['5', 10]] },
      { type: 'Single Digit', session: 'Open', rows: [['6', 10]] },
    ]);
    expect(answer.body).toMatchObject({ status: false, msg: 'Bidding is closed for Single Digit' });
    expect(await bidsOf('9000003803')).toEqual([]);
  });

  test('the balance is checked once, against the total: each batch fits, all three do not, and nothing is placed', async () => {
    const player = await api.register('9000003804', 'Short');
    await api.fund('9000003804', 50);
    const answer = await submitBids(api, player, markets.main, SP_DP_TP);
    expect(answer).toMatchObject({ statusCode: 409, body: { status: false, msg: 'Insufficient balance please refill your account' } });
    expect(await bidsOf('9000003804')).toEqual([]);
    expect(await ledgerOf('9000003804')).toEqual([]);
    expect(Number((await api.call('api-user-wallet-balance', {}, player)).body.wallet_amt)).toBe(50);
  });

  test('a retry with the same key answers the first answer and places nothing more; the key with other bids is a 409', async () => {
    const player = await api.register('9000003805', 'Retry');
    await api.fund('9000003805', 1000);
    const first = await submitBids(api, player, markets.main, SP_DP_TP, 'bids-retry-key-1');
    const again = await submitBids(api, player, markets.main, SP_DP_TP, 'bids-retry-key-1');
    expect(again.body).toEqual(first.body);
    expect(await bidsOf('9000003805')).toHaveLength(6);
    expect(await ledgerOf('9000003805')).toHaveLength(1);
    const other = await submitBids(api, player, markets.main, SP_DP_TP.slice(0, 1), 'bids-retry-key-1');
    expect(other).toMatchObject({ statusCode: 409, body: { msg: 'idempotency_key reused with another request' } });
    expect(Number((await api.call('api-user-wallet-balance', {}, player)).body.wallet_amt)).toBe(940);
  });

  test("a batch of another market, or a type the market's kind does not offer, refuses the confirm", async () => {
    const player = await api.register('9000003806', 'Mixed');
    await api.fund('9000003806', 1000);
    const otherMarket = await submitBids(api, player, markets.main, [SP_DP_TP[0]!, { ...SP_DP_TP[1]!, gameId: markets.starline }]);
    expect(otherMarket.body).toMatchObject({ status: false, msg: 'This market is not available' });
    const notOffered = await submitBids(api, player, markets.starline, [
      { type: 'Single Digit', rows: [['1', 10]] },
      { type: 'Jodi Digit', rows: [['12', 10]] },
    ]);
    expect(notOffered.body).toMatchObject({ status: false, msg: 'Jodi Digit is not offered on this market' });
    expect(await bidsOf('9000003806')).toEqual([]);
  });

  test('Starline and Gali confirms go by the same call, by the market they name', async () => {
    const player = await api.register('9000003807', 'Kinds');
    await api.fund('9000003807', 1000);
    expect((await submitBids(api, player, markets.starline, [{ type: 'Single Digit', rows: [['1', 10]] }, { type: 'Triple Pana', rows: [['000', 10]] }])).body).toMatchObject({ status: true });
    expect((await submitBids(api, player, markets.gali, [{ type: 'Left Digit', rows: [['4', 10]] }, { type: 'Jodi Digit', rows: [['47', 10]] }])).body).toMatchObject({ status: true });
    expect((await bidsOf('9000003807')).map((bid) => bid.bet_type)).toEqual(['Single Digit', 'Triple Pana', 'Left Digit', 'Jodi Digit']);
  });

  test("the legacy clients' per-type batch is as before: one type, its own ledger line", async () => {
    const player = await api.register('9000003808', 'Legacy');
    await api.fund('9000003808', 1000);
    expect((await placeBids(api, player, 'main', markets.main, 'Single Pana', [['129', 10], ['138', 10]])).body).toMatchObject({ status: true, wallet_amt: 980 });
    expect(await ledgerOf('9000003808')).toEqual([{ amount: -20, note: 'Bid: TEST MARKET Single Pana (2 bids)' }]);
  });
});
