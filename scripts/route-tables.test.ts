import fs from 'node:fs';
import path from 'node:path';
import type { RemoteRoute } from '@matka/shared-kernel/ui';
import { normalisePath } from '../shared-kernel/src/route-path';
import { hostRoutes } from '../host/src/host-routes';

// Every remote under remotes/, found as the build and the server find them: a new remote is checked too.
const REMOTES_DIR = path.join(__dirname, '..', 'remotes');
const remoteNames = fs.readdirSync(REMOTES_DIR).filter((name) => fs.existsSync(path.join(REMOTES_DIR, name, 'src', 'routes.ts')));

test('no path is served twice, by two remotes or by a remote and the shell', async () => {
  const remoteTables = await Promise.all(
    remoteNames.map(async (name) => [name, ((await import(path.join(REMOTES_DIR, name, 'src', 'routes.ts'))) as { routes: RemoteRoute[] }).routes] as const),
  );
  const owners = new Map<string, string[]>();
  for (const [owner, routes] of [['host', hostRoutes] as const, ...remoteTables]) {
    for (const route of routes) owners.set(normalisePath(route.path), [...(owners.get(normalisePath(route.path)) ?? []), owner]);
  }
  expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
  expect(remoteTables.length).toBeGreaterThanOrEqual(5);
});

test("every remote route loads a screen component (the kit's placeholder screens are gone)", async () => {
  for (const name of remoteNames) {
    const { routes } = (await import(path.join(REMOTES_DIR, name, 'src', 'routes.ts'))) as { routes: RemoteRoute[] };
    for (const route of routes) {
      const { default: screen } = await route.load();
      expect([name, route.path, typeof screen]).toEqual([name, route.path, 'function']);
    }
  }
});
