import { cleanContactNumber, contactNumberProblem, telegramContactProblem, isValidPhone, phoneProblem, PLACEHOLDER_CONTACT_NUMBER, type PhoneForm } from './phone';

describe('phone numbers', () => {
  test.each([
    ['9876543210', true],
    ['6000000000', true],
    ['5876543210', false],
    ['987654321', false],
    ['98765432101', false],
    ['98765a3210', false],
  ])('%s valid: %p', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });

  test.each<[PhoneForm, string, string | null]>([
    ['register', '', 'Phone No is required!'],
    ['register', '123', 'Phone No is not valid!'],
    ['login', '123', 'Phone No is not valid!'],
    ['forgotPassword', '', 'Phone number is required!'],
    ['forgotPassword', '123', 'Phone number is not valid!'],
    ['upi', '123', 'Phone No is not Valid!'],
    ['transfer', '', 'Phone No is required!'],
    ['transfer', '123', 'Phone.No is not Valid!'],
    ['transfer', '9876543210', null],
  ])('the %s form says %p for %p', (form, phone, message) => {
    expect(phoneProblem(phone, form)).toBe(message);
  });
});

describe('admin contact numbers', () => {
  test.each([
    ['+91 98765-43210', '919876543210'],
    ['9876543210', '9876543210'],
    ['98765', PLACEHOLDER_CONTACT_NUMBER],
    ['', PLACEHOLDER_CONTACT_NUMBER],
    [null, PLACEHOLDER_CONTACT_NUMBER],
  ])('%p is dialled as %s', (raw, cleaned) => {
    expect(cleanContactNumber(raw)).toBe(cleaned);
  });
});

describe('admin contact numbers', () => {
  test('a mobile number or a country code and number; empty is none; anything else says what fits', () => {
    for (const good of ['', '9876543210', ' 98765 43210 ', '+91 98765-43210', '447911123456']) expect(contactNumberProblem(good)).toBeNull();
    expect(contactNumberProblem('abc')).toBe('abc is not a phone number: use digits only, e.g. 9876543210');
    expect(contactNumberProblem('1234567890')).toBe('1234567890 is not a mobile number: 10 digits starting 6 to 9');
    expect(contactNumberProblem('12345')).toBe('12345 is not a phone number: 10 digits, or a country code and the number');
    expect(contactNumberProblem('0987654321012')).not.toBeNull();
  });

  test('Telegram also takes a username', () => {
    expect(telegramContactProblem('matka_help')).toBeNull();
    expect(telegramContactProblem('@matka_help')).toBeNull();
    expect(telegramContactProblem('9876543210')).toBeNull();
    expect(telegramContactProblem('ab')).toBe('ab is not a phone number: use digits only, e.g. 9876543210, or a Telegram username');
  });
});
