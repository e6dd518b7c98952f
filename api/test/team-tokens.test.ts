import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toRequest } from '../src/cli/operator';
import Fastify from 'fastify';
import { PERMISSIONS, guardOperatorRoutes, operatorRoutes, requires, type AccessRule } from '../src/features/operators/operator-access';
import { hashToken } from '../src/platform/tokens';
import { startHarness, type Harness } from './support/api-harness';
import { writeRelease, writeWebRoot } from './support/release-fixture';
import { testDatabases } from './support/test-databases';

const V2 = '0.2.0-aaaaaaaaaa';
/** What a team token may do: ship its remote (operator-access.ts says so; this test says it again, on purpose). */
const TEAM_MAY = ['releases.read', 'releases.change', 'releases.publish'];

test('the CLI turns team-token commands into operator API requests', async () => {
  const none = async () => [];
  expect(toRequest(['team-token', 'create', '--remote', 'markets', '--name', 'markets CI'], none)).toEqual({
    method: 'POST', path: '/operator/team-tokens', body: { remote: 'markets', name: 'markets CI' },
  });
  expect(toRequest(['team-token', 'list'], none)).toEqual({ method: 'GET', path: '/operator/team-tokens' });
  expect(toRequest(['team-token', 'revoke', '--name', 'markets CI'], none)).toEqual({ method: 'POST', path: '/operator/team-tokens/revoke', body: { name: 'markets CI' } });
  expect(() => toRequest(['team-token', 'create', '--name', 'x'], none)).toThrow(/--remote/);
});

test('an operator route that declares no access stops the server at start', async () => {
  const app = Fastify();
  guardOperatorRoutes(app);
  expect(() => app.get('/operator/forgotten', async () => ({}))).toThrow('GET /operator/forgotten declares no access: give it requires(…) or open()');
  app.get('/operator/declared', requires('audit'), async () => ({}));
  app.get('/api/other', async () => ({}));
  expect(operatorRoutes(app).map((route) => `${route.method} ${route.url}`)).toEqual(['GET /operator/declared', 'HEAD /operator/declared']);
  await app.close();
});

describe.each(testDatabases())('team tokens: one remote\'s releases and nothing else ($mode)', (kind) => {
  let api: Harness;
  let root: string;
  let token: string;

  const as = (bearer: string, method: string, url: string, payload?: Record<string, unknown>) =>
    api.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${bearer}` }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-team-tokens-'));
    const { releasesDir, env } = writeWebRoot(root);
    writeRelease(releasesDir, 'markets', V2, ['/imp']);
    api = await startHarness(kind, env);
  });
  afterAll(async () => {
    await api?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('team-token create prints a token once; only its hash is stored; list shows it without the token', async () => {
    const created = await api.operator('POST', '/operator/team-tokens', { remote: 'markets', name: 'markets CI' });
    expect(created.statusCode).toBe(200);
    const teamToken = created.body.team_token as { token: string; name: string; remote: string };
    expect(teamToken).toMatchObject({ name: 'markets CI', remote: 'markets', token: expect.stringMatching(/^mbt_[\w-]{43}$/) });
    token = teamToken.token;
    const stored = await api.db.query<Record<string, unknown>>('SELECT * FROM operator_team_tokens');
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored).toMatchObject([{ name: 'markets CI', remote: 'markets', token_hash: hashToken(token) }]);

    const listed = await api.operator('GET', '/operator/team-tokens');
    expect(listed.body.team_tokens).toEqual([
      { name: 'markets CI', remote: 'markets', created_at: expect.any(String), created_by: 'owner', last_used_at: null, revoked_at: null },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(token);
    // A name in use is not given twice; a bad remote name is a 400.
    expect(await api.operator('POST', '/operator/team-tokens', { remote: 'wallet', name: 'Markets CI' })).toMatchObject({ statusCode: 409 });
    expect(await api.operator('POST', '/operator/team-tokens', { remote: '../x', name: 'x' })).toMatchObject({ statusCode: 400 });
  });

  test('every operator route declares what it needs, and a team token gets 403 outside its remote and its releases', async () => {
    const routes = operatorRoutes(api.app).filter((route) => route.method !== 'HEAD');
    // The whole operator API is there (this list grows with it, on its own).
    expect(routes.length).toBeGreaterThan(35);
    const urlFor = (url: string, remote: string) =>
      url.replace(':name', remote).replace(':mobile', '9000000001').replace(':id', '1').replace(':key', 'contacts').replace(':decision', 'approve').replace(':verb', 'rollback');
    const checked: string[] = [];
    for (const route of routes) {
      if (route.access === 'public') {
        // The console's sign-in, and a preview link (it checks the console's session itself).
        expect(route.url).toMatch(/^\/operator\/(session|preview$)/);
        continue;
      }
      const rule: AccessRule = route.access;
      expect(Object.keys(PERMISSIONS)).toContain(rule.permission);
      const asTeam = async (remote: string) => {
        // A body no route takes (a note is text): whatever the token may call, nothing changes.
        const probe = route.method === 'POST' ? { note: 0 } : undefined;
        const answer = await as(token, route.method, urlFor(route.url, remote) + (route.url === '/operator/remotes/history' ? `?name=${remote}` : ''), probe);
        return { route: `${route.method} ${route.url}`, remote, statusCode: answer.statusCode, error: (answer.json() as { error?: string }).error };
      };
      const other = await asTeam('wallet');
      const own = await asTeam('markets');
      if (!TEAM_MAY.includes(rule.permission)) {
        expect(other).toMatchObject({ statusCode: 403, error: expect.stringContaining('The team token "markets CI" may only ship markets: it may not') });
        expect(own).toMatchObject({ statusCode: 403 });
      } else {
        // A route of one remote refuses the others; its own may answer anything but 403 (a bad body is a 400).
        if (rule.remote && rule.remote({ params: { name: 'wallet' }, query: { name: 'wallet' } } as never) === 'wallet') {
          expect(other).toMatchObject({ statusCode: 403, error: 'The team token "markets CI" may only ship markets, not wallet' });
        }
        expect(own.statusCode).not.toBe(403);
      }
      checked.push(`${route.method} ${route.url}`);
    }
    for (const money of ['POST /operator/wallet/credit', 'POST /operator/deposits/:id/approve', 'GET /operator/users', 'POST /operator/results/open', 'POST /operator/content/:key', 'POST /operator/team-tokens']) {
      expect(checked).toContain(money);
    }
    // Nothing was changed by any of these calls: no audit row names the token.
    const audit = (await api.operator('GET', '/operator/audit?limit=200')).body.actions as Array<{ actor: string }>;
    expect(audit.filter((row) => row.actor === 'team markets CI')).toEqual([]);
  }, 60_000);

  test('with its own remote it lists, canaries, rolls back, switches; each use is audited under its name', async () => {
    const listing = await as(token, 'GET', '/operator/remotes');
    expect((listing.json() as { remotes: Array<{ name: string }> }).remotes.map((remote) => remote.name)).toEqual(['markets']);
    const canary = await as(token, 'POST', '/operator/remotes/markets/canary', { release: V2, percent: 10, operator: 'someone else', note: 'ci: canary' });
    expect(canary.statusCode).toBe(200);
    expect((await as(token, 'POST', '/operator/remotes/markets/rollback', { from: V2, note: 'ci: back' })).statusCode).toBe(200);
    expect((await as(token, 'POST', '/operator/remotes/markets/activate', { release: V2 })).statusCode).toBe(200);
    expect((await as(token, 'POST', '/operator/remotes/markets/disable', {})).statusCode).toBe(200);
    expect((await as(token, 'POST', '/operator/remotes/markets/enable', {})).statusCode).toBe(200);
    const audit = (await api.operator('GET', '/operator/audit?limit=5')).body.actions as Array<{ action: string; actor: string; note: string }>;
    expect(audit.map((row) => [row.action, row.actor])).toEqual([
      ['remote enable', 'team markets CI'],
      ['remote disable', 'team markets CI'],
      ['remote activate', 'team markets CI'],
      ['remote rollback', 'team markets CI'],
      ['remote canary', 'team markets CI'],
    ]);
    const history = (await as(token, 'GET', '/operator/remotes/history').then((answer) => answer.json())) as { history: Array<{ name: string; operator: string }> };
    // Its own remote's only: its changes under its name (and release control's keeping of markets' default build).
    expect(history.history.every((entry) => entry.name === 'markets' && ['team markets CI', 'automatic'].includes(entry.operator))).toBe(true);
    expect(history.history.filter((entry) => entry.operator === 'team markets CI')).toHaveLength(5);
    const [listed] = (await api.operator('GET', '/operator/team-tokens')).body.team_tokens as Array<{ last_used_at: string | null }>;
    expect(listed?.last_used_at).not.toBeNull();
  });

  test('team-token revoke: refused from the next request on; the name may be given again', async () => {
    expect(await api.operator('POST', '/operator/team-tokens/revoke', { name: 'nobody' })).toMatchObject({ statusCode: 404 });
    expect((await api.operator('POST', '/operator/team-tokens/revoke', { name: 'markets CI' })).body).toMatchObject({ team_token: { revoked_at: expect.any(String) } });
    const refused = await as(token, 'GET', '/operator/remotes');
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 401, body: { error: 'That team token was revoked' } });
    const unknown = await as('mbt_made-up', 'GET', '/operator/remotes');
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 401,
      body: { error: 'That team token is not known: ask an owner for one (team-token create)' },
    });
    const audit = (await api.operator('GET', '/operator/audit?limit=1')).body.actions as Array<{ action: string; target: string }>;
    expect(audit[0]).toMatchObject({ action: 'team-token revoke', target: 'markets CI (markets)' });
    expect(await api.operator('POST', '/operator/team-tokens', { remote: 'markets', name: 'markets CI' })).toMatchObject({ statusCode: 200 });
  });

  test('the CLI: team-token create, list and revoke against the running server', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(api.app.server.address() as { port: number }).port}`;
    const run = (args: string[], env: Record<string, string> = {}) =>
      new Promise<{ code: number | null; json: Record<string, unknown> }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'src', 'cli', 'operator.ts'), ...args], {
          env: { ...process.env, OPERATOR_URL: url, OPERATOR_TOKEN: api.app.operatorToken, ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        child.stdout.on('data', (chunk) => (out += chunk));
        child.on('exit', (code) => resolve({ code, json: JSON.parse(out.trim().split('\n').pop() ?? '{}') }));
      });
    const created = await run(['team-token', 'create', '--remote', 'wallet', '--name', 'wallet CI']);
    expect(created).toMatchObject({ code: 0, json: { team_token: { name: 'wallet CI', remote: 'wallet', token: expect.stringMatching(/^mbt_/) } } });
    const walletToken = (created.json.team_token as { token: string }).token;
    const listed = await run(['team-token', 'list']);
    expect((listed.json.team_tokens as Array<{ name: string }>).map((entry) => entry.name)).toContain('wallet CI');
    // A team's CI runs the CLI with RELEASE_TOKEN: its remote only.
    const asTeam = { OPERATOR_TOKEN: '', RELEASE_TOKEN: walletToken };
    expect(await run(['remote', 'disable', '--name', 'wallet'], asTeam)).toMatchObject({ code: 0, json: { remote: { name: 'wallet', enabled: false } } });
    expect(await run(['remote', 'enable', '--name', 'wallet'], asTeam)).toMatchObject({ code: 0 });
    expect(await run(['remote', 'disable', '--name', 'markets'], asTeam)).toEqual({ code: 1, json: { error: 'The team token "wallet CI" may only ship wallet, not markets' } });
    expect(await run(['wallet', 'credit', '--mobile', '9000000001', '--points', '100', '--note', 'x'], asTeam)).toEqual({
      code: 1,
      json: { error: `The team token "wallet CI" may only ship wallet: it may not ${PERMISSIONS['money.move']}` },
    });
    // A headline is set among the others, read first: refused as the change it is, not as the read.
    expect(await run(['content', 'set', 'headline', '--id', '1', '--text', 'Hello'], asTeam)).toEqual({
      code: 1,
      json: { error: `The team token "wallet CI" may only ship wallet: it may not ${PERMISSIONS['content.write']}` },
    });
    expect(await run(['team-token', 'revoke', '--name', 'wallet CI'])).toMatchObject({ code: 0, json: { team_token: { name: 'wallet CI' } } });
    expect(await run(['remote', 'list'], asTeam)).toEqual({ code: 1, json: { error: 'That team token was revoked' } });
  }, 120_000);
});
