import { useState } from 'react';
import { call } from '../api';
import { Notice } from '../components/Notice';
import type { Me } from '../me';

/** The least length of an operator's own password (the server says so too). */
const MIN_LENGTH = 10;

/**
 * After signing in with a one-time password (or to change one's own): the current password and a new one, typed
 * twice. The server ends every other session of the account.
 */
export function ChoosePasswordScreen({ me, onChosen, onCancel }: { me: Me; onChosen: (me: Me) => void; onCancel?: () => void }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problem =
    password.length > 0 && password.length < MIN_LENGTH
      ? `Choose at least ${MIN_LENGTH} characters`
      : again.length > 0 && again !== password
        ? 'The two new passwords differ'
        : null;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || problem) return;
    setBusy(true);
    setError(null);
    try {
      onChosen(await call('session.password', { body: { current, password } }));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="signin">
      <form className="panel" onSubmit={(event) => void submit(event)} aria-labelledby="choose-title">
        <h1 id="choose-title">{me.must_choose_password ? `Welcome, ${me.name}` : 'Change your password'}</h1>
        {me.must_choose_password && <p className="muted">The password you were given is for signing in once: choose your own to go on.</p>}
        <Notice error={error ?? problem} />
        <div className="stack">
          <label>
            {me.must_choose_password ? 'Password you were given' : 'Current password'}
            <input type="password" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} required />
          </label>
          <label>
            New password
            <input type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} required />
          </label>
          <label>
            New password again
            <input type="password" autoComplete="new-password" value={again} onChange={(event) => setAgain(event.target.value)} required />
          </label>
        </div>
        <div className="actions">
          <button type="submit" className="primary" disabled={busy || current === '' || password.length < MIN_LENGTH || again !== password}>
            {busy ? 'Saving…' : 'Save my password'}
          </button>
          {onCancel && <button type="button" className="secondary" onClick={onCancel}>Cancel</button>}
        </div>
      </form>
    </main>
  );
}
