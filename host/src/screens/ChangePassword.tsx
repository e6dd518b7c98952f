import { useState, type FormEvent } from 'react';
import { useSend } from '@matka/shared-kernel/data';
import { newPasswordProblemKey } from '@matka/shared-kernel/domain';
import { Button, PasswordField, Screen } from '@matka/shared-kernel/ui';
import { hostTexts } from '../host-texts';
import { accountTexts } from './account-texts';
import { useProblemText } from './problem-text';

/**
 * In-app password change: the server checks the current password and ends every other session of the player; this
 * one goes on, so the player stays signed in here and sees the success message.
 */
export default function ChangePassword() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const t = hostTexts.useTexts();
  const a = accountTexts.useTexts();
  const problemText = useProblemText();
  const { send, busy } = useSend('api-change-password', { success: a('passwordChanged'), failure: a('oldPasswordIncorrect') });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      current: problemText(current ? null : 'currentPasswordRequired'),
      next: problemText(newPasswordProblemKey(next, 'newPasswordRequired')),
      confirm: problemText(confirm ? (confirm === next ? null : 'confirmNotEqualNew') : 'confirmPasswordRequired'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    if (await send({ old_pass: current, new_pass: next })) {
      setCurrent('');
      setNext('');
      setConfirm('');
    }
  }

  return (
    <Screen title={t('changePassword')}>
      <form onSubmit={submit} noValidate>
        <PasswordField label={a('currentPassword')} value={current} onChange={setCurrent} error={errors.current} />
        <PasswordField label={a('newPassword')} value={next} onChange={setNext} error={errors.next} autoComplete="new-password" />
        <PasswordField label={a('confirmPassword')} value={confirm} onChange={setConfirm} error={errors.confirm} autoComplete="new-password" />
        <Button type="submit" disabled={busy}>
          {busy ? a('updatingPassword') : t('changePassword')}
        </Button>
      </form>
    </Screen>
  );
}
