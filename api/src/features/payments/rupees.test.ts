import fc from 'fast-check';
import { readRupees } from './rupees';

describe('reading an amount as whole rupees', () => {
  test.each([
    ['500', 500],
    ['500.00', 500],
    ['500.0', 500],
    ['1,250.00', 1250],
    ['1,25,000.00', 125000],
    ['12,34,56,789', 123456789],
    ['125,000', 125000],
    [' 75 ', 75],
    ['0.00', 0],
  ])('reads %s as %d', (text, rupees) => {
    expect(readRupees(text)).toEqual({ ok: true, rupees });
  });

  test.each(['500.50', '1,250.05', '0.01'])('%s has paise', (text) => {
    expect(readRupees(text)).toEqual({ ok: false, problem: 'has_paise' });
  });

  test.each(['', 'abc', '1,2,3', '5,00,0', '12,3456', '-500', '500.', '1e5', '1234567890123456'])('"%s" is not an amount', (text) => {
    expect(readRupees(text)).toEqual({ ok: false, problem: 'not_an_amount' });
  });

  // Up to 15 digits, the longest amount read (past it a number is no longer exact).
  test('any whole amount with Indian or Western grouping reads back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 15 - 1 }), fc.constantFrom('en-IN', 'en-US'), (rupees, locale) => {
        expect(readRupees(rupees.toLocaleString(locale))).toEqual({ ok: true, rupees });
      }),
    );
  });
});
