import { formatMessage, formatNumber } from './message';

describe('formatNumber', () => {
  test.each([
    [129490, '1,29,490'],
    [1000, '1,000'],
    [10000000, '1,00,00,000'],
    [12.5, '12.5'],
  ])('%d reads %s, Indian grouping with Western digits', (value, shown) => {
    expect(formatNumber(value)).toBe(shown);
  });
});

describe('formatMessage', () => {
  const bids = '{count, plural, =0 {no bids} one {# bid} other {# bids}}';
  test.each([
    [0, 'no bids'],
    [1, '1 bid'],
    [3, '3 bids'],
    [129490, '1,29,490 bids'],
  ])('English: %d → %s', (count, shown) => {
    expect(formatMessage('en', bids, { count })).toBe(shown);
  });

  test("Hindi's plural rule takes 0 and 1 as one", () => {
    const boli = '{count, plural, one {# बोली} other {# बोलियाँ}}';
    expect(formatMessage('hi', boli, { count: 1 })).toBe('1 बोली');
    expect(formatMessage('hi', boli, { count: 0 })).toBe('0 बोली');
    expect(formatMessage('hi', boli, { count: 5 })).toBe('5 बोलियाँ');
  });

  test('puts values in, numbers formatted, and a plural case may name other values', () => {
    expect(formatMessage('mr', '{name}, तुमची शिल्लक ₹{amount}', { name: 'Ravi', amount: 129490 })).toBe('Ravi, तुमची शिल्लक ₹1,29,490');
    expect(formatMessage('en', '{count, plural, one {# bid on {market}} other {# bids on {market}}}', { count: 2, market: 'KALYAN' })).toBe(
      '2 bids on KALYAN',
    );
  });

  test('a value the message names but is not given throws', () => {
    expect(() => formatMessage('en', 'Hello {name}')).toThrow('{name}');
  });
});
