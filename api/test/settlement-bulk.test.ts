import fc from 'fast-check';
import { type Declaration } from '@matka/shared-kernel/domain';
import type { Database } from '../src/db/database';
import { ChangeTracker } from '../src/features/markets/change-tracker';
import { resultsService, type DeclarationKind } from '../src/features/results/results.service';
import { planSettlement } from '../src/features/results/settlement-plan';
import type { PendingBid } from '../src/features/results/settlement.repository';
import { checkLedger, debit } from '../src/features/wallet/ledger';
import { testDatabases } from './support/test-databases';

// Declarations settle by kind of bid in one statement and reverts in a few, the balances and running balances summed by
// the database. For random bid sets and results, on the real database: every bid ends as `planSettlement` says (bid by
// bid, the rule the kinds are decided by), every balance moves by what it says, and the ledger has one entry per winning bid with the
// balance after it, in player order then bid order; a revert puts it all back, or is refused and changes nothing.

const DAY = '2026-11-22';
const OTHER_DAY = '2026-11-21';
const PLAYERS = 4;
// Few panas and digits, so that most bids are decided by a result they could win on, and players often win several.
const PANAS = ['123', '550', '100', '777'];
const DIGITS = ['0', '1', '6', '7'];

type Bid = { type: string; session: 'Open' | 'Close'; digits: string; closedigits: string };
type Staked = Bid & { player: number; points: number; val1: number; val2: number };

const digit = fc.constantFrom(...DIGITS);
const pana = fc.constantFrom(...PANAS);
const jodi = fc.tuple(digit, digit).map(([a, b]) => `${a}${b}`);
const session = fc.constantFrom<'Open' | 'Close'>('Open', 'Close');
const bid = (type: string | fc.Arbitrary<string>, sessionOf: fc.Arbitrary<'Open' | 'Close'>, digits: fc.Arbitrary<string>, closedigits: fc.Arbitrary<string> = fc.constant('')) =>
  fc.record({ type: typeof type === 'string' ? fc.constant(type) : type, session: sessionOf, digits, closedigits });
const open = fc.constant<'Open'>('Open');
const BIDS = {
  main: fc.oneof(
    bid('Single Digit', session, digit),
    bid(fc.constantFrom('Single Pana', 'Double Pana', 'Triple Pana'), session, pana),
    bid('Jodi Digit', fc.constant<'Close'>('Close'), jodi),
    bid('Half Sangam', session, digit, pana),
    bid('Full Sangam', open, pana, pana),
  ),
  starline: fc.oneof(bid('Single Digit', open, digit), bid(fc.constantFrom('Single Pana', 'Double Pana', 'Triple Pana'), open, pana)),
  gali: fc.oneof(bid(fc.constantFrom('Left Digit', 'Right Digit'), open, digit), bid('Jodi Digit', open, jodi)),
};
// Some rates pay nothing for a small stake (10 at 1000 : 95): such a bid is won and pays 0.
const staked = (bids: fc.Arbitrary<Bid>): fc.Arbitrary<Staked> =>
  fc
    .record({
      bid: bids,
      player: fc.integer({ min: 0, max: PLAYERS - 1 }),
      points: fc.integer({ min: 10, max: 500 }),
      rate: fc.constantFrom<[number, number]>([10, 95], [10, 900], [1000, 95], [3, 7], [10, 100_000]),
    })
    .map(({ bid: b, player, points, rate: [val1, val2] }) => ({ ...b, player, points, val1, val2 }));

const scenario = fc.record({
  market: fc.oneof(
    fc.record({ kind: fc.constant<'main'>('main'), bids: fc.array(staked(BIDS.main), { maxLength: 40 }), open: pana, close: pana }),
    fc.record({ kind: fc.constant<'starline'>('starline'), bids: fc.array(staked(BIDS.starline), { maxLength: 30 }), pana }),
    fc.record({ kind: fc.constant<'gali'>('gali'), bids: fc.array(staked(BIDS.gali), { maxLength: 30 }), jodi }),
  ),
  /** The same bids placed for the day before: no declaration of the day may touch them. */
  yesterday: fc.array(fc.nat({ max: 39 }), { maxLength: 5 }),
  balances: fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: PLAYERS, maxLength: PLAYERS }),
  /**
   * Players spend points after the declarations, each leaving what the first revert takes back from them up to their
   * `upTo`-th winning bid, `leave` points more or less: around the edge of being refused.
   */
  spends: fc.uniqueArray(fc.record({ player: fc.integer({ min: 0, max: PLAYERS - 1 }), upTo: fc.integer({ min: 1, max: 6 }), leave: fc.constantFrom(-1, 0, 1) }), {
    maxLength: 3,
    selector: (spend) => spend.player,
  }),
});

type BidRow = { id: number; user_id: number; bid_date: string; status: string; payout: number; settled_by: string | null };
type Entry = { user_id: number; amount: number; balance_after: number; kind: string };

describe.each(testDatabases())('settlement by kind agrees with the plan on $mode', (kind) => {
  let db: Database;
  let drop: () => Promise<void>;
  let tracker: ChangeTracker;
  let runs = 0;
  beforeAll(async () => {
    ({ db, drop } = await kind.create());
    tracker = new ChangeTracker(db);
  });
  afterAll(async () => {
    tracker?.close();
    await drop?.();
  });

  const bidsOf = async (marketId: number) =>
    (
      await db.query<BidRow>(
        'SELECT id, user_id, bid_date::text AS bid_date, status, payout, settled_by FROM bids WHERE market_id = $1 ORDER BY id',
        [marketId],
      )
    ).map((row) => ({ ...row, id: Number(row.id), user_id: Number(row.user_id), payout: Number(row.payout) }));
  const balancesOf = async (users: number[]) =>
    new Map(
      (await db.query<{ id: number; balance: number }>('SELECT id, balance FROM users WHERE id = ANY($1::bigint[])', [users])).map((row) => [
        Number(row.id),
        Number(row.balance),
      ]),
    );
  const entriesAfter = async (users: number[], afterId: number) =>
    (
      await db.query<Entry>(
        'SELECT user_id, amount, balance_after, kind FROM ledger_entries WHERE user_id = ANY($1::bigint[]) AND id > $2 ORDER BY id',
        [users, afterId],
      )
    ).map((row) => ({ user_id: Number(row.user_id), amount: Number(row.amount), balance_after: Number(row.balance_after), kind: row.kind }));
  const lastEntry = async () => Number((await db.query<{ id: number | null }>('SELECT max(id) AS id FROM ledger_entries'))[0]?.id ?? 0);

  /** The ledger entries a change of these amounts per bid makes: player order, then bid order, each with its balance after. */
  function entriesFor(changes: Array<{ id: number; user_id: number; amount: number }>, balances: Map<number, number>, ledgerKind: string): Entry[] {
    const running = new Map(balances);
    return [...changes]
      .filter((change) => change.amount !== 0)
      .sort((a, b) => a.user_id - b.user_id || a.id - b.id)
      .map((change) => {
        const after = running.get(change.user_id)! + change.amount;
        running.set(change.user_id, after);
        return { user_id: change.user_id, amount: change.amount, balance_after: after, kind: ledgerKind };
      });
  }

  test('bid by bid, balance by balance, and back again', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ market, yesterday, balances, spends }) => {
        runs += 1;
        const results = resultsService({ db, clock: () => new Date(`${DAY}T12:00:00+05:30`), tracker });
        const [created] = await db.query<{ id: number }>(
          'INSERT INTO markets (kind, name, open_minutes, close_minutes) VALUES ($1, $2, 600, $3) RETURNING id',
          [market.kind, `PROPERTY ${runs}`, market.kind === 'main' ? 720 : null],
        );
        const marketId = Number(created!.id);
        const users: number[] = [];
        const mobiles = new Map<number, string>();
        for (const [i, balance] of balances.entries()) {
          const mobile = `8${String(runs).padStart(5, '0')}${i}000`.slice(0, 10);
          const [user] = await db.query<{ id: number }>("INSERT INTO users (name, mobile, password_hash, balance) VALUES ('P', $1, 'x', $2) RETURNING id", [mobile, balance]);
          users.push(Number(user!.id));
          mobiles.set(Number(user!.id), mobile);
          if (balance > 0) {
            await db.query("INSERT INTO ledger_entries (user_id, amount, balance_after, kind, note) VALUES ($1, $2, $2, 'deposit', 'Property')", [user!.id, balance]);
          }
        }
        const placed = [...market.bids.map((b) => ({ ...b, day: DAY })), ...yesterday.filter((i) => i < market.bids.length).map((i) => ({ ...market.bids[i]!, day: OTHER_DAY }))];
        if (placed.length > 0) {
          await db.query(
            `INSERT INTO bids (user_id, market_id, bid_date, bet_type, entry_type, session, digits, closedigits, points, rate_val_1, rate_val_2)
             SELECT b.user_id, $1, b.day, b.type, b.type, b.session, b.digits, b.closedigits, b.points, b.val1, b.val2
               FROM unnest($2::bigint[], $3::date[], $4::text[], $5::text[], $6::text[], $7::text[], $8::bigint[], $9::int[], $10::int[])
                 AS b (user_id, day, type, session, digits, closedigits, points, val1, val2)`,
            [
              marketId,
              placed.map((b) => users[b.player]!),
              placed.map((b) => b.day),
              placed.map((b) => b.type),
              placed.map((b) => b.session),
              placed.map((b) => b.digits),
              placed.map((b) => b.closedigits),
              placed.map((b) => b.points),
              placed.map((b) => b.val1),
              placed.map((b) => b.val2),
            ],
          );
        }
        const declarations: Declaration[] =
          market.kind === 'main'
            ? [
                { kind: 'open', openPana: market.open },
                { kind: 'close', openPana: market.open, closePana: market.close },
              ]
            : market.kind === 'starline'
              ? [{ kind: 'starline', pana: market.pana }]
              : [{ kind: 'gali', jodi: market.jodi }];
        const declare = (declaration: Declaration) => {
          switch (declaration.kind) {
            case 'open':
              return results.declareOpen(marketId, declaration.openPana, DAY);
            case 'close':
              return results.declareClose(marketId, declaration.closePana, DAY);
            case 'starline':
              return results.declareStarline(marketId, declaration.pana, DAY);
            case 'gali':
              return results.declareGali(marketId, declaration.jodi, DAY);
          }
        };

        for (const declaration of declarations) {
          const before = await bidsOf(marketId);
          const balancesBefore = await balancesOf(users);
          const since = await lastEntry();
          const pending = await db.query<PendingBid>(
            `SELECT id, user_id, bet_type, session, digits, closedigits, points, rate_val_1, rate_val_2 FROM bids
              WHERE market_id = $1 AND bid_date = $2::date AND status = 'pending' ORDER BY id`,
            [marketId, DAY],
          );
          const plan = planSettlement(pending, declaration);
          expect(await declare(declaration)).toMatchObject({ changed: true, won: plan.won, lost: plan.lost, paid: plan.paid });

          const outcome = new Map<number, { status: string; payout: number }>([
            ...plan.winners.map(({ bid: b, amount }) => [Number(b.id), { status: 'won', payout: amount }] as const),
            ...plan.losers.map((id) => [Number(id), { status: 'lost', payout: 0 }] as const),
          ]);
          expect(await bidsOf(marketId)).toEqual(
            before.map((row) => {
              const settled = outcome.get(row.id);
              return settled ? { ...row, ...settled, settled_by: declaration.kind } : row;
            }),
          );
          const wins = plan.winners.map(({ bid: b, amount }) => ({ id: Number(b.id), user_id: Number(b.user_id), amount }));
          expect(await entriesAfter(users, since)).toEqual(entriesFor(wins, balancesBefore, 'win'));
          const paidTo = (user: number) => wins.filter((win) => win.user_id === user).reduce((sum, win) => sum + win.amount, 0);
          expect(await balancesOf(users)).toEqual(new Map(users.map((user) => [user, balancesBefore.get(user)! + paidTo(user)])));
        }

        for (const spend of spends) {
          const user = users[spend.player]!;
          const latest = declarations[declarations.length - 1]!.kind;
          const payouts = (await bidsOf(marketId)).filter((row) => row.user_id === user && row.settled_by === latest && row.payout > 0).map((row) => row.payout);
          const keep = payouts.slice(0, spend.upTo % (payouts.length + 1)).reduce((sum, payout) => sum + payout, 0) + spend.leave;
          const points = (await balancesOf([user])).get(user)! - Math.max(0, keep);
          if (points > 0) await db.transaction((tx) => debit(tx, user, points, 'withdraw', 'Property: spent'));
        }

        for (const declaration of [...declarations].reverse()) {
          const kindOf: DeclarationKind = declaration.kind;
          const before = await bidsOf(marketId);
          const balancesBefore = await balancesOf(users);
          const since = await lastEntry();
          const settled = before.filter((row) => row.bid_date === DAY && row.settled_by === kindOf);
          const takeBack = settled.map((row) => ({ id: row.id, user_id: row.user_id, amount: -row.payout }));
          // The players (in player order) who no longer have all their winnings of this declaration, named by mobile.
          const owes = (user: number) => settled.filter((row) => row.user_id === user).reduce((sum, row) => sum + row.payout, 0);
          const short = users.filter((user) => owes(user) > balancesBefore.get(user)!);
          if (short.length > 0) {
            const named = short.map((user) => `${mobiles.get(user)} (won ${owes(user).toLocaleString('en-IN')} pts, has ${balancesBefore.get(user)!.toLocaleString('en-IN')} pts)`);
            await expect(results.revert(marketId, DAY)).rejects.toMatchObject({
              kind: 'state_conflict',
              code: 'cannot_revert',
              message: `Cannot revert: ${named.join(', ')} no longer ${short.length === 1 ? 'has' : 'have'} the points won`,
            });
            expect(await bidsOf(marketId)).toEqual(before);
            expect(await balancesOf(users)).toEqual(balancesBefore);
            expect(await entriesAfter(users, since)).toEqual([]);
            break;
          }
          const taken = settled.reduce((sum, row) => sum + row.payout, 0);
          expect(await results.revert(marketId, DAY)).toMatchObject({ reverted: kindOf, bids: settled.length, points_taken_back: taken });
          expect(await bidsOf(marketId)).toEqual(
            before.map((row) => (row.bid_date === DAY && row.settled_by === kindOf ? { ...row, status: 'pending', payout: 0, settled_by: null } : row)),
          );
          expect(await entriesAfter(users, since)).toEqual(entriesFor(takeBack, balancesBefore, 'win_reversal'));
          const takenFrom = (user: number) => settled.filter((row) => row.user_id === user).reduce((sum, row) => sum + row.payout, 0);
          expect(await balancesOf(users)).toEqual(new Map(users.map((user) => [user, balancesBefore.get(user)! - takenFrom(user)])));
        }

        expect((await bidsOf(marketId)).filter((row) => row.bid_date === OTHER_DAY && row.status !== 'pending')).toEqual([]);
        expect((await checkLedger(db)).mismatches).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });
});
