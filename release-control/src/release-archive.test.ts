import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as tar from 'tar';
import { ArchiveRefusal, checkDigest, contentDigestOf, readReleaseArchive } from './release-archive';
import { writeRelease } from './testing/release-fixture';

const VERSION = '0.5.0-archivecheck';
const MAX_BYTES = 256 * 1024;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-archive-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes a release's entry with its precompressed copies. */
function writeEntry(folder: string, entry: Buffer | string) {
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), entry);
  fs.writeFileSync(path.join(folder, 'remoteEntry.js.br'), zlib.brotliCompressSync(entry));
  fs.writeFileSync(path.join(folder, 'remoteEntry.js.gz'), zlib.gzipSync(entry));
}

/** A release folder as scripts/release.mjs writes it, with precompressed copies of its entry. */
function releaseFolder(): string {
  const folder = writeRelease(path.join(dir, 'releases'), 'markets', VERSION, ['/imp']);
  writeEntry(folder, fs.readFileSync(path.join(folder, 'remoteEntry.js')));
  return folder;
}

async function archiveOf(folder: string, entries = fs.readdirSync(folder).sort()): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of tar.create({ cwd: folder, gzip: true, portable: true }, entries)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function editInfo(folder: string, edit: (info: Record<string, unknown>) => void) {
  const file = path.join(folder, 'release.json');
  const info = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(info);
  fs.writeFileSync(file, JSON.stringify(info));
}

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ArchiveRefusal ? { message: error.message, tooLarge: error.tooLarge } : error),
  );

describe('the Content-Digest sent with an upload', () => {
  const archive = Buffer.from('an archive');

  it('is taken as sha-512 (what publish-release.mjs sends) or sha-256, among other digests', () => {
    expect(() => checkDigest(archive, contentDigestOf(archive))).not.toThrow();
    const sha256 = `sha-256=:${crypto.createHash('sha256').update(archive).digest('base64')}:`;
    expect(() => checkDigest(archive, `md5=:abc=:, ${sha256}`)).not.toThrow();
  });

  it.each([
    ['missing', undefined, 'Send the archive with its Content-Digest (sha-256 or sha-512): nothing else proves it arrived whole'],
    ['of another algorithm', 'md5=:abc=:', 'Content-Digest "md5=:abc=:" is not sha-256=:…: or sha-512=:…:'],
    ['of other bytes (cut off on the way)', contentDigestOf(archive.subarray(0, 5)), 'The archive does not match its Content-Digest: it was cut off or changed on the way (nothing was stored)'],
  ])('refuses one %s, saying why', (_case, header, why) => {
    expect(() => checkDigest(archive, header)).toThrow(new ArchiveRefusal(why));
  });
});

describe('an uploaded release, checked whole before anything is stored', () => {
  it('is its release.json, every file, and the digest of its build', async () => {
    const folder = releaseFolder();
    const checked = await readReleaseArchive(await archiveOf(folder), 'markets', MAX_BYTES);
    expect(checked.info).toMatchObject({ name: 'markets', version: VERSION, remoteEntry: 'remoteEntry.js' });
    expect([...checked.files.keys()].sort()).toEqual(fs.readdirSync(folder).sort());
    expect(checked.bytes).toBe(fs.readdirSync(folder).reduce((sum, file) => sum + fs.statSync(path.join(folder, file)).size, 0));
    expect(checked.contentDigest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('has the same build digest when only its build time differs (the same release built again)', async () => {
    const folder = releaseFolder();
    const first = await readReleaseArchive(await archiveOf(folder), 'markets', MAX_BYTES);
    editInfo(folder, (info) => (info.builtAt = '2026-12-24T00:00:00.000Z'));
    const again = await readReleaseArchive(await archiveOf(folder), 'markets', MAX_BYTES);
    expect(again.contentDigest).toBe(first.contentDigest);
    fs.writeFileSync(path.join(folder, 'routes.1234567890.js'), '/* other routes */');
    const other = await readReleaseArchive(await archiveOf(folder), 'markets', MAX_BYTES);
    expect(other.contentDigest).not.toBe(first.contentDigest);
  });

  it('is refused when it is no .tar.gz, or unpacks past the limit (as too large)', async () => {
    expect(await refusalOf(readReleaseArchive(Buffer.from('not gzip'), 'markets', MAX_BYTES))).toEqual({
      message: 'The archive is not a complete .tar.gz: it was cut off, or is not one',
      tooLarge: false,
    });
    const archive = await archiveOf(releaseFolder());
    expect(await refusalOf(readReleaseArchive(archive.subarray(0, archive.length - 20), 'markets', MAX_BYTES))).toMatchObject({ tooLarge: false });
    expect(await refusalOf(readReleaseArchive(archive, 'markets', 1024))).toEqual({
      message: 'The release unpacks to more than 1024 bytes (RELEASE_MAX_BYTES)',
      tooLarge: true,
    });
  });

  it.each<[string, (folder: string) => string[] | void, string]>([
    ['has no release.json', (folder) => fs.readdirSync(folder).filter((file) => file !== 'release.json').sort(), 'The archive has no release.json at its top: archive the release folder that npm run release wrote'],
    ['has a release.json that is not one', (folder) => editInfo(folder, (info) => delete info.integrity), 'release.json is not what npm run release writes'],
    ['is a release of another remote', (folder) => editInfo(folder, (info) => (info.name = 'wallet')), 'The archive is a release of wallet, not markets'],
    ['misses a file release.json lists', (folder) => fs.readdirSync(folder).filter((file) => file !== 'routes.json').sort(), 'The archive is missing routes.json'],
    ['holds a file release.json does not list', (folder) => fs.writeFileSync(path.join(folder, 'extra.js'), 'x'), 'extra.js is not a file of the release (release.json does not list it)'],
    ['holds a compressed copy of something else', (folder) => fs.writeFileSync(path.join(folder, 'remoteEntry.js.gz'), zlib.gzipSync('other')), 'remoteEntry.js.gz is not a compressed copy of remoteEntry.js'],
    // Its compressed copies changed with it, so only the integrity is wrong.
    ['has an entry that is not the one released', (folder) => writeEntry(folder, 'var changed;'), "remoteEntry.js is not the file release.json's integrity names"],
    ['holds a file whose name a release may not have', (folder) => fs.writeFileSync(path.join(folder, '.env'), 'SECRET=1'), '".env" is not a file name a release may have'],
  ])('is refused when it %s, saying why', async (_case, change, why) => {
    const folder = releaseFolder();
    const entries = change(folder) ?? undefined;
    expect(await refusalOf(readReleaseArchive(await archiveOf(folder, entries), 'markets', MAX_BYTES))).toEqual({ message: why, tooLarge: false });
  });
});
