import { useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useSend } from '@matka/shared-kernel/data';
import { DEFAULT_OTP_LENGTH, isOtpCode } from '@matka/shared-kernel/domain';
import { kernelTexts } from '@matka/shared-kernel/languages';
import { PATHS } from '@matka/shared-kernel/paths';
import { Button, FieldError, OtpBoxes } from '@matka/shared-kernel/ui';
import { accountTexts } from './account-texts';
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
  const a = accountTexts.useTexts();
  const k = kernelTexts.useTexts();
  // A wrong code says so here, under the boxes, and the player stays to try again.
  const { send, busy } = useSend('api-verify-reset-otp', { failure: k('otpInvalid'), failureToast: false, onFailure: setError });

  if (!draft) return <InvalidNavigation title={a('passwordResetTitle')} />;

  async function next(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    if (!isOtpCode(code, draft.otpLength)) {
      setError(k('otpInvalid'));
      return;
    }
    setError(null);
    const answer = await send({ mobile: draft.phone, otp: code });
    if (!answer) return;
    setDraft({ ...draft, resetTicket: answer.reset_ticket });
    navigate(PATHS.resetPassword);
  }

  return (
    <AuthFrame title={a('passwordResetTitle')} subtitle={a('codeSentTo', { phone: draft.phone })}>
      <form onSubmit={next} noValidate>
        <OtpBoxes length={draft.otpLength ?? DEFAULT_OTP_LENGTH} value={code} onChange={setCode} label={a('otp')} />
        {error && <FieldError role="alert">{error}</FieldError>}
        <Button type="submit" disabled={busy}>
          {a('verifyAndContinue')}
        </Button>
      </form>
      <ResendCode mobile={draft.phone} purpose="forgot" />
    </AuthFrame>
  );
}
