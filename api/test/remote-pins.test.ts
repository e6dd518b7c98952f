// A pin: a team's test account loads a release on the real site before any other player does — listed, audited,
// never counted in the release's loads, and over after 7 days.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_REPORT_URL } from '@matka/shared-kernel/remotes';
import { PIN_DAYS } from '@matka/release-control';
import { toRequest } from '../src/cli/operator';
import { startHarness, type Harness } from './support/api-harness';
import { writeRelease, writeWebRoot } from './support/release-fixture';
import { testDatabases } from './support/test-databases';

const V2 = '0.2.0-pinnedpin0';
const TESTER = '9000000901';
const PLAYER = '9000000902';

test('the CLI: remote pin and unpin name the player by mobile number', async () => {
  await expect(Promise.resolve(toRequest(['remote', 'pin', '--name', 'markets', '--release', V2, '--player', TESTER], async () => []))).resolves.toEqual({
    method: 'POST',
    path: '/operator/remotes/markets/pin',
    body: { release: V2, player: TESTER, note: '' },
  });
  await expect(Promise.resolve(toRequest(['remote', 'unpin', '--name', 'markets', '--player', TESTER], async () => []))).resolves.toEqual({
    method: 'POST',
    path: '/operator/remotes/markets/unpin',
    body: { player: TESTER, note: '' },
  });
});

describe.each(testDatabases())('a pinned player gets a release before anyone else ($mode)', (kind) => {
  let api: Harness;
  let root: string;
  let tester: string;
  let player: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-pins-'));
    const { releasesDir, env } = writeWebRoot(root);
    writeRelease(releasesDir, 'markets', V2, ['/imp', '/imp-v2']);
    api = await startHarness(kind, env);
    [tester, player] = [await api.register(TESTER, 'Team Tester'), await api.register(PLAYER, 'Some Player')];
  });
  afterAll(async () => {
    await api?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const markets = async (session?: string) =>
    ((await api.app.inject({ method: 'GET', url: '/remotes.json', headers: session ? { cookie: `matka_session=${session}` } : {} })).json() as { remotes: Array<Record<string, unknown>> }).remotes.find(
      (remote) => remote.name === 'markets',
    );
  type Listed = { pins: Array<Record<string, unknown>>; releases: Array<{ release: string; loads: number }> };
  const listed = async () => ((await api.operator('GET', '/operator/remotes')).body.remotes as Array<Listed & { name: string }>).find((remote) => remote.name === 'markets') as Listed;
  const pin = (body: Record<string, unknown>) => api.operator('POST', '/operator/remotes/markets/pin', { note: 'try the new Home', ...body });
  const unpin = (body: Record<string, unknown>) => api.operator('POST', '/operator/remotes/markets/unpin', body);

  test('pinned: that player gets the release (falling back to the active one); every other player and visitors do not', async () => {
    const pinned = await pin({ release: V2, player: TESTER });
    expect(pinned.statusCode).toBe(200);
    const expiresAt = new Date(api.clock.read().getTime() + PIN_DAYS * 86_400_000).toISOString();
    expect((pinned.body.remote as Listed).pins).toEqual([{ player: TESTER, release: V2, by: 'owner', at: expect.any(String), expiresAt }]);
    expect(await markets(tester)).toMatchObject({ release: V2, manifest: `/releases/markets/${V2}/mf-manifest.json`, paths: ['/imp', '/imp-v2'], fallback: { release: 'default' } });
    expect(await markets(player)).toMatchObject({ release: 'default' });
    expect(await markets()).toMatchObject({ release: 'default' });
    // The page of a route carries the same choice.
    const page = await api.app.inject({ method: 'GET', url: '/imp', headers: { accept: 'text/html', cookie: `matka_session=${tester}` } });
    expect(page.body).toContain(`/releases/markets/${V2}/remoteEntry.js`);
  });

  test('audited, in the history with the player, and never counted in the release’s loads', async () => {
    const audit = (await api.operator('GET', '/operator/audit?limit=1')).body.actions as Array<Record<string, unknown>>;
    expect(audit[0]).toMatchObject({ action: 'remote pin', target: `markets ${V2} ${TESTER}`, actor: 'owner', note: 'try the new Home' });
    const history = (await api.operator('GET', '/operator/remotes/history?name=markets')).body.history as Array<Record<string, unknown>>;
    expect(history[0]).toMatchObject({ action: 'pin', release: V2, operator: 'owner', note: `player ${TESTER}: try the new Home` });
    const report = async (session: string) =>
      (await api.app.inject({ method: 'POST', url: REMOTE_REPORT_URL, payload: { remote: 'markets', release: V2, outcome: 'load' }, headers: { cookie: `matka_session=${session}` } })).json() as { counted: boolean };
    expect(await report(tester)).toMatchObject({ counted: false });
    expect((await listed()).releases.find((release) => release.release === V2)?.loads).toBe(0);
  });

  test('refused: a player nobody has, a release players could not load, an unpin of no pin', async () => {
    expect(await pin({ release: V2, player: '9000000999' })).toEqual({ statusCode: 404, body: { error: 'No player has the mobile number 9000000999' } });
    expect(await pin({ release: '0.9.9-nowhere000', player: TESTER })).toEqual({ statusCode: 409, body: { error: 'Refused: markets has no release 0.9.9-nowhere000' } });
    expect(await pin({ release: V2, player: '12345' })).toMatchObject({ statusCode: 400 });
    expect(await unpin({ player: PLAYER })).toEqual({ statusCode: 404, body: { error: `${PLAYER} has no pin of markets` } });
  });

  test('unpinned: the player gets what everyone gets again', async () => {
    expect((await unpin({ player: TESTER, note: 'seen it' })).body).toMatchObject({ remote: { pins: [] } });
    expect(await markets(tester)).toMatchObject({ release: 'default' });
    const history = (await api.operator('GET', '/operator/remotes/history?name=markets')).body.history as Array<Record<string, unknown>>;
    expect(history[0]).toMatchObject({ action: 'unpin', release: null, note: `player ${TESTER}: seen it` });
  });

  test(`a pin ends by itself after ${PIN_DAYS} days`, async () => {
    await pin({ release: V2, player: TESTER });
    api.clock.advance(PIN_DAYS * 86_400_000 - 1_000);
    expect(await markets(tester)).toMatchObject({ release: V2 });
    api.clock.advance(2_000);
    expect(await markets(tester)).toMatchObject({ release: 'default' });
    expect((await listed()).pins).toEqual([]);
  });
});
