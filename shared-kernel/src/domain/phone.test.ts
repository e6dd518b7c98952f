import { cleanContactNumber, isValidPhone, phoneProblem, PLACEHOLDER_CONTACT_NUMBER, type PhoneForm } from './phone';

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
