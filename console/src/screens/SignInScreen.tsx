import { useState } from 'react';
import { post } from '../api';
import { Notice } from '../components/Notice';

/** Sign in with the operator token: it goes to the server once and comes back as an HttpOnly cookie, never stored here. */
export function SignInScreen({ onSignedIn }: { onSignedIn: () => void }) {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await post('/operator/session', { token });
      setToken('');
      onSignedIn();
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
        <p className="muted">Sign in with the operator token (OPERATOR_TOKEN, or data/operator.token on the server).</p>
        <Notice error={error} />
        <div className="row">
          <label style={{ flex: 1 }}>
            Operator token
            <input type="password" autoComplete="current-password" value={token} onChange={(event) => setToken(event.target.value)} required />
          </label>
        </div>
        <button type="submit" className="primary" disabled={busy || token.trim() === ''}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
