import { useState } from 'react';
import { call } from '../api';
import { ActionButton } from '../components/ActionButton';
import { Loading, Notice } from '../components/Notice';
import { istTime } from '../format';
import { useCall } from '../use-load';
import { useOutcome } from '../use-outcome';
import { TableWrap } from '../components/TableWrap';

/**
 * The team tokens (`team-token create` makes them; each may ship one remote): who has one, for which remote, when it
 * was last used, and revoking one — confirmed first. The tokens themselves are never shown: only their creation
 * prints them.
 */
export function TeamTokensPanel() {
  const { data, loading, error, reload } = useCall('team-tokens.list');
  const [revoking, setRevoking] = useState<string | null>(null);
  const { outcome, setOutcome, run } = useOutcome();

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
        A team token ships one remote (publish, canary, activate, roll back, switch) and nothing else. Make one with{' '}
        <code>npm run operator -- team-token create --remote NAME --name "…"</code>: it is shown once, there.
      </p>
      <Loading loading={loading && !data} error={error} />
      <Notice error={outcome.error} info={outcome.info} />
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
