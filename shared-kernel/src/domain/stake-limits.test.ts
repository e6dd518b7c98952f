import fc from 'fast-check';
import { payout } from './results';
import { LIMIT_MESSAGES, bidRange, breakUntil, capRoom, changeOwnLimit, ownLimitAt, pointsThatFit, type KindLimits } from './stake-limits';

const rate = fc.record({ val1: fc.integer({ min: 1, max: 2_000 }), val2: fc.integer({ min: 1, max: 200_000 }) });

describe('pointsThatFit', () => {
  test('is the largest stake whose win pays at most the room', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), rate, (room, { val1, val2 }) => {
        const fit = pointsThatFit(room, val1, val2);
        expect(payout(fit, val1, val2)).toBeLessThanOrEqual(room);
        expect(payout(fit + 1, val1, val2)).toBeGreaterThan(room);
      }),
    );
  });

  test('names 2,300 points on a 10-95 Single Digit with 21,850 of payout room', () => {
    expect(pointsThatFit(21_850, 10, 95)).toBe(2_300);
    expect(LIMIT_MESSAGES.outcomeRoom(2_300, 10, '5', 'KALYAN Open')).toBe('Only 2,300 pts more can be placed on 5 for KALYAN Open');
  });
});

describe("an outcome's cap", () => {
  // The server's rule, played out: each bid is taken whole when its win fits under the cap, else the player is offered
  // what fits, and may take it.
  test('accepted bids never make an outcome pay past its cap, whatever comes and whoever takes what fits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        rate,
        fc.array(fc.record({ points: fc.integer({ min: 10, max: 100_000 }), takesWhatFits: fc.boolean() }), { maxLength: 200 }),
        (cap, { val1, val2 }, bids) => {
          let booked = 0;
          for (const bid of bids) {
            const added = payout(bid.points, val1, val2);
            const room = capRoom(booked, added, cap);
            if (room.fits) booked += added;
            else if (bid.takesWhatFits) {
              const fit = pointsThatFit(room.roomPayout, val1, val2);
              if (fit >= 10) {
                const fitting = payout(fit, val1, val2);
                expect(capRoom(booked, fitting, cap).fits).toBe(true);
                booked += fitting;
              }
            }
            expect(booked).toBeLessThanOrEqual(cap);
          }
        },
      ),
    );
  });

  test('no cap takes everything', () => {
    expect(capRoom(10 ** 12, 10 ** 12, null)).toEqual({ fits: true });
  });
});

describe('bidRange', () => {
  const limits: KindLimits = { types: { 'Jodi Digit': { min_points: 50, max_points: 5_000 }, 'Single Digit': { min_points: 5 } }, all: { late_minutes: 10, late_max_points: 500 } };

  test.each([
    ['Jodi Digit', 60, { min: 50, max: 5_000, late: false }],
    ['Jodi Digit', 10, { min: 50, max: 500, late: true }],
    // The spec's 10 stays the floor, whatever a limit says.
    ['Single Digit', 60, { min: 10, max: null, late: false }],
    ['Single Digit', 3, { min: 10, max: 500, late: true }],
  ])('%s, %i minutes before close: %o', (type, minutes, range) => {
    expect(bidRange(limits, type, minutes)).toEqual(range);
  });

  test('a late maximum above the type’s own does not raise it', () => {
    expect(bidRange({ types: { 'Jodi Digit': { max_points: 100 } }, all: { late_minutes: 10, late_max_points: 500 } }, 'Jodi Digit', 5)).toEqual({ min: 10, max: 100, late: false });
  });
});

describe("a player's own limits", () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

  test('a lowering holds at once and drops a waiting raise', () => {
    expect(changeOwnLimit({ value: 5_000, pending: 9_000, pendingFrom: later(5) }, 1_000, now)).toEqual({ value: 1_000, pending: null, pendingFrom: null });
    expect(changeOwnLimit({ value: null }, 1_000, now)).toEqual({ value: 1_000, pending: null, pendingFrom: null });
  });

  test('a raise or a removal waits 24 hours; the lower limit holds meanwhile', () => {
    const raised = changeOwnLimit({ value: 1_000 }, 5_000, now);
    expect(raised).toEqual({ value: 1_000, pending: 5_000, pendingFrom: later(24) });
    expect(ownLimitAt(raised, later(23.9))).toBe(1_000);
    expect(ownLimitAt(raised, later(24))).toBe(5_000);
    expect(ownLimitAt(changeOwnLimit({ value: 1_000 }, null, now), later(24))).toBeNull();
  });

  test('a break is never shortened by asking for a shorter one', () => {
    const week = breakUntil(null, '7d', now);
    expect(week).toEqual(later(24 * 7));
    expect(breakUntil(week, '24h', now)).toEqual(week);
    expect(breakUntil(week, '30d', now)).toEqual(later(24 * 30));
  });
});
