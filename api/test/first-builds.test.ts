// A remote with no release yet is not its live local build: at start-up each remote's first build is recorded as its
// first release (`default`, kept in the database), so a later `npm run build` on the server changes nothing players
// load — only release control does. The remotes are remotes.json's, whatever they are called.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startHarness, type Harness } from './support/api-harness';
import { writeBuild, writeWebRoot } from './support/release-fixture';
import { testDatabases } from './support/test-databases';

describe.each(testDatabases())('each remote’s first build is its first release ($mode)', (kind) => {
  let api: Harness;
  let root: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-first-builds-'));
    const { env } = writeWebRoot(root);
    // A production build's source map beside it: not part of the release kept, so never served.
    fs.writeFileSync(path.join(root, 'remotes', 'wallet', 'dist', 'remoteEntry.js.map'), '{"sources": ["secret.ts"]}');
    api = await startHarness(kind, env);
  });
  afterAll(async () => {
    await api?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  type Served = { name: string; manifest: string; release?: string; paths: string[] };
  const served = async (name: string) =>
    ((await api.app.inject({ method: 'GET', url: '/remotes.json' })).json() as { remotes: Served[] }).remotes.find((remote) => remote.name === name);
  const history = async (name: string) => (await api.operator('GET', `/operator/remotes/history?name=${name}`)).body.history as Array<Record<string, unknown>>;
  const entryOf = async (name: string) => (await api.app.inject({ method: 'GET', url: `/releases/${name}/default/remoteEntry.js` })).body;

  test('at start-up, before any player asks: each remote with a build here has it kept, with its history entry and audit row', async () => {
    // No request has been made: only the server's start kept them.
    for (const name of ['markets', 'wallet']) {
      expect(await history(name)).toEqual([
        expect.objectContaining({ action: 'keep', release: 'default', operator: 'automatic', note: expect.stringMatching(/^Kept the npm run build output as default/) }),
      ]);
    }
    const audit = (await api.operator('GET', '/operator/audit?limit=10')).body.actions as Array<{ action: string; actor: string; target: string }>;
    expect(audit.filter((row) => row.action === 'remote keep').map((row) => [row.target, row.actor]).sort()).toEqual([
      ['markets default', 'automatic'],
      ['wallet default', 'automatic'],
    ]);
    expect(await served('wallet')).toMatchObject({ manifest: '/releases/wallet/default/mf-manifest.json', release: 'default', paths: ['/imp7', '/addfund'] });
    expect((await api.app.inject({ method: 'GET', url: '/releases/wallet/default/remoteEntry.js.map' })).statusCode).toBe(404);
  });

  test('a npm run build on the server afterwards changes nothing players load', async () => {
    writeBuild(path.join(root, 'remotes', 'wallet', 'dist'), 'wallet', ['/imp7', '/addfund', '/rebuilt'], 'var wallet = "rebuilt";');
    expect(await served('wallet')).toMatchObject({ manifest: '/releases/wallet/default/mf-manifest.json', paths: ['/imp7', '/addfund'] });
    expect(await entryOf('wallet')).toBe('var wallet = {};');
    // A restart keeps nothing again: the first build stays the release.
    expect(await api.app.inject({ method: 'GET', url: '/operator/remotes', headers: { authorization: `Bearer ${api.app.operatorToken}` } })).toMatchObject({ statusCode: 200 });
    expect((await history('wallet')).filter((entry) => entry.action === 'keep')).toHaveLength(1);
  });

  test('a remote remotes.json gains later (a new one, any name) has its build kept the first time it is served', async () => {
    const manifestFile = path.join(root, 'remotes.json');
    const operators = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { remotes: unknown[] };
    writeBuild(path.join(root, 'remotes', 'inbox', 'dist'), 'inbox', ['/inbox']);
    fs.writeFileSync(manifestFile, JSON.stringify({ remotes: [...operators.remotes, { name: 'inbox', manifest: '/remotes/inbox/mf-manifest.json', enabled: true }] }));
    expect(await served('inbox')).toMatchObject({ manifest: '/releases/inbox/default/mf-manifest.json', release: 'default', paths: ['/inbox'] });
    writeBuild(path.join(root, 'remotes', 'inbox', 'dist'), 'inbox', ['/inbox'], 'var inbox = "rebuilt";');
    expect(await entryOf('inbox')).toBe('var inbox = {};');
  });
});
