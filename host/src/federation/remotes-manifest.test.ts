import { fetchRemotesManifest } from './remotes-manifest';
import { normalisePath } from './paths';
import { hostRoutes } from '../host-routes';
import { HOST_PATHS } from '../host-paths';

const shipped = {
  remotes: [
    { name: 'markets', manifest: '/remotes/markets/mf-manifest.json', enabled: true, paths: ['/imp', '/game'], menus: [] },
    { name: 'wallet', manifest: 'https://cdn.example/wallet/mf-manifest.json', enabled: false, paths: ['/imp7'], menus: [] },
  ],
};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

test("the shell's path list is exactly its routes' paths, and '/'", () => {
  expect([...HOST_PATHS].sort()).toEqual(['/', ...hostRoutes.map((route) => normalisePath(route.path))].sort());
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
      remotes: [{ name: 'markets', manifest: '/m.json', enabled: true, paths: [], menus: [] }],
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
