import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_REPORT_URL } from '@matka/shared-kernel/remotes';
import { hashToken, newSessionToken } from '../src/platform/tokens';
import { secondInstance, startHarness, type Harness } from './support/api-harness';
import { writeRelease, writeWebRoot } from './support/release-fixture';
import { testDatabases } from './support/test-databases';

const V2 = '0.2.0-aaaaaaaaaa';
const V3 = '0.3.0-bbbbbbbbbb';

type Counted = { release: string; loads: number; failures: number; lastFailure: { reason: string } | null; rolledBack: { reason: string } | null };
type Listed = {
  name: string;
  active: string;
  canary: { release: string; percent: number } | null;
  canaryCounts: { loads: number; failures: number } | null;
  loads: number;
  failures: number;
  releases: Counted[];
};

/** What a player's shell reports, from a page of this server (no Origin) or another origin, and from an address. */
async function report(
  app: FastifyInstance,
  body: Record<string, unknown>,
  options: { session?: string; address?: string; origin?: string } = {},
): Promise<{ statusCode: number; counted?: boolean }> {
  const response = await app.inject({
    method: 'POST',
    url: REMOTE_REPORT_URL,
    payload: body,
    remoteAddress: options.address ?? '10.0.0.1',
    headers: { ...(options.session ? { cookie: `matka_session=${options.session}` } : {}), ...(options.origin ? { origin: options.origin } : {}) },
  });
  return { statusCode: response.statusCode, counted: (response.json() as { counted?: boolean }).counted };
}

describe.each(testDatabases())('players report loads of releases; release control counts them and judges canaries ($mode)', (kind) => {
  let api: Harness;
  let root: string;
  let playerId: number;

  /** A new session of the player (as a sign-in on another phone would open). */
  const newSession = async () => {
    const token = newSessionToken();
    const now = api.clock.read();
    await api.db.query('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
      hashToken(token),
      playerId,
      now,
      new Date(now.getTime() + 86_400_000),
    ]);
    return token;
  };
  const markets = async (): Promise<Listed> => {
    const answer = await api.operator('GET', '/operator/remotes');
    return (answer.body.remotes as Listed[]).find((remote) => remote.name === 'markets')!;
  };
  const countsOf = async (release: string) => (await markets()).releases.find((entry) => entry.release === release)!;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-reports-'));
    const { releasesDir, env } = writeWebRoot(root);
    writeRelease(releasesDir, 'markets', V2, ['/imp']);
    writeRelease(releasesDir, 'markets', V3, ['/imp']);
    api = await startHarness(kind, env);
    await api.register('9000000901', 'Reporting Player');
    const [row] = await api.db.query<{ id: number }>('SELECT id FROM users WHERE mobile = $1', ['9000000901']);
    playerId = Number(row?.id);
  });
  afterAll(async () => {
    await api?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('reports without a player session move no count: 200 addresses sending 20 failures each add nothing', async () => {
    const answers = [];
    for (let address = 1; address <= 200; address += 1) {
      const from = `10.1.${Math.floor(address / 250)}.${address % 250}`;
      answers.push(...(await Promise.all(Array.from({ length: 20 }, () => report(api.app, { remote: 'markets', release: V3, outcome: 'failure' }, { address: from })))));
    }
    expect(answers).toHaveLength(4000);
    expect(answers.every((answer) => answer.statusCode === 202 && answer.counted === false)).toBe(true);
    // A token that is no session is a visitor too.
    expect(await report(api.app, { remote: 'markets', release: V3, outcome: 'failure' }, { session: 'not-a-session' })).toEqual({ statusCode: 202, counted: false });
    expect(await countsOf(V3)).toMatchObject({ loads: 0, failures: 0 });
  }, 60_000);

  test('a session counts once per release and outcome in 10 minutes, from however many addresses', async () => {
    const session = await newSession();
    const failures = await Promise.all(
      Array.from({ length: 200 }, (_, i) => report(api.app, { remote: 'markets', release: V3, outcome: 'failure', reason: 'entry' }, { session, address: `10.2.0.${i + 1}` })),
    );
    expect(failures.filter((answer) => answer.counted)).toHaveLength(1);
    expect((await report(api.app, { remote: 'markets', release: V3, outcome: 'load' }, { session })).counted).toBe(true);
    expect((await report(api.app, { remote: 'markets', release: V3, outcome: 'load' }, { session })).counted).toBe(false);
    // Another release, and another session, are counted apart.
    expect((await report(api.app, { remote: 'markets', release: 'default', outcome: 'load' }, { session })).counted).toBe(true);
    expect((await report(api.app, { remote: 'markets', release: V3, outcome: 'load' }, { session: await newSession() })).counted).toBe(true);
    expect(await countsOf(V3)).toMatchObject({ loads: 2, failures: 1, lastFailure: { reason: 'entry' } });

    api.clock.advance(9 * 60_000);
    expect((await report(api.app, { remote: 'markets', release: V3, outcome: 'failure', reason: 'render' }, { session })).counted).toBe(false);
    api.clock.advance(60_000);
    expect((await report(api.app, { remote: 'markets', release: V3, outcome: 'failure', reason: 'render' }, { session })).counted).toBe(true);
    // The app's clients carry the session in the body.
    const body = await api.app.inject({
      method: 'POST',
      url: REMOTE_REPORT_URL,
      payload: { remote: 'markets', release: V3, outcome: 'load', unique_token: await newSession() },
    });
    expect(body.json()).toEqual({ status: true, msg: '', counted: true });
    expect(await countsOf(V3)).toMatchObject({ loads: 3, failures: 2, lastFailure: { reason: 'render' } });
    expect(await markets()).toMatchObject({ loads: 4, failures: 2 });
    // Windows that are over leave no marks behind.
    api.clock.advance(10 * 60_000);
    await report(api.app, { remote: 'markets', release: V2, outcome: 'load' }, { session });
    const [marks] = await api.db.query<{ count: string }>('SELECT count(*) AS count FROM remote_report_marks');
    expect(Number(marks?.count)).toBe(1);
  }, 60_000);

  test('a report that is not one is refused, and counts nothing', async () => {
    const session = await newSession();
    const before = await markets();
    expect((await report(api.app, { remote: 'markets', release: V3 }, { session })).statusCode).toBe(400);
    expect((await report(api.app, { remote: 'markets', release: V3, outcome: 'crash' }, { session })).statusCode).toBe(400);
    expect((await report(api.app, { remote: 'markets', release: '0.0.0-unknown000', outcome: 'failure' }, { session })).statusCode).toBe(404);
    expect((await report(api.app, { remote: 'bonus', release: 'default', outcome: 'failure' }, { session })).statusCode).toBe(404);
    expect((await report(api.app, { remote: 'markets', release: V3, outcome: 'failure' }, { session, origin: 'https://evil.example' })).statusCode).toBe(403);
    // The old address is gone: the shell reports loads too now.
    expect((await api.app.inject({ method: 'POST', url: '/api/remote-error', payload: { remote: 'markets', release: V3 } })).statusCode).toBe(404);
    expect(await markets()).toMatchObject({ loads: before.loads, failures: before.failures });
  });

  test('a canary whose failed loads pass 5 % of at least 20 ends by itself, with the reason in the history and the audit list', async () => {
    // V3 failed before its canary: only what happens after the canary began is judged.
    expect((await countsOf(V3)).failures).toBeGreaterThan(0);
    expect((await api.operator('POST', '/operator/remotes/markets/canary', { release: V3, percent: 100, note: 'new Home' })).statusCode).toBe(200);
    for (let i = 0; i < 19; i += 1) await report(api.app, { remote: 'markets', release: V3, outcome: 'load' }, { session: await newSession() });
    await report(api.app, { remote: 'markets', release: V3, outcome: 'failure', reason: 'render' }, { session: await newSession() });
    // 1 of 20: 5 %, not past it.
    expect(await markets()).toMatchObject({ canary: { release: V3, percent: 100 }, canaryCounts: { loads: 19, failures: 1 } });

    await report(api.app, { remote: 'markets', release: V3, outcome: 'failure', reason: 'render' }, { session: await newSession() });
    const reason = `2 of 21 loads of ${V3} failed (9.5 %) since its canary began, over the 5 % allowed (RELEASE_MAX_FAILURE_RATE)`;
    expect(await markets()).toMatchObject({ active: 'default', canary: null, canaryCounts: null });
    expect(await countsOf(V3)).toMatchObject({ rolledBack: { reason } });
    const [latest] = (await api.operator('GET', '/operator/remotes/history?name=markets')).body.history as Array<Record<string, unknown>>;
    expect(latest).toMatchObject({ action: 'rollback', release: 'default', percent: 0, operator: 'automatic', note: `Rolled back automatically: ${reason}` });
    const [audited] = (await api.operator('GET', '/operator/audit?limit=1')).body.actions as Array<Record<string, unknown>>;
    expect(audited).toMatchObject({ action: 'remote rollback', target: 'markets default 0 %', actor: 'automatic', note: `Rolled back automatically: ${reason}` });

    // Tried again, the canary starts from nothing: one more failure does not end it.
    await api.operator('POST', '/operator/remotes/markets/canary', { release: V3, percent: 10, note: 'fixed the API' });
    await report(api.app, { remote: 'markets', release: V3, outcome: 'failure' }, { session: await newSession() });
    expect(await markets()).toMatchObject({ canary: { release: V3, percent: 10 }, canaryCounts: { loads: 0, failures: 1 } });
    await api.operator('POST', '/operator/remotes/markets/rollback', { from: V3, note: 'done' });
  }, 60_000);
});

const postgres = testDatabases().find((kind) => kind.mode === 'postgres');

(postgres ? describe : describe.skip)('two instances on one PostgreSQL count and judge as one', () => {
  let a: Harness;
  let b: FastifyInstance;
  let closeB: (() => Promise<void>) | undefined;
  let root: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-reports-two-'));
    const { releasesDir, env } = writeWebRoot(root);
    writeRelease(releasesDir, 'markets', V2, ['/imp']);
    a = await startHarness(postgres!, env);
    ({ app: b, close: closeB } = await secondInstance(a, env));
  });
  afterAll(async () => {
    await closeB?.();
    await a?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('the same reports sent to both at once count once each, and the canary is rolled back once', async () => {
    await a.register('9000000902');
    const [row] = await a.db.query<{ id: number }>('SELECT id FROM users WHERE mobile = $1', ['9000000902']);
    const sessions = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const token = newSessionToken();
        const now = a.clock.read();
        await a.db.query('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [hashToken(token), Number(row?.id), now, new Date(now.getTime() + 86_400_000)]);
        return token;
      }),
    );
    expect((await a.operator('POST', '/operator/remotes/markets/canary', { release: V2, percent: 100 })).statusCode).toBe(200);
    // Every session's failure goes to both instances at once (a retrying shell behind a load balancer).
    const body = { remote: 'markets', release: V2, outcome: 'failure', reason: 'entry' };
    const answers = await Promise.all(sessions.flatMap((session) => [report(a.app, body, { session }), report(b, body, { session })]));
    expect(answers.filter((answer) => answer.counted)).toHaveLength(40);
    const listed = ((await a.operator('GET', '/operator/remotes')).body.remotes as Listed[]).find((remote) => remote.name === 'markets');
    expect(listed).toMatchObject({ canary: null, releases: expect.arrayContaining([expect.objectContaining({ release: V2, failures: 40 })]) });
    const history = (await a.operator('GET', '/operator/remotes/history?name=markets')).body.history as Array<{ operator: string }>;
    expect(history.filter((entry) => entry.operator === 'automatic' && (entry as { action?: string }).action === 'rollback')).toHaveLength(1);
  }, 60_000);
});
