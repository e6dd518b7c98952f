import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

// A cookie that does not decode (`%zz`) is no cookie at all: its holder is signed out, never answered 500.
describe.each(testDatabases())('malformed cookies on $mode', (kind) => {
  const player = aPlayer('9000002501').named('Cookie').withPassword('right-pass');
  const { api } = testWorld(kind).withWebRoot().with(player);

  const get = (url: string, cookie: string) => api.app.inject({ method: 'GET', url, headers: { cookie, accept: 'text/html' } });

  test.each(['matka_session=%zz', 'matka_operator=%zz', 'matka_session=%E0%A4%A; matka_operator=%'])('%s: pages and remotes.json answer as to a visitor', async (cookie) => {
    for (const url of ['/', '/login', '/imp', '/remotes.json']) {
      const answer = await get(url, cookie);
      expect([url, answer.statusCode]).toEqual([url, 200]);
    }
  });

  test('a signed-in call with only a malformed cookie is 401 (signed out), with the body token it works', async () => {
    const cookieOnly = await api.app.inject({
      method: 'POST',
      url: '/api/api-get-user-details',
      headers: { cookie: 'matka_session=%zz' },
      payload: { app_key: 'test-app-key-0001' },
    });
    expect(cookieOnly.statusCode).toBe(401);
    const withToken = await api.app.inject({
      method: 'POST',
      url: '/api/api-get-user-details',
      headers: { cookie: 'matka_session=%zz' },
      payload: { app_key: 'test-app-key-0001', unique_token: player.token },
    });
    expect(withToken.statusCode).toBe(200);
    const logout = await api.app.inject({ method: 'POST', url: '/api/api-user-logout', headers: { cookie: 'matka_session=%zz' }, payload: { app_key: 'test-app-key-0001' } });
    expect(logout.statusCode).toBe(200);
  });

  test('operator routes take a malformed console cookie as no sign-in (401), and the bearer token still works', async () => {
    expect((await get('/operator/today', 'matka_operator=%zz')).statusCode).toBe(401);
    const withToken = await api.app.inject({ method: 'GET', url: '/operator/today', headers: { cookie: 'matka_operator=%zz', authorization: `Bearer ${api.app.operatorToken}` } });
    expect(withToken.statusCode).toBe(200);
  });
});
