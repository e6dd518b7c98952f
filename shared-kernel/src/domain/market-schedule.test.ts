import { isHoliday, parseWeekdays, weekdayNames, weekdayOf } from './market-schedule';

describe('a market’s weekly schedule and holidays', () => {
  test.each([
    ['2026-11-29', 0],
    ['2026-11-28', 6],
    ['2026-11-23', 1],
    ['2024-02-29', 4],
  ])('%s is weekday %i', (day, weekday) => {
    expect(weekdayOf(day)).toBe(weekday);
  });

  test.each([
    [{ closedWeekdays: [0], holidays: [] }, '2026-11-29', true],
    [{ closedWeekdays: [0], holidays: [] }, '2026-11-30', false],
    [{ closedWeekdays: [], holidays: ['2026-11-12'] }, '2026-11-12', true],
    [{ closedWeekdays: [], holidays: ['2026-11-12'] }, '2026-11-13', false],
    [{ closedWeekdays: [], holidays: [] }, '2026-11-29', false],
  ])('%j on %s: holiday %s', (schedule, day, holiday) => {
    expect(isHoliday(schedule, day)).toBe(holiday);
  });

  test.each([
    ['Sunday', [0]],
    ['sat, sun', [0, 6]],
    ['SUN,sun', [0]],
    ['', []],
    ['none', []],
    ['funday', null],
    ['s', null],
  ])('%p reads as %j', (text, days) => {
    expect(parseWeekdays(text)).toEqual(days);
  });

  test('names them back in week order', () => {
    expect(weekdayNames([0, 6])).toBe('Sunday, Saturday');
    expect(weekdayNames([])).toBe('none');
  });
});
