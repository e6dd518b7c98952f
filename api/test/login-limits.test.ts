import { APP_KEY } from './support/api-harness';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';

// Only failed logins count, per number and address, with a growing delay: the attacker is slowed, the owner is not
// locked out. Parallel requests mean most on PostgreSQL, where they truly run at once.
describe.each(testDatabases())('login limits on $mode', (kind) => {
  const { api } = testWorld(kind).with(
    aPlayer('9000001201').named('Owner').withPassword('right-pass'),
    aPlayer('9000001202').named('Other').withPassword('right-pass'),
    aPlayer('9000001203').named('Third').withPassword('right-pass'),
  );

  async function login(mobile: string, password: string, ip: string) {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/api-user-login',
      remoteAddress: ip,
      payload: { app_key: APP_KEY, env_type: 'Prod', mobile, password },
    });
    return { statusCode: response.statusCode, msg: String(response.json().msg) };
  }

  test('100 wrong passwords at once: at most 10 reach the password check, the rest are told to wait', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => login('9000001201', 'wrong-pass', ATTACKER)));
    const checked = answers.filter((answer) => answer.statusCode === 401).length;
    const limited = answers.filter((answer) => answer.statusCode === 429 && answer.msg === 'Too many attempts. Please try again later.').length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(10);
    expect(checked + limited).toBe(100);
  });

  test('the owner signs in from another address at once, and from the attacked address once its delay passes', async () => {
    expect(await login('9000001201', 'right-pass', OWNER)).toMatchObject({ statusCode: 200 });
    expect(await login('9000001201', 'right-pass', ATTACKER)).toMatchObject({ statusCode: 429 });
    api.clock.advance(16 * 60_000);
    expect(await login('9000001201', 'right-pass', ATTACKER)).toMatchObject({ statusCode: 200 });
  });

  test('ten successful logins in a row never run into the limit', async () => {
    for (let i = 0; i < 12; i += 1) expect(await login('9000001202', 'right-pass', OWNER)).toMatchObject({ statusCode: 200 });
  });

  test('wrong guesses one after another: 3 back to back, then a delay that doubles; 10 at most in 15 minutes', async () => {
    const ip = '203.0.113.70';
    for (let i = 0; i < 3; i += 1) expect(await login('9000001203', 'nope', ip)).toMatchObject({ statusCode: 401 });
    // The 4th comes at once, then it is 1 s, 2 s, 4 s … between tries.
    expect(await login('9000001203', 'nope', ip)).toMatchObject({ statusCode: 401 });
    expect(await login('9000001203', 'nope', ip)).toMatchObject({ statusCode: 429 });
    api.clock.advance(1_000);
    expect(await login('9000001203', 'nope', ip)).toMatchObject({ statusCode: 401 });
    api.clock.advance(1_000);
    expect(await login('9000001203', 'nope', ip)).toMatchObject({ statusCode: 429 });
    api.clock.advance(1_000);
    expect(await login('9000001203', 'nope', ip)).toMatchObject({ statusCode: 401 });
    let checked = 6;
    for (let i = 0; i < 10; i += 1) {
      api.clock.advance(60_000);
      if ((await login('9000001203', 'nope', ip)).statusCode === 401) checked += 1;
    }
    expect(checked).toBe(10);
  });

  test('an address guessing many numbers is stopped at 50 failures in 15 minutes', async () => {
    const ip = '203.0.113.80';
    let refused = 0;
    for (let i = 0; i < 55; i += 1) {
      const answer = await login(`90000013${String(i).padStart(2, '0')}`, 'nope', ip);
      if (answer.statusCode === 429) refused += 1;
    }
    expect(refused).toBe(5);
  });
});
