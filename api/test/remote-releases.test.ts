import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toRequest } from '../src/cli/operator';
import { canaryBucket } from '@matka/release-control';
import { startHarness, type Answer, type Harness } from './support/api-harness';
import { writeBuild, writeRelease, writeWebRoot } from './support/release-fixture';
import { testDatabases } from './support/test-databases';
import { asConsole, consoleOperator } from './support/operator-accounts';

const V2 = '0.2.0-aaaaaaaaaa';
const V3 = '0.3.0-bbbbbbbbbb';
/** Where markets' `default` is served once it has releases: its build as it was then, kept in the database. */
const KEPT_MARKETS = '/releases/markets/default/mf-manifest.json';

describe('the operator CLI turns remote commands into operator API requests', () => {
  const noHeadlines = async () => [];
  test.each([
    [['remote', 'list'], { method: 'GET', path: '/operator/remotes' }],
    [['remote', 'history', '--name', 'markets'], { method: 'GET', path: '/operator/remotes/history?name=markets' }],
    [['remote', 'disable', '--name', 'wallet', '--note', 'UPI outage'], { method: 'POST', path: '/operator/remotes/wallet/disable', body: { note: 'UPI outage' } }],
    [['remote', 'enable', '--name', 'wallet'], { method: 'POST', path: '/operator/remotes/wallet/enable', body: { note: '' } }],
    [['remote', 'activate', '--name', 'markets', '--release', V2], { method: 'POST', path: '/operator/remotes/markets/activate', body: { release: V2, note: '' } }],
    [['remote', 'rollback', '--name', 'markets', '--from', V2], { method: 'POST', path: '/operator/remotes/markets/rollback', body: { from: V2, note: '' } }],
    [
      ['remote', 'canary', '--name', 'markets', '--release', V2, '--percent', '10', '--note', 'new home'],
      { method: 'POST', path: '/operator/remotes/markets/canary', body: { release: V2, percent: 10, note: 'new home' } },
    ],
  ])('%p', async (args, request) => {
    await expect(Promise.resolve(toRequest(args, noHeadlines))).resolves.toEqual(request);
  });

  test.each([
    [['remote', 'activate', '--name', 'markets']],
    [['remote', 'canary', '--name', 'markets', '--release', V2, '--percent', '150']],
    [['remote', 'canary', '--name', 'markets', '--release', V2]],
    [['remote', 'enable']],
  ])('%p is a usage error', (args) => {
    expect(() => toRequest(args, noHeadlines)).toThrow(/--/);
  });
});

test('canary buckets are stable per player and spread evenly', () => {
  expect(canaryBucket('markets', 42)).toBe(canaryBucket('markets', 42));
  const buckets = Array.from({ length: 10_000 }, (_, id) => canaryBucket('markets', id));
  const tenPercent = buckets.filter((bucket) => bucket < 10).length;
  expect(tenPercent).toBeGreaterThan(900);
  expect(tenPercent).toBeLessThan(1100);
});

describe.each(testDatabases())('operators control remotes and their releases ($mode)', (kind) => {
  let api: Harness;
  let root: string;
  let releasesDir: string;
  let playerToken: string;
  let playerId: number;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-releases-'));
    let env: Record<string, string>;
    ({ releasesDir, env } = writeWebRoot(root));
    writeRelease(releasesDir, 'markets', V2, ['/imp', '/imp-v2']);
    writeRelease(releasesDir, 'markets', V3, ['/imp']);
    // Broken in the ways activation must refuse.
    fs.rmSync(path.join(writeRelease(releasesDir, 'markets', '0.4.0-missingfil', ['/imp']), 'routes.1234567890.js'));
    fs.writeFileSync(path.join(writeRelease(releasesDir, 'markets', '0.4.0-badmanifes', ['/imp']), 'mf-manifest.json'), '{"name": "markets"');
    fs.appendFileSync(path.join(writeRelease(releasesDir, 'markets', '0.4.0-tampereden', ['/imp']), 'remoteEntry.js'), 'alert(1)');
    fs.writeFileSync(path.join(writeRelease(releasesDir, 'markets', '0.4.0-walletbuil', ['/imp']), 'mf-manifest.json'), JSON.stringify({
      name: 'wallet', metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [{ path: './routes' }],
    }));

    api = await startHarness(kind, env);
    playerToken = await api.register('9000000801', 'Canary Player');
    const [row] = await api.db.query<{ id: number }>('SELECT id FROM users WHERE mobile = $1', ['9000000801']);
    playerId = Number(row?.id);
  });
  afterAll(async () => {
    await api?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  type Listed = { name: string; enabled: boolean; active: string; previous: string | null; canary: { release: string; percent: number } | null; failures: number; releases: Array<{ release: string; failures: number }> };
  const remote = async (name: string): Promise<Listed> => {
    const answer = await api.operator('GET', '/operator/remotes');
    expect(answer.statusCode).toBe(200);
    const found = (answer.body.remotes as Listed[]).find((entry) => entry.name === name);
    if (!found) throw new Error(`${name} is not listed`);
    return found;
  };
  const post = (name: string, verb: string, body: Record<string, unknown> = {}) =>
    api.operator('POST', `/operator/remotes/${name}/${verb}`, { note: `${verb} ${name}`, ...body });
  type Served = {
    name: string;
    enabled: boolean;
    manifest: string;
    release?: string;
    integrity?: string;
    fallback?: { release: string; manifest: string; integrity?: string };
    paths: string[];
    menus: unknown[];
  };
  const served = async (token?: string): Promise<Served[]> => {
    const response = await api.app.inject({ method: 'GET', url: '/remotes.json', headers: token ? { cookie: `matka_session=${token}` } : {} });
    expect(response.headers['cache-control']).toBe('no-store');
    return (response.json() as { remotes: Served[] }).remotes;
  };
  const servedOf = async (name: string, token?: string) => (await served(token)).find((entry) => entry.name === name);
  const refusal = (answer: Answer) => ({ statusCode: answer.statusCode, error: answer.body.error });

  test('remote list: each remote with its active release, on or off, canary, releases newest first and their counts', async () => {
    const markets = await remote('markets');
    expect(markets).toMatchObject({ enabled: true, active: 'default', previous: null, canary: null, loads: 0, failures: 0 });
    expect(markets.releases.map((release) => release.release).slice(-3)).toEqual([V3, V2, 'default']);
    expect(await remote('wallet')).toMatchObject({ enabled: true, active: 'default', releases: [{ release: 'default', loads: 0, failures: 0 }] });
    // Nothing chosen yet: players get remotes.json as written, each remote's paths from its build — but each remote's
    // `default` build was kept as it is at start-up, and is served from there (a local build changes nothing now).
    expect(await servedOf('markets')).toEqual({
      name: 'markets', manifest: KEPT_MARKETS, enabled: true, release: 'default', paths: ['/imp'], menus: [],
    });
    expect(await servedOf('wallet')).toMatchObject({ manifest: '/releases/wallet/default/mf-manifest.json', release: 'default' });
    const [kept] = (await api.operator('GET', '/operator/remotes/history?name=markets')).body.history as Array<Record<string, unknown>>;
    expect(kept).toMatchObject({ action: 'keep', release: 'default', operator: 'automatic', note: expect.stringMatching(/^Kept the npm run build output as default/) });
    writeBuild(path.join(root, 'remotes', 'markets', 'dist'), 'markets', ['/imp', '/rebuilt'], 'var markets = "rebuilt";');
    expect(await servedOf('markets')).toMatchObject({ manifest: KEPT_MARKETS, paths: ['/imp'] });
    const entry = await api.app.inject({ method: 'GET', url: '/releases/markets/default/remoteEntry.js' });
    expect({ status: entry.statusCode, body: entry.body, cache: entry.headers['cache-control'] }).toEqual({
      status: 200, body: 'var markets = {};', cache: 'public, max-age=31536000, immutable',
    });
  });

  test('remote disable|enable: players get the remote off, then on; both are in the history with who and why', async () => {
    expect((await post('wallet', 'disable')).body).toMatchObject({ remote: { name: 'wallet', enabled: false } });
    expect(await servedOf('wallet')).toMatchObject({ enabled: false, paths: ['/imp7', '/addfund'] });
    // The page of a switched-off remote's route carries no hints for it.
    const page = await api.app.inject({ method: 'GET', url: '/imp7', headers: { accept: 'text/html' } });
    expect(page.body).not.toContain('matka-remotes-json');

    expect((await post('wallet', 'enable')).body).toMatchObject({ remote: { name: 'wallet', enabled: true } });
    expect(await servedOf('wallet')).toMatchObject({ enabled: true });
    const history = await api.operator('GET', '/operator/remotes/history?name=wallet');
    expect(history.body.history).toMatchObject([
      { name: 'wallet', action: 'enable', note: 'enable wallet', at: expect.any(String) },
      { name: 'wallet', action: 'disable', note: 'disable wallet' },
      // Its first build, kept as its first release at the server's start.
      { name: 'wallet', action: 'keep', operator: 'automatic' },
    ]);
  });

  test('remote activate: everyone gets the release (its own paths, files served immutable), falling back to the one before', async () => {
    expect((await post('markets', 'activate', { release: V2 })).body).toMatchObject({ remote: { active: V2, previous: 'default' } });
    const markets = await servedOf('markets');
    // With the release's integrity (release.json's): the shell loads its entry with it. `default` has none.
    const integrity = (JSON.parse(fs.readFileSync(path.join(releasesDir, 'markets', V2, 'release.json'), 'utf8')) as { integrity: string }).integrity;
    expect(markets).toEqual({
      name: 'markets',
      manifest: `/releases/markets/${V2}/mf-manifest.json`,
      enabled: true,
      release: V2,
      integrity,
      fallback: { release: 'default', manifest: KEPT_MARKETS },
      paths: ['/imp', '/imp-v2'],
      menus: [],
    });
    // The page carries the same remotes.json and the release's own manifest, and preloads its entry.
    const page = await api.app.inject({ method: 'GET', url: '/imp', headers: { accept: 'text/html' } });
    const inline = /<script type="application\/json" id="matka-remotes-json">(.*?)<\/script>/.exec(page.body)?.[1];
    expect(JSON.parse(inline ?? 'null')).toEqual({ remotes: await served() });
    expect(page.body).toContain(`data-url="/releases/markets/${V2}/mf-manifest.json"`);
    expect(page.body).toContain(`<link rel="preload" as="script" href="/releases/markets/${V2}/remoteEntry.js" integrity="${integrity}">`);

    const entry = await api.app.inject({ method: 'GET', url: `/releases/markets/${V2}/remoteEntry.js` });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toContain(V2);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    // Old releases stay fetchable for the pages still running them.
    expect((await api.app.inject({ method: 'GET', url: `/releases/markets/${V3}/mf-manifest.json` })).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: '/remotes/markets/remoteEntry.js' })).statusCode).toBe(200);
  });

  test('remote activate refuses a release whose files are missing or changed, or whose manifest does not load', async () => {
    const activate = async (release: string) => refusal(await post('markets', 'activate', { release }));
    expect(await activate('0.9.9-nowhere000')).toEqual({ statusCode: 409, error: `Refused: markets has no release 0.9.9-nowhere000` });
    expect(await activate('0.4.0-missingfil')).toEqual({ statusCode: 409, error: 'Refused: release 0.4.0-missingfil of markets is missing routes.1234567890.js' });
    expect(await activate('0.4.0-badmanifes')).toEqual({ statusCode: 409, error: 'Refused: release 0.4.0-badmanifes of markets: mf-manifest.json is not JSON' });
    expect(await activate('0.4.0-tampereden')).toEqual({
      statusCode: 409,
      error: 'Refused: release 0.4.0-tampereden of markets: remoteEntry.js is not the file it was released with',
    });
    expect(await activate('0.4.0-walletbuil')).toEqual({ statusCode: 409, error: 'Refused: release 0.4.0-walletbuil is a build of wallet, not markets' });
    expect(await activate(V2)).toEqual({ statusCode: 409, error: `${V2} is already the active release of markets` });
    expect(await activate('../../etc')).toMatchObject({ statusCode: 400 });
    expect(refusal(await post('bonus', 'activate', { release: V2 }))).toEqual({ statusCode: 404, error: 'remotes.json lists no remote bonus, and it has no release' });
    // Nothing changed for players.
    expect(await servedOf('markets')).toMatchObject({ release: V2 });
  });

  test('remote activate and canary refuse a release whose shared singletons the host does not provide, naming both versions', async () => {
    const kernel = { '@matka/shared-kernel/session': '^0.3.0', '@matka/shared-kernel/api': '^0.3.0', react: '^19.0.0' };
    writeRelease(releasesDir, 'markets', '0.5.0-needsnewer', ['/imp'], { needs: kernel });
    writeRelease(releasesDir, 'markets', '0.5.0-needsfine0', ['/imp'], { needs: { '@matka/shared-kernel/session': '^0.2.0', react: '^19.0.0' } });
    const provides = path.join(root, 'host', 'dist', 'provides.json');
    const refused = 'Refused: markets 0.5.0-needsnewer needs shared-kernel ^0.3.0 (session, api); the host provides 0.2.1';
    try {
      // No provides.json: the host build says nothing, so nothing it needs can be counted on.
      expect(refusal(await post('markets', 'canary', { release: '0.5.0-needsfine0', percent: 10 }))).toEqual({
        statusCode: 409,
        error: 'Refused: markets 0.5.0-needsfine0 needs shared-kernel ^0.2.0 (session); the host provides none. It needs react ^19.0.0; the host provides none (host/dist/provides.json is missing: build the host)',
      });
      fs.writeFileSync(provides, JSON.stringify({ '@matka/shared-kernel/session': '0.2.1', '@matka/shared-kernel/api': '0.2.1', react: '19.2.0' }));
      expect(refusal(await post('markets', 'activate', { release: '0.5.0-needsnewer' }))).toEqual({ statusCode: 409, error: refused });
      expect(refusal(await post('markets', 'canary', { release: '0.5.0-needsnewer', percent: 10 }))).toEqual({ statusCode: 409, error: refused });
      expect(await servedOf('markets')).toMatchObject({ release: V2 });
      // One the host satisfies goes out; releases that record no needs (made before) are not held back.
      expect((await post('markets', 'canary', { release: '0.5.0-needsfine0', percent: 10 })).statusCode).toBe(200);
      expect((await post('markets', 'canary', { release: '0.5.0-needsfine0', percent: 0 })).statusCode).toBe(200);
    } finally {
      fs.rmSync(provides, { force: true });
      fs.rmSync(path.join(releasesDir, 'markets', '0.5.0-needsnewer'), { recursive: true });
      fs.rmSync(path.join(releasesDir, 'markets', '0.5.0-needsfine0'), { recursive: true });
    }
  });

  test('remote rollback: the release active before comes back; the same rollback again is refused, naming what is current', async () => {
    expect(refusal(await post('markets', 'rollback', { from: V3 }))).toEqual({
      statusCode: 409, error: `Refused: markets is not on ${V3}: its active release is ${V2} (rolled back already, or changed since)`,
    });
    expect(refusal(await post('markets', 'rollback'))).toMatchObject({ statusCode: 400 });
    expect((await post('markets', 'rollback', { from: V2 })).body).toMatchObject({ remote: { active: 'default', previous: null } });
    expect(await servedOf('markets')).toEqual({
      name: 'markets', manifest: KEPT_MARKETS, enabled: true, release: 'default', paths: ['/imp'], menus: [],
    });
    // Sent again (a retry after a lost answer): refused, nothing undone.
    expect(refusal(await post('markets', 'rollback', { from: V2 }))).toEqual({
      statusCode: 409, error: `Refused: markets is not on ${V2}: its active release is default (rolled back already, or changed since)`,
    });
    expect(refusal(await post('markets', 'rollback', { from: 'default' }))).toEqual({ statusCode: 409, error: 'markets has no earlier release to roll back to' });
  });

  test('remote canary: a stable share of players by id gets the release, the rest (and visitors) the active one', async () => {
    const bucket = canaryBucket('markets', playerId);
    // Just enough to include this player, then just too little.
    await post('markets', 'canary', { release: V3, percent: bucket + 1 });
    expect(await remote('markets')).toMatchObject({ active: 'default', canary: { release: V3, percent: bucket + 1 } });
    expect(await servedOf('markets', playerToken)).toMatchObject({
      manifest: `/releases/markets/${V3}/mf-manifest.json`,
      release: V3,
      fallback: { release: 'default', manifest: KEPT_MARKETS },
    });
    expect(await servedOf('markets')).toMatchObject({ release: 'default' });
    // The page the player opens carries the same choice as their /remotes.json.
    const page = await api.app.inject({ method: 'GET', url: '/imp', headers: { accept: 'text/html', cookie: `matka_session=${playerToken}` } });
    expect(page.body).toContain(`/releases/markets/${V3}/remoteEntry.js`);
    if (bucket > 0) {
      await post('markets', 'canary', { release: V3, percent: bucket });
      expect(await servedOf('markets', playerToken)).toMatchObject({ release: 'default' });
    }

    expect(refusal(await post('markets', 'canary', { release: 'default', percent: 10 }))).toEqual({
      statusCode: 409, error: 'default is the active release of markets already',
    });
    expect(refusal(await post('markets', 'canary', { release: '0.4.0-missingfil', percent: 10 }))).toMatchObject({ statusCode: 409 });
    expect(refusal(await post('markets', 'canary', { release: V3, percent: 101 }))).toMatchObject({ statusCode: 400 });

    // Rolling back during a canary ends it: every player on the active release again.
    await post('markets', 'canary', { release: V3, percent: 100 });
    expect(await servedOf('markets', playerToken)).toMatchObject({ release: V3 });
    expect((await post('markets', 'rollback', { from: V3 })).body).toMatchObject({ remote: { active: 'default', canary: null } });
    expect(await servedOf('markets', playerToken)).toMatchObject({ release: 'default' });

    // Activating the canary's release ends the canary: it is everyone's now.
    await post('markets', 'canary', { release: V3, percent: 10 });
    expect((await post('markets', 'activate', { release: V3 })).body).toMatchObject({ remote: { active: V3, previous: 'default', canary: null } });
    // --percent 0 ends a canary: of that release, which must exist (nothing changes otherwise).
    await post('markets', 'canary', { release: V2, percent: 50 });
    expect(refusal(await post('markets', 'canary', { release: '0.9.9-nowhere000', percent: 0 }))).toEqual({
      statusCode: 409, error: 'Refused: markets has no release 0.9.9-nowhere000',
    });
    expect(refusal(await post('markets', 'canary', { release: V3, percent: 0 }))).toEqual({
      statusCode: 409, error: `The canary of markets is ${V2}, not ${V3}`,
    });
    expect(await remote('markets')).toMatchObject({ canary: { release: V2, percent: 50 } });
    expect((await post('markets', 'canary', { release: V2, percent: 0 })).body).toMatchObject({ remote: { canary: null } });
    expect(refusal(await post('markets', 'canary', { release: V2, percent: 0 }))).toEqual({ statusCode: 409, error: 'markets has no canary to end' });
  });

  test('each change is in the audit list, written with it: a refused one leaves no row', async () => {
    type Action = { id: number; action: string; target: string; note: string; actor: string; outcome: string };
    const audit = async () => (await api.operator('GET', '/operator/audit?limit=10')).body.actions as Action[];
    // The canary test's last four changes, newest first: what, on what (release, share), the note, who.
    expect((await audit()).slice(0, 4).map((row) => [row.action, row.target, row.note])).toEqual([
      ['remote canary', `markets ${V2} 0 %`, 'canary markets'],
      ['remote canary', `markets ${V2} 50 %`, 'canary markets'],
      ['remote activate', `markets ${V3}`, 'activate markets'],
      ['remote canary', `markets ${V3} 10 %`, 'canary markets'],
    ]);
    const [latest] = await audit();
    expect(latest?.actor).toBe('owner');
    // The history and the audit list name the account that made the change, whatever name a body gives.
    expect(JSON.parse(latest?.outcome ?? '{}')).toEqual({ active: V3, previous: 'default', canary: null, operator: 'owner' });

    expect(refusal(await post('markets', 'activate', { release: '0.9.9-nowhere000' }))).toMatchObject({ statusCode: 409 });
    expect(refusal(await post('wallet', 'rollback', { from: 'default' }))).toMatchObject({ statusCode: 409 });
    expect(refusal(await post('bonus', 'disable'))).toMatchObject({ statusCode: 404 });
    expect((await audit())[0]?.id).toBe(latest?.id);

    // From the console, a releases operator's change names them, in the history as in the audit row.
    const { cookie } = await consoleOperator(api, 'dev', 'releases');
    const fromConsole = await asConsole(api, cookie, 'POST', '/operator/remotes/wallet/disable', { note: 'UPI down' });
    expect(fromConsole.statusCode).toBe(200);
    const [row] = await audit();
    expect(row).toMatchObject({ action: 'remote disable', target: 'wallet', note: 'UPI down', actor: 'dev' });
    const [entry] = (await api.operator('GET', '/operator/remotes/history?name=wallet')).body.history as Array<Record<string, unknown>>;
    expect(entry).toMatchObject({ action: 'disable', operator: row?.actor, note: 'UPI down' });
    // The console's Today counts it off.
    expect((await api.operator('GET', '/operator/today')).body.remotes).toEqual({
      remotes: [
        { name: 'markets', enabled: true, manifest: `/releases/markets/${V3}/mf-manifest.json` },
        { name: 'wallet', enabled: false, manifest: '/releases/wallet/default/mf-manifest.json' },
      ],
    });
    await post('wallet', 'enable');
  });

  test('the operator API needs the token', async () => {
    const answer = await api.app.inject({ method: 'POST', url: '/operator/remotes/wallet/disable', payload: {} });
    expect(answer.statusCode).toBe(401);
    expect(await servedOf('wallet')).toMatchObject({ enabled: true });
  });

  test('the CLI prints the listing, and exits 1 with the reason for a refusal', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(api.app.server.address() as { port: number }).port}`;
    const run = (args: string[]) =>
      new Promise<{ code: number | null; json: Record<string, unknown> }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'src', 'cli', 'operator.ts'), ...args], {
          env: { ...process.env, OPERATOR_URL: url, OPERATOR_TOKEN: api.app.operatorToken },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        child.stdout.on('data', (chunk) => (out += chunk));
        child.on('exit', (code) => resolve({ code, json: JSON.parse(out.trim().split('\n').pop() ?? '{}') }));
      });
    const listed = await run(['remote', 'list']);
    expect(listed.code).toBe(0);
    expect((listed.json.remotes as Listed[]).map((entry) => [entry.name, entry.active])).toEqual([['markets', V3], ['wallet', 'default']]);
    expect(await run(['remote', 'activate', '--name', 'markets', '--release', '0.4.0-badmanifes'])).toEqual({
      code: 1,
      json: { error: 'Refused: release 0.4.0-badmanifes of markets: mf-manifest.json is not JSON' },
    });
    expect((await run(['remote', 'rollback', '--name', 'markets', '--from', V3, '--note', 'bad numbers'])).json).toMatchObject({ remote: { active: 'default' } });
    const history = await run(['remote', 'history', '--name', 'markets']);
    expect((history.json.history as Array<Record<string, unknown>>)[0]).toMatchObject({ action: 'rollback', operator: 'owner', note: 'bad numbers' });
  }, 120_000);
});
