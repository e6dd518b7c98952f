import { useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { Button, FieldError, OtpBoxes } from '@matka/shared-kernel/ui';
import { HOST_MESSAGES } from '../messages';
import { resetDraftAtom } from '../session/drafts';
import { AuthFrame } from './AuthFrame';
import { InvalidNavigation } from './InvalidNavigation';
import { ResendCode } from './ResendCode';
import { OTP_LENGTH } from './RegisterOtp';

/** Password reset, step 2: the code; the server checks it with the new password on the next screen. */
export default function ResetOtp() {
  const [draft, setDraft] = useAtom(resetDraftAtom);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();

  if (!draft) return <InvalidNavigation title="Password Reset" />;

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

  return (
    <AuthFrame title="Password Reset" subtitle={`Enter the code sent to +91 ${draft.phone}`}>
      <form onSubmit={next} noValidate>
        <OtpBoxes length={OTP_LENGTH} value={code} onChange={setCode} label="OTP" />
        {error && <FieldError role="alert">{error}</FieldError>}
        <Button type="submit">Verify &amp; Continue</Button>
      </form>
      <ResendCode mobile={draft.phone} purpose="forgot" />
    </AuthFrame>
  );
}
