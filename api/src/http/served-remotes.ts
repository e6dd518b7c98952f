import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_PATHS_FILE, parseRemotesManifest, routePathsSchema, withBuiltPaths } from '@matka/shared-kernel/remotes';

/**
 * remotes.json as this server answers it: the operators' file (which remotes, where, on or off) with each remote's
 * `paths` taken from its build here (`remotes/<name>/dist/routes.json`, written from its route table), so nobody keeps
 * them by hand. A remote this server has no build of keeps the paths the operators wrote, if any. A file that does not
 * parse is answered as written: the host says what is wrong and runs without remotes.
 */
export function servedRemotesJson(operatorsFile: string | null, builtRoutePaths: (remote: string) => string | null): string | null {
  if (operatorsFile === null) return null;
  let parsed: ReturnType<typeof parseRemotesManifest>;
  try {
    parsed = parseRemotesManifest(JSON.parse(operatorsFile));
  } catch {
    return operatorsFile;
  }
  if ('error' in parsed) return operatorsFile;
  const pathsOf = (remote: string) => {
    const text = builtRoutePaths(remote);
    if (text === null) return null;
    try {
      const listing = routePathsSchema.safeParse(JSON.parse(text));
      return listing.success ? listing.data.paths : null;
    } catch {
      return null;
    }
  };
  return JSON.stringify(withBuiltPaths(parsed.manifest, pathsOf), null, 2);
}

const readOrNull = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** servedRemotesJson read from disk: the operators' file and the builds under `<webRoot>/remotes/<name>/dist`. */
export function readServedRemotesJson(remotesManifest: string, webRoot: string): string | null {
  return servedRemotesJson(readOrNull(remotesManifest), (remote) =>
    /^[a-z][a-z0-9_]*$/.test(remote) ? readOrNull(path.join(webRoot, 'remotes', remote, 'dist', ROUTE_PATHS_FILE)) : null,
  );
}
