import { readIndianDate } from './indian-date';

describe('reading a date as Indian banks write it', () => {
  test.each([
    ['27-11-26', '2026-11-27'],
    ['27/11/2026', '2026-11-27'],
    ['7.1.26', '2026-01-07'],
    ['27-Nov-26', '2026-11-27'],
    ['27-NOV-2026', '2026-11-27'],
    ['27Nov26', '2026-11-27'],
    ['16JUN2024', '2024-06-16'],
    ['27 Nov 2026', '2026-11-27'],
    ['27 November, 2026', '2026-11-27'],
    ['02 Sept 2026', '2026-09-02'],
    ['2026-11-27', '2026-11-27'],
    ['29-02-28', '2028-02-29'],
  ])('reads %s as %s', (text, iso) => {
    expect(readIndianDate(text)).toBe(iso);
  });

  test.each(['31-02-26', '29-02-27', '27-13-26', '27-Nob-26', '27-11-202', 'yesterday', ''])('%s is no date', (text) => {
    expect(readIndianDate(text)).toBeNull();
  });

  test.each([
    ['10:15', '2026-11-27T10:15:00+05:30'],
    ['10:15:20', '2026-11-27T10:15:20+05:30'],
    ['4:21 pm', '2026-11-27T16:21:00+05:30'],
    ['12:05 AM', '2026-11-27T00:05:00+05:30'],
    ['12:05PM', '2026-11-27T12:05:00+05:30'],
  ])('with the time %s, is that moment in India', (time, iso) => {
    expect(readIndianDate('27-11-26', time)).toBe(iso);
  });

  test('a time that is no time leaves the day alone', () => {
    expect(readIndianDate('27-11-26', '25:00')).toBe('2026-11-27');
    expect(readIndianDate('27-11-26', '13:00 pm')).toBe('2026-11-27');
  });
});
