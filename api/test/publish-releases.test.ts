import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import * as tar from 'tar';
import { contentDigestOf } from '@matka/release-control';
import { secondInstance, startHarness, type Harness } from './support/api-harness';
import { writeRelease, writeWebRoot } from './support/release-fixture';
import { testDatabases } from './support/test-databases';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const V5 = '0.5.0-publishedd';
/** Small enough for the size tests to pass it cheaply. */
const MAX_BYTES = 256 * 1024;

/**
 * A team's release folder as scripts/release.mjs writes it (its own checkout, not this server's disk): the build,
 * precompressed copies of the entry, and release.json.
 */
function teamRelease(dir: string, name: string, version: string, entryText?: string): string {
  const folder = writeRelease(dir, name, version, ['/imp', '/imp-published'], entryText ? {} : {});
  if (entryText !== undefined) {
    fs.writeFileSync(path.join(folder, 'remoteEntry.js'), entryText);
    const info = JSON.parse(fs.readFileSync(path.join(folder, 'release.json'), 'utf8')) as Record<string, unknown>;
    info.integrity = `sha384-${crypto.createHash('sha384').update(entryText).digest('base64')}`;
    fs.writeFileSync(path.join(folder, 'release.json'), JSON.stringify(info));
  }
  const entry = fs.readFileSync(path.join(folder, 'remoteEntry.js'));
  fs.writeFileSync(path.join(folder, 'remoteEntry.js.br'), zlib.brotliCompressSync(entry));
  fs.writeFileSync(path.join(folder, 'remoteEntry.js.gz'), zlib.gzipSync(entry));
  return folder;
}

async function archiveOf(folder: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of tar.create({ cwd: folder, gzip: true, portable: true }, fs.readdirSync(folder).sort())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Edits a release folder's release.json. */
function editInfo(folder: string, edit: (info: Record<string, unknown>) => void) {
  const file = path.join(folder, 'release.json');
  const info = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(info);
  fs.writeFileSync(file, JSON.stringify(info));
}

describe.each(testDatabases())('a team publishes a release from its own CI ($mode)', (kind) => {
  let api: Harness;
  let root: string;
  let teamDir: string;
  let marketsToken: string;
  let walletToken: string;

  const upload = async (name: string, archive: Buffer, options: { token?: string; digest?: string | null; type?: string } = {}) => {
    const response = await api.app.inject({
      method: 'POST',
      url: `/operator/releases/${name}`,
      headers: {
        authorization: `Bearer ${options.token ?? marketsToken}`,
        'content-type': options.type ?? 'application/gzip',
        ...(options.digest === null ? {} : { 'content-digest': options.digest ?? contentDigestOf(archive) }),
      },
      payload: archive,
    });
    return { statusCode: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  const stored = async () => Number((await api.db.query<{ count: string }>('SELECT count(*) AS count FROM remote_releases'))[0]?.count);
  const storedFiles = async () => Number((await api.db.query<{ count: string }>('SELECT count(*) AS count FROM remote_release_files'))[0]?.count);

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-publish-'));
    teamDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-team-ci-'));
    const { env } = writeWebRoot(root);
    api = await startHarness(kind, { ...env, RELEASE_MAX_BYTES: String(MAX_BYTES) });
    const token = async (remote: string) =>
      ((await api.operator('POST', '/operator/team-tokens', { remote, name: `${remote} CI` })).body.team_token as { token: string }).token;
    [marketsToken, walletToken] = [await token('markets'), await token('wallet')];
  });
  afterAll(async () => {
    await api?.close();
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(teamDir, { recursive: true, force: true });
  });

  test('an upload checked whole is stored, listed and served like a release on disk, and can be canaried and activated', async () => {
    const folder = teamRelease(teamDir, 'markets', V5);
    const published = await upload('markets', await archiveOf(folder));
    expect(published).toMatchObject({ statusCode: 201, body: { existed: false, release: { name: 'markets', version: V5, files: 4 } } });
    // Nothing players get changed.
    const served = async (token?: string) =>
      ((await api.app.inject({ method: 'GET', url: '/remotes.json', headers: token ? { cookie: `matka_session=${token}` } : {} })).json() as { remotes: Array<Record<string, unknown>> }).remotes.find((remote) => remote.name === 'markets');
    expect(await served()).toMatchObject({ release: 'default' });

    const listing = (await api.operator('GET', '/operator/remotes')).body.remotes as Array<{ name: string; releases: Array<{ release: string }> }>;
    expect(listing.find((remote) => remote.name === 'markets')?.releases.map((release) => release.release)).toEqual([V5, 'default']);
    // Audited under the token's name; markets' `default` build was kept as it is at the server's start, before it.
    const audit = (await api.operator('GET', '/operator/audit?limit=10')).body.actions as Array<Record<string, unknown>>;
    expect(audit[0]).toMatchObject({ action: 'release publish', target: `markets ${V5}`, actor: 'team markets CI' });
    expect(audit.filter((row) => row.action === 'remote keep').map((row) => row.target)).toEqual(expect.arrayContaining(['markets default', 'wallet default']));

    const entry = await api.app.inject({ method: 'GET', url: `/releases/markets/${V5}/remoteEntry.js`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable', 'access-control-allow-origin': '*' });
    expect(zlib.brotliDecompressSync(entry.rawPayload).toString()).toBe(`var markets = {}; // ${V5}`);
    const plain = await api.app.inject({ method: 'GET', url: `/releases/markets/${V5}/mf-manifest.json` });
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(plain.body)).toMatchObject({ name: 'markets' });
    expect((await api.app.inject({ method: 'GET', url: `/releases/markets/${V5}/nothing.js` })).statusCode).toBe(404);
    for (const unsafe of ['%2E%2E/%2E%2E/remotes.json', '.hidden', 'a//b.js']) {
      expect({ unsafe, status: (await api.app.inject({ method: 'GET', url: `/releases/markets/${V5}/${unsafe}` })).statusCode }).toEqual({ unsafe, status: 404 });
    }

    expect((await api.app.inject({ method: 'POST', url: '/operator/remotes/markets/canary', headers: { authorization: `Bearer ${marketsToken}` }, payload: { release: V5, percent: 100 } })).statusCode).toBe(200);
    const player = await api.register('9000000951');
    expect(await served(player)).toMatchObject({ release: V5, manifest: `/releases/markets/${V5}/mf-manifest.json`, paths: ['/imp', '/imp-published'] });
    // The page of a route carries the release's own manifest and preloads its entry with its integrity, as for a release on disk.
    const page = await api.app.inject({ method: 'GET', url: '/imp', headers: { accept: 'text/html', cookie: `matka_session=${player}` } });
    expect(page.body).toContain(`<link rel="preload" as="script" href="/releases/markets/${V5}/remoteEntry.js" integrity="sha384-`);
    expect((await api.operator('POST', '/operator/remotes/markets/activate', { release: V5 })).body).toMatchObject({ remote: { active: V5, canary: null } });
    expect(await served()).toMatchObject({ release: V5 });
    await api.operator('POST', '/operator/remotes/markets/rollback', { from: V5 });
  });

  test('the same release again changes nothing; the same version with other files is refused', async () => {
    const before = await storedFiles();
    // Built again elsewhere (another builtAt), the same files: the same release.
    const again = teamRelease(fs.mkdtempSync(path.join(teamDir, 'again-')), 'markets', V5);
    editInfo(again, (info) => Object.assign(info, { builtAt: '2026-12-01T00:00:00.000Z' }));
    expect(await upload('markets', await archiveOf(again))).toMatchObject({ statusCode: 200, body: { existed: true, release: { version: V5 } } });
    const other = teamRelease(fs.mkdtempSync(path.join(teamDir, 'other-')), 'markets', V5, 'var markets = "other";');
    expect(await upload('markets', await archiveOf(other))).toEqual({
      statusCode: 409,
      body: { error: `Refused: markets ${V5} exists already with other files: a release never changes, so build a new version` },
    });
    expect(await storedFiles()).toBe(before);
    const entry = await api.app.inject({ method: 'GET', url: `/releases/markets/${V5}/remoteEntry.js` });
    expect(entry.body).toBe(`var markets = {}; // ${V5}`);
  });

  test('refused, with nothing stored: a bad or missing digest, another remote, a release of another remote, broken contents', async () => {
    const before = { releases: await stored(), files: await storedFiles() };
    const fresh = (version: string, entryText?: string) => teamRelease(fs.mkdtempSync(path.join(teamDir, 'r-')), 'markets', version, entryText);
    const good = await archiveOf(fresh('0.6.0-aaaaaaaaaa'));
    const refusal = (status: number, error: string | RegExp) => ({ statusCode: status, body: { error: typeof error === 'string' ? error : expect.stringMatching(error) } });

    expect(await upload('markets', good, { digest: `sha-512=:${crypto.createHash('sha512').update('other').digest('base64')}:` })).toEqual(
      refusal(400, 'Refused: The archive does not match its Content-Digest: it was cut off or changed on the way (nothing was stored)'),
    );
    expect(await upload('markets', good, { digest: null })).toEqual(refusal(400, /^Refused: Send the archive with its Content-Digest/));
    expect(await upload('markets', good, { digest: 'md5=abc' })).toEqual(refusal(400, /is not sha-256=/));
    // Cut off on the way, digest of the whole: the digest says so.
    expect(await upload('markets', good.subarray(0, good.length - 100), { digest: contentDigestOf(good) })).toEqual(refusal(400, /does not match its Content-Digest/));
    // Cut off before it was sent, digest of what was sent: the archive itself says so.
    const cut = good.subarray(0, Math.floor(good.length / 2));
    expect(await upload('markets', cut)).toEqual(refusal(400, 'Refused: The archive is not a complete .tar.gz: it was cut off, or is not one'));
    expect(await upload('markets', good, { type: 'application/json' })).toMatchObject({ statusCode: 400 });

    // The token's remote decides, whatever the archive says.
    expect(await upload('markets', good, { token: walletToken })).toEqual(refusal(403, 'The team token "wallet CI" may only ship wallet, not markets'));
    expect(await upload('wallet', good, { token: walletToken })).toEqual(refusal(400, 'Refused: The archive is a release of markets, not wallet'));

    const broken = async (edit: (folder: string) => void) => {
      const folder = fresh('0.6.1-bbbbbbbbbb');
      edit(folder);
      const answer = await upload('markets', await archiveOf(folder));
      fs.rmSync(folder, { recursive: true });
      return answer;
    };
    expect(await broken((folder) => fs.rmSync(path.join(folder, 'routes.1234567890.js')))).toEqual(refusal(400, 'Refused: The archive is missing routes.1234567890.js'));
    expect(await broken((folder) => fs.writeFileSync(path.join(folder, 'extra.js'), 'x'))).toEqual(
      refusal(400, 'Refused: extra.js is not a file of the release (release.json does not list it)'),
    );
    expect(
      await broken((folder) => {
        fs.appendFileSync(path.join(folder, 'remoteEntry.js'), 'alert(1)');
        for (const copy of ['remoteEntry.js.br', 'remoteEntry.js.gz']) fs.rmSync(path.join(folder, copy));
      }),
    ).toEqual(refusal(400, "Refused: remoteEntry.js is not the file release.json's integrity names"));
    expect(await broken((folder) => fs.writeFileSync(path.join(folder, 'remoteEntry.js.br'), 'not brotli'))).toEqual(
      refusal(400, 'Refused: remoteEntry.js.br is not a compressed copy of remoteEntry.js'),
    );
    expect(await broken((folder) => fs.writeFileSync(path.join(folder, 'mf-manifest.json'), '{"name": "wallet"'))).toEqual(
      refusal(400, 'Refused: release 0.6.1-bbbbbbbbbb of markets: mf-manifest.json is not JSON'),
    );
    expect(await broken((folder) => editInfo(folder, (info) => Object.assign(info, { version: 'default' })))).toEqual(refusal(400, "Refused: release.json is not what npm run release writes"));
    expect(await broken((folder) => fs.rmSync(path.join(folder, 'release.json')))).toEqual(refusal(400, /^Refused: The archive has no release.json/));
    expect(await broken((folder) => fs.symlinkSync('/etc/passwd', path.join(folder, 'passwd')))).toEqual(refusal(400, 'Refused: passwd is a SymbolicLink: a release holds plain files only'));
    expect({ releases: await stored(), files: await storedFiles() }).toEqual(before);
  });

  test('a release built on an unversioned change of a singleton is refused, naming the version to bump; nothing is stored', async () => {
    // The host provides the kernel singletons 1.2.0 with this surface (its build's kernel-surface.json).
    const hostSurface = path.join(root, 'host', 'dist', 'kernel-surface.json');
    fs.writeFileSync(hostSurface, JSON.stringify({ version: '1.2.0', hash: 'sha256-recordedsurface' }));
    try {
      const before = await stored();
      const unversioned = teamRelease(teamDir, 'markets', '0.6.0-unversion');
      editInfo(unversioned, (info) => (info.surface = { version: '1.2.0', hash: 'sha256-anothersurface' }));
      expect(await upload('markets', await archiveOf(unversioned))).toEqual({
        statusCode: 409,
        body: {
          error:
            "Refused: markets 0.6.0-unversion was built on shared singletons 1.2.0 whose surface is not 1.2.0's, which this host provides " +
            '(a singleton changed without a new version): bump it with npm run kernel-surface -- --write (above 1.2.0), ship the host with it, then release again',
        },
      });
      expect(await stored()).toBe(before);
      // The recorded surface, or a newer version (its needs decide at activation), is published.
      const recorded = teamRelease(teamDir, 'markets', '0.6.0-versioned');
      editInfo(recorded, (info) => (info.surface = { version: '1.2.0', hash: 'sha256-recordedsurface' }));
      expect((await upload('markets', await archiveOf(recorded))).statusCode).toBe(201);
      const newer = teamRelease(teamDir, 'markets', '0.6.0-newerkern');
      editInfo(newer, (info) => (info.surface = { version: '1.3.0', hash: 'sha256-anothersurface' }));
      expect((await upload('markets', await archiveOf(newer))).statusCode).toBe(201);
    } finally {
      fs.rmSync(hostSurface);
    }
  });

  test(`too large: an archive over RELEASE_MAX_BYTES, or one that unpacks past it, is refused (413)`, async () => {
    const big = teamRelease(fs.mkdtempSync(path.join(teamDir, 'big-')), 'markets', '0.7.0-bigbigbigb');
    fs.writeFileSync(path.join(big, 'noise.js'), crypto.randomBytes(MAX_BYTES + 1024));
    editInfo(big, (info) => (info.files as string[]).push('noise.js'));
    expect(await upload('markets', await archiveOf(big))).toEqual({
      statusCode: 413,
      body: { error: `Refused: the upload is larger than RELEASE_MAX_BYTES (${MAX_BYTES} bytes)` },
    });
    fs.writeFileSync(path.join(big, 'noise.js'), Buffer.alloc(MAX_BYTES * 4));
    const bomb = await archiveOf(big);
    expect(bomb.length).toBeLessThan(MAX_BYTES);
    expect(await upload('markets', bomb)).toEqual({ statusCode: 413, body: { error: `Refused: The release unpacks to more than ${MAX_BYTES} bytes (RELEASE_MAX_BYTES)` } });
  });

  test('a new remote remotes.json does not list: published, activated and switched on, players get it with no host change', async () => {
    const bonusToken = ((await api.operator('POST', '/operator/team-tokens', { remote: 'bonus', name: 'bonus CI' })).body.team_token as { token: string }).token;
    const as = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
      api.app.inject({ method, url, headers: { authorization: `Bearer ${bonusToken}` }, ...(payload ? { payload } : {}) });
    expect((await as('POST', '/operator/remotes/bonus/enable', {})).json()).toEqual({ error: 'remotes.json lists no remote bonus, and it has no release' });
    const folder = writeRelease(fs.mkdtempSync(path.join(teamDir, 'bonus-')), 'bonus', '0.1.0-bonusbonus', ['/bonus']);
    expect(await upload('bonus', await archiveOf(folder), { token: bonusToken })).toMatchObject({ statusCode: 201 });
    expect((await as('POST', '/operator/remotes/bonus/enable', {})).json()).toEqual({
      error: 'Refused: bonus is not in remotes.json: activate one of its releases first (remote activate --name bonus --release …)',
    });
    expect((await as('POST', '/operator/remotes/bonus/activate', { release: '0.1.0-bonusbonus' })).statusCode).toBe(200);
    const served = async () => ((await api.app.inject({ method: 'GET', url: '/remotes.json' })).json() as { remotes: Array<{ name: string }> }).remotes;
    expect((await served()).map((remote) => remote.name)).toEqual(['markets', 'wallet']);
    expect((await as('POST', '/operator/remotes/bonus/enable', {})).statusCode).toBe(200);
    expect((await served()).find((remote) => remote.name === 'bonus')).toEqual({
      name: 'bonus', manifest: '/releases/bonus/0.1.0-bonusbonus/mf-manifest.json', enabled: true, paths: ['/bonus'], menus: [], release: '0.1.0-bonusbonus',
      integrity: expect.stringMatching(/^sha384-/),
    });
    expect((await as('POST', '/operator/remotes/bonus/disable', {})).statusCode).toBe(200);
    expect((await served()).map((remote) => remote.name)).toEqual(['markets', 'wallet']);
  });

  test('an upload whose connection is cut off stores nothing and leaves the server answering', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (api.app.server.address() as { port: number }).port;
    const before = { releases: await stored(), files: await storedFiles() };
    const archive = await archiveOf(teamRelease(fs.mkdtempSync(path.join(teamDir, 'cut-')), 'markets', '0.8.0-cutcutcutc'));
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /operator/releases/markets HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${marketsToken}\r\nContent-Type: application/gzip\r\n` +
            `Content-Digest: ${contentDigestOf(archive)}\r\nContent-Length: ${archive.length}\r\n\r\n`,
        );
        socket.write(archive.subarray(0, Math.floor(archive.length / 2)), () => setTimeout(() => socket.destroy(), 100));
      });
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect({ releases: await stored(), files: await storedFiles() }).toEqual(before);
  });

  test('scripts/publish-release.mjs publishes a release folder to a running server with RELEASE_TOKEN', async () => {
    const url = `http://127.0.0.1:${(api.app.server.address() as { port: number }).port}`;
    const folder = teamRelease(fs.mkdtempSync(path.join(teamDir, 'cli-')), 'markets', '0.9.0-clicliclic');
    const run = (env: Record<string, string>) =>
      new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
        const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'publish-release.mjs'), folder, url], {
          env: { ...process.env, RELEASE_TOKEN: '', ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        let err = '';
        child.stdout.on('data', (chunk) => (out += chunk));
        child.stderr.on('data', (chunk) => (err += chunk));
        child.on('exit', (code) => resolve({ code, out, err }));
      });
    expect(await run({})).toMatchObject({ code: 1, err: expect.stringMatching(/^RELEASE_TOKEN is not set/) });
    expect(await run({ RELEASE_TOKEN: walletToken })).toMatchObject({ code: 1, err: 'The team token "wallet CI" may only ship wallet, not markets\n' });
    const published = await run({ RELEASE_TOKEN: marketsToken });
    expect(published.code).toBe(0);
    expect(JSON.parse(published.out)).toMatchObject({ existed: false, release: { name: 'markets', version: '0.9.0-clicliclic' } });
    expect(JSON.parse((await run({ RELEASE_TOKEN: marketsToken })).out)).toMatchObject({ existed: true });
  }, 30_000);
});

const postgres = testDatabases().find((kind) => kind.mode === 'postgres');

(postgres ? describe : describe.skip)('a release published to one instance is served by another on the same PostgreSQL', () => {
  let a: Harness;
  let b: FastifyInstance;
  let closeB: (() => Promise<void>) | undefined;
  let roots: string[];

  beforeAll(async () => {
    roots = [fs.mkdtempSync(path.join(os.tmpdir(), 'matka-publish-a-')), fs.mkdtempSync(path.join(os.tmpdir(), 'matka-publish-b-'))];
    // Each instance has its own disk: only the database is shared.
    const [aRoot, bRoot] = roots.map((root) => writeWebRoot(root).env);
    a = await startHarness(postgres!, aRoot!);
    ({ app: b, close: closeB } = await secondInstance(a, bRoot!));
  });
  afterAll(async () => {
    await closeB?.();
    await a?.close();
    for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
  });

  test('published on A; B lists it, serves its files, and activates it for its players', async () => {
    const token = ((await a.operator('POST', '/operator/team-tokens', { remote: 'markets', name: 'markets CI' })).body.team_token as { token: string }).token;
    const folder = teamRelease(fs.mkdtempSync(path.join(roots[0]!, 'team-')), 'markets', V5);
    const archive = await archiveOf(folder);
    const published = await a.app.inject({
      method: 'POST',
      url: '/operator/releases/markets',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip', 'content-digest': contentDigestOf(archive) },
      payload: archive,
    });
    expect(published.statusCode).toBe(201);

    const onB = (url: string, headers: Record<string, string> = {}) => b.inject({ method: 'GET', url, headers });
    const entry = await onB(`/releases/markets/${V5}/remoteEntry.js`, { 'accept-encoding': 'gzip' });
    expect({ status: entry.statusCode, encoding: entry.headers['content-encoding'], body: zlib.gunzipSync(entry.rawPayload).toString() }).toEqual({
      status: 200,
      encoding: 'gzip',
      body: `var markets = {}; // ${V5}`,
    });
    const listed = await b.inject({ method: 'GET', url: '/operator/remotes', headers: { authorization: `Bearer ${b.operatorToken}` } });
    expect((listed.json() as { remotes: Array<{ name: string; releases: Array<{ release: string }> }> }).remotes[0]?.releases.map((release) => release.release)).toEqual([V5, 'default']);
    const activated = await b.inject({ method: 'POST', url: '/operator/remotes/markets/activate', headers: { authorization: `Bearer ${token}` }, payload: { release: V5 } });
    expect(activated.statusCode).toBe(200);
    for (const instance of [a.app, b]) {
      const served = (await instance.inject({ method: 'GET', url: '/remotes.json' })).json() as { remotes: Array<Record<string, unknown>> };
      expect(served.remotes[0]).toMatchObject({ release: V5, paths: ['/imp', '/imp-published'] });
    }
  });
});
