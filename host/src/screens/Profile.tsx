import { useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { Link } from 'react-router-dom';
import { useSend } from '@matka/shared-kernel/data';
import { nameProblemKey } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';
import { sessionAtom } from '@matka/shared-kernel/session';
import { Button, Screen, TextField } from '@matka/shared-kernel/ui';
import { hostTexts } from '../host-texts';
import { accountTexts } from './account-texts';
import { useProblemText } from './problem-text';

/** Profile: the player's name (editable) and number, and the way to My limits. */
export default function Profile() {
  const [session, setSession] = useAtom(sessionAtom);
  const [name, setName] = useState(session?.username ?? '');
  const [error, setError] = useState<string | null>(null);
  const t = hostTexts.useTexts();
  const a = accountTexts.useTexts();
  const problemText = useProblemText();
  const { send, busy } = useSend('api-profile-update', { success: a('profileUpdated'), failure: t('genericError') });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = problemText(nameProblemKey(name, 'nameRequired'));
    setError(problem);
    if (problem || !session) return;
    if (await send({ user_name: name.trim() })) setSession({ ...session, username: name.trim() });
  }

  return (
    <Screen title={t('profile')}>
      <form onSubmit={submit} noValidate>
        <TextField label={t('name')} value={name} onChange={setName} error={error} autoComplete="name" />
        <TextField label={a('mobileNumber')} value={session?.mobile ?? ''} onChange={() => undefined} readOnly prefix="+91" />
        <Button type="submit" disabled={busy}>
          {busy ? a('updating') : a('updateProfile')}
        </Button>
      </form>
      <p>
        <Link to={PATHS.myLimits}>{a('myLimits')}</Link>: {a('myLimitsWhat')}
      </p>
    </Screen>
  );
}
