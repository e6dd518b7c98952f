import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { kernelTexts } from '../languages/kernel-texts';
import { digitTyped, otpCodeOf, otpSlots, withDigit } from './otp-slots';

const Boxes = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0;
  input {
    width: 52px;
    height: 56px;
    border: 2px solid #8d86a0;
    border-radius: ${({ theme }) => theme.radius};
    text-align: center;
    font-size: 1.5rem;
    font-weight: 700;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  input:focus {
    border-color: ${({ theme }) => theme.colors.brand};
    outline: none;
  }
`;

/**
 * One box per digit (the configured OTP length, 4 by default); digits only. Each box edits only itself: emptying or
 * correcting one leaves the others where they are (an empty box is a space in `value`: otp-slots.ts), and a digit typed
 * into a full box replaces it. A whole code pasted, or filled in by the phone from the text message, fills them all.
 */
export function OtpBoxes({ length = 4, value, onChange, label = 'OTP' }: { length?: number; value: string; onChange: (code: string) => void; label?: string }) {
  const t = kernelTexts.useTexts();
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const digits = otpSlots(value, length);
  const focus = (index: number) => refs.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  const fillAll = (code: string) => {
    onChange(code);
    focus(code.length);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index]) focus(index - 1);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, length);
    if (!pasted) return;
    event.preventDefault();
    fillAll(pasted);
  };

  return (
    <Boxes role="group" aria-label={label}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          aria-label={t('otpDigit', { label, n: String(index + 1) })}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          value={digit}
          // The digit there is selected, so what is typed replaces it.
          onFocus={(event) => event.target.select()}
          onPaste={onPaste}
          onKeyDown={onKeyDown(index)}
          onChange={(event) => {
            const typed = event.target.value.replace(/\D/g, '');
            // The phone's one-time-code fill puts the whole code into the first box.
            if (typed.length >= length) return fillAll(typed.slice(0, length));
            const next = digitTyped(digit, typed);
            onChange(otpCodeOf(withDigit(digits, index, next)));
            if (next) focus(index + 1);
          }}
        />
      ))}
    </Boxes>
  );
}
