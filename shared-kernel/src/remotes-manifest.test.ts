import { parseRemotesManifest, remoteOwning, withBuiltRoutes, type RemotesManifest } from './remotes-manifest';

const manifest: RemotesManifest = {
  remotes: [
    { name: 'markets', manifest: '/remotes/markets/mf-manifest.json', enabled: true, paths: ['/imp', '/tripplePana'], menus: [] },
    { name: 'starline', manifest: '/remotes/starline/mf-manifest.json', enabled: false, paths: ['/StarSingle'], menus: [] },
    {
      name: 'cdn',
      manifest: 'https://cdn.example/cdn/mf-manifest.json',
      enabled: true,
      paths: ['/AddFundHistory'],
      menus: [{ place: 'side', label: 'Fund History', path: '/AddFundHistory', order: 45, betting: true }],
    },
  ],
};

describe('parseRemotesManifest', () => {
  test('an operators\' file without paths is valid: each remote gets an empty list until its build\'s are filled in', () => {
    expect(parseRemotesManifest({ remotes: [{ name: 'wallet', manifest: '/remotes/wallet/mf-manifest.json', enabled: true }] })).toEqual({
      manifest: { remotes: [{ name: 'wallet', manifest: '/remotes/wallet/mf-manifest.json', enabled: true, paths: [], menus: [] }] },
    });
  });

  test("a release's integrity, and its fallback's, are kept", () => {
    const served = {
      name: 'wallet',
      manifest: '/releases/wallet/0.1.0-b/mf-manifest.json',
      enabled: true,
      release: '0.1.0-b',
      integrity: 'sha384-AbC+/9=',
      fallback: { release: '0.1.0-a', manifest: '/releases/wallet/0.1.0-a/mf-manifest.json', integrity: 'sha384-XyZ=' },
    };
    expect(parseRemotesManifest({ remotes: [served] })).toEqual({ manifest: { remotes: [{ ...served, paths: [], menus: [] }] } });
  });

  test.each([
    ['no remotes list', { remotes: 'all' }],
    ['a remote without its manifest URL', { remotes: [{ name: 'wallet', enabled: true }] }],
    ['a name used twice', { remotes: [manifest.remotes[0], manifest.remotes[0]] }],
    ['a path not starting with /', { remotes: [{ name: 'wallet', manifest: '/m.json', enabled: true, paths: ['imp7'] }] }],
    ['a menu entry in no menu', { remotes: [{ name: 'wallet', manifest: '/m.json', enabled: true, menus: [{ place: 'top', label: 'Wallet', path: '/imp7', order: 1 }] }] }],
    ['a menu entry without a label', { remotes: [{ name: 'wallet', manifest: '/m.json', enabled: true, menus: [{ place: 'side', label: '', path: '/imp7', order: 1 }] }] }],
    ['an integrity that is no hash', { remotes: [{ name: 'wallet', manifest: '/m.json', enabled: true, integrity: 'md5 abc' }] }],
  ])('says what is wrong with %s', (_case, value) => {
    expect(parseRemotesManifest(value)).toEqual({ error: expect.stringMatching(/\S/) });
  });
});

describe('withBuiltRoutes', () => {
  test("a remote built here gets its build's paths and menus; one built elsewhere keeps what the operators wrote", () => {
    const home = { place: 'footer' as const, label: 'Home', path: '/imp', order: 30, betting: false };
    const built: Record<string, { paths: string[]; menus: Array<typeof home> }> = {
      markets: { paths: ['/imp', '/game'], menus: [home] },
      starline: { paths: ['/imp2'], menus: [] },
    };
    const filled = withBuiltRoutes(manifest, (name) => built[name] ?? null).remotes;
    expect(filled.map((remote) => [remote.name, remote.enabled, remote.paths, remote.menus.map((entry) => entry.label)])).toEqual([
      ['markets', true, ['/imp', '/game'], ['Home']],
      ['starline', false, ['/imp2'], []],
      ['cdn', true, ['/AddFundHistory'], ['Fund History']],
    ]);
  });
});

describe('remoteOwning', () => {
  test('finds the remote that declares a path, enabled or not, whatever its case or a trailing slash', () => {
    expect(remoteOwning(manifest, '/tripplepana')?.name).toBe('markets');
    expect(remoteOwning(manifest, '/starsingle/')?.name).toBe('starline');
    expect(remoteOwning(manifest, '/addfundhistory')?.name).toBe('cdn');
  });

  test('finds no remote for a path nobody declares', () => {
    expect(remoteOwning(manifest, '/nowhere')).toBeUndefined();
  });
});
