import { formatBidDate, formatHistoryDate, formatIstDateTime, isoDay, istDay, parseBidDate, parseHistoryDate, shownDate } from './dates';

describe('dates', () => {
  test('a bid date is the IST day written day-MonthName-year', () => {
    expect(formatBidDate(new Date('2026-11-22T10:00:00Z'))).toBe('22-November-2026');
    // 20:00 UTC is already the next day in India.
    expect(formatBidDate(new Date('2026-11-22T20:00:00Z'))).toBe('23-November-2026');
  });

  test('history dates are M/D/YYYY', () => {
    expect(formatHistoryDate({ year: 2026, month: 2, day: 5 })).toBe('2/5/2026');
    expect(parseHistoryDate('2/5/2026')).toEqual({ year: 2026, month: 2, day: 5 });
    expect(parseHistoryDate('02/05/2026')).toEqual({ year: 2026, month: 2, day: 5 });
  });

  test.each(['2/30/2026', '13/1/2026', '2026-02-05', ''])('%p is not a history date', (text) => {
    expect(parseHistoryDate(text)).toBeNull();
  });

  test('bid dates read back, and impossible ones do not', () => {
    expect(parseBidDate('22-November-2026')).toEqual({ year: 2026, month: 11, day: 22 });
    expect(parseBidDate('31-February-2026')).toBeNull();
    expect(parseBidDate('22-Novembre-2026')).toBeNull();
  });

  test('days convert to ISO for the database', () => {
    expect(isoDay(istDay(new Date('2026-01-04T19:00:00Z')))).toBe('2026-01-05');
  });
});

describe('date and time in the histories', () => {
  test('is the IST wall clock, 12-hour', () => {
    expect(formatIstDateTime(new Date('2026-11-22T10:15:00Z'))).toBe('22/11/2026 03:45 PM');
    expect(formatIstDateTime(new Date('2026-11-21T18:40:00Z'))).toBe('22/11/2026 12:10 AM');
  });
});

describe('a date as every history shows it', () => {
  test.each([
    ['22-November-2026', '22/11/2026'],
    ['3-March-2026', '03/03/2026'],
    ['23-November-2026 05:50 PM', '23/11/2026 05:50 PM'],
    ['22/11/2026 03:45 PM', '22/11/2026 03:45 PM'],
    [' 22/11/2026 ', '22/11/2026'],
    ['', ''],
  ])('%p reads %p', (sent, shown) => {
    expect(shownDate(sent)).toBe(shown);
  });
});
