import { istClock } from './bench-server';

// 16:25 UTC is 21:55 IST.
const EVENING = Date.parse('2026-11-24T16:25:00Z');
// 19:00 UTC the day before is 00:30 IST.
const JUST_AFTER_MIDNIGHT = Date.parse('2026-11-23T19:00:00Z');

describe("the benches' market clock (istClock)", () => {
  test('is IST, offset by minutes', () => {
    expect(istClock(0, EVENING)).toBe('09:55 PM');
    expect(istClock(60, EVENING)).toBe('10:55 PM');
    expect(istClock(-60, EVENING)).toBe('08:55 PM');
  });

  test('stays within today, so a close time is never before its open time', () => {
    // Three hours after 21:55 is past midnight: the clock stops at 23:58, it does not wrap to 00:55.
    expect(istClock(180, EVENING)).toBe('11:58 PM');
    expect(istClock(-60, JUST_AFTER_MIDNIGHT)).toBe('12:01 AM');
    expect(istClock(0, JUST_AFTER_MIDNIGHT)).toBe('12:30 AM');
  });
});
