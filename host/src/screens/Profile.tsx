import { useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { MESSAGES } from '@matka/shared-kernel/domain';
import { sessionAtom } from '@matka/shared-kernel/session';
import { Button, Screen, TextField, useToast } from '@matka/shared-kernel/ui';
import { HOST_MESSAGES } from '../messages';
import { api, failureText } from '../session/api';

/** Profile: the player's name (editable) and number. */
export default function Profile() {
  const [session, setSession] = useAtom(sessionAtom);
  const [name, setName] = useState(session?.username ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = name.trim() ? null : MESSAGES.nameRequired;
    setError(problem);
    if (problem || busy || !session) return;
    setBusy(true);
    try {
      await (await api()).call('api-profile-update', { user_name: name.trim() });
      setSession({ ...session, username: name.trim() });
      toast.success(HOST_MESSAGES.profileUpdated);
    } catch (failure) {
      toast.error(await failureText(failure, HOST_MESSAGES.genericError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Screen title="Profile">
      <form onSubmit={submit} noValidate>
        <TextField label="Name" value={name} onChange={setName} error={error} autoComplete="name" />
        <TextField label="Mobile Number" value={session?.mobile ?? ''} onChange={() => undefined} readOnly prefix="+91" />
        <Button type="submit" disabled={busy}>
          {busy ? 'Updating...' : 'Update Profile'}
        </Button>
      </form>
    </Screen>
  );
}
