import fc from 'fast-check';
import { dpMotor, spMotor } from './motors';
import { DOUBLE_PANAS, SINGLE_PANAS } from './panas';

describe('SP Motor', () => {
  test.each([
    ['123', ['123']],
    ['1234', ['123', '124', '134', '234']],
    ['1230', ['123', '120', '130', '230']],
    ['1123', ['123']],
  ])('%s gives the single panas %p', (digits, panas) => {
    expect(spMotor(digits)).toEqual({ ok: true, panas });
  });

  test.each(['', '12', '1a3', '111'])('%p is "Digit not valid"', (digits) => {
    expect(spMotor(digits)).toEqual({ ok: false, message: 'Digit not valid' });
  });

  test('only ever yields single panas, each once', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{3,7}$/), (digits) => {
        const result = spMotor(digits);
        if (!result.ok) return;
        expect(new Set(result.panas).size).toBe(result.panas.length);
        for (const pana of result.panas) expect(SINGLE_PANAS).toContain(pana);
      }),
    );
  });
});

describe('DP Motor', () => {
  test.each([
    ['123', ['112', '113', '122', '133', '223', '233']],
    ['12', ['112', '122']],
    ['10', ['110', '100']],
    ['112', ['112', '122']],
  ])('%s gives the double panas %p', (digits, panas) => {
    expect(dpMotor(digits)).toEqual({ ok: true, panas });
  });

  test('under 2 digits is "Number {n} is not valid" with the alert for at least 2 digits', () => {
    expect(dpMotor('7')).toEqual({
      ok: false,
      message: 'Number 7 is not valid',
      alert: 'Please enter a valid Pana (at least 2 digits)',
    });
  });

  test('a repeated digit alone forms no double pana', () => {
    expect(dpMotor('11')).toEqual({ ok: false, message: 'Number 11 is not valid' });
  });

  test('only ever yields double panas, each once', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{2,7}$/), (digits) => {
        const result = dpMotor(digits);
        if (!result.ok) return;
        expect(new Set(result.panas).size).toBe(result.panas.length);
        for (const pana of result.panas) expect(DOUBLE_PANAS).toContain(pana);
      }),
    );
  });
});
