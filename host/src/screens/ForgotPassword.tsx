import { useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import { useSend } from '@matka/shared-kernel/data';
import { phoneProblemKey } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';
import { Button, FieldError, PhoneField } from '@matka/shared-kernel/ui';
import { hostTexts } from '../host-texts';
import { accountTexts } from './account-texts';
import { resetDraftAtom } from '../session/drafts';
import { AuthFrame, Centered } from './AuthFrame';
import { useProblemText } from './problem-text';

/** Reset password, step 1: a registered number gets a code. Errors show under the phone field. */
export default function ForgotPassword() {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const setDraft = useSetAtom(resetDraftAtom);
  const navigate = useNavigate();
  const t = hostTexts.useTexts();
  const a = accountTexts.useTexts();
  const problemText = useProblemText();
  // The server's message (or ours) shows under the phone field, not as a toast (docs/screens.md § Password reset).
  const { send, busy } = useSend('api-forget-check-mobile', { failure: a('sendOtpFailed'), failureToast: false, onFailure: setServerError });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = problemText(phoneProblemKey(phone, 'forgotPassword'));
    setError(problem);
    setServerError(null);
    if (problem) return;
    const sent = await send({ mobile: phone });
    if (!sent) return;
    setDraft({ phone, otpLength: sent.otp_length });
    navigate(PATHS.resetOtp);
  }

  return (
    <AuthFrame title={a('resetTitle')} subtitle={a('resetSubtitle')}>
      <form method="post" onSubmit={submit} noValidate>
        <PhoneField label={t('phoneNumber')} value={phone} onChange={setPhone} error={error} />
        {serverError && <FieldError role="alert">{serverError}</FieldError>}
        <Button type="submit" disabled={busy}>
          {busy ? a('sending') : a('sendResetCode')}
        </Button>
      </form>
      <Centered>
        <Link to={PATHS.login}>{a('backToLogin')}</Link>
      </Centered>
    </AuthFrame>
  );
}

