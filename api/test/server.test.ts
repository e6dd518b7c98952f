import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { fakeWebRoot } from './support/fake-web-root';
import { testDatabases } from './support/test-databases';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** A build's web root with hashed files, no remotes listed, and a prerendered screen the size of the real ones (7–12 KB). */
const webRootWithHashedFiles = () =>
  fakeWebRoot({
    remotes: [],
    files: {
      'host/dist/index.html': '<!doctype html><title>Matka Bazar</title>',
      'host/dist/123.0123456789.js': 'console.log(2)',
      'host/dist/login.html': `<!doctype html><title>Matka Bazar</title><main>${'<p>Login</p>'.repeat(700)}</main>`,
      'host/dist/prerendered.json': JSON.stringify({ visitor: { '/login': 'login.html' } }),
      'remotes/markets/dist/77.abcdef0123.js': 'chunk',
    },
  });

describe.each(testDatabases())('the server on $mode', (kind) => {
  let app: FastifyInstance;
  let handle: Awaited<ReturnType<typeof kind.create>>;
  let web: ReturnType<typeof fakeWebRoot>;
  let webRoot: string;

  beforeAll(async () => {
    handle = await kind.create();
    web = webRootWithHashedFiles();
    webRoot = web.root;
    app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_ROOT: webRoot, DEMO_DATA: 'false' }), { db: handle.db });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.drop();
    web?.remove();
  });

  test('GET /api/health says it is up and which database it runs on', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true, database: kind.mode });
  });

  test('a malformed JSON body is a 400 with a message, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/api-user-login',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, msg: expect.any(String) });
  });

  test('an unknown API path is a JSON 404, never the app page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-call', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, msg: 'Not found' });
  });

  test('serves the host at / and falls back to it for the app routes', async () => {
    for (const url of ['/', '/imp', '/tripplePana', '/login']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.body).toContain('<title>Matka Bazar</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  test("a screen's form posted by the browser itself comes back to the page, with nothing of it in the address", async () => {
    for (const url of ['/login', '/r?x=1', '/forgotpass']) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'mobile=9876543210&password=demo1234',
      });
      expect({ url, status: response.statusCode, location: response.headers.location }).toEqual({ url, status: 303, location: url.split('?')[0] });
    }
    // Anything else posted where there is no call is still a 404.
    const json = await app.inject({ method: 'POST', url: '/login', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(json.statusCode).toBe(404);
  });

  test('a page goes compressed to a browser that accepts it (brotli, else gzip); small answers go as they are', async () => {
    const page = (encodings?: string) =>
      app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html', ...(encodings ? { 'accept-encoding': encodings } : {}) } });
    const plain = await page();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(7000);
    const br = await page('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 10);
    const gzip = await page('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const health = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: true });
  });

  test('a missing file is a 404, not the app page', async () => {
    const response = await app.inject({ method: 'GET', url: '/missing.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
  });

  test('caches hashed files for a year, revalidates the rest, never caches the manifests', async () => {
    const cacheOf = async (url: string) => (await app.inject({ method: 'GET', url })).headers['cache-control'];
    await expect(cacheOf('/123.0123456789.js')).resolves.toBe('public, max-age=31536000, immutable');
    await expect(cacheOf('/main.js')).resolves.toBe('no-cache');
    await expect(cacheOf('/remotes.json')).resolves.toBe('no-store');
    await expect(cacheOf('/remotes/markets/mf-manifest.json')).resolves.toBe('no-store');
    await expect(cacheOf('/remotes/markets/77.abcdef0123.js')).resolves.toBe('public, max-age=31536000, immutable');
    await expect(cacheOf('/remotes/markets/remoteEntry.js')).resolves.toBe('no-cache');
  });

  test("serves each remote's files with CORS, so a host elsewhere can load them", async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes/markets/remoteEntry.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  test("a remote's page carries remotes.json and the remote's manifest, and names its entry and route table for preload", async () => {
    fs.writeFileSync(
      path.join(webRoot, 'host', 'dist', 'index.html'),
      '<!doctype html><html><head><title>Matka Bazar</title></head><body></body></html>',
    );
    fs.writeFileSync(
      path.join(webRoot, 'host', 'dist', 'remotes.json'),
      JSON.stringify({
        remotes: [
          { name: 'markets', manifest: '/remotes/markets/mf-manifest.json', enabled: true, paths: ['/imp', '/tripplePana'] },
          { name: 'wallet', manifest: 'https://cdn.example/wallet/mf-manifest.json', enabled: true, paths: ['/imp7'] },
          { name: 'gali', manifest: '/remotes/gali/mf-manifest.json', enabled: false, paths: ['/galiIMP'] },
        ],
      }),
    );
    fs.writeFileSync(
      path.join(webRoot, 'remotes', 'markets', 'dist', 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ path: './routes', assets: { js: { sync: ['__federation_expose_routes.0123456789.js'], async: ['9.abcdef0123.js'] } } }],
      }),
    );
    fs.writeFileSync(
      path.join(webRoot, 'host', 'dist', 'remote-route-preloads.json'),
      JSON.stringify({ remoteRoutes: ['/8.0123456789.js', '/remote-loader.abcdef0123.js', 'https://elsewhere.example/x.js'] }),
    );
    const page = async (url: string) => (await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;

    const home = await page('/imp');
    // remotes.json and the owner's manifest ride in the page (they are no-store: a preload would not be reused).
    const inline = (id: string) => new RegExp(`<script type="application/json" id="${id}"[^>]*>(.*?)</script>`).exec(home);
    expect(JSON.parse(inline('matka-remotes-json')?.[1] ?? 'null')).toMatchObject({ remotes: [{ name: 'markets' }, { name: 'wallet' }, { name: 'gali' }] });
    expect(inline('matka-remote-manifest')?.[0]).toContain('data-url="/remotes/markets/mf-manifest.json"');
    expect(JSON.parse(inline('matka-remote-manifest')?.[1] ?? 'null')).toMatchObject({ metaData: { remoteEntry: { name: 'remoteEntry.js' } } });
    expect(home).toContain('<link rel="preload" as="script" href="/remotes/markets/remoteEntry.js">');
    expect(home).toContain('<link rel="preload" as="script" href="/remotes/markets/__federation_expose_routes.0123456789.js">');
    expect(home).not.toContain('href="/remotes/markets/9.abcdef0123.js"');
    // The host's own files a remote's page needs (the build lists them); only its own, same-origin paths.
    expect(home).toContain('<link rel="preload" as="script" href="/8.0123456789.js">');
    expect(home).toContain('<link rel="preload" as="script" href="/remote-loader.abcdef0123.js">');
    expect(home).not.toContain('elsewhere.example');
    // Paths match as the app matches them: case-insensitively, trailing slash ignored.
    expect(await page('/TripplePana/')).toContain('/remotes/markets/remoteEntry.js');
    // A remote elsewhere is not named (it may be down, and a failed preload would answer the runtime's own fetch);
    // the host's own files still are.
    const wallet = await page('/imp7');
    expect(wallet).not.toMatch(/<link[^>]*cdn\.example/);
    expect(wallet).not.toContain('matka-remote-manifest');
    expect(wallet).toContain('href="/remote-loader.abcdef0123.js"');
    // The shell's own pages, switched-off remotes and a broken remotes.json: the page as built.
    for (const url of ['/login', '/galiIMP', '/no-such-page']) expect(await page(url)).not.toMatch(/preload|matka-remote/);
    fs.writeFileSync(path.join(webRoot, 'host', 'dist', 'remotes.json'), '{"remotes": [');
    expect(await page('/imp')).not.toMatch(/preload|matka-remote/);
    // Whatever an operator writes in remotes.json cannot end the inline script early.
    fs.writeFileSync(
      path.join(webRoot, 'host', 'dist', 'remotes.json'),
      JSON.stringify({
        remotes: [
          { name: 'markets', manifest: '/remotes/markets/mf-manifest.json', enabled: true, paths: ['/imp'] },
          { name: 'cdn', manifest: 'https://cdn.example/</script><script>alert(1)</script>', enabled: true },
        ],
      }),
    );
    const guarded = await page('/imp');
    expect(guarded).not.toContain('</script><script>alert(1)');
    expect(guarded).toContain('\\u003c/script>');
  });

  test('reads remotes.json from disk on every request: an operator edit shows at once', async () => {
    const manifest = path.join(webRoot, 'host', 'dist', 'remotes.json');
    fs.writeFileSync(manifest, '{"remotes":[{"name":"markets"}]}');
    const response = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.json()).toEqual({ remotes: [{ name: 'markets' }] });
  });

  test("answers each built remote's paths and menus from its build, on or off; a remote built elsewhere keeps the operators'", async () => {
    const home = { place: 'footer', label: 'Home', path: '/imp', order: 30, betting: false };
    fs.writeFileSync(path.join(webRoot, 'remotes', 'markets', 'dist', 'routes.json'), JSON.stringify({ paths: ['/imp', '/game'], menus: [home] }));
    const bonusEntry = { place: 'side', label: 'Bonus', path: '/bonus', order: 95, betting: false, icon: '🎁' };
    fs.writeFileSync(
      path.join(webRoot, 'host', 'dist', 'remotes.json'),
      JSON.stringify({
        remotes: [
          { name: 'markets', manifest: '/remotes/markets/mf-manifest.json', enabled: false },
          { name: 'bonus', manifest: 'https://cdn.example/bonus/mf-manifest.json', enabled: true, paths: ['/bonus'], menus: [bonusEntry] },
          { name: 'extra', manifest: 'https://cdn.example/extra/mf-manifest.json', enabled: true },
        ],
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      remotes: [
        // Each with the release it serves: `default`, remotes.json's own, until operators choose another.
        { name: 'markets', manifest: '/remotes/markets/mf-manifest.json', enabled: false, paths: ['/imp', '/game'], menus: [home], release: 'default' },
        { name: 'bonus', manifest: 'https://cdn.example/bonus/mf-manifest.json', enabled: true, paths: ['/bonus'], menus: [bonusEntry], release: 'default' },
        { name: 'extra', manifest: 'https://cdn.example/extra/mf-manifest.json', enabled: true, paths: [], menus: [], release: 'default' },
      ],
    });
    // The page of a built remote's route carries the same answer, paths filled in.
    fs.writeFileSync(
      path.join(webRoot, 'host', 'dist', 'remotes.json'),
      JSON.stringify({ remotes: [{ name: 'markets', manifest: '/remotes/markets/mf-manifest.json', enabled: true }] }),
    );
    const page = (await app.inject({ method: 'GET', url: '/game', headers: { accept: 'text/html' } })).body;
    const inline = /<script type="application\/json" id="matka-remotes-json">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(inline ?? 'null')).toEqual((await app.inject({ method: 'GET', url: '/remotes.json' })).json());
  });
});

describe('the server process', () => {
  test('starts on PORT with the embedded database in DATA_DIR, prints its URL, and stops cleanly on SIGTERM', async () => {
    const { spawn } = await import('node:child_process');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-data-'));
    const run = () =>
      new Promise<{ url: string; stop: () => Promise<number | null> }>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api', 'src', 'main.ts')], {
          env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /running: (http:\/\/\S+?)\/? /.exec(output);
          if (match?.[1]) {
            resolve({
              url: match[1],
              stop: () =>
                new Promise((done) => {
                  child.once('exit', (code) => done(code));
                  child.kill('SIGTERM');
                }),
            });
          }
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
      });
    try {
      const first = await run();
      const health = await (await fetch(`${first.url}/api/health`)).json();
      expect(health).toMatchObject({ status: true, database: 'pglite' });
      await expect(first.stop()).resolves.toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);

      // The data survives a restart.
      const second = await run();
      await expect((await fetch(`${second.url}/api/health`)).json()).resolves.toMatchObject({ status: true });
      await expect(second.stop()).resolves.toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
