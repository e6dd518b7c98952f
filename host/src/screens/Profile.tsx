import { useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { Link } from 'react-router-dom';
import { useSend } from '@matka/shared-kernel/data';
import { MESSAGES, nameProblem } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';
import { sessionAtom } from '@matka/shared-kernel/session';
import { Button, Screen, TextField } from '@matka/shared-kernel/ui';
import { HOST_MESSAGES } from '../messages';

/** Profile: the player's name (editable) and number, and the way to My limits. */
export default function Profile() {
  const [session, setSession] = useAtom(sessionAtom);
  const [name, setName] = useState(session?.username ?? '');
  const [error, setError] = useState<string | null>(null);
  const { send, busy } = useSend('api-profile-update', { success: HOST_MESSAGES.profileUpdated, failure: HOST_MESSAGES.genericError });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = nameProblem(name, MESSAGES.nameRequired);
    setError(problem);
    if (problem || !session) return;
    if (await send({ user_name: name.trim() })) setSession({ ...session, username: name.trim() });
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
      <p>
        <Link to={PATHS.myLimits}>My limits</Link>: a daily stake or deposit limit, or a break from betting.
      </p>
    </Screen>
  );
}
