import fs from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { fakeWebRoot } from './support/fake-web-root';
import { testDatabases } from './support/test-databases';

const CDN = 'https://cdn.example.net';

/** The page, a script with its source map, a local remote with one, a CDN remote and a switched-off one. */
const webRootWithMaps = () =>
  fakeWebRoot({
    remotes: [
      { name: 'markets', manifest: '/remotes/markets/mf-manifest.json', enabled: true },
      { name: 'wallet', manifest: `${CDN}/wallet/v3/mf-manifest.json`, enabled: true },
      { name: 'gali', manifest: 'https://off.example.org/gali/mf-manifest.json', enabled: false },
    ],
    files: {
      'host/dist/main.js': 'console.log(1)\n//# sourceMappingURL=main.js.map',
      'host/dist/main.js.map': '{"version":3}',
      'remotes/markets/dist/remoteEntry.js.map': '{"version":3}',
    },
  });

/** The policy as a map of directive → sources. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe.each(testDatabases())('security headers on $mode', (kind) => {
  let web: ReturnType<typeof fakeWebRoot>;
  let webRoot: string;
  let drop: () => Promise<void>;
  const apps: FastifyInstance[] = [];
  let db: Awaited<ReturnType<typeof kind.create>>['db'];

  const start = async (env: Record<string, string> = {}) => {
    const app = await buildApp(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_ROOT: webRoot, DEMO_DATA: 'false', APP_KEY: 'test-app-key-0001', ...env }),
      { db },
    );
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    const handle = await kind.create();
    db = handle.db;
    drop = handle.drop;
    web = webRootWithMaps();
    webRoot = web.root;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await drop();
    web.remove();
  });

  test("the page may load scripts and call only here and the enabled remotes' origins, and may not be framed", async () => {
    const app = await start();
    const page = await app.inject({ method: 'GET', url: '/imp', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", CDN]);
    expect(csp.get('connect-src')).toEqual(["'self'", CDN]);
    // styled-components and the page's own <style>; never eval, never inline scripts.
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(String(page.headers['content-security-policy'])).not.toMatch(/unsafe-eval|off\.example\.org/);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  test("a drawn page's own inline script runs by its hash, and nothing else inline does", async () => {
    const app = await start();
    const dist = path.join(webRoot, 'host', 'dist');
    const holdScript = 'window.held=1;';
    fs.writeFileSync(
      path.join(dist, 'login.html'),
      `<!doctype html><html><head><script>${holdScript}</script><script type="application/json" id="data">{"a":1}</script><script defer src="/main.js"></script></head><body></body></html>`,
    );
    fs.writeFileSync(path.join(dist, 'prerendered.json'), JSON.stringify({ visitor: { '/login': 'login.html' }, player: {} }));
    try {
      const page = await app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
      const hash = `'sha256-${createHash('sha256').update(holdScript).digest('base64')}'`;
      expect(directives(page.headers['content-security-policy']).get('script-src')).toEqual(["'self'", hash, CDN]);
      // A page without one allows none.
      const plain = await app.inject({ method: 'GET', url: '/imp', headers: { accept: 'text/html' } });
      expect(directives(plain.headers['content-security-policy']).get('script-src')).toEqual(["'self'", CDN]);
    } finally {
      fs.rmSync(path.join(dist, 'login.html'));
      fs.rmSync(path.join(dist, 'prerendered.json'));
    }
  });

  test('an operator edit of remotes.json shows in the next page policy, without a restart', async () => {
    const app = await start();
    const file = path.join(webRoot, 'host', 'dist', 'remotes.json');
    const before = fs.readFileSync(file, 'utf8');
    try {
      fs.writeFileSync(file, JSON.stringify({ remotes: [{ name: 'wallet', manifest: 'https://edge.example.com/w/mf-manifest.json', enabled: true }] }));
      const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(directives(page.headers['content-security-policy']).get('script-src')).toEqual(["'self'", 'https://edge.example.com']);
      fs.writeFileSync(file, '{ not json');
      const broken = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(directives(broken.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
    } finally {
      fs.writeFileSync(file, before);
    }
  });

  test('API answers, files and errors allow nothing to load and may not be framed', async () => {
    const app = await start();
    for (const answer of [
      await app.inject({ method: 'POST', url: '/api/api-starline-game', payload: { app_key: 'test-app-key-0001', env_type: 'Prod' } }),
      await app.inject({ method: 'POST', url: '/api/api-get-dashboard-data', payload: { app_key: 'wrong-key' } }),
      await app.inject({ method: 'GET', url: '/main.js' }),
      await app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ]) {
      const csp = directives(answer.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.has('script-src')).toBe(false);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  test('a chart page may use its inline style and nothing else', async () => {
    const app = await start();
    const chart = await app.inject({ method: 'GET', url: '/charts/starline' });
    expect(chart.statusCode).toBe(200);
    expect(chart.body).toContain('<style>');
    const csp = directives(chart.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'unsafe-inline'"]);
    expect(csp.has('script-src')).toBe(false);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  test("HSTS only on https: a trusted proxy's X-Forwarded-Proto counts, an untrusted one does not", async () => {
    const trusting = await start({ TRUST_PROXY: '1' });
    const overHttps = { accept: 'text/html', 'x-forwarded-proto': 'https' };
    for (const url of ['/', '/api/nothing-here']) {
      const answer = await trusting.inject({ method: 'GET', url, headers: overHttps });
      expect(answer.headers['strict-transport-security']).toBe('max-age=15552000');
    }
    const plain = await trusting.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const untrusting = await start();
    const spoofed = await untrusting.inject({ method: 'GET', url: '/', headers: overHttps });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  test('source maps are served in development but not in production; the build stamp never', async () => {
    const development = await start();
    expect((await development.inject({ method: 'GET', url: '/main.js.map' })).statusCode).toBe(200);
    const production = await start({ NODE_ENV: 'production', SMS_GATEWAY_URL: 'https://sms.example.com/send' });
    for (const url of ['/main.js.map', '/remotes/markets/remoteEntry.js.map', '/.build-stamp', '/remotes/markets/.build-stamp']) {
      expect([url, (await production.inject({ method: 'GET', url })).statusCode]).toEqual([url, 404]);
    }
    expect((await development.inject({ method: 'GET', url: '/.build-stamp' })).statusCode).toBe(404);
    expect((await production.inject({ method: 'GET', url: '/main.js' })).statusCode).toBe(200);
    expect((await production.inject({ method: 'GET', url: '/remotes/markets/remoteEntry.js' })).statusCode).toBe(200);
  });
});
