import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { readReleaseArchive } from './release-archive';
import { ReleaseFiles } from './release-files';
import { DEFAULT_RELEASE } from './release-format';
import { writeBuild, writeRelease } from './testing/release-fixture';

// The releases on this server's disk (no published ones: ReleaseFiles without a store).
let root: string;
let releasesDir: string;
let files: ReleaseFiles;
const V1 = '0.1.0-firstfirst';
const V2 = '0.2.0-secondsecond';

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'release-files-'));
  releasesDir = path.join(root, 'releases');
  writeBuild(path.join(root, 'remotes', 'markets', 'dist'), 'markets', ['/imp']);
  writeRelease(releasesDir, 'markets', V1, ['/imp']);
  writeRelease(releasesDir, 'markets', V2, ['/imp', '/imp-new'], { needs: { react: '^19.2.0' } });
  files = new ReleaseFiles(releasesDir, root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it('lists each remote’s releases newest first, leaving out folders that are no release', async () => {
  fs.mkdirSync(path.join(releasesDir, 'markets', 'not-a-version'), { recursive: true });
  fs.mkdirSync(path.join(releasesDir, 'wallet', '0.3.0-noreleasejson'), { recursive: true });
  const byRemote = await files.releasesByRemote();
  expect([...byRemote.keys()]).toEqual(['markets']);
  expect(byRemote.get('markets')?.map((info) => info.version)).toEqual([V2, V1]);
  // markets has an npm run build output here, wallet none.
  expect(files.hasBuild('markets')).toBe(true);
  expect(files.hasBuild('wallet')).toBe(false);
});

it('finds a release on disk by the same build digest an upload of it has', async () => {
  const folder = path.join(releasesDir, 'markets', V1);
  const chunks: Buffer[] = [];
  for await (const chunk of tar.create({ cwd: folder, gzip: true, portable: true }, fs.readdirSync(folder).sort())) chunks.push(chunk as Buffer);
  const uploaded = await readReleaseArchive(Buffer.concat(chunks), 'markets', 1024 * 1024);
  expect(files.onThisDisk('markets', V1)).toBe(true);
  expect(files.diskDigest('markets', V1)).toBe(uploaded.contentDigest);
  expect(files.diskDigest('markets', V2)).not.toBe(uploaded.contentDigest);
});

it('says why players could not load a release: a missing file, a changed entry, no such release', async () => {
  expect(await files.problemWith('markets', V1)).toBeNull();
  expect(await files.problemWith('markets', DEFAULT_RELEASE)).toBeNull();
  fs.rmSync(path.join(releasesDir, 'markets', V1, 'routes.json'));
  expect(await files.problemWith('markets', V1)).toBe(`release ${V1} of markets is missing routes.json`);
  fs.writeFileSync(path.join(releasesDir, 'markets', V2, 'remoteEntry.js'), 'var changed;');
  expect(await files.problemWith('markets', V2)).toBe(`release ${V2} of markets: remoteEntry.js is not the file it was released with`);
  expect(await files.problemWith('markets', '0.9.0-nonenonenone')).toBe('markets has no release 0.9.0-nonenonenone');
  expect(await files.problemWith('markets', '../../etc')).toBe('"../../etc" is not a release name');
});

it('says which shared singleton the host does not provide for a release that needs it', async () => {
  expect(await files.incompatibility('markets', V2)).toMatch(/host\/dist\/provides\.json is missing: build the host/);
  fs.mkdirSync(path.join(root, 'host', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'host', 'dist', 'provides.json'), JSON.stringify({ react: '19.2.1' }));
  expect(await files.incompatibility('markets', V2)).toBeNull();
  fs.writeFileSync(path.join(root, 'host', 'dist', 'provides.json'), JSON.stringify({ react: '18.3.1' }));
  expect(await files.incompatibility('markets', V2)).toMatch(/react/);
  expect(await files.incompatibility('markets', V1)).toBeNull();
});

it('serves a release’s own files only: never a dotfile, a path out of its folder, or another remote’s name', async () => {
  expect(await files.file('markets', V1, 'remoteEntry.js')).toEqual({ disk: path.join(releasesDir, 'markets', V1, 'remoteEntry.js') });
  fs.writeFileSync(path.join(releasesDir, 'markets', V1, '.env'), 'SECRET=1');
  for (const unsafe of ['.env', '../V2/remoteEntry.js', 'a/../../b', 'nothing.js']) expect(await files.file('markets', V1, unsafe)).toBeNull();
  expect(files.folderOf('../markets', V1)).toBeNull();
  expect(files.folderOf('markets', DEFAULT_RELEASE)).toBe(path.join(root, 'remotes', 'markets', 'dist'));
});

it('keeps the `npm run build` output as the release `default`, with its own build digest and entry integrity', () => {
  const kept = files.buildToKeep('markets', new Date('2026-11-27T10:00:00Z'));
  expect(kept?.info).toMatchObject({ name: 'markets', version: DEFAULT_RELEASE, remoteEntry: 'remoteEntry.js', builtAt: '2026-11-27T10:00:00.000Z' });
  expect(kept?.info.integrity).toMatch(/^sha384-/);
  expect(files.buildToKeep('wallet', new Date())).toBeNull();
});
