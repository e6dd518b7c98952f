import fc from 'fast-check';
import { ALL_PANAS, DOUBLE_PANAS, SINGLE_PANAS, TRIPLE_PANAS, isPana, panaDigit, panaKind, spdptp, toPana } from './panas';

describe('panas', () => {
  test('there are 220: 120 single, 90 double, 10 triple, none twice', () => {
    expect([ALL_PANAS.length, SINGLE_PANAS.length, DOUBLE_PANAS.length, TRIPLE_PANAS.length]).toEqual([220, 120, 90, 10]);
    expect(new Set(ALL_PANAS).size).toBe(220);
    expect([...SINGLE_PANAS, ...DOUBLE_PANAS, ...TRIPLE_PANAS].sort()).toEqual([...ALL_PANAS].sort());
  });

  test('are listed in ascending order with 0 counting as 10', () => {
    expect(ALL_PANAS.slice(0, 4)).toEqual(['111', '112', '113', '114']);
    expect(ALL_PANAS.at(-1)).toBe('000');
    expect(SINGLE_PANAS.slice(0, 3)).toEqual(['123', '124', '125']);
    expect(SINGLE_PANAS.at(-1)).toBe('890');
    expect(DOUBLE_PANAS.at(-1)).toBe('900');
    expect(TRIPLE_PANAS).toEqual(['111', '222', '333', '444', '555', '666', '777', '888', '999', '000']);
  });

  test.each([
    ['127', 'SP'],
    ['190', 'SP'],
    ['550', 'DP'],
    ['100', 'DP'],
    ['000', 'TP'],
    ['019', null],
    ['321', null],
    ['055', null],
    ['12', null],
    ['1234', null],
    ['1a3', null],
    ['', null],
  ])('panaKind(%p) is %p', (pana, kind) => {
    expect(panaKind(pana)).toBe(kind);
    expect(isPana(pana)).toBe(kind !== null);
  });

  test.each([
    ['123', 6],
    ['689', 3],
    ['000', 0],
    ['550', 0],
    ['190', 0],
    ['899', 6],
  ])('the digit of %s is %i', (pana, digit) => {
    expect(panaDigit(pana)).toBe(digit);
  });

  test.each([
    ['321', '123'],
    ['019', '190'],
    ['005', '500'],
    ['000', '000'],
  ])('toPana(%s) writes %s', (digits, pana) => {
    expect(toPana(digits)).toBe(pana);
  });

  test('any three digits written as a pana are one of the 220', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{3}$/), (digits) => {
        expect(ALL_PANAS).toContain(toPana(digits));
      }),
    );
  });
});

describe('spdptp', () => {
  test('gives each digit 12 single, 9 double and 1 triple panas, all of that digit', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      const chart = spdptp(digit);
      expect([chart.SP.length, chart.DP.length, chart.TP.length]).toEqual([12, 9, 1]);
      for (const pana of [...chart.SP, ...chart.DP, ...chart.TP]) expect(panaDigit(pana)).toBe(digit);
    }
  });

  test('partitions all 220 panas by digit', () => {
    const charted = Array.from({ length: 10 }, (_, digit) => spdptp(digit)).flatMap((chart) => [
      ...chart.SP,
      ...chart.DP,
      ...chart.TP,
    ]);
    expect(charted.sort()).toEqual([...ALL_PANAS].sort());
  });

  test('matches the well-known chart line of digit 1', () => {
    expect(spdptp('1')).toEqual({
      SP: ['128', '137', '146', '236', '245', '290', '380', '470', '489', '560', '579', '678'],
      DP: ['119', '155', '100', '227', '335', '344', '399', '588', '669'],
      TP: ['777'],
    });
  });
});
