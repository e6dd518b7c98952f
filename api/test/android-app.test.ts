import { createHash, randomBytes } from 'node:crypto';
import { APP_KEY, secondInstance } from './support/api-harness';
import { addOperator } from './support/operator-accounts';
import { testDatabases } from './support/test-databases';
import { testWorld } from './support/world';

/** Where the operator's players reach this server (PUBLIC_URL). */
const PUBLIC_URL = 'https://api.example-matka.in';
/** The public legacy web client's "Download App" link, on the API host (APK_PATHS' default). */
const LEGACY_LINK = '/uploads/images/GT_1718623233.apk';
const APK_TYPE = 'application/vnd.android.package-archive';
/** A file that starts as every APK (a zip archive) does, with a body of its own. */
const anApk = (bytes: number) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(bytes - 4)]);
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

// The Android app players download (docs/operations.md § Moving from an existing backend): an owner uploads it, every
// instance serves it where the field apps link, and the apps' version check answers from the operator's minimum.
describe.each(testDatabases())('the Android app on $mode', (kind) => {
  const { api } = testWorld(kind).withEnv({ PUBLIC_URL, APK_MAX_BYTES: String(256 * 1024) }).at('10:00');

  const uploadAs = async (token: string, content: Buffer, query = 'file_name=matka-1.4.0.apk&note=release%201.4.0', type = APK_TYPE) => {
    const response = await api.app.inject({
      method: 'POST',
      url: `/operator/app/apk?${query}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      payload: content,
    });
    return { statusCode: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  const owner = () => api.app.operatorToken;
  const download = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });
  const legacy = async (name: string, body: Record<string, unknown> = {}) =>
    (await api.app.inject({ method: 'POST', url: `/${name}`, payload: { env_type: 'Prod', app_key: APP_KEY, ...body } })).json() as Record<string, unknown>;

  test('before any upload the links answer 404, and the operator API says where the app will be served', async () => {
    expect((await download('/app.apk')).statusCode).toBe(404);
    expect((await download(LEGACY_LINK)).statusCode).toBe(404);
    expect((await api.operator('GET', '/operator/app/apk')).body).toEqual({ apk: null, paths: ['/app.apk', LEGACY_LINK], max_bytes: 256 * 1024 });
  });

  test('only an owner uploads; a file that is no APK, or past APK_MAX_BYTES, is refused and nothing changes', async () => {
    for (const role of ['cashier', 'support', 'releases']) {
      const operator = await addOperator(api, `apk-${role}`, role);
      const refused = await uploadAs(operator.token, anApk(1024));
      expect({ role, statusCode: refused.statusCode }).toEqual({ role, statusCode: 403 });
    }
    expect(await uploadAs(owner(), Buffer.from('not a zip archive at all'))).toEqual({ statusCode: 400, body: { error: 'Refused: this is not an APK (an APK is a zip archive)' } });
    expect(await uploadAs(owner(), anApk(300 * 1024))).toEqual({ statusCode: 413, body: { error: `Refused: the upload is larger than APK_MAX_BYTES (${256 * 1024} bytes)` } });
    expect((await uploadAs(owner(), anApk(1024), 'file_name=../evil.sh')).statusCode).toBe(400);
    expect((await api.operator('GET', '/operator/app/apk')).body.apk).toBeNull();
  });

  test('an upload is served at /app.apk and at the field apps link: an Android package, downloaded under its name, its checksum as the ETag', async () => {
    const content = anApk(200 * 1024);
    const uploaded = await uploadAs(owner(), content);
    expect(uploaded).toEqual({
      statusCode: 201,
      body: { apk: { file_name: 'matka-1.4.0.apk', bytes: content.length, sha256: sha256(content), uploaded_at: expect.any(String), uploaded_by: 'owner' } },
    });
    for (const url of ['/app.apk', LEGACY_LINK]) {
      const served = await download(url);
      expect({ url, status: served.statusCode, type: served.headers['content-type'], disposition: served.headers['content-disposition'] }).toEqual({
        url,
        status: 200,
        type: APK_TYPE,
        disposition: 'attachment; filename="matka-1.4.0.apk"',
      });
      expect(sha256(served.rawPayload)).toBe(sha256(content));
      expect((await download(url, { 'if-none-match': `"${sha256(content)}"` })).statusCode).toBe(304);
    }
    // The audit list says who uploaded which file, with its size and checksum.
    const audit = (await api.operator('GET', '/operator/audit?action=app%20apk%20upload')).body.actions as Array<Record<string, unknown>>;
    expect(audit[0]).toMatchObject({ action: 'app apk upload', target: 'matka-1.4.0.apk', actor: 'owner', note: 'release 1.4.0', change: expect.stringContaining(sha256(content)) });
  });

  test('a new upload replaces the app everywhere at once; on PostgreSQL a second instance serves the same file', async () => {
    const first = anApk(2048);
    await uploadAs(owner(), first);
    expect(sha256((await download('/app.apk')).rawPayload)).toBe(sha256(first));
    const second = anApk(4096);
    await uploadAs(owner(), second, 'file_name=matka-1.5.0.apk');
    expect(sha256((await download('/app.apk')).rawPayload)).toBe(sha256(second));
    if (api.url === undefined) return;
    const other = await secondInstance(api, { APK_MAX_BYTES: String(256 * 1024) });
    try {
      const served = await other.app.inject({ method: 'GET', url: LEGACY_LINK });
      expect({ status: served.statusCode, sha: sha256(served.rawPayload), disposition: served.headers['content-disposition'] }).toEqual({
        status: 200,
        sha: sha256(second),
        disposition: 'attachment; filename="matka-1.5.0.apk"',
      });
    } finally {
      await other.close();
    }
  });

  test('the field apps version check answers from the minimum an operator sets, with the uploaded app as the link', async () => {
    const versions = async () => ((await legacy('api-get-app-version-details')).versionDetails as Array<Record<string, unknown>>)[0];
    await api.operator('POST', '/operator/content/android_app', { min_version: '', current_version: '' });
    expect(await versions()).toMatchObject({ user_minimum_version: '', pop_status: 0, link: `${PUBLIC_URL}/app.apk` });
    expect((await api.operator('POST', '/operator/content/android_app', { min_version: '1.4 beta' })).statusCode).toBe(400);
    expect((await api.operator('POST', '/operator/content/android_app', { min_version: '1.5.0', current_version: '1.5.0', note: 'force 1.5' })).statusCode).toBe(200);
    const told = { user_minimum_version: '1.5.0', user_current_version: '1.5.0', pop_status: 1, message: expect.any(String), link: `${PUBLIC_URL}/app.apk`, app_link: `${PUBLIC_URL}/app.apk` };
    expect(await versions()).toEqual(told);
    // The dashboard, where the old backend's apps read the same fields.
    expect(await legacy('api-get-dashboard-data')).toMatchObject(told);
  });
});
