import { APP_KEY, startHarness } from './support/api-harness';
import { testDatabases } from './support/test-databases';
import { testWorld } from './support/world';

const TOO_MANY = 'Too many attempts. Please try again later.';
const BUSY = 'The server is busy. Please try again in a moment.';

interface Sent {
  statusCode: number;
  msg: string;
  cookies: string[];
}

// Issue 25, items 1–3 and 7, with its numbers as the cases: every call that hashes a password is limited and the
// hashing is bounded; wrong passwords are capped per account across addresses, without locking the owner out; correct
// passwords are never refused by the failure counters; the counters' rows stay bounded.
describe.each(testDatabases())('password abuse on $mode', (kind) => {
  const { api } = testWorld(kind);

  async function send(call: string, body: Record<string, unknown>, ip: string, cookie?: string): Promise<Sent> {
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/${call}`,
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
      payload: { app_key: APP_KEY, env_type: 'Prod', ...body },
    });
    return { statusCode: response.statusCode, msg: String(response.json().msg), cookies: [response.headers['set-cookie'] ?? []].flat().map(String) };
  }
  const login = (mobile: string, password: string, ip: string, cookie?: string) => send('api-user-login', { mobile, password }, ip, cookie);
  const count = (answers: Sent[], status: number, msg?: string) => answers.filter((a) => a.statusCode === status && (msg === undefined || a.msg === msg)).length;
  const deviceCookie = (answer: Sent) => answer.cookies.find((cookie) => cookie.startsWith('matka_device='))?.split(';')[0] ?? '';

  describe('item 1: hashing is limited and checked last', () => {
    test('116 made-up reset tickets from 8 clients on one address: 20 are checked (400), the rest 429, and none costs a hash', async () => {
      await api.register('9000002511', 'Reset', 'right-pass');
      const before = api.app.passwords.derived;
      const answers: Sent[] = [];
      let ticket = 0;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (answers.length < 116) {
            answers.push(await send('api-forgot-password', { mobile: '9000002511', reset_ticket: `made-up-ticket-${(ticket += 1)}`, new_pass: 'new-pass-1' }, '203.0.113.1'));
          }
        }),
      );
      expect(count(answers, 400, 'This password reset has expired. Please start over.')).toBe(20);
      expect(count(answers, 429, TOO_MANY)).toBe(answers.length - 20);
      expect(api.app.passwords.derived).toBe(before);
    });

    test('registrations: 30 per address in 15 minutes', async () => {
      const answers: Sent[] = [];
      for (let i = 0; i < 32; i += 1) answers.push(await send('api-user-registration', { name: 'X', mobile: `90000026${String(i).padStart(2, '0')}`, password: 'right-pass', otp: '1234' }, '203.0.113.2'));
      expect(count(answers, 429, TOO_MANY)).toBe(2);
      expect(answers.slice(0, 30).every((answer) => answer.statusCode === 400)).toBe(true);
    });

    test('a refusal is held for RATE_LIMIT_PAUSE_MS before it is sent, so a client asking again at once is slowed', async () => {
      const paused = await startHarness(kind, { RATE_LIMIT_PAUSE_MS: '400' });
      try {
        const reset = () => paused.app.inject({ method: 'POST', url: '/api/api-forgot-password', remoteAddress: '203.0.113.9', payload: { app_key: APP_KEY, mobile: '9000002519', reset_ticket: 'made-up-ticket-0001', new_pass: 'new-pass-1' } });
        for (let i = 0; i < 20; i += 1) expect((await reset()).statusCode).toBe(404);
        const started = performance.now();
        const refused = await reset();
        expect(refused.statusCode).toBe(429);
        expect(performance.now() - started).toBeGreaterThanOrEqual(390);
      } finally {
        await paused.close();
      }
    });

    test('change password: 10 wrong current passwords per player in 15 minutes; the right one clears them', async () => {
      const token = await api.register('9000002512', 'Changer', 'right-pass');
      const change = (old: string) => api.call('api-change-password', { old_pass: old, new_pass: 'next-pass-1' }, token);
      const wrong = [];
      for (let i = 0; i < 12; i += 1) {
        wrong.push(await change(`wrong-${i}`));
        api.clock.advance(60_000);
      }
      expect(wrong.filter((answer) => answer.statusCode === 400 && answer.body.msg === 'Old password is incorrect')).toHaveLength(10);
      expect(wrong.slice(10).map((answer) => answer.body.msg)).toEqual([TOO_MANY, TOO_MANY]);
      api.clock.advance(15 * 60_000);
      expect((await change('right-pass')).statusCode).toBe(200);
    });

    test('the hashing queue is bounded: past it a login is answered 429 "busy" (never 500), and a login goes through again after', async () => {
      const tight = await startHarness(kind, { PASSWORD_HASH_THREADS: '1', PASSWORD_HASH_QUEUE: '1', PASSWORD_SCRYPT_LOG_N: '14' });
      try {
        await tight.register('9000002513', 'Busy', 'right-pass');
        const answers = await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            tight.app
              .inject({ method: 'POST', url: '/api/api-user-login', remoteAddress: `198.51.100.${i + 1}`, payload: { app_key: APP_KEY, mobile: '9000002513', password: `guess-${i}` } })
              .then((response) => ({ statusCode: response.statusCode, msg: String(response.json().msg) })),
          ),
        );
        expect(answers.filter((answer) => answer.statusCode === 429 && answer.msg === BUSY).length).toBeGreaterThan(0);
        expect(answers.every((answer) => answer.statusCode === 401 || (answer.statusCode === 429 && answer.msg === BUSY))).toBe(true);
        const ok = await tight.app.inject({ method: 'POST', url: '/api/api-user-login', remoteAddress: '198.51.100.99', payload: { app_key: APP_KEY, mobile: '9000002513', password: 'right-pass' } });
        expect(ok.statusCode).toBe(200);
      } finally {
        await tight.close();
      }
    });
  });

  describe('item 2: 30 wrong passwords per account in 15 minutes, across all addresses', () => {
    beforeAll(async () => {
      api.clock.advance(16 * 60_000);
      await api.register('9000002521', 'Owner', 'right-pass');
    });

    test('the owner signs in from home and on a device first', async () => {
      expect((await login('9000002521', 'right-pass', '198.51.100.10')).statusCode).toBe(200);
    });

    let device = '';
    test('100 addresses × 4 guesses: 30 are checked, the other 370 are refused', async () => {
      const owner = await login('9000002521', 'right-pass', '192.0.2.200');
      device = deviceCookie(owner);
      expect(device).toMatch(/^matka_device=[\w-]{43}$/);
      const answers: Sent[] = [];
      for (let round = 0; round < 4; round += 1) {
        answers.push(...(await Promise.all(Array.from({ length: 100 }, (_, i) => login('9000002521', `guess-${round}-${i}`, `10.25.${round}.${i + 1}`)))));
      }
      // Refused as too many, or as busy while the hashing queue was full (those were not checked either).
      expect(count(answers, 401)).toBe(30);
      expect(count(answers, 429)).toBe(370);
    });

    test('an unknown address is refused even with the right password; the owner is not locked out', async () => {
      expect(await login('9000002521', 'right-pass', '10.26.0.1')).toMatchObject({ statusCode: 429, msg: TOO_MANY });
      // Home, where the owner signed in before, keeps its own allowance.
      expect((await login('9000002521', 'right-pass', '198.51.100.10')).statusCode).toBe(200);
      // So does the device, from an address it never used.
      expect((await login('9000002521', 'right-pass', '10.26.0.2', device)).statusCode).toBe(200);
      // A made-up device id is no known device.
      expect((await login('9000002521', 'right-pass', '10.26.0.3', 'matka_device=made-up-device-id')).statusCode).toBe(429);
      api.clock.advance(15 * 60_000);
      expect((await login('9000002521', 'right-pass', '10.26.0.1')).statusCode).toBe(200);
    });

    test('a known device guessing wrong is held to its own 10', async () => {
      const answers: Sent[] = [];
      for (let i = 0; i < 12; i += 1) {
        answers.push(await login('9000002521', `wrong-${i}`, `10.27.0.${i + 1}`, device));
        api.clock.advance(60_000);
      }
      expect(count(answers, 401)).toBe(10);
      expect(count(answers, 429, TOO_MANY)).toBe(2);
      api.clock.advance(15 * 60_000);
    });
  });

  describe('item 3: correct passwords are never refused by the failure counters', () => {
    test('16 clients on one address signing in correctly, 10 times each: 160 of 160 succeed', async () => {
      await api.register('9000002531', 'Parallel', 'right-pass');
      const answers: Sent[] = [];
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          for (let i = 0; i < 10; i += 1) answers.push(await login('9000002531', 'right-pass', '203.0.113.31'));
        }),
      );
      expect(count(answers, 200)).toBe(160);
    });

    test('while an attacker fills the number-and-address count, the owner on another address signs in at once', async () => {
      const attack = await Promise.all(Array.from({ length: 20 }, () => login('9000002531', 'wrong', '203.0.113.32')));
      expect(count(attack, 401)).toBeLessThanOrEqual(10);
      expect((await login('9000002531', 'right-pass', '203.0.113.33')).statusCode).toBe(200);
    });
  });

  describe('item 4: a new password has at least 6 characters', () => {
    test("registration with '1' is refused with a clear message, and no account is made", async () => {
      api.clock.advance(60 * 60_000);
      expect((await api.call('api-check-mobile', { mobile: '9000002541' })).statusCode).toBe(200);
      const code = api.sms.lastCode('9000002541');
      const refused = await api.call('api-user-registration', { name: 'Short', mobile: '9000002541', password: '1', otp: code });
      expect(refused).toMatchObject({ statusCode: 400, body: { status: false, msg: 'Password must be at least 6 characters' } });
      // The code was not spent on the refusal: the player fixes the password and goes on.
      expect((await api.call('api-user-registration', { name: 'Short', mobile: '9000002541', password: '123456', otp: code })).statusCode).toBe(200);
    });

    test('reset and change refuse a 5-character new password the same way', async () => {
      const token = await api.register('9000002542', 'Changer', 'right-pass');
      const reset = await api.call('api-forgot-password', { mobile: '9000002542', reset_ticket: 'ticket-0123456789abcdef', new_pass: '12345' });
      expect(reset).toMatchObject({ statusCode: 400, body: { msg: 'Password must be at least 6 characters' } });
      const change = await api.call('api-change-password', { old_pass: 'right-pass', new_pass: '12345' }, token);
      expect(change).toMatchObject({ statusCode: 400, body: { msg: 'Password must be at least 6 characters' } });
      // A short password set before the rule still signs in.
      await api.db.query("UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE mobile = '9000002541') WHERE mobile = '9000002542'");
      expect((await api.call('api-user-login', { mobile: '9000002542', password: '123456' })).statusCode).toBe(200);
    });
  });

  describe('item 7: the counters stay bounded', () => {
    const rows = async () => Number((await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM attempt_counters'))[0]?.n);

    test('logins for 20,000 made-up numbers from one address write at most 51 rows: the address is checked first', async () => {
      api.clock.advance(60 * 60_000);
      const before = await rows();
      let checked = 0;
      let refused = 0;
      for (let batch = 0; batch < 200; batch += 1) {
        const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login(`7${String(batch * 100 + i).padStart(9, '0')}`, 'guess', '203.0.113.71')));
        checked += count(answers, 404);
        refused += count(answers, 429);
      }
      expect([checked, refused]).toEqual([50, 20_000 - 50]);
      expect((await rows()) - before).toBeLessThanOrEqual(51);
    });

    test('rows of ended windows are pruned', async () => {
      expect(await rows()).toBeGreaterThan(50);
      api.clock.advance(61 * 60_000);
      await login('9000002531', 'right-pass', '203.0.113.72');
      // The sign-in's own rows are all that is left.
      expect(await rows()).toBeLessThanOrEqual(3);
    });
  });
});
