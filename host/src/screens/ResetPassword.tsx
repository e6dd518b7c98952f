import { useEffect, useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useSend } from '@matka/shared-kernel/data';
import { newPasswordProblemKey } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';
import { Button, FieldError, PasswordField } from '@matka/shared-kernel/ui';
import { accountTexts } from './account-texts';
import { resetDraftAtom } from '../session/drafts';
import { AuthFrame } from './AuthFrame';
import { InvalidNavigation } from './InvalidNavigation';
import { useProblemText } from './problem-text';

/** The pause after "Successfully updated password" before /login. */
export const AFTER_UPDATE_MS = 1500;

/** Change password after reset: the new password, sent with the ticket the verified code bought; then /login after 1.5 s. */
export default function ResetPassword() {
  const [draft, setDraft] = useAtom(resetDraftAtom);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const a = accountTexts.useTexts();
  const problemText = useProblemText();
  const { send, busy } = useSend('api-forgot-password', { failure: a('passwordUpdateFailed'), failureToast: false, onFailure: setServerError });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(PATHS.login, { replace: true }), AFTER_UPDATE_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (!draft?.resetTicket && !done) return <InvalidNavigation title={a('changePasswordTitle')} />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      password: problemText(newPasswordProblemKey(password, 'newPasswordRequired')),
      confirm: problemText(confirm ? (confirm === password ? null : 'passwordsDoNotMatch') : 'confirmPasswordRequired'),
    };
    setErrors(found);
    setServerError(null);
    if (found.password || found.confirm || !draft?.resetTicket) return;
    if (!(await send({ mobile: draft.phone, reset_ticket: draft.resetTicket, new_pass: password }))) return;
    setDraft(null);
    setDone(true);
  }

  return (
    <AuthFrame title={a('changePasswordTitle')} subtitle={a('choosePassword')}>
      {done ? (
        <p role="status">{a('passwordUpdated')}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <PasswordField label={a('newPassword')} value={password} onChange={setPassword} error={errors.password} autoComplete="new-password" />
          <PasswordField label={a('confirmNewPassword')} value={confirm} onChange={setConfirm} error={errors.confirm} autoComplete="new-password" />
          {serverError && <FieldError role="alert">{serverError}</FieldError>}
          <Button type="submit" disabled={busy}>
            {busy ? a('updatingPassword') : a('updatePassword')}
          </Button>
        </form>
      )}
    </AuthFrame>
  );
}
