import { DEV_APP_KEY } from '@matka/shared-kernel/app-key';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  test('has a working default for everything, so `npm start` needs no settings', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      dataDir: path.resolve('./data'),
      otpLength: 4,
      serveWeb: true,
    });
  });

  test('reads PORT, DATA_DIR and DATABASE_URL from the environment', () => {
    const config = loadConfig({ PORT: '9000', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgresql://u@h/db' });
    expect(config).toMatchObject({ port: 9000, dataDir: '/tmp/x', databaseUrl: 'postgresql://u@h/db' });
  });

  test('an empty DATABASE_URL means the embedded database', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  test('the workers share the database connections: more workers, not more connections', () => {
    const url = { DATABASE_URL: 'postgresql://u@h/db' };
    expect(loadConfig({ ...url, WORKERS: '1' })).toMatchObject({ workers: 1, dbPoolSize: 10 });
    expect(loadConfig({ ...url, WORKERS: '2' })).toMatchObject({ workers: 2, dbPoolSize: 5 });
    expect(loadConfig({ ...url, WORKERS: '3', DB_POOL_SIZE: '10' })).toMatchObject({ dbPoolSize: 4 });
    expect(loadConfig({ ...url, WORKERS: '8', DB_POOL_SIZE: '4' })).toMatchObject({ dbPoolSize: 2 });
    expect(() => loadConfig({ ...url, DB_POOL_SIZE: '1' })).toThrow(/DB_POOL_SIZE/);
  });

  test('Web Push keys: both or neither; without them the pair is made into the data folder', () => {
    const pair = { VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`, VAPID_PRIVATE_KEY: 'A'.repeat(43) };
    expect(loadConfig(pair).push).toMatchObject({ publicKey: pair.VAPID_PUBLIC_KEY, privateKey: pair.VAPID_PRIVATE_KEY, pollMs: 1000 });
    expect(loadConfig({}).push).toMatchObject({ publicKey: undefined, privateKey: undefined, subject: expect.stringMatching(/^mailto:/) });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(/VAPID_PRIVATE_KEY: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together/);
    expect(() => loadConfig({ ...pair, VAPID_SUBJECT: 'ops@example.com' })).toThrow(/VAPID_SUBJECT: must be a mailto: or https:\/\/ address/);
  });

  test('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', APP_KEY: 'short', OTP_LENGTH: '2' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT:/m);
    expect(problems).toMatch(/^DATABASE_URL:/m);
    expect(problems).toMatch(/^APP_KEY:/m);
    expect(problems).toMatch(/^OTP_LENGTH:/m);
  });

  test('CORS_ORIGINS: a comma-separated list of origins, none by default; each one that is not an origin is named', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://play.example.in, http://localhost:5173' }).corsOrigins).toEqual([
      'https://play.example.in',
      'http://localhost:5173',
    ]);
    let error: unknown;
    try {
      loadConfig({ CORS_ORIGINS: 'play.example.in,https://ok.example.in,https://x.example.in/app' });
    } catch (caught) {
      error = caught;
    }
    expect((error as ConfigError).problems).toEqual([
      'CORS_ORIGINS: "play.example.in" is not an origin: scheme://host[:port], lower case, no path',
      'CORS_ORIGINS: "https://x.example.in/app" is not an origin: scheme://host[:port], lower case, no path',
    ]);
  });

  test("APP_KEYS: every key a call may carry, our own build's first; APP_KEY alone as before; never both", () => {
    expect(loadConfig({}).appKeys).toEqual([DEV_APP_KEY]);
    expect(loadConfig({ APP_KEY: 'field-app-key-01' }).appKeys).toEqual(['field-app-key-01']);
    expect(loadConfig({ APP_KEYS: 'our-build-key-01, field-app-key-01,' }).appKeys).toEqual(['our-build-key-01', 'field-app-key-01']);
    expect(() => loadConfig({ APP_KEYS: 'our-build-key-01,short' })).toThrow(/APP_KEYS: each key must be at least 8 characters/);
    expect(() => loadConfig({ APP_KEYS: ' , ' })).toThrow(/APP_KEYS: must name at least one key/);
    expect(() => loadConfig({ APP_KEY: 'field-app-key-01', APP_KEYS: 'our-build-key-01' })).toThrow(/APP_KEYS: set APP_KEYS or APP_KEY, not both/);
  });

  test('LEGACY_HTTP_STATUS: unset (honest codes) or 200', () => {
    expect(loadConfig({}).legacyStatusAtRoot).toBe(false);
    expect(loadConfig({ LEGACY_HTTP_STATUS: '200' }).legacyStatusAtRoot).toBe(true);
    expect(() => loadConfig({ LEGACY_HTTP_STATUS: '204' })).toThrow(/LEGACY_HTTP_STATUS: must be 200/);
  });

  test('PUBLIC_URL: the origin players reach, a trailing slash dropped; unset by default; a path or a host alone is refused', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: '' }).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://play.example.in/' }).publicUrl).toBe('https://play.example.in');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:8080' }).publicUrl).toBe('http://localhost:8080');
    for (const wrong of ['play.example.in', 'https://play.example.in/app', 'ftp://play.example.in']) {
      expect(() => loadConfig({ PUBLIC_URL: wrong })).toThrow(/PUBLIC_URL: must be an origin/);
    }
  });

  test.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, ::1, loopback', ['10.0.0.0/8', '::1', 'loopback']],
  ])('TRUST_PROXY %p trusts %p', (value, trusted) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(trusted);
  });

  test.each(['true', '*', '10.0.0.0/33', 'proxy.example.com'])('TRUST_PROXY %p is refused: it would trust anyone, or is no address', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be a hop count or a comma-separated list of proxy addresses/);
  });
});
