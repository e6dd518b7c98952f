import { APP_KEY, type Harness } from './support/api-harness';
import { testDatabases } from './support/test-databases';
import { testWorld } from './support/world';

/** A call from 127.0.0.1 (the test's socket) that claims to be forwarded for `forwardedFor`. */
async function callVia(api: Harness, name: string, body: Record<string, unknown>, forwardedFor: string) {
  const response = await api.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { app_key: APP_KEY, env_type: 'Prod', ...body },
  });
  return response.statusCode;
}

describe.each(testDatabases())('X-Forwarded-For on $mode', (kind) => {
  describe('by default nobody is trusted: a new header each time is still the same address', () => {
    const { api } = testWorld(kind);

    test('OTP sends stop at 30 per address, whatever the header says', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 40; i += 1) codes.push(await callVia(api, 'api-check-mobile', { mobile: `70000000${String(i).padStart(2, '0')}` }, `198.51.100.${i}`));
      expect(codes.filter((code) => code === 200)).toHaveLength(30);
      expect(codes.filter((code) => code === 429)).toHaveLength(10);
    });

    test('failed logins stop at 50 per address, whatever the header says', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 60; i += 1) codes.push(await callVia(api, 'api-user-login', { mobile: `71000000${String(i).padStart(2, '0')}`, password: 'x' }, `198.51.100.${i}`));
      expect(codes.filter((code) => code === 429)).toHaveLength(10);
    });
  });

  describe.each(['127.0.0.1', '1'])('TRUST_PROXY=%s names the proxy: the address it forwards for counts', (trusted) => {
    const { api } = testWorld(kind).withEnv({ TRUST_PROXY: trusted });

    test('each forwarded address has its own OTP allowance', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 40; i += 1) codes.push(await callVia(api, 'api-check-mobile', { mobile: `72000000${String(i).padStart(2, '0')}` }, `198.51.100.${i}`));
      expect(codes.every((code) => code === 200)).toBe(true);
    });
  });
});
