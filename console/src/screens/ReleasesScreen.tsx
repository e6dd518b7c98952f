import { Loading } from '../components/Notice';
import { POLL_MS, useCall } from '../use-load';
import { RemotePanel } from './RemotePanel';
import { TeamTokensPanel } from './TeamTokensPanel';
import { useMay } from '../me';

/**
 * Release control of the remotes (release-control/): each remote on or off, its active release, a canary,
 * its releases with the loads and failed loads players reported and the canaries rolled back by themselves, and its
 * history; and the team tokens. Every change is confirmed first, carries a note for the history and the audit list,
 * and reloads the list after.
 */
export function ReleasesScreen() {
  const may = useMay();
  // Changes made elsewhere (the CLI, a team's CI, release control's own rollbacks) show up by themselves.
  const { data, loading, error, reload } = useCall('remotes.list', {}, { poll: POLL_MS * 2 });
  return (
    <>
      <h1>Releases</h1>
      <Loading loading={loading && !data} error={error} />
      {data && data.remotes.length === 0 && <p className="muted">No remote: remotes.json lists none and no release is on disk.</p>}
      {data?.remotes.map((remote) => <RemotePanel key={remote.name} remote={remote} onChanged={reload} />)}
      {may('team-tokens') && <TeamTokensPanel remotes={(data?.remotes ?? []).map((remote) => remote.name)} />}
    </>
  );
}
