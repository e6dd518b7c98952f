import fs from 'node:fs';
import path from 'node:path';
import type { RemoteRoute } from '@matka/shared-kernel/ui';
import { PATHS } from '../shared-kernel/src/paths';
import { normalisePath } from '../shared-kernel/src/route-path';
import { hostRoutes } from '../host/src/host-routes';

// docs/screens.md describes every route the app serves, and no route it does not: a screen added to a route table (or
// PATHS) without its line there, or a line left behind by a screen that went, fails here.
const ROOT = path.join(__dirname, '..');
const REMOTES_DIR = path.join(ROOT, 'remotes');
const remoteNames = fs.readdirSync(REMOTES_DIR).filter((name) => fs.existsSync(path.join(REMOTES_DIR, name, 'src', 'routes.ts')));

/** The routes docs/screens.md describes: each is written in bold code, `**`/imp`**` (a query after it is ignored). */
function documentedPaths(): Set<string> {
  const text = fs.readFileSync(path.join(ROOT, 'docs', 'screens.md'), 'utf8');
  return new Set([...text.matchAll(/\*\*`(\/[^`?]*)(?:\?[^`]*)?`\*\*/g)].map((match) => normalisePath(match[1]!)));
}

/** Every path the app serves: `/`, the shell's routes and each remote's. */
async function servedPaths(): Promise<Set<string>> {
  const tables = await Promise.all(
    remoteNames.map(async (name) => ((await import(path.join(REMOTES_DIR, name, 'src', 'routes.ts'))) as { routes: RemoteRoute[] }).routes),
  );
  return new Set(['/', ...hostRoutes.map((route) => route.path), ...tables.flat().map((route) => route.path)].map(normalisePath));
}

test('docs/screens.md describes every route the app serves', async () => {
  const documented = documentedPaths();
  expect([...(await servedPaths())].filter((served) => !documented.has(served))).toEqual([]);
});

test('docs/screens.md describes no route the app does not serve', async () => {
  const served = await servedPaths();
  expect([...documentedPaths()].filter((documented) => !served.has(documented))).toEqual([]);
});

test('every path PATHS names is served, so the doc covers PATHS too', async () => {
  const served = await servedPaths();
  expect(Object.values(PATHS).filter((named) => !served.has(normalisePath(named)))).toEqual([]);
});
