import { digitTyped, otpCodeOf, otpSlots, withDigit } from './otp-slots';

describe('the OTP boxes edit one box at a time', () => {
  test.each([
    ['', 4, ['', '', '', '']],
    ['1234', 4, ['1', '2', '3', '4']],
    ['1 34', 4, ['1', '', '3', '4']],
    ['12', 4, ['1', '2', '', '']],
    ['123456', 4, ['1', '2', '3', '4']],
  ])('%j in %i boxes reads %j', (code, length, slots) => {
    expect(otpSlots(code, length)).toEqual(slots);
  });

  test.each([
    [['1', '2', '3', '4'], '1234'],
    [['1', '', '3', '4'], '1 34'],
    [['1', '2', '', ''], '12'],
    [['', '', '', '4'], '   4'],
    [['', '', '', ''], ''],
  ])('%j is the code %j', (slots, code) => {
    expect(otpCodeOf(slots)).toBe(code);
  });

  test.each([
    ['', '7', '7'],
    ['3', '', ''],
    ['3', '37', '7'],
    ['3', '73', '7'],
    ['3', '33', '3'],
    ['', 'a', ''],
    ['3', '3a', '3'],
  ])('a box with %j typed to %j holds %j', (before, typed, digit) => {
    expect(digitTyped(before, typed)).toBe(digit);
  });

  test('correcting the second digit keeps the others in place, and the new digit goes where it was typed', () => {
    const emptied = withDigit(otpSlots('1234', 4), 1, '');
    expect(otpCodeOf(emptied)).toBe('1 34');
    const corrected = withDigit(otpSlots(otpCodeOf(emptied), 4), 1, '7');
    expect(otpCodeOf(corrected)).toBe('1734');
  });
});
