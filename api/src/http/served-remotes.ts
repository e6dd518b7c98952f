import path from 'node:path';
import {
  REMOTE_NAME,
  ROUTE_PATHS_FILE,
  parseRemotesManifest,
  routePathsSchema,
  withBuiltRoutes,
  type RemoteEntry,
  type RemotesManifest,
  type RoutePaths,
} from '@matka/shared-kernel/remotes';
import { readOrNull } from '../platform/files';

/**
 * remotes.json as this server answers it: the operators' file (which remotes, where, on or off), changed by the
 * operators' control of releases for this player (`choose`: releases.service.ts — on or off, which release, the one
 * to fall back to), with each remote's `paths` and `menus` taken from the build it serves (`routes.json` beside its
 * mf-manifest.json, written from its route table), so nobody keeps them by hand, and each versioned release's
 * `integrity` (`integrityOf`: the sha384 of its remoteEntry.js, from its release.json), which the shell loads the entry
 * with — the fallback's too. A remote this server has no build of keeps the paths and menus the operators wrote, if
 * any. A file that does not parse is answered as written: the host says what is wrong and runs without remotes.
 */
export function servedRemotesJson(
  operatorsFile: string | null,
  builtRoutePaths: (remote: RemoteEntry) => string | null,
  choose: (manifest: RemotesManifest) => RemotesManifest = (manifest) => manifest,
  integrityOf: (name: string, release: string) => string | null = () => null,
): string | null {
  if (operatorsFile === null) return null;
  let parsed: ReturnType<typeof parseRemotesManifest>;
  try {
    parsed = parseRemotesManifest(JSON.parse(operatorsFile));
  } catch {
    return operatorsFile;
  }
  if ('error' in parsed) return operatorsFile;
  const chosen = choose(parsed.manifest);
  const routesOf = (name: string): RoutePaths | null => {
    const remote = chosen.remotes.find((entry) => entry.name === name);
    const text = remote ? builtRoutePaths(remote) : null;
    if (text === null) return null;
    try {
      const listing = routePathsSchema.safeParse(JSON.parse(text));
      return listing.success ? listing.data : null;
    } catch {
      return null;
    }
  };
  const withIntegrity = (remote: RemoteEntry): RemoteEntry => {
    const own = remote.release ? integrityOf(remote.name, remote.release) : null;
    const fallback = remote.fallback ? integrityOf(remote.name, remote.fallback.release) : null;
    return {
      ...remote,
      ...(own ? { integrity: own } : {}),
      ...(remote.fallback && fallback ? { fallback: { ...remote.fallback, integrity: fallback } } : {}),
    };
  };
  const served = withBuiltRoutes(chosen, routesOf);
  return JSON.stringify({ remotes: served.remotes.map(withIntegrity) }, null, 2);
}

/** The routes.json of the `npm run build` output of a remote under `<webRoot>/remotes/<name>/dist`. */
export const distRoutePaths = (webRoot: string, remote: string) =>
  REMOTE_NAME.test(remote) ? readOrNull(path.join(webRoot, 'remotes', remote, 'dist', ROUTE_PATHS_FILE)) : null;

/** servedRemotesJson read from disk, without operators' release control: the operators' file and the builds. */
export function readServedRemotesJson(remotesManifest: string, webRoot: string): string | null {
  return servedRemotesJson(readOrNull(remotesManifest), (remote) => distRoutePaths(webRoot, remote.name));
}
