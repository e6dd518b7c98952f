import type { BidRow } from '../domain/bid-entry';
import { rowsThatFit } from './limit-refusal';

const row = (digits: string, points: number, session: 'Open' | 'Close' = 'Open'): BidRow => ({ type: 'Single Digit', digits, closedigits: '', points, session });
const room = (points: number) => ({ points, type: 'Single Digit', session: 'Open', digits: '5', closedigits: '' });

describe('rowsThatFit', () => {
  test('cuts the refused outcome down to what fits, leaving the other rows as they are', () => {
    expect(rowsThatFit([row('6', 100), row('5', 5_000)], room(2_300))).toEqual([row('6', 100), row('5', 2_300)]);
  });

  test('cuts the outcome’s rows from the last; a row left under 10 points goes, its points on the first', () => {
    expect(rowsThatFit([row('5', 1_000), row('5', 1_000), row('5', 1_000)], room(1_005))).toEqual([row('5', 1_005)]);
    expect(rowsThatFit([row('5', 1_000), row('5', 1_000)], room(1_500))).toEqual([row('5', 1_000), row('5', 500)]);
  });

  test('offers nothing when less than a bid fits, or the refusal names no row of the list', () => {
    expect(rowsThatFit([row('5', 100)], room(9))).toBeNull();
    expect(rowsThatFit([row('5', 100, 'Close')], room(50))).toBeNull();
    expect(rowsThatFit([row('5', 100)], { points: 50 })).toBeNull();
  });
});
