import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import { ROUTE_PATHS_FILE, parseRemotesManifest, routePathsSchema, withBuiltRoutes, type RoutePaths } from '../shared-kernel/src/remotes-manifest';
import type { RemoteApp } from './remote-apps';

/**
 * remotes.json in development, as the server answers it in production (api/src/http/served-remotes.ts): the
 * operators' file with each remote's paths and menus filled in from its dev server's routes.json (none while it is
 * down).
 */
export async function devRemotesJson(operatorsFile: string, remotes: RemoteApp[]): Promise<string> {
  const text = await fs.promises.readFile(operatorsFile, 'utf8');
  const parsed = parseRemotesManifest(JSON.parse(text));
  if ('error' in parsed) return text;
  const built = new Map<string, RoutePaths>();
  await Promise.all(
    remotes.map(async (remote) => {
      try {
        const response = await fetch(`http://127.0.0.1:${remote.port}/${ROUTE_PATHS_FILE}`, { signal: AbortSignal.timeout(2000) });
        const listing = routePathsSchema.safeParse(await response.json());
        if (listing.success) built.set(remote.name, listing.data);
      } catch {
        // Its dev server is not up (yet): its routes show the unavailable page until it is.
      }
    }),
  );
  return JSON.stringify(withBuiltRoutes(parsed.manifest, (name) => built.get(name) ?? null), null, 2);
}

/** The host dev server's middleware answering `/remotes.json` from `operatorsFile` and the remotes' dev servers. */
export function devRemotesJsonMiddleware(operatorsFile: string, remotes: RemoteApp[]) {
  return {
    name: 'remotes-json',
    path: '/remotes.json',
    middleware: (_request: unknown, response: ServerResponse, next: (error: unknown) => void) => {
      devRemotesJson(operatorsFile, remotes).then((json) => {
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-store');
        response.end(json);
      }, next);
    },
  };
}
