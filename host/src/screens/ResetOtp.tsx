import { useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { Button, FieldError, OtpBoxes } from '@matka/shared-kernel/ui';
import { HOST_MESSAGES } from '../messages';
import { api, failureText } from '../session/api';
import { resetDraftAtom } from '../session/drafts';
import { AuthFrame } from './AuthFrame';
import { InvalidNavigation } from './InvalidNavigation';
import { ResendCode } from './ResendCode';
import { OTP_LENGTH } from './RegisterOtp';

/** Password reset, step 2: the server checks the code here and gives a ticket the new-password screen sends. */
export default function ResetOtp() {
  const [draft, setDraft] = useAtom(resetDraftAtom);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  if (!draft) return <InvalidNavigation title="Password Reset" />;

  async function next(event: FormEvent) {
    event.preventDefault();
    if (!draft || busy) return;
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setError(HOST_MESSAGES.invalidOtp);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await (await api()).call('api-verify-reset-otp', { mobile: draft.phone, otp: code });
      setDraft({ ...draft, resetTicket: answer.reset_ticket });
      navigate('/change-password');
    } catch (failure) {
      setError(await failureText(failure, HOST_MESSAGES.invalidOtp));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthFrame title="Password Reset" subtitle={`Enter the code sent to +91 ${draft.phone}`}>
      <form onSubmit={next} noValidate>
        <OtpBoxes length={OTP_LENGTH} value={code} onChange={setCode} label="OTP" />
        {error && <FieldError role="alert">{error}</FieldError>}
        <Button type="submit" disabled={busy}>
          Verify &amp; Continue
        </Button>
      </form>
      <ResendCode mobile={draft.phone} purpose="forgot" />
    </AuthFrame>
  );
}
