import { useEffect, useEffectEvent, useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { kernelTexts } from '../languages/kernel-texts';

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'danger' }>`
  min-height: 48px;
  width: 100%;
  padding: 0 ${({ theme }) => theme.space(5)};
  border: 2px solid ${({ theme, $variant }) => ($variant === 'danger' ? theme.colors.danger : theme.colors.brand)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $variant }) =>
    $variant === 'secondary' ? theme.colors.surface : $variant === 'danger' ? theme.colors.danger : theme.colors.brand};
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.brand : theme.colors.onBrand)};
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.body};
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  label {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const InputRow = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  min-height: 48px;
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : '#8d86a0')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  input {
    flex: 1;
    min-width: 0;
    height: 44px;
    border: 0;
    padding: 0 ${({ theme }) => theme.space(3)};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    outline: none;
  }
`;

const Prefix = styled.span`
  padding-left: ${({ theme }) => theme.space(3)};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ToggleButton = styled.button`
  min-width: 64px;
  height: 44px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  cursor: pointer;
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.small};
`;

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  prefix?: ReactNode;
};

/**
 * The input's element, whose value is taken once it mounts when it differs: a page drawn at build (the host's
 * prerendered login) can be typed into before React takes it over.
 */
function useTypedBeforeHydration(value: string, onChange: (value: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const takeTyped = useEffectEvent(() => {
    const typed = ref.current?.value;
    if (typed && typed !== value) onChange(typed);
  });
  useEffect(() => takeTyped(), []);
  return ref;
}

/** A labelled input with its error below it. */
export function TextField({ label, value, onChange, error, prefix, ...input }: FieldProps) {
  const id = useId();
  const ref = useTypedBeforeHydration(value, onChange);
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <InputRow $invalid={Boolean(error)}>
        {prefix && <Prefix aria-hidden="true">{prefix}</Prefix>}
        <input
          ref={ref}
          id={id}
          value={value}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
          {...input}
        />
      </InputRow>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </FieldBox>
  );
}

/** A phone number field with the +91 prefix, digits only, 10 at most. */
export function PhoneField(props: Omit<FieldProps, 'prefix' | 'onChange'> & { onChange: (value: string) => void }) {
  return (
    <TextField
      {...props}
      prefix="+91"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={10}
      onChange={(value) => props.onChange(value.replace(/\D/g, '').slice(0, 10))}
    />
  );
}

/** A password field with a show/hide toggle. */
export function PasswordField({ autoComplete = 'current-password', ...props }: Omit<FieldProps, 'type'>) {
  const [shown, setShown] = useState(false);
  const t = kernelTexts.useTexts();
  const id = useId();
  const ref = useTypedBeforeHydration(props.value, props.onChange);
  return (
    <FieldBox>
      <label htmlFor={id}>{props.label}</label>
      <InputRow $invalid={Boolean(props.error)}>
        <input
          ref={ref}
          id={id}
          type={shown ? 'text' : 'password'}
          value={props.value}
          autoComplete={autoComplete}
          aria-invalid={Boolean(props.error)}
          aria-describedby={props.error ? `${id}-error` : undefined}
          onChange={(event) => props.onChange(event.target.value)}
          placeholder={props.placeholder}
        />
        <ToggleButton type="button" aria-pressed={shown} aria-label={t(shown ? 'hideField' : 'showField', { label: props.label })} onClick={() => setShown(!shown)}>
          {t(shown ? 'hide' : 'show')}
        </ToggleButton>
      </InputRow>
      {props.error && <FieldError id={`${id}-error`}>{props.error}</FieldError>}
    </FieldBox>
  );
}
