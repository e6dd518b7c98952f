import { useState } from 'react';
import { call } from '../api';
import { Notice } from '../components/Notice';
import type { Me } from '../me';

/** Sign in with the operator's name and password: the answer is an HttpOnly cookie, nothing is stored here. */
export function SignInScreen({ onSignedIn }: { onSignedIn: (me: Me) => void }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const me = await call('session.open', { body: { name: name.trim(), password } });
      setPassword('');
      onSignedIn(me);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="signin">
      <form className="panel" onSubmit={(event) => void submit(event)}>
        <h1>Matka Bazar Console</h1>
        <p className="muted">Sign in with your operator name and password. New here? An owner adds you and gives you a one-time password.</p>
        <Notice error={error} />
        <div className="stack">
          <label>
            Name
            <input autoComplete="username" autoCapitalize="none" value={name} onChange={(event) => setName(event.target.value)} required />
          </label>
          <label>
            Password
            <input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} required />
          </label>
        </div>
        <button type="submit" className="primary" disabled={busy || name.trim() === '' || password === ''}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
