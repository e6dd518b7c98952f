/** @jest-environment jsdom */
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../testing/index';
import { OtpBoxes } from './otp-boxes';

let code = '';
function CodeScreen() {
  const [value, setValue] = useState('');
  return (
    <OtpBoxes
      value={value}
      onChange={(next) => {
        code = next;
        setValue(next);
      }}
    />
  );
}

const box = (number: number) => screen.getByLabelText<HTMLInputElement>(`OTP digit ${number}`);
const boxes = () => [1, 2, 3, 4].map((number) => box(number).value);
const type = (number: number, text: string) => fireEvent.change(box(number), { target: { value: text } });

beforeEach(() => {
  code = '';
  renderScreen(<CodeScreen />);
});

test('typed one digit a box, each moves on to the next box', () => {
  [...'4821'].forEach((digit, index) => type(index + 1, digit));
  expect(boxes()).toEqual(['4', '8', '2', '1']);
  expect(code).toBe('4821');
});

test('correcting one digit: emptied, the others stay where they are; the new digit goes into that box', () => {
  [...'4821'].forEach((digit, index) => type(index + 1, digit));
  type(2, '');
  expect(boxes()).toEqual(['4', '', '2', '1']);
  expect(code).toBe('4 21');
  type(2, '7');
  expect(boxes()).toEqual(['4', '7', '2', '1']);
  expect(code).toBe('4721');
  expect(document.activeElement).toBe(box(3));
});

test('a digit typed into a full box replaces the one there, before or after it', () => {
  [...'4821'].forEach((digit, index) => type(index + 1, digit));
  type(3, '29');
  expect(boxes()).toEqual(['4', '8', '9', '1']);
  type(1, '54');
  expect(code).toBe('5891');
});

test('a whole code pasted, or filled in by the phone, fills every box', () => {
  fireEvent.paste(box(2), { clipboardData: { getData: () => '48 21' } });
  expect(boxes()).toEqual(['4', '8', '2', '1']);
  type(2, '');
  type(1, '7356');
  expect(code).toBe('7356');
});

test('letters are never taken', () => {
  type(1, 'a');
  expect(boxes()).toEqual(['', '', '', '']);
  expect(code).toBe('');
});
