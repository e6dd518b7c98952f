import { formatPoints, signedPoints } from './points';

test.each([
  [0, '0 pts'],
  [95, '95 pts'],
  [1400, '1,400 pts'],
  [100000, '1,00,000 pts'],
])('%d points read %s', (points, text) => {
  expect(formatPoints(points)).toBe(text);
});

test('a ledger amount carries its sign', () => {
  expect([signedPoints(1000, true), signedPoints(10, false)]).toEqual(['+1,000 pts', '-10 pts']);
});
