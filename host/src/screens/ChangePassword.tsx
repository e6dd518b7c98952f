import { useState, type FormEvent } from 'react';
import { useSend } from '@matka/shared-kernel/data';
import { MESSAGES } from '@matka/shared-kernel/domain';
import { Button, PasswordField, Screen } from '@matka/shared-kernel/ui';
import { HOST_MESSAGES } from '../messages';

/**
 * In-app password change: the server checks the current password. As in the seed, only the success message follows:
 * the player stays signed in here (the server ends their other sessions) and the form is emptied.
 */
export default function ChangePassword() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const { send, busy } = useSend('api-change-password', { success: HOST_MESSAGES.passwordChanged, failure: HOST_MESSAGES.oldPasswordIncorrect });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      current: current ? null : MESSAGES.currentPasswordRequired,
      next: next ? null : MESSAGES.newPasswordRequired,
      confirm: confirm ? (confirm === next ? null : MESSAGES.confirmNotEqualNew) : MESSAGES.confirmPasswordRequired,
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
    <Screen title="Change Password">
      <form onSubmit={submit} noValidate>
        <PasswordField label="Current Password" value={current} onChange={setCurrent} error={errors.current} />
        <PasswordField label="New Password" value={next} onChange={setNext} error={errors.next} autoComplete="new-password" />
        <PasswordField label="Confirm Password" value={confirm} onChange={setConfirm} error={errors.confirm} autoComplete="new-password" />
        <Button type="submit" disabled={busy}>
          {busy ? 'Updating Password...' : 'Change Password'}
        </Button>
      </form>
    </Screen>
  );
}
