import fc from 'fast-check';
import { ALL_PANAS, SETTLED_BID_TYPES, decides, type Declaration } from '@matka/shared-kernel/domain';
import type { ResultRow } from '../markets/markets.repository';
import { checkResultValue, latestDeclaration, planKinds, planSettlement, proposal, type BidKind } from './settlement-plan';
import type { PendingBid } from './settlement.repository';

const empty: ResultRow = { marketId: 7, resultDate: '2026-11-24', openPana: null, closePana: null, jodi: null };

let nextId = 1;
const bid = (fields: Partial<PendingBid>): PendingBid => ({
  id: nextId++,
  user_id: 1,
  bet_type: 'Single Digit',
  session: 'Open',
  digits: '0',
  closedigits: '',
  points: 10,
  rate_val_1: 10,
  rate_val_2: 95,
  ...fields,
});

describe('planSettlement', () => {
  const open: Declaration = { kind: 'open', openPana: '123' };

  it('pays a winning bid floor(points × val_2 / val_1) at its own rate and lists a losing one by id', () => {
    const winner = bid({ digits: '6', points: 15, rate_val_1: 10, rate_val_2: 95 });
    const loser = bid({ digits: '5' });
    const plan = planSettlement([winner, loser], open);
    expect(plan.winners).toEqual([{ bid: winner, amount: 142 }]);
    expect(plan.losers).toEqual([loser.id]);
    expect([plan.won, plan.lost, plan.paid]).toEqual([1, 1, 142]);
  });

  it('leaves alone the bids the declaration does not decide (the close session, a jodi before the close)', () => {
    const plan = planSettlement([bid({ session: 'Close', digits: '6' }), bid({ bet_type: 'Jodi Digit', digits: '61' })], open);
    expect(plan).toEqual({ winners: [], losers: [], won: 0, lost: 0, paid: 0 });
  });

  it('decides the close session and the jodi once the close is declared', () => {
    const close: Declaration = { kind: 'close', openPana: '123', closePana: '459' };
    const jodi = bid({ bet_type: 'Jodi Digit', digits: '68', rate_val_2: 950 });
    const plan = planSettlement([bid({ session: 'Close', digits: '8' }), jodi, bid({ session: 'Open', digits: '6' })], close);
    expect(plan.won).toBe(2);
    expect(plan.winners.map((w) => w.bid)).toContain(jodi);
    expect(plan.lost).toBe(0);
  });

  const bids = fc.array(
    fc.record({
      id: fc.integer({ min: 1, max: 1_000_000 }),
      user_id: fc.integer({ min: 1, max: 50 }),
      bet_type: fc.constantFrom(...SETTLED_BID_TYPES),
      session: fc.constantFrom('Open' as const, 'Close' as const),
      digits: fc.oneof(fc.constantFrom(...ALL_PANAS), fc.integer({ min: 0, max: 9 }).map(String), fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'))),
      closedigits: fc.oneof(fc.constant(''), fc.constantFrom(...ALL_PANAS), fc.integer({ min: 0, max: 9 }).map(String)),
      points: fc.integer({ min: 10, max: 1_000_000 }),
      rate_val_1: fc.integer({ min: 1, max: 100 }),
      rate_val_2: fc.integer({ min: 1, max: 100_000 }),
    }),
    { maxLength: 60 },
  );
  const declarations: fc.Arbitrary<Declaration> = fc.oneof(
    fc.constantFrom(...ALL_PANAS).map((openPana) => ({ kind: 'open' as const, openPana })),
    fc.tuple(fc.constantFrom(...ALL_PANAS), fc.constantFrom(...ALL_PANAS)).map(([openPana, closePana]) => ({ kind: 'close' as const, openPana, closePana })),
    fc.constantFrom(...ALL_PANAS).map((pana) => ({ kind: 'starline' as const, pana })),
    fc.integer({ min: 0, max: 99 }).map((n) => ({ kind: 'gali' as const, jodi: String(n).padStart(2, '0') })),
  );

  it('decides each bid the declaration decides exactly once, and no other; its sums are its lists', () => {
    fc.assert(
      fc.property(bids, declarations, (pending, declaration) => {
        const plan = planSettlement(pending, declaration);
        const decided = pending.filter((b) => decides(declaration, { type: b.bet_type, session: b.session }));
        expect([...plan.winners.map((w) => w.bid.id), ...plan.losers].sort((a, b) => a - b)).toEqual(decided.map((b) => b.id).sort((a, b) => a - b));
        expect([plan.won, plan.lost]).toEqual([plan.winners.length, plan.losers.length]);
        expect(plan.paid).toBe(plan.winners.reduce((sum, w) => sum + w.amount, 0));
        for (const { bid: won, amount } of plan.winners) expect(amount).toBe(Math.floor((won.points * won.rate_val_2) / won.rate_val_1));
      }),
    );
  });

  it('comes out the same planned in batches as at once (a declaration reads its bids a batch at a time)', () => {
    fc.assert(
      fc.property(bids, declarations, fc.integer({ min: 1, max: 10 }), (pending, declaration, size) => {
        const whole = planSettlement(pending, declaration);
        const batches = Array.from({ length: Math.ceil(pending.length / size) }, (_, i) => planSettlement(pending.slice(i * size, (i + 1) * size), declaration));
        expect(batches.reduce((sum, plan) => sum + plan.paid, 0)).toBe(whole.paid);
        expect(batches.flatMap((plan) => plan.winners)).toEqual(whole.winners);
        expect(batches.flatMap((plan) => plan.losers)).toEqual(whole.losers);
      }),
    );
  });
});

describe('planKinds', () => {
  /** The bids counted by kind, as the database groups them (settlement.repository.ts `pendingKinds`). */
  const kindsOf = (pending: readonly PendingBid[]): BidKind[] => {
    const kinds = new Map<string, BidKind>();
    for (const { id: _id, user_id: _user, ...kind } of pending) {
      const key = JSON.stringify(kind);
      kinds.set(key, { ...kind, bids: (kinds.get(key)?.bids ?? 0) + 1 });
    }
    return [...kinds.values()];
  };

  it('decides, wins and pays each bid of a kind as planSettlement does that bid; its sums are the same', () => {
    const open: Declaration = { kind: 'open', openPana: '123' };
    const pending = [bid({ digits: '6', points: 15 }), bid({ digits: '6', points: 15, user_id: 2 }), bid({ digits: '5' }), bid({ session: 'Close', digits: '6' })];
    const plan = planKinds(kindsOf(pending), open);
    expect(plan.decided.map(({ kind, won, payout }) => [kind.digits, kind.session, kind.bids, won, payout])).toEqual([
      ['6', 'Open', 2, true, 142],
      ['5', 'Open', 1, false, 0],
    ]);
    expect([plan.won, plan.lost, plan.paid]).toEqual([2, 1, 284]);
  });

  it('agrees with planSettlement bid by bid for any bids and declaration', () => {
    const types = fc.constantFrom(...SETTLED_BID_TYPES);
    const someBids = fc.array(
      fc.record({
        bet_type: types,
        session: fc.constantFrom('Open' as const, 'Close' as const),
        digits: fc.constantFrom('1', '6', '12', '61', '123', '160'),
        closedigits: fc.constantFrom('', '6', '123'),
        points: fc.constantFrom(10, 15, 100),
        rate_val_1: fc.constantFrom(10, 1),
        rate_val_2: fc.constantFrom(95, 9, 1400),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(someBids, fc.constantFrom<Declaration>({ kind: 'open', openPana: '123' }, { kind: 'close', openPana: '123', closePana: '160' }, { kind: 'gali', jodi: '61' }), (fields, declaration) => {
        const pending = fields.map((f) => bid(f));
        const each = planSettlement(pending, declaration);
        const plan = planKinds(kindsOf(pending), declaration);
        expect([plan.won, plan.lost, plan.paid]).toEqual([each.won, each.lost, each.paid]);
        const outcome = (b: PendingBid) => plan.decided.find(({ kind }) => kind.bet_type === b.bet_type && kind.session === b.session && kind.digits === b.digits && kind.closedigits === b.closedigits && kind.points === b.points && kind.rate_val_1 === b.rate_val_1 && kind.rate_val_2 === b.rate_val_2);
        for (const { bid: won, amount } of each.winners) expect(outcome(won)).toMatchObject({ won: true, payout: amount });
        for (const id of each.losers) expect(outcome(pending.find((b) => b.id === id)!)).toMatchObject({ won: false, payout: 0 });
      }),
    );
  });
});

describe('proposal', () => {
  it('fills the declaration’s column and shows the result as the players’ screens do', () => {
    expect(proposal('open', empty, '123')).toEqual({
      same: false,
      next: { ...empty, openPana: '123' },
      declaration: { kind: 'open', openPana: '123' },
      shown: '123-6',
    });
    const withOpen = { ...empty, openPana: '123' };
    expect(proposal('close', withOpen, '459')).toMatchObject({ next: { ...withOpen, closePana: '459' }, shown: '123-68-459' });
    expect(proposal('starline', empty, '128')).toMatchObject({ next: { ...empty, openPana: '128' }, shown: '128-1' });
    expect(proposal('gali', empty, '07')).toMatchObject({ next: { ...empty, jodi: '07' }, declaration: { kind: 'gali', jodi: '07' }, shown: '07' });
  });

  it('is the same when that result stands already', () => {
    expect(proposal('gali', { ...empty, jodi: '07' }, '07').same).toBe(true);
  });

  it('refuses another result of the same kind, and a close before its open', () => {
    expect(() => proposal('open', { ...empty, openPana: '123' }, '124')).toThrow(expect.objectContaining({ message: 'The open result is already 123: revert it first', code: 'already_declared', kind: 'state_conflict' }));
    expect(() => proposal('close', { ...empty, openPana: '123', closePana: '459' }, '460')).toThrow('The close result is already 459: revert it first');
    expect(() => proposal('starline', { ...empty, openPana: '128' }, '129')).toThrow('The result is already 128: revert it first');
    expect(() => proposal('gali', { ...empty, jodi: '07' }, '08')).toThrow('The result is already 07: revert it first');
    expect(() => proposal('close', empty, '459')).toThrow(expect.objectContaining({ message: 'Declare the open result first', code: 'open_missing' }));
  });
});

describe('latestDeclaration', () => {
  it('takes back a main market’s close before its open, and clears only that column', () => {
    const both = { ...empty, openPana: '123', closePana: '459' };
    expect(latestDeclaration('main', both)).toEqual({ kind: 'close', next: { ...both, closePana: null } });
    expect(latestDeclaration('main', { ...empty, openPana: '123' })).toEqual({ kind: 'open', next: empty });
  });

  it('reads the column its market kind uses', () => {
    expect(latestDeclaration('starline', { ...empty, openPana: '128' })).toEqual({ kind: 'starline', next: empty });
    expect(latestDeclaration('gali', { ...empty, jodi: '07' })).toEqual({ kind: 'gali', next: empty });
    expect(latestDeclaration('gali', { ...empty, openPana: '128' })).toBeNull();
  });

  it('is null when nothing is declared', () => {
    expect(latestDeclaration('main', empty)).toBeNull();
  });
});

describe('checkResultValue', () => {
  it('takes a pana for main and Starline, and two digits for Gali', () => {
    expect(() => checkResultValue('open', '123')).not.toThrow();
    expect(() => checkResultValue('gali', '07')).not.toThrow();
    expect(() => checkResultValue('open', '321')).toThrow(expect.objectContaining({ code: 'invalid_pana', kind: 'invalid_input' }));
    expect(() => checkResultValue('gali', '7')).toThrow('7 is not a valid jodi (two digits)');
  });
});
