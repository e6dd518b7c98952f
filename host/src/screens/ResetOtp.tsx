import { useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useSend } from '@matka/shared-kernel/data';
import { DEFAULT_OTP_LENGTH, isOtpCode } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';
import { Button, FieldError, OtpBoxes } from '@matka/shared-kernel/ui';
import { HOST_MESSAGES } from '../messages';
import { resetDraftAtom } from '../session/drafts';
import { AuthFrame } from './AuthFrame';
import { InvalidNavigation } from './InvalidNavigation';
import { ResendCode } from './ResendCode';

/** Password reset, step 2: the server checks the code here and gives a ticket the new-password screen sends. */
export default function ResetOtp() {
  const [draft, setDraft] = useAtom(resetDraftAtom);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  // A wrong code says so here, under the boxes, and the player stays to try again.
  const { send, busy } = useSend('api-verify-reset-otp', { failure: HOST_MESSAGES.invalidOtp, failureToast: false, onFailure: setError });

  if (!draft) return <InvalidNavigation title="Password Reset" />;

  async function next(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    if (!isOtpCode(code, draft.otpLength)) {
      setError(HOST_MESSAGES.invalidOtp);
      return;
    }
    setError(null);
    const answer = await send({ mobile: draft.phone, otp: code });
    if (!answer) return;
    setDraft({ ...draft, resetTicket: answer.reset_ticket });
    navigate(PATHS.resetPassword);
  }

  return (
    <AuthFrame title="Password Reset" subtitle={`Enter the code sent to +91 ${draft.phone}`}>
      <form onSubmit={next} noValidate>
        <OtpBoxes length={draft.otpLength ?? DEFAULT_OTP_LENGTH} value={code} onChange={setCode} label="OTP" />
        {error && <FieldError role="alert">{error}</FieldError>}
        <Button type="submit" disabled={busy}>
          Verify &amp; Continue
        </Button>
      </form>
      <ResendCode mobile={draft.phone} purpose="forgot" />
    </AuthFrame>
  );
}
