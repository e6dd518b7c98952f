import fc from 'fast-check';
import { checkBidEntry, type BidEntry } from './bid-entry';
import { ALL_PANAS } from './panas';

const WALLET = 10_000;
const main = (entry: Partial<BidEntry> & Pick<BidEntry, 'type'>): BidEntry => ({
  market: 'main',
  digits: '',
  points: '10',
  session: 'Open',
  ...entry,
});
const messageOf = (entry: BidEntry, wallet = WALLET) => {
  const result = checkBidEntry(entry, wallet);
  return result.ok ? 'ok' : result.message;
};

describe('checking a bid entry: the number', () => {
  test.each<[string, BidEntry, string]>([
    ['an empty number', main({ type: 'Single Digit', digits: ' ' }), 'Please enter the number'],
    ['a two-digit single digit', main({ type: 'Single Digit', digits: '12' }), 'Number 12 is not valid'],
    ['a one-digit jodi', main({ type: 'Jodi Digit', digits: '7' }), 'Number 7 is not valid'],
    ['a double pana as single pana', main({ type: 'Single Pana', digits: '112' }), 'Number 112 is not valid'],
    ['an unordered single pana', main({ type: 'Single Pana', digits: '321' }), 'Number 321 is not valid'],
    ['a single pana as double pana', main({ type: 'Double Pana', digits: '123' }), 'Number 123 is not valid'],
    ['a double pana as triple pana', main({ type: 'Triple Pana', digits: '112' }), 'Number 112 is not valid'],
    ['a half sangam with a pana as digit', main({ type: 'Half Sangam', digits: '123', closeDigits: '456' }), 'Number 123 is not valid'],
    ['a half sangam without its pana', main({ type: 'Half Sangam', digits: '1', closeDigits: '' }), 'Please enter the number'],
    ['a half sangam with a wrong pana', main({ type: 'Half Sangam', digits: '1', closeDigits: '019' }), 'Number 019 is not valid'],
    ['a full sangam with a wrong open pana', main({ type: 'Full Sangam', digits: '321', closeDigits: '456' }), 'Number 321 is not valid'],
    ['a full sangam without its close pana', main({ type: 'Full Sangam', digits: '123' }), 'Please enter the number'],
    ['a full sangam with a wrong close pana', main({ type: 'Full Sangam', digits: '123', closeDigits: '654' }), 'Number 654 is not valid'],
    ['SP DP TP with two characters', main({ type: 'SP DP TP', digits: '12' }), 'Number 12 is not valid'],
    ['an SP Motor of two digits', main({ type: 'SP Motor', digits: '12' }), 'Digit not valid'],
    ['a DP Motor of one digit', main({ type: 'DP Motor', digits: '1' }), 'Number 1 is not valid'],
    ['a Gali left digit of two digits', { market: 'gali', type: 'Left Digit', digits: '12', points: '10' }, 'Number 12 is not valid'],
    ['a Gali jodi of three digits', { market: 'gali', type: 'Jodi Digit', digits: '123', points: '10' }, 'Number 123 is not valid'],
  ])('%s: %p', (_case, entry, message) => {
    expect(messageOf(entry)).toBe(message);
  });

  test('a DP Motor too short also carries the alert', () => {
    expect(checkBidEntry(main({ type: 'DP Motor', digits: '1' }), WALLET)).toMatchObject({
      alert: 'Please enter a valid Pana (at least 2 digits)',
    });
  });

  test('a type the market does not offer is refused', () => {
    expect(messageOf({ market: 'starline', type: 'Jodi Digit', digits: '12', points: '10' })).not.toBe('ok');
    expect(messageOf({ market: 'gali', type: 'Single Pana', digits: '123', points: '10' })).not.toBe('ok');
  });
});

describe('checking a bid entry: the points and the wallet', () => {
  test.each<[string, string | number, number, string]>([
    ['no points', '', WALLET, 'Please enter point'],
    ['points that are not a number', 'ten', WALLET, 'Enter whole points only'],
    ['fractional points', '10.5', WALLET, 'Enter whole points only'],
    ['points with a thousands separator', '1,000', WALLET, 'Enter whole points only'],
    ['negative points', '-10', WALLET, 'Enter whole points only'],
    ['9 points', '9', WALLET, 'Required minimum bid amount is 10'],
    ['10 points', '10', WALLET, 'ok'],
    ['more than the wallet', '51', 50, 'Insufficient balance please refill your account'],
    ['exactly the wallet', '50', 50, 'ok'],
  ])('%s', (_case, points, wallet, message) => {
    expect(messageOf(main({ type: 'Single Digit', digits: '5', points }), wallet)).toBe(message);
  });

  test('the number is checked before the points', () => {
    expect(messageOf(main({ type: 'Single Digit', digits: '', points: '' }))).toBe('Please enter the number');
  });

  test('an entry of many bids costs points × bids against the wallet', () => {
    // SP DP TP of one digit is 22 bids: 22 × 10 = 220 points.
    expect(messageOf(main({ type: 'SP DP TP', digits: '1', points: '10' }), 219)).toBe(
      'Insufficient balance please refill your account',
    );
    expect(checkBidEntry(main({ type: 'SP DP TP', digits: '1', points: '10' }), 220)).toMatchObject({ ok: true, cost: 220 });
  });
});

describe('checking a bid entry: the bids it gives', () => {
  test('a single digit is one bid in the chosen session', () => {
    expect(checkBidEntry(main({ type: 'Single Digit', digits: '7', points: '25', session: 'Close' }), WALLET)).toEqual({
      ok: true,
      cost: 25,
      bids: [{ type: 'Single Digit', digits: '7', closedigits: '', points: 25, session: 'Close' }],
    });
  });

  test('a jodi is always session Close; a full sangam carries both panas', () => {
    expect(checkBidEntry(main({ type: 'Jodi Digit', digits: '05', session: 'Open' }), WALLET)).toMatchObject({
      bids: [{ type: 'Jodi Digit', digits: '05', session: 'Close' }],
    });
    expect(checkBidEntry(main({ type: 'Full Sangam', digits: '123', closeDigits: '459' }), WALLET)).toMatchObject({
      bids: [{ type: 'Full Sangam', digits: '123', closedigits: '459' }],
    });
  });

  test('Starline and Gali bids are always session Open', () => {
    const starline = checkBidEntry({ market: 'starline', type: 'Single Pana', digits: '128', points: 10, session: 'Close' }, WALLET);
    const gali = checkBidEntry({ market: 'gali', type: 'Right Digit', digits: '4', points: 10 }, WALLET);
    expect(starline).toMatchObject({ bids: [{ session: 'Open' }] });
    expect(gali).toMatchObject({ bids: [{ type: 'Right Digit', session: 'Open' }] });
  });

  test('SP DP TP of a digit is 12 single, 9 double and 1 triple pana bid', () => {
    const result = checkBidEntry(main({ type: 'SP DP TP', digits: '1' }), WALLET);
    if (!result.ok) throw new Error(result.message);
    const count = (type: string) => result.bids.filter((bid) => bid.type === type).length;
    expect([count('Single Pana'), count('Double Pana'), count('Triple Pana')]).toEqual([12, 9, 1]);
  });

  test('motors give ordinary pana bids', () => {
    expect(checkBidEntry(main({ type: 'SP Motor', digits: '1234' }), WALLET)).toMatchObject({
      cost: 40,
      bids: [{ type: 'Single Pana', digits: '123' }, { digits: '124' }, { digits: '134' }, { digits: '234' }],
    });
    expect(checkBidEntry(main({ type: 'DP Motor', digits: '12' }), WALLET)).toMatchObject({
      bids: [{ type: 'Double Pana', digits: '112' }, { type: 'Double Pana', digits: '122' }],
    });
  });

  test('cost is always points × number of bids, and every pana bid is one of the 220', () => {
    const entries = fc.oneof(
      fc.record({ type: fc.constant<'SP Motor'>('SP Motor'), digits: fc.stringMatching(/^\d{3,6}$/) }),
      fc.record({ type: fc.constant<'DP Motor'>('DP Motor'), digits: fc.stringMatching(/^\d{2,6}$/) }),
      fc.record({ type: fc.constant<'SP DP TP'>('SP DP TP'), digits: fc.stringMatching(/^\d$/) }),
    );
    fc.assert(
      fc.property(entries, fc.integer({ min: 10, max: 5000 }), (entry, points) => {
        const result = checkBidEntry(main({ ...entry, points: String(points) }), Number.MAX_SAFE_INTEGER);
        if (!result.ok) return;
        expect(result.cost).toBe(points * result.bids.length);
        for (const bid of result.bids) expect(ALL_PANAS).toContain(bid.digits);
      }),
    );
  });
});
