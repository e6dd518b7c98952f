import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_CALLS, GET_CALLS, type ApiCallName } from '@matka/shared-kernel/contract';
import { startHarness, type Harness } from './support/api-harness';
import { testDatabases } from './support/test-databases';

const POST_CALLS = (Object.keys(API_CALLS) as ApiCallName[]).filter((name) => !GET_CALLS.has(name));

/** A built host, as far as the history fallback needs one. */
function fakeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-legacy-web-'));
  fs.mkdirSync(path.join(root, 'host', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'host', 'dist', 'index.html'), '<!doctype html><title>Matka Bazar</title>');
  fs.writeFileSync(path.join(root, 'host', 'dist', 'remotes.json'), '{"remotes":[]}');
  return root;
}

// The seed's clients already in the field (its web client and Android apps) post to `/<call-name>` at the host's root.
describe.each(testDatabases())('clients of the seed on $mode', (kind) => {
  let api: Harness;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fakeWebRoot();
    api = await startHarness(kind, { SERVE_WEB: 'true', WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await api?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  describe('the root paths', () => {
    test.each(POST_CALLS)('POST /%s at the root is the same call as under /api/', async (name) => {
      const payload = { app_key: 'not-the-key', env_type: 'Prod' };
      const atRoot = await api.app.inject({ method: 'POST', url: `/${name}`, payload });
      const underApi = await api.app.inject({ method: 'POST', url: `/api/${name}`, payload });
      expect({ status: atRoot.statusCode, body: atRoot.json() }).toEqual({ status: 403, body: underApi.json() });
      expect(atRoot.json()).toMatchObject({ status: false, msg: 'Invalid app key' });
    });

    test('a call answers at the root exactly as under /api/', async () => {
      const payload = { app_key: 'test-app-key-0001', env_type: 'Prod' };
      const atRoot = await api.app.inject({ method: 'POST', url: '/api-game-rates', payload });
      expect(atRoot.statusCode).toBe(200);
      expect(atRoot.json()).toEqual((await api.app.inject({ method: 'POST', url: '/api/api-game-rates', payload })).json());
    });

    test('GET of a call path still opens the app page (a player may land on any path)', async () => {
      const page = await api.app.inject({ method: 'GET', url: '/api-user-login', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Matka Bazar</title>');
      const notAPage = await api.app.inject({ method: 'GET', url: '/api/api-user-login', headers: { accept: 'text/html' } });
      expect(notAPage.statusCode).toBe(404);
    });
  });
});
