import { operatorRoutes } from '../src/features/operators/operator-access';
import { hashToken } from '../src/platform/tokens';
import { addOperator, asConsole, asOperator, consoleSignIn, type TestOperator } from './support/operator-accounts';
import { testDatabases } from './support/test-databases';
import { testWorld } from './support/world';

/**
 * What each role may do, said again here on purpose (operator-access.ts says it once for the server): a change there
 * that this table does not share fails the walk over every route below.
 */
const MAY: Record<string, string[]> = {
  owner: ['*'],
  cashier: ['overview', 'self', 'players.read', 'players.betting', 'players.suspend', 'players.reset', 'players.notes', 'money.read', 'money.move', 'payments.feed'],
  results: ['overview', 'self', 'markets.read', 'markets.write', 'results'],
  support: ['overview', 'self', 'players.read', 'players.reset', 'players.notes', 'content.read', 'content.write', 'notices'],
  releases: ['overview', 'self', 'releases.read', 'releases.change', 'releases.publish'],
};

describe.each(testDatabases())('operator accounts and roles ($mode)', (kind) => {
  const { api } = testWorld(kind).at('10:00');
  const accounts: Record<string, TestOperator> = {};

  beforeAll(async () => {
    for (const role of ['owner', 'cashier', 'results', 'support', 'releases']) accounts[role] = await addOperator(api, `${role}-one`, role);
  });

  test('operator add prints a one-time password and a CLI token once; only their hashes are kept; the list shows neither', async () => {
    const added = await api.operator('POST', '/operator/operators', { name: 'asha', role: 'cashier' });
    expect(added.statusCode).toBe(200);
    expect(added.body).toMatchObject({
      operator: { name: 'asha', role: 'cashier', has_password: true, has_token: true, disabled_at: null, created_by: 'owner' },
      password: expect.stringMatching(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/),
      token: expect.stringMatching(/^mbo_[\w-]{43}$/),
    });
    const stored = await api.db.query<{ password_hash: string; token_hash: string }>("SELECT password_hash, token_hash FROM operators WHERE name = 'asha'");
    expect(stored[0]?.token_hash).toBe(hashToken(String(added.body.token)));
    expect(stored[0]?.password_hash).toMatch(/^scrypt\$/);
    const listed = await api.operator('GET', '/operator/operators');
    expect(JSON.stringify(listed.body)).not.toContain(String(added.body.token));
    expect(JSON.stringify(listed.body)).not.toContain(String(added.body.password));
    expect((listed.body.operators as Array<{ name: string }>).map((o) => o.name)).toEqual(['owner', 'owner-one', 'cashier-one', 'results-one', 'support-one', 'releases-one', 'asha']);
    // A name is never given twice (any case); a bad name or role is a 400 that says what fits.
    expect(await api.operator('POST', '/operator/operators', { name: 'Asha', role: 'owner' })).toMatchObject({ statusCode: 409 });
    expect((await api.operator('POST', '/operator/operators', { name: 'A sha!', role: 'owner' })).body.error).toMatch(/^name: 2 to 30 small letters/);
    expect((await api.operator('POST', '/operator/operators', { name: 'ravi', role: 'boss' })).body.error).toBe('role: one of owner, cashier, results, support, releases');
    // Its token works at once, as asha, and the audit list names her.
    expect(await asOperator(api, String(added.body.token), 'GET', '/operator/deposits')).toMatchObject({ statusCode: 200 });
    const audit = (await api.operator('GET', '/operator/audit?limit=1')).body.actions as Array<Record<string, string>>;
    expect(audit[0]).toMatchObject({ action: 'operator add', target: 'asha (cashier)', actor: 'owner' });
  });

  test('a one-time password signs in to choose a password and nothing else; the chosen one then opens the role’s sections', async () => {
    const ravi = await addOperator(api, 'ravi', 'results');
    const { answer, cookie } = await consoleSignIn(api, 'ravi', ravi.password);
    expect(answer.json()).toMatchObject({ name: 'ravi', role: 'results', must_choose_password: true, permissions: ['self'] });
    expect(await asConsole(api, cookie, 'GET', '/operator/markets')).toMatchObject({
      statusCode: 403,
      body: { error: 'Choose your own password first: the one you were given is for signing in once' },
    });
    expect((await asConsole(api, cookie, 'POST', '/operator/session/password', { current: ravi.password, password: 'short' })).body.error).toBe('password: choose at least 10 characters');
    expect((await asConsole(api, cookie, 'POST', '/operator/session/password', { current: 'wrong', password: 'ravi-chooses-this' })).statusCode).toBe(401);
    const chosen = await asConsole(api, cookie, 'POST', '/operator/session/password', { current: ravi.password, password: 'ravi-chooses-this' });
    expect(chosen.body).toMatchObject({ must_choose_password: false, permissions: ['overview', 'self', 'markets.read', 'markets.write', 'results'] });
    expect(await asConsole(api, cookie, 'GET', '/operator/markets')).toMatchObject({ statusCode: 200 });
    expect(await asConsole(api, cookie, 'GET', '/operator/deposits')).toMatchObject({ statusCode: 403, body: { error: 'ravi (results) may not read deposits, withdrawals and the ledger check' } });
    // The one-time password is spent; the chosen one signs in.
    expect((await consoleSignIn(api, 'ravi', ravi.password)).answer.statusCode).toBe(401);
    expect((await consoleSignIn(api, 'ravi', 'ravi-chooses-this')).answer.json()).toMatchObject({ must_choose_password: false });
  });

  test('disabling an account ends its sessions and refuses its token on the next request; the first owner cannot be disabled', async () => {
    const meena = await addOperator(api, 'meena', 'support');
    const { cookie } = await consoleSignIn(api, 'meena', meena.password);
    expect(await api.operator('POST', '/operator/operators/meena/disable', { note: 'left the team' })).toMatchObject({ statusCode: 200, body: { operator: { disabled_at: expect.any(String) } } });
    expect((await asConsole(api, cookie, 'GET', '/operator/session')).statusCode).toBe(401);
    expect((await asOperator(api, meena.token, 'GET', '/operator/today')).statusCode).toBe(401);
    expect((await consoleSignIn(api, 'meena', meena.password)).answer.json()).toEqual({ error: 'The account meena is disabled: an owner may enable it' });
    expect(await api.operator('POST', '/operator/operators/meena/enable')).toMatchObject({ statusCode: 200, body: { operator: { disabled_at: null } } });
    expect((await asOperator(api, meena.token, 'GET', '/operator/today')).statusCode).toBe(200);
    const refused = await api.operator('POST', '/operator/operators/owner/disable');
    expect(refused).toMatchObject({ statusCode: 409, body: { error: expect.stringContaining('change OPERATOR_TOKEN') } });
    expect((await asOperator(api, accounts.owner!.token, 'POST', '/operator/operators/owner-one/disable')).body.error).toBe('You cannot disable your own account');
  });

  test('a new password or token from an owner ends the old one; an operator renews their own token', async () => {
    const kiran = await addOperator(api, 'kiran', 'cashier');
    const { cookie } = await consoleSignIn(api, 'kiran', kiran.password);
    const reset = await api.operator('POST', '/operator/operators/kiran/password');
    expect(reset.body).toMatchObject({ password: expect.any(String), operator: { name: 'kiran' } });
    expect((await asConsole(api, cookie, 'GET', '/operator/session')).statusCode).toBe(401);
    expect((await consoleSignIn(api, 'kiran', String(reset.body.password))).answer.json()).toMatchObject({ must_choose_password: true });
    const renewed = await asOperator(api, kiran.token, 'POST', '/operator/session/token', {});
    expect(renewed.body.token).toMatch(/^mbo_/);
    expect((await asOperator(api, kiran.token, 'GET', '/operator/today')).statusCode).toBe(401);
    expect((await asOperator(api, String(renewed.body.token), 'GET', '/operator/today')).statusCode).toBe(200);
  });

  test('wrong passwords are limited like player logins: 10 per name and address, a right one clears them', async () => {
    const lata = await addOperator(api, 'lata', 'support');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await consoleSignIn(api, 'lata', 'guess')).answer.statusCode).toBe(401);
      // Past each growing delay (1 s, 2 s … 64 s after the third), within the 15 minutes.
      api.clock.advance(65_000);
    }
    expect((await consoleSignIn(api, 'lata', lata.password)).answer.json()).toEqual({ error: 'Too many attempts. Please try again later.' });
    api.clock.advance(16 * 60_000);
    expect((await consoleSignIn(api, 'lata', lata.password)).answer.statusCode).toBe(200);
  });

  test('every operator route × every role: allowed where the role may, 403 with the reason where it may not', async () => {
    const routes = operatorRoutes(api.app).filter((route) => route.method !== 'HEAD' && route.access !== 'public');
    expect(routes.length).toBeGreaterThan(35);
    const urlFor = (url: string) =>
      url
        .replace('/operator/operators/:name', '/operator/operators/nobody')
        .replace(':name', 'markets')
        .replace(':mobile', '9000000001')
        .replace(':id', '999999')
        // A key support may change (the owners' keys — payment, contacts … — are content-owners.test.ts's).
        .replace(':key', 'how_to_play')
        .replace(':decision', 'approve')
        .replace(':verb', 'rollback');
    const tokens: Record<string, string> = { first: api.app.operatorToken, ...Object.fromEntries(Object.entries(accounts).map(([role, a]) => [role, a.token])) };
    const matrix: string[] = [];
    for (const route of routes) {
      if (route.access === 'public') continue;
      const { permission } = route.access;
      for (const [who, role] of [['first', 'owner'], ...Object.keys(accounts).map((r) => [r, r])] as Array<[string, string]>) {
        const answer = await asOperator(api, tokens[who]!, route.method, urlFor(route.url), route.method === 'POST' ? {} : undefined);
        // A renewed token replaces the one it renewed.
        if (typeof answer.body.token === 'string' && route.url === '/operator/session/token') tokens[who] = answer.body.token;
        const may = MAY[role]!.includes('*') || MAY[role]!.includes(permission);
        const name = who === 'first' ? 'owner' : `${role}-one`;
        if (may) expect({ route: `${route.method} ${route.url}`, who, status: answer.statusCode }).not.toMatchObject({ status: 403 });
        else expect({ route: `${route.method} ${route.url}`, who, ...answer }).toMatchObject({ statusCode: 403, body: { error: expect.stringMatching(new RegExp(`^${name} \\(${role}\\) may not `)) } });
        matrix.push(`${route.method} ${route.url} ${role} ${may ? 'yes' : 'no'}`);
      }
    }
    for (const line of ['POST /operator/wallet/credit cashier yes', 'POST /operator/results/open cashier no', 'POST /operator/operators owner yes', 'GET /operator/audit support no']) {
      expect(matrix).toContain(line);
    }
    // Nothing any of them was refused left an audit row.
    const audit = (await api.operator('GET', '/operator/audit?limit=200')).body.actions as Array<{ action: string; actor: string }>;
    expect(audit.filter((row) => row.actor === 'cashier-one' && row.action.startsWith('result'))).toEqual([]);
  }, 120_000);
});
