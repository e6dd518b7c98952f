import { MESSAGES } from './messages';
import { MIN_PASSWORD_LENGTH, newPasswordProblem } from './password';

describe('new passwords', () => {
  test('empty is the form\'s own "required"; under 6 characters is too short; 6 and more are fine', () => {
    expect(newPasswordProblem('', MESSAGES.passwordRequired)).toBe('Password is required!');
    expect(newPasswordProblem('1', MESSAGES.passwordRequired)).toBe('Password must be at least 6 characters');
    expect(newPasswordProblem('12345', MESSAGES.newPasswordRequired)).toBe(MESSAGES.passwordTooShort);
    expect(newPasswordProblem('123456', MESSAGES.newPasswordRequired)).toBeNull();
    expect(MIN_PASSWORD_LENGTH).toBe(6);
  });

  test('characters, not UTF-16 units, are counted', () => {
    expect(newPasswordProblem('🔑🔑🔑', MESSAGES.passwordRequired)).toBe(MESSAGES.passwordTooShort);
    expect(newPasswordProblem('पासवर्ड१२', MESSAGES.passwordRequired)).toBeNull();
  });
});
