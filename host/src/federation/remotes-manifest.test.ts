import fs from 'node:fs';
import path from 'node:path';
import { fetchRemotesManifest, remoteOwning, remotesManifestSchema } from './remotes-manifest';
import { normalisePath } from './paths';
import { routes as markets } from '../../../remotes/markets/src/routes';
import { routes as starline } from '../../../remotes/starline/src/routes';
import { routes as gali } from '../../../remotes/gali/src/routes';
import { routes as wallet } from '../../../remotes/wallet/src/routes';
import { routes as histories } from '../../../remotes/histories/src/routes';
import { hostRoutes } from '../host-routes';
import { HOST_PATHS } from '../host-paths';

const shipped = remotesManifestSchema.parse(
  JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'public', 'remotes.json'), 'utf8')),
);
const ROUTE_TABLES = { markets, starline, gali, wallet, histories };

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('the shipped remotes.json', () => {
  test('names the five remotes, all on, each at its own mf-manifest.json', () => {
    expect(shipped.remotes.map((r) => [r.name, r.enabled, r.manifest])).toEqual(
      Object.keys(ROUTE_TABLES).map((name) => [name, true, `/remotes/${name}/mf-manifest.json`]),
    );
  });

  test.each(Object.entries(ROUTE_TABLES))("lists exactly the %s remote's route paths", (name, routes) => {
    const listed = shipped.remotes.find((remote) => remote.name === name)?.paths ?? [];
    expect(listed.map(normalisePath).sort()).toEqual(routes.map((route) => normalisePath(route.path)).sort());
  });

  test("the shell's path list is exactly its routes' paths, and '/'", () => {
    expect([...HOST_PATHS].sort()).toEqual(['/', ...hostRoutes.map((route) => normalisePath(route.path))].sort());
  });

  test('no path is served twice, by two remotes or by a remote and the host', () => {
    const all = [...hostRoutes, ...Object.values(ROUTE_TABLES).flat()].map((route) => normalisePath(route.path));
    expect(all.filter((p, index) => all.indexOf(p) !== index)).toEqual([]);
  });
});

describe('remoteOwning', () => {
  test('finds the remote that declares a path, whatever its case or a trailing slash', () => {
    expect(remoteOwning(shipped, '/tripplePana')?.name).toBe('markets');
    expect(remoteOwning(shipped, '/StarSingle')?.name).toBe('starline');
    expect(remoteOwning(shipped, '/AddFundHistory/')?.name).toBe('wallet');
  });

  test('finds no remote for a path nobody declares', () => {
    expect(remoteOwning(shipped, '/nowhere')).toBeUndefined();
  });
});

describe('fetchRemotesManifest', () => {
  test('returns the validated manifest, asking past every cache', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse(shipped));
    await expect(fetchRemotesManifest('/remotes.json', fetchImpl)).resolves.toEqual(shipped);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
  });

  test('fills in an empty path list when an entry has none', async () => {
    const manifest = { remotes: [{ name: 'markets', manifest: '/m.json', enabled: true }] };
    await expect(fetchRemotesManifest('/r', async () => jsonResponse(manifest))).resolves.toEqual({
      remotes: [{ name: 'markets', manifest: '/m.json', enabled: true, paths: [] }],
    });
  });

  test.each([
    ['a missing file', () => jsonResponse({}, 404)],
    ['an entry without its manifest URL', () => jsonResponse({ remotes: [{ name: 'markets', enabled: true }] })],
    ['a name used twice', () => jsonResponse({ remotes: [shipped.remotes[0], shipped.remotes[0]] })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['not JSON', () => new Response('<html>', { status: 200 })],
  ])('gives null for %s, so the shell runs without remotes', async (_case, answer) => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetchRemotesManifest('/r', async () => answer())).resolves.toBeNull();
    expect(quiet).toHaveBeenCalled();
    quiet.mockRestore();
  });
});
