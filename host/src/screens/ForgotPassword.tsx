import { useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import { useSend } from '@matka/shared-kernel/data';
import { phoneProblem } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';
import { Button, FieldError, PhoneField } from '@matka/shared-kernel/ui';
import { HOST_MESSAGES } from '../messages';
import { resetDraftAtom } from '../session/drafts';
import { AuthFrame, Centered } from './AuthFrame';

/** Reset password, step 1: a registered number gets a code. Errors show under the phone field. */
export default function ForgotPassword() {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const setDraft = useSetAtom(resetDraftAtom);
  const navigate = useNavigate();
  // The server's message (or ours) shows under the phone field, not as a toast (docs/screens.md § Password reset).
  const { send, busy } = useSend('api-forget-check-mobile', { failure: HOST_MESSAGES.sendOtpFailed, failureToast: false, onFailure: setServerError });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = phoneProblem(phone, 'forgotPassword');
    setError(problem);
    setServerError(null);
    if (problem) return;
    const sent = await send({ mobile: phone });
    if (!sent) return;
    setDraft({ phone, otpLength: sent.otp_length });
    navigate(PATHS.resetOtp);
  }

  return (
    <AuthFrame title="Reset password" subtitle="We will send a code to your registered number">
      <form method="post" onSubmit={submit} noValidate>
        <PhoneField label="Phone Number" value={phone} onChange={setPhone} error={error} />
        {serverError && <FieldError role="alert">{serverError}</FieldError>}
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send Reset Code'}
        </Button>
      </form>
      <Centered>
        <Link to={PATHS.login}>Back to Login</Link>
      </Centered>
    </AuthFrame>
  );
}

