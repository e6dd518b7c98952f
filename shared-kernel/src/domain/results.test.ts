import { closeResultOf, formatGaliResult, formatMarketResult, formatRate, openResultOf, payout } from './results';

describe('results', () => {
  test('the open result is the open pana and its digit; the close result the close digit and pana', () => {
    expect(openResultOf('123')).toBe('123-6');
    expect(closeResultOf('459')).toBe('8-459');
  });

  test.each([
    [null, null, '***-**-***'],
    ['', '', '***-**-***'],
    ['123-6', null, '123-6*-***'],
    ['123-6', '8-459', '123-68-459'],
  ])('a market card shows %p + %p as %s', (open, close, shown) => {
    expect(formatMarketResult(open, close)).toBe(shown);
  });

  test('a Gali card shows ** before its result', () => {
    expect(formatGaliResult('')).toBe('**');
    expect(formatGaliResult('47')).toBe('47');
  });
});

describe('payouts', () => {
  test.each([
    [10, 10, 95, 95],
    [25, 10, 95, 237],
    [10, 10, 1400, 1400],
    [15, 10, 95, 142],
    [100, 1, 9, 900],
  ])('%i points at %i-%i pay %i', (points, val1, val2, paid) => {
    expect(payout(points, val1, val2)).toBe(paid);
  });

  test('a rate needs a positive val_1', () => {
    expect(() => payout(10, 0, 95)).toThrow(RangeError);
  });

  test('rates show as val_1-val_2', () => {
    expect(formatRate(10, 95)).toBe('10-95');
  });
});
