import { useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { Button, FieldError, OtpBoxes, useToast } from '@matka/shared-kernel/ui';
import { HOST_MESSAGES } from '../messages';
import { api, failureText } from '../session/api';
import { resetDraftAtom } from '../session/drafts';
import { AuthFrame, Centered } from './AuthFrame';
import { OTP_LENGTH } from './RegisterOtp';
import { useResendTimer } from './use-resend-timer';

/** Password reset, step 2: the code; the server checks it with the new password on the next screen. */
export default function ResetOtp() {
  const [draft, setDraft] = useAtom(resetDraftAtom);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { left, restart } = useResendTimer();
  const navigate = useNavigate();
  const toast = useToast();

  if (!draft) {
    return (
      <AuthFrame title="Password Reset">
        <FieldError role="alert">{HOST_MESSAGES.invalidNavigation}</FieldError>
        <Centered>
          <Button type="button" onClick={() => navigate('/forgotpass', { replace: true })}>
            Start over
          </Button>
        </Centered>
      </AuthFrame>
    );
  }

  function next(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setError(HOST_MESSAGES.invalidOtp);
      return;
    }
    setDraft({ ...draft, otp: code });
    navigate('/change-password');
  }

  async function resend() {
    if (!draft) return;
    try {
      await (await api()).call('api-resend-otp', { mobile: draft.phone, purpose: 'forgot' });
      restart();
      toast.success('OTP sent successfully');
    } catch (failure) {
      toast.error(await failureText(failure, HOST_MESSAGES.resendFailed));
    }
  }

  return (
    <AuthFrame title="Password Reset" subtitle={`Enter the code sent to +91 ${draft.phone}`}>
      <form onSubmit={next} noValidate>
        <OtpBoxes length={OTP_LENGTH} value={code} onChange={setCode} label="OTP" />
        {error && <FieldError role="alert">{error}</FieldError>}
        <Button type="submit">Verify &amp; Continue</Button>
      </form>
      <Centered>
        {left > 0 ? (
          <span aria-live="polite">Resend code in {left} s</span>
        ) : (
          <Button type="button" $variant="secondary" onClick={() => void resend()}>
            Resend Code
          </Button>
        )}
      </Centered>
    </AuthFrame>
  );
}
