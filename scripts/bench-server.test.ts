import { daytimeShift, istClock } from './bench-server';
import { IST_OFFSET_MINUTES } from '@matka/shared-kernel/domain';

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

describe("the benches' daytime clock (daytimeShift)", () => {
  const at = (utc: string) => Date.parse(`2026-11-24T${utc}Z`);

  test('leaves the day alone', () => {
    // 04:30 UTC is 10:00 IST; 12:29 UTC is 17:59 IST.
    expect(daytimeShift(at('04:30:00'))).toBe(0);
    expect(daytimeShift(at('12:29:00'))).toBe(0);
  });

  test('moves an evening back and a night forward to 09:00 IST of the same IST day, where three hours fit', () => {
    for (const now of [EVENING, JUST_AFTER_MIDNIGHT, at('18:29:00')]) {
      const moved = now + daytimeShift(now);
      expect(istClock(0, moved)).toBe('09:00 AM');
      expect(new Date(moved + IST_OFFSET_MINUTES * 60_000).getUTCDate()).toBe(new Date(now + IST_OFFSET_MINUTES * 60_000).getUTCDate());
      expect(istClock(180, moved)).toBe('12:00 PM');
    }
  });
});
