import { MAX_BALANCE, credit, debit } from '../src/features/wallet/ledger';
import { placeBids } from './support/bids-fixture';
import { addOperator, asOperator } from './support/operator-accounts';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

// Issue 29, item 4: disabling a market must not strand its bids. A disabled market's pending bids can still be settled,
// or its day cancelled: every pending bid refunded by a ledger entry that names it, and "Refunded" in Bid History.
describe.each(testDatabases())('cancelling a disabled market’s day ($mode)', (kind) => {
  const ASHA = '9833300001';
  const RAVI = '9833300002';
  const asha = aPlayer(ASHA).named('Asha').withPoints(1000);
  const ravi = aPlayer(RAVI).named('Ravi').withPoints(1000);
  const { api, markets } = testWorld(kind).at('10:00').withMarkets().with(asha, ravi);
  const balance = async (mobile: string) => Number((await api.db.query<{ balance: number }>('SELECT balance FROM users WHERE mobile = $1', [mobile]))[0]?.balance);
  const today = () => new Date(api.clock.now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    expect((await placeBids(api, asha.token, 'main', markets.main, 'Single Digit', [['4', 20], ['5', 30]])).body).toMatchObject({ status: true });
    expect((await placeBids(api, asha.token, 'main', markets.main, 'Jodi Digit', [['45', 10]])).body).toMatchObject({ status: true });
    expect((await placeBids(api, ravi.token, 'main', markets.main, 'Single Pana', [['128', 40]])).body).toMatchObject({ status: true });
    // Another market's bid is not touched.
    expect((await placeBids(api, ravi.token, 'starline', markets.starline, 'Single Digit', [['1', 15]])).body).toMatchObject({ status: true });
  });

  test('an enabled market is refused: its players could still bid', async () => {
    expect(await api.operator('POST', '/operator/results/cancel', { market: markets.main })).toEqual({
      statusCode: 409,
      body: { error: 'TEST MARKET is enabled: players can still bid on it. Disable it first, then cancel its pending bids' },
    });
  });

  test('a disabled market stays in the pending list with its bids; the preview says what a cancel refunds and writes nothing', async () => {
    await api.operator('POST', `/operator/markets/${markets.main}`, { active: false });
    const pending = (await api.operator('GET', '/operator/results/pending')).body.pending as Array<Record<string, unknown>>;
    expect(pending).toEqual(
      expect.arrayContaining([
        { market_id: markets.main, market: 'TEST MARKET', kind: 'main', active: false, date: today(), bids: 4, points: 100 },
        { market_id: markets.starline, market: 'STAR 3 PM', kind: 'starline', active: true, date: today(), bids: 1, points: 15 },
      ]),
    );
    const preview = await api.operator('POST', '/operator/results/cancel/preview', { market: markets.main });
    expect(preview.body).toEqual({ market_id: markets.main, market: 'TEST MARKET', date: today(), bids: 4, players: 2, points: 100 });
    expect(await balance(ASHA)).toBe(940);
    expect((await api.db.query("SELECT 1 FROM bids WHERE status = 'refunded'")).length).toBe(0);
  });

  test('a refund that would take a wallet past 10^12 refuses the cancel, naming the player, and changes nothing', async () => {
    const [user] = await api.db.query<{ id: number }>('SELECT id FROM users WHERE mobile = $1', [ASHA]);
    const room = MAX_BALANCE - (await balance(ASHA)) - 10;
    await api.db.transaction((tx) => credit(tx, Number(user!.id), room, 'operator_credit', 'Test: nearly full'));
    const bids = await api.db.query('SELECT id, status FROM bids ORDER BY id');
    const entries = await api.db.query('SELECT count(*)::int AS n FROM ledger_entries');
    expect(await api.operator('POST', '/operator/results/cancel', { market: markets.main })).toEqual({
      statusCode: 409,
      body: { error: `Cannot cancel: The wallet of ${ASHA} cannot hold more than 10,00,00,00,00,000 points with these refunds. Debit the wallet first, then cancel` },
    });
    expect(await api.db.query('SELECT id, status FROM bids ORDER BY id')).toEqual(bids);
    expect(await api.db.query('SELECT count(*)::int AS n FROM ledger_entries')).toEqual(entries);
    await api.db.transaction((tx) => debit(tx, Number(user!.id), room, 'operator_debit', 'Test: room made'));
  });

  test('the cancel refunds each pending bid by a ledger entry naming it; the ledger ties out; a second cancel refunds nothing', async () => {
    const cancelled = await api.operator('POST', '/operator/results/cancel', { market: markets.main, note: 'market closed by the board' });
    expect(cancelled.body).toEqual({ market_id: markets.main, market: 'TEST MARKET', date: today(), bids: 4, players: 2, points: 100, changed: true });
    expect(await balance(ASHA)).toBe(1000);
    expect(await balance(RAVI)).toBe(1000 - 15);
    const entries = await api.db.query<{ amount: number; kind: string; note: string }>(
      "SELECT amount, kind, note FROM ledger_entries WHERE kind = 'bid_refund' ORDER BY id",
    );
    const ids = await api.db.query<{ id: number }>("SELECT id FROM bids WHERE status = 'refunded' ORDER BY user_id, id");
    expect(entries.map((entry) => ({ ...entry, amount: Number(entry.amount) }))).toEqual([
      { amount: 20, kind: 'bid_refund', note: `Refund: TEST MARKET ${today()} Single Digit 4 (bid #${ids[0]!.id})` },
      { amount: 30, kind: 'bid_refund', note: `Refund: TEST MARKET ${today()} Single Digit 5 (bid #${ids[1]!.id})` },
      { amount: 10, kind: 'bid_refund', note: `Refund: TEST MARKET ${today()} Jodi Digit 45 (bid #${ids[2]!.id})` },
      { amount: 40, kind: 'bid_refund', note: `Refund: TEST MARKET ${today()} Single Pana 128 (bid #${ids[3]!.id})` },
    ]);
    expect((await api.operator('GET', '/operator/ledger/check')).body).toMatchObject({ mismatches: [] });
    expect((await api.db.query("SELECT 1 FROM bids WHERE status = 'pending' AND market_id = $1", [markets.starline])).length).toBe(1);
    const audit = ((await api.operator('GET', '/operator/audit?action=result%20cancel')).body.actions as Array<Record<string, string>>)[0];
    expect(audit).toMatchObject({ note: 'market closed by the board', change: '4 bids refunded to 2 players, 100 pts' });
    expect((await api.operator('POST', '/operator/results/cancel', { market: markets.main })).body).toMatchObject({ bids: 0, points: 0, changed: false });
    expect(await balance(ASHA)).toBe(1000);
    const pending = (await api.operator('GET', '/operator/results/pending')).body.pending as Array<{ market_id: number }>;
    expect(pending.map((row) => row.market_id)).toEqual([markets.starline]);
  });

  test('the player sees each refunded bid as refunded in Bid History, and the refunds in the passbook', async () => {
    const [year, month, day] = today().split('-').map(Number);
    const when = `${month}/${day}/${year}`;
    const history = (await api.call('api-bid-history-data', { bid_from: when, bid_to: when }, asha.token)).body.bid_data as Array<Record<string, unknown>>;
    expect(history.map((bid) => bid.bid_status)).toEqual(['refunded', 'refunded', 'refunded']);
    const passbook = (await api.call('api-wallet-transaction-history', {}, asha.token)).body.transaction_history as Array<Record<string, string>>;
    expect(passbook.slice(0, 3).map((entry) => entry.transaction_type)).toEqual(['1', '1', '1']);
    expect(passbook[0]?.transaction_note).toMatch(/^Refund: TEST MARKET .* Jodi Digit 45 \(bid #\d+\)$/);
  });

  test('a disabled market’s pending bids can still be settled by a result; a declared day’s refunded bids stay refunded', async () => {
    await placeBids(api, ravi.token, 'starline', markets.starline, 'Single Digit', [['2', 10]]);
    await api.operator('POST', `/operator/markets/${markets.starline}`, { active: false });
    api.clock.at('15:05');
    const declared = await api.operator('POST', '/operator/results/starline', { market: markets.starline, pana: '128' });
    expect(declared.body).toMatchObject({ changed: true, won: 1, lost: 1, paid: 142 });
    expect((await api.operator('GET', '/operator/results/pending')).body.pending).toEqual([]);
  });

  test('cancelling is the results role’s: a cashier is refused', async () => {
    const cashier = await addOperator(api, 'cash', 'cashier');
    expect((await asOperator(api, cashier.token, 'POST', '/operator/results/cancel', { market: markets.main })).statusCode).toBe(403);
    const results = await addOperator(api, 'res', 'results');
    expect((await asOperator(api, results.token, 'POST', '/operator/results/cancel/preview', { market: markets.main })).statusCode).toBe(200);
  });
});
