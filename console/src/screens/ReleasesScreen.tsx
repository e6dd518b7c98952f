import { Loading } from '../components/Notice';
import type { Today } from '../types';
import { useLoad } from '../use-load';

/**
 * The remotes as remotes.json has them. Read-only for now: enabling, activating a version, canaries and rollbacks
 * come with the operator release-control API; until then they are done as docs/operations.md says.
 */
export function ReleasesScreen() {
  const { data, loading, error } = useLoad<Today>('/operator/today');
  return (
    <>
      <h1>Releases</h1>
      <p className="notice info">
        Read-only: this list is the server&apos;s remotes.json. Switching a remote on or off, activating a version, canaries and rollbacks
        will be here once the release-control API is on the server; until then edit remotes.json as docs/operations.md says.
      </p>
      <Loading loading={loading && !data} error={error} />
      {data?.remotes.error && <p className="notice error">{data.remotes.error}</p>}
      {data && (
        <div className="table-wrap">
          <table>
            <thead><tr><th>Remote</th><th>Status</th><th>Manifest</th></tr></thead>
            <tbody>
              {data.remotes.remotes.map((remote) => (
                <tr key={remote.name}>
                  <td>{remote.name}</td>
                  <td>{remote.enabled ? <span className="ok">On</span> : <span className="bad">Off</span>}</td>
                  <td><code>{remote.manifest}</code></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
