import { DEFAULT_OTP_LENGTH, isOtpCode } from './otp';

test.each([
  ['1234', DEFAULT_OTP_LENGTH, true],
  ['123', DEFAULT_OTP_LENGTH, false],
  ['12a4', DEFAULT_OTP_LENGTH, false],
  ['123456', 6, true],
  ['1234', 6, false],
])('isOtpCode(%p, %p) is %p', (code, length, ok) => {
  expect(isOtpCode(code, length)).toBe(ok);
});
