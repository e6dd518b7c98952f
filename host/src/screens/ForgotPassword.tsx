import { useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import { phoneProblem } from '@matka/shared-kernel/domain';
import { Button, FieldError, PhoneField } from '@matka/shared-kernel/ui';
import { HOST_MESSAGES } from '../messages';
import { api, failureText } from '../session/api';
import { resetDraftAtom } from '../session/drafts';
import { AuthFrame, Centered } from './AuthFrame';

/** Reset password, step 1: a registered number gets a code. Errors show under the phone field, as the seed does. */
export default function ForgotPassword() {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setDraft = useSetAtom(resetDraftAtom);
  const navigate = useNavigate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = phoneProblem(phone, 'forgotPassword');
    setError(problem);
    setServerError(null);
    if (problem || busy) return;
    setBusy(true);
    try {
      await (await api()).call('api-forget-check-mobile', { mobile: phone });
      setDraft({ phone });
      navigate('/otpforgotpass');
    } catch (failure) {
      setServerError(await failureText(failure, HOST_MESSAGES.sendOtpFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthFrame title="Reset password" subtitle="We will send a code to your registered number">
      <form onSubmit={submit} noValidate>
        <PhoneField label="Phone Number" value={phone} onChange={setPhone} error={error} />
        {serverError && <FieldError role="alert">{serverError}</FieldError>}
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send Reset Code'}
        </Button>
      </form>
      <Centered>
        <Link to="/login">Back to Login</Link>
      </Centered>
    </AuthFrame>
  );
}

