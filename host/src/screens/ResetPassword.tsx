import { useEffect, useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useSend } from '@matka/shared-kernel/data';
import { MESSAGES, newPasswordProblem } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';
import { Button, FieldError, PasswordField } from '@matka/shared-kernel/ui';
import { HOST_MESSAGES } from '../messages';
import { resetDraftAtom } from '../session/drafts';
import { AuthFrame } from './AuthFrame';
import { InvalidNavigation } from './InvalidNavigation';

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
  const { send, busy } = useSend('api-forgot-password', { failure: HOST_MESSAGES.passwordUpdateFailed, failureToast: false, onFailure: setServerError });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(PATHS.login, { replace: true }), AFTER_UPDATE_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (!draft?.resetTicket && !done) return <InvalidNavigation title="Change password" />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      password: newPasswordProblem(password, MESSAGES.newPasswordRequired),
      confirm: confirm ? (confirm === password ? null : MESSAGES.passwordsDoNotMatch) : MESSAGES.confirmPasswordRequired,
    };
    setErrors(found);
    setServerError(null);
    if (found.password || found.confirm || !draft?.resetTicket) return;
    if (!(await send({ mobile: draft.phone, reset_ticket: draft.resetTicket, new_pass: password }))) return;
    setDraft(null);
    setDone(true);
  }

  return (
    <AuthFrame title="Change password" subtitle="Choose a new password">
      {done ? (
        <p role="status">{HOST_MESSAGES.passwordUpdated}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <PasswordField label="New Password" value={password} onChange={setPassword} error={errors.password} autoComplete="new-password" />
          <PasswordField label="Confirm New Password" value={confirm} onChange={setConfirm} error={errors.confirm} autoComplete="new-password" />
          {serverError && <FieldError role="alert">{serverError}</FieldError>}
          <Button type="submit" disabled={busy}>
            {busy ? 'Updating Password...' : 'Update Password'}
          </Button>
        </form>
      )}
    </AuthFrame>
  );
}
