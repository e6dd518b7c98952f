import { pageKey, strategyFor } from './strategy';

const origin = 'https://matka.example';
const get = (path: string) => ({ method: 'GET', url: `${origin}${path}` });

describe('what the service worker answers', () => {
  test.each([
    ['an API call (POST at the root)', { method: 'POST', url: `${origin}/api-get-dashboard-data` }],
    ['an API call under /api/', { method: 'POST', url: `${origin}/api/api-user-login` }],
    ['a GET under /api/', get('/api/health')],
    ['the operator API', get('/operator/users')],
    ['the operator console', get('/console/')],
    ['the operator console without its slash', get('/console')],
    ['another origin', { method: 'GET', url: 'https://cdn.example/remotes/markets/remoteEntry.js' }],
  ])('leaves %s to the network, uncached', (_what, request) => {
    expect(strategyFor(request, origin)).toBe('pass');
  });

  test.each([
    ['remotes.json', '/remotes.json'],
    ['the host entry', '/main.js'],
    ['a remote entry', '/remotes/markets/remoteEntry.js'],
    ['a released remote entry', '/remotes/markets/1.4.0/remoteEntry.js'],
    ['a remote manifest', '/remotes/markets/mf-manifest.json'],
    ['a page', '/imp'],
    ['a page with a query', '/game?game=3'],
    ['the web app manifest', '/manifest.webmanifest'],
  ])('asks the network first for %s', (_what, path) => {
    expect(strategyFor(get(path), origin)).toBe('network-first');
  });

  test.each([['/bootstrap.0123456789.js'], ['/remotes/wallet/__federation_expose_routes.abcdef0123.js']])(
    'serves the content-hashed %s from the cache once it has it',
    (path) => {
      expect(strategyFor(get(path), origin)).toBe('cache-first');
    },
  );

  test('keys a page by its path, without the query', () => {
    expect(pageKey(`${origin}/game?game=3`)).toBe(`${origin}/game`);
  });
});
