import { useState } from 'react';
import { call } from '../api';
import { ActionButton } from '../components/ActionButton';
import { Loading, Notice } from '../components/Notice';
import { istTime } from '../format';
import { useCall } from '../use-load';
import { useOutcome } from '../use-outcome';
import { TableWrap } from '../components/TableWrap';

/**
 * The team tokens (each may ship one remote): making one for a remote (its token is shown once, here), who has one,
 * for which remote, when it was last used, and revoking one — confirmed first. A listed token is never shown again.
 * `remotes`: the remotes the release listing knows, offered as the token's remote; a new team's remote, with no
 * release yet, is typed (its first release is what the token is for).
 */
export function TeamTokensPanel({ remotes }: { remotes: readonly string[] }) {
  const { data, loading, error, reload } = useCall('team-tokens.list');
  const [revoking, setRevoking] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [remote, setRemote] = useState('');
  const [made, setMade] = useState<{ name: string; remote: string; token: string } | null>(null);
  const { outcome, setOutcome, run } = useOutcome();
  const chosen = remote.trim();

  const create = async () => {
    setMade(null);
    let token: { name: string; remote: string; token: string } | null = null;
    const sent = await run(
      async () => (token = (await call('team-tokens.create', { body: { name: name.trim(), remote: chosen } })).team_token),
      `Team token "${name.trim()}" made for ${chosen}`,
    );
    if (sent && token) {
      setMade(token);
      setName('');
      setRemote('');
      reload();
    }
  };

  const revoke = async () => {
    if (!revoking) return;
    const name = revoking;
    await run(() => call('team-tokens.revoke', { body: { name } }), `Team token "${name}" revoked: it is refused from its next request on`);
    setRevoking(null);
    reload();
  };

  return (
    <section className="panel" aria-labelledby="team-tokens">
      <h2 id="team-tokens">Team tokens</h2>
      <p className="muted">
        A team token ships one remote (publish, canary, activate, roll back, switch) and nothing else. Give it to the
        remote's team for their CI; it is shown once, when made (here, or with{' '}
        <code>npm run operator -- team-token create --remote NAME --name "…"</code>).
      </p>
      <form aria-labelledby="make-team-token" onSubmit={(event) => event.preventDefault()}>
        <h3 id="make-team-token">Make a team token</h3>
        <div className="row">
          <label>
            Name
            <input value={name} maxLength={60} placeholder="markets CI" onChange={(event) => setName(event.target.value)} />
          </label>
          <label>
            Remote
            <input value={remote} list="team-token-remotes" maxLength={40} autoCapitalize="none" placeholder={remotes[0] ?? 'markets'} onChange={(event) => setRemote(event.target.value)} />
          </label>
          <datalist id="team-token-remotes">
            {remotes.map((option) => <option key={option} value={option} />)}
          </datalist>
          <ActionButton onAction={create} disabled={name.trim() === '' || chosen === ''} busy="Making…">Make token</ActionButton>
        </div>
      </form>
      <Loading loading={loading && !data} error={error} />
      <Notice error={outcome.error} info={outcome.info} />
      {made && (
        <section className="panel preview" aria-labelledby="made-token-title">
          <h3 id="made-token-title">{`Give this to the ${made.remote} team now: it is not shown again`}</h3>
          <p>{`Team token "${made.name}", for the team's CI as RELEASE_TOKEN:`}</p>
          <p><code className="secret" data-testid="team-token">{made.token}</code></p>
          <button type="button" className="secondary" onClick={() => setMade(null)}>Done</button>
        </section>
      )}
      {data && data.team_tokens.length === 0 && <p className="muted">No team token yet.</p>}
      {data && data.team_tokens.length > 0 && (
        <TableWrap label="Team tokens">
          <table aria-label="Team tokens">
            <thead>
              <tr><th>Name</th><th>Remote</th><th className="hide-phone">Made</th><th>Last used</th><th><span className="visually-hidden">Actions</span></th></tr>
            </thead>
            <tbody>
              {data.team_tokens.map((token) => (
                <tr key={`${token.name} ${token.created_at}`}>
                  <td>{token.name}</td>
                  <td><code>{token.remote}</code></td>
                  <td className="hide-phone">{istTime(token.created_at)}</td>
                  <td>{token.last_used_at ? istTime(token.last_used_at) : 'never'}</td>
                  <td>
                    {token.revoked_at ? (
                      <span className="muted">revoked {istTime(token.revoked_at)}</span>
                    ) : (
                      <button type="button" className="danger" aria-label={`Revoke ${token.name}`} onClick={() => (setOutcome({}), setRevoking(token.name))}>
                        Revoke
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {revoking && (
        <form className="panel preview" aria-label={`Confirm: revoke ${revoking}`} onSubmit={(event) => event.preventDefault()}>
          <p>{`Revoke "${revoking}": its CI can no longer publish or change its remote, from its next request on, on every server.`}</p>
          <div className="actions">
            <ActionButton onAction={revoke} kind="danger" busy="Sending…">{`Confirm revoke ${revoking}`}</ActionButton>
            <button type="button" className="secondary" onClick={() => setRevoking(null)}>Cancel</button>
          </div>
        </form>
      )}
    </section>
  );
}
