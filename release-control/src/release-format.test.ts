import { DEFAULT_RELEASE, federationManifestProblem, isReleaseName, parseReleaseInfo } from './release-format';

const INFO = {
  name: 'markets',
  version: '0.2.0-abcdef1234',
  remoteEntry: 'remoteEntry.js',
  integrity: 'sha384-AbC+/=',
  files: ['mf-manifest.json', 'remoteEntry.js'],
  builtAt: '2026-11-02T00:00:00.000Z',
};

const MANIFEST = {
  name: 'markets',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './routes' }],
};

/** A release's files as `read` answers them: mf-manifest.json and its entry, with one of them changed. */
const readerOf = (files: Record<string, string>) => (file: string) => files[file] ?? null;

describe('release.json', () => {
  it('is read when it is what scripts/release.mjs writes', () => {
    expect(parseReleaseInfo(JSON.stringify(INFO))).toEqual(INFO);
    expect(parseReleaseInfo(JSON.stringify({ ...INFO, needs: { react: '^19.2.0' } }))?.needs).toEqual({ react: '^19.2.0' });
  });

  it.each([
    ['not JSON', '{"name": "markets"'],
    ['a version that is no release name', JSON.stringify({ ...INFO, version: '../etc' })],
    ['a remote name that is none', JSON.stringify({ ...INFO, name: 'Markets!' })],
    ['an entry that is not a .js file', JSON.stringify({ ...INFO, remoteEntry: 'entry.html' })],
    ['an integrity that is no sha', JSON.stringify({ ...INFO, integrity: 'md5-abc' })],
    ['a build time that is no time', JSON.stringify({ ...INFO, builtAt: 'yesterday' })],
    ['the kept build `default` where a release is expected', JSON.stringify({ ...INFO, version: DEFAULT_RELEASE })],
  ])('is refused with %s', (_case, text) => {
    expect(parseReleaseInfo(text)).toBeNull();
  });

  it('is `default` only for a kept build', () => {
    const kept = JSON.stringify({ ...INFO, version: DEFAULT_RELEASE });
    expect(parseReleaseInfo(kept, true)?.version).toBe(DEFAULT_RELEASE);
    expect(parseReleaseInfo(JSON.stringify(INFO), true)).toBeNull();
  });

  it('names a release by a version or `default`, never a path', () => {
    expect([DEFAULT_RELEASE, '0.2.0-abcdef1234', '..', 'a/b', ''].map(isReleaseName)).toEqual([true, true, false, false, false]);
  });
});

describe('the federation manifest a release must have', () => {
  const good = { 'mf-manifest.json': JSON.stringify(MANIFEST), 'remoteEntry.js': 'var markets = {};' };

  it('loads as the remote when it names it, exposes its route table, and its entry is there', () => {
    expect(federationManifestProblem('markets', '0.2.0-a', readerOf(good))).toBeNull();
  });

  it.each([
    ['missing', { 'remoteEntry.js': 'x' }, 'release 0.2.0-a of markets has no mf-manifest.json'],
    ['not JSON', { ...good, 'mf-manifest.json': '{' }, 'release 0.2.0-a of markets: mf-manifest.json is not JSON'],
    ['not a federation manifest', { ...good, 'mf-manifest.json': '{"name": "markets"}' }, 'release 0.2.0-a of markets: mf-manifest.json is not a federation manifest'],
    ['of another remote', { ...good, 'mf-manifest.json': JSON.stringify({ ...MANIFEST, name: 'wallet' }) }, 'release 0.2.0-a is a build of wallet, not markets'],
    ['without the route table', { ...good, 'mf-manifest.json': JSON.stringify({ ...MANIFEST, exposes: [{ path: './Home' }] }) }, 'release 0.2.0-a of markets does not expose ./routes'],
    ['without its entry', { 'mf-manifest.json': JSON.stringify(MANIFEST) }, 'release 0.2.0-a of markets has no remoteEntry.js'],
    [
      'with an entry outside its folder',
      { ...good, 'mf-manifest.json': JSON.stringify({ ...MANIFEST, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '../wallet' } } }), '../wallet/remoteEntry.js': 'x' },
      'release 0.2.0-a of markets has no remoteEntry.js',
    ],
  ])('is refused when %s, saying why', (_case, files, why) => {
    expect(federationManifestProblem('markets', '0.2.0-a', readerOf(files))).toBe(why);
  });
});
