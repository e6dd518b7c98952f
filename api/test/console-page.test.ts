import { testDatabases } from './support/test-databases';
import { testWorld } from './support/world';

// Issue 25, item 12: /console/ answered 403 to a client that sends no Accept-Encoding (curl, a health probe).
describe.each(testDatabases().slice(0, 1))('the console page on $mode', (kind) => {
  const { api } = testWorld(kind).withWebRoot();

  test.each([
    ['no Accept-Encoding', {}],
    ['gzip', { 'accept-encoding': 'gzip' }],
    ['an HTML Accept, no Accept-Encoding', { accept: 'text/html' }],
  ])('/console/ with %s is the console page', async (_what, headers: Record<string, string>) => {
    const answer = await api.app.inject({ method: 'GET', url: '/console/', headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body.startsWith('<!doctype html>') || answer.headers['content-encoding'] !== undefined).toBe(true);
  });

  test('its script is served with or without Accept-Encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'gzip' }]) {
      expect((await api.app.inject({ method: 'GET', url: '/console/console.0123456789.js', headers })).statusCode).toBe(200);
    }
  });
});
