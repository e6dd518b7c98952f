// A preview link: a release shown, for some hours, only in a browser signed in to the console as an operator who may
// see releases — the page's remotes.json says it is a preview; no player's changes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PREVIEW_TEXTS } from '@matka/release-control';
import { startHarness, type Harness } from './support/api-harness';
import { writeRelease, writeWebRoot } from './support/release-fixture';
import { testDatabases } from './support/test-databases';
import { consoleOperator } from './support/operator-accounts';

const V2 = '0.2.0-previewed0';

describe.each(testDatabases())('a preview link ($mode)', (kind) => {
  let api: Harness;
  let root: string;
  let releases: string;
  let support: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-preview-'));
    const { releasesDir, env } = writeWebRoot(root);
    writeRelease(releasesDir, 'markets', V2, ['/imp', '/imp-v2']);
    api = await startHarness(kind, env);
    releases = (await consoleOperator(api, 'riya', 'releases')).cookie;
    support = (await consoleOperator(api, 'sam', 'support')).cookie;
  });
  afterAll(async () => {
    await api?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const open = (url: string, cookie?: string) => api.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const markets = async (cookie?: string) =>
    ((await api.app.inject({ method: 'GET', url: '/remotes.json', headers: cookie ? { cookie } : {} })).json() as { remotes: Array<Record<string, unknown>> }).remotes.find(
      (remote) => remote.name === 'markets',
    );
  const link = async (hours?: number) => {
    const answer = await api.operator('POST', '/operator/remotes/markets/preview', { release: V2, note: 'new Home', ...(hours ? { hours } : {}) });
    expect(answer.statusCode).toBe(200);
    return answer.body as { url: string; expiresAt: string };
  };

  test('made for some hours, audited; opened where the console is signed in, that browser gets the release, marked a preview', async () => {
    const { url, expiresAt } = await link(2);
    expect(url).toMatch(/^\/operator\/preview\?link=[\w-]+\.[\w-]+$/);
    expect(expiresAt).toBe(new Date(api.clock.read().getTime() + 2 * 3_600_000).toISOString());
    const audit = (await api.operator('GET', '/operator/audit?limit=1')).body.actions as Array<Record<string, unknown>>;
    expect(audit[0]).toMatchObject({ action: 'remote preview', target: `markets ${V2}`, actor: 'owner', note: 'new Home' });

    const opened = await open(url, releases);
    expect({ status: opened.statusCode, location: opened.headers.location }).toEqual({ status: 302, location: '/' });
    const cookie = String(opened.headers['set-cookie']).split(';')[0] ?? '';
    expect(String(opened.headers['set-cookie'])).toMatch(/^matka_preview=[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=7200$/);
    expect(await markets(cookie)).toMatchObject({ release: V2, preview: true, manifest: `/releases/markets/${V2}/mf-manifest.json`, paths: ['/imp', '/imp-v2'], fallback: { release: 'default' } });
    // Every other browser: nothing changed.
    expect(await markets()).toMatchObject({ release: 'default' });
    expect(await markets()).not.toHaveProperty('preview');
  });

  test('refused: a browser not signed in to the console, or as an operator who may not see releases; a changed or expired link', async () => {
    const { url } = await link();
    for (const cookie of [undefined, support]) {
      const refused = await open(url, cookie);
      expect({ status: refused.statusCode, body: refused.body, cookie: refused.headers['set-cookie'] }).toEqual({ status: 403, body: PREVIEW_TEXTS.notSignedIn, cookie: undefined });
    }
    const forged = url.replace(/\.[\w-]+$/, '.AAAA');
    expect(forged).not.toBe(url);
    expect((await open(forged, releases)).statusCode).toBe(404);
    const opened = await open(url, releases);
    const cookie = String(opened.headers['set-cookie']).split(';')[0] ?? '';
    api.clock.advance(4 * 3_600_000 + 1_000);
    expect(await open(url, releases)).toMatchObject({ statusCode: 404, body: PREVIEW_TEXTS.invalid });
    // The cookie it set ends with it.
    expect(await markets(cookie)).toMatchObject({ release: 'default' });
  });

  test('a release players could not load gets no link; hours are 1 to 24', async () => {
    expect(await api.operator('POST', '/operator/remotes/markets/preview', { release: '0.9.9-nowhere000' })).toEqual({
      statusCode: 409,
      body: { error: 'Refused: markets has no release 0.9.9-nowhere000' },
    });
    expect((await api.operator('POST', '/operator/remotes/markets/preview', { release: V2, hours: 25 })).statusCode).toBe(400);
  });
});
