import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSend } from '@matka/shared-kernel/data';
import { PATHS } from '@matka/shared-kernel/paths';
import { sessionAtom } from '@matka/shared-kernel/session';
import { BareFrame, Button, FieldError, OtpBoxes, useResendTimer } from '@matka/shared-kernel/ui';
import { WALLET_TEXTS } from '../messages';
import { upiAppOf } from '../model/upi-apps';
import { upiDetailsBody, verifyStateFrom, verifyUpiStep, type VerifyUpiState } from '../model/verify-state';

export const OTP_LENGTH = 4;

const Centered = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  text-align: center;
`;

/**
 * Verify UPI (/otpwithdraw, bare): the code texted to the player saves the number; then the wallet with a toast. A
 * reload goes on with the step this tab kept (verify-state.ts), so the code already sent still works.
 */
export default function VerifyUpi() {
  const mobile = useAtomValue(sessionAtom)?.mobile;
  // A reload keeps the step in this tab; it is this player's only if the code went to their number.
  const [kept] = useState(() => verifyUpiStep.read());
  const state = verifyStateFrom(useLocation().state) ?? (kept && kept.phoneNumber === mobile ? kept : null);
  const navigate = useNavigate();
  if (!state) {
    return (
      <BareFrame title="Verify UPI" subtitle="Secure Transaction">
        <FieldError role="alert">{WALLET_TEXTS.invalidNavigation}</FieldError>
        <Centered>
          <Button type="button" onClick={() => navigate(PATHS.upiNumbers, { replace: true })}>
            Start over
          </Button>
        </Centered>
      </BareFrame>
    );
  }
  return <VerifyForm state={state} />;
}

function VerifyForm({ state }: { state: VerifyUpiState }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const { left, restart } = useResendTimer();
  const verify = useSend('api-add-user-upi-details', {
    failure: WALLET_TEXTS.genericError,
    onFailure: setError,
    onSuccess: () => {
      verifyUpiStep.forget();
      navigate(PATHS.wallet, { replace: true, state: { showToast: WALLET_TEXTS.upiAdded } });
    },
  });
  const resend = useSend('api-add-user-upi-details', {
    success: WALLET_TEXTS.otpSent,
    failure: WALLET_TEXTS.resendFailed,
    onSuccess: () => {
      verifyUpiStep.write(state);
      restart();
    },
  });
  const app = upiAppOf(state.option);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setError(WALLET_TEXTS.enterValidOtp);
      return;
    }
    setError(null);
    void verify.send({ upi_type: state.option, otp: code });
  }

  return (
    <BareFrame title="Verify UPI" subtitle="Secure Transaction">
      <p>
        Enter the code sent to +91 {state.phoneNumber} to save {app?.label} number {state.upiNumber}.
      </p>
      <form onSubmit={submit} noValidate>
        <OtpBoxes length={OTP_LENGTH} value={code} onChange={setCode} label="OTP" />
        {error && <FieldError role="alert">{error}</FieldError>}
        <Button type="submit" disabled={verify.busy}>
          {verify.busy ? 'Verifying...' : 'Verify UPI'}
        </Button>
      </form>
      <Centered>
        {left > 0 ? (
          <span aria-live="polite">Resend in {left} s</span>
        ) : (
          <Button type="button" $variant="secondary" disabled={resend.busy} onClick={() => void resend.send(upiDetailsBody(state.option, state.upiNumber))}>
            Resend
          </Button>
        )}
      </Centered>
      <Centered>
        <Button type="button" $variant="secondary" onClick={() => navigate(-1)}>
          Back to Previous Page
        </Button>
      </Centered>
    </BareFrame>
  );
}
