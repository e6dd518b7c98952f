import { useState } from 'react';
import { call } from '../api';
import { TokensPanel } from '../components/TokensPanel';
import { useCall } from '../use-load';

/**
 * The team tokens (each may ship one remote): making one for a remote (its token is shown once, here), who has one,
 * for which remote, when it was last used, and revoking one — confirmed first. A listed token is never shown again.
 * `remotes`: the remotes the release listing knows, offered as the token's remote; a new team's remote, with no
 * release yet, is typed (its first release is what the token is for).
 */
export function TeamTokensPanel({ remotes }: { remotes: readonly string[] }) {
  const { data, loading, error, reload } = useCall('team-tokens.list');
  const [remote, setRemote] = useState('');
  const chosen = remote.trim();
  return (
    <TokensPanel
      title="Team tokens"
      id="team-tokens"
      intro={
        <>
          A team token ships one remote (publish, canary, activate, roll back, switch) and nothing else. Give it to the
          remote's team for their CI; it is shown once, when made (here, or with{' '}
          <code>npm run operator -- team-token create --remote NAME --name "…"</code>).
        </>
      }
      make={{ title: 'Make a team token', placeholder: 'markets CI' }}
      fields={
        <>
          <label>
            Remote
            <input value={remote} list="team-token-remotes" maxLength={40} autoCapitalize="none" placeholder={remotes[0] ?? 'markets'} onChange={(event) => setRemote(event.target.value)} />
          </label>
          <datalist id="team-token-remotes">
            {remotes.map((option) => <option key={option} value={option} />)}
          </datalist>
        </>
      }
      ready={chosen !== ''}
      list={{ data: data?.team_tokens ?? null, loading, error, reload }}
      column={{ heading: 'Remote', cell: (token) => <code>{token.remote}</code> }}
      empty="No team token yet."
      create={async (name) => (await call('team-tokens.create', { body: { name, remote: chosen } })).team_token}
      made={(name) => `Team token "${name}" made for ${chosen}`}
      shown={(made) => ({ heading: `Give this to the ${made.remote} team now: it is not shown again`, text: `Team token "${made.name}", for the team's CI as RELEASE_TOKEN:` })}
      onMade={() => setRemote('')}
      revoke={(name) => call('team-tokens.revoke', { body: { name } })}
      revoking={(name) => `Revoke "${name}": its CI can no longer publish or change its remote, from its next request on, on every server.`}
      revoked={(name) => `Team token "${name}" revoked: it is refused from its next request on`}
      testId="team-token"
    />
  );
}
