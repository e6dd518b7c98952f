import { formatPoints, groupedNumber } from './points';

describe('points as players read them', () => {
  test.each([
    [0, '0 pts'],
    [950, '950 pts'],
    [1000, '1,000 pts'],
    [129490, '1,29,490 pts'],
    [10000000, '1,00,00,000 pts'],
    [-2500, '-2,500 pts'],
  ])('%i is %s', (points, text) => {
    expect(formatPoints(points)).toBe(text);
  });

  test('a number alone keeps the grouping', () => {
    expect(groupedNumber(1000000)).toBe('10,00,000');
  });
});
