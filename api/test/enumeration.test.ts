import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/**
 * The CPU time (ms, every thread of this process: the server runs in it, scrypt on libuv's pool) a call costs. What
 * a login's time could tell is the work it does; measured as CPU, not wall time, the comparison holds on a busy
 * machine, where wall times of the same work swing by 2×.
 */
async function cpuOf(work: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  await work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

// Telling registered numbers from unknown ones: throttled like logins, and no faster for unknown numbers.
describe.each(testDatabases())('number enumeration on $mode', (kind) => {
  const looker = aPlayer('9000001601').named('Looker').withPassword('right-pass');
  // A scrypt cost high enough that skipping it would show.
  const { api } = testWorld(kind).withEnv({ PASSWORD_SCRYPT_LOG_N: '14' }).with(looker, aPlayer('9000001602').named('Known').withPassword('right-pass'));

  test('receiver look-ups answer names up to 20 per player in 15 minutes, then 429', async () => {
    const answers = [];
    for (let i = 0; i < 22; i += 1) answers.push(await api.call('api-check-user-for-transfer-amt', { mobile_no: i % 2 ? '9000001602' : `80000016${String(i).padStart(2, '0')}` }, looker.token));
    expect(answers[1]?.body).toMatchObject({ status: true, user_name: 'Known' });
    expect(answers.slice(0, 20).every((answer) => answer.statusCode !== 429)).toBe(true);
    expect(answers.slice(20).map((answer) => answer.body.msg)).toEqual(['Too many attempts. Please try again later.', 'Too many attempts. Please try again later.']);
    api.clock.advance(15 * 60_000);
    expect((await api.call('api-check-user-for-transfer-amt', { mobile_no: '9000001602' }, looker.token)).body).toMatchObject({ user_name: 'Known' });
  });

  test('a login for an unknown number does the work of a wrong password for a known one', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      known.push(await cpuOf(() => api.call('api-user-login', { mobile: '9000001602', password: `wrong-${i}` })));
      unknown.push(await cpuOf(() => api.call('api-user-login', { mobile: `81000016${i}0`, password: 'wrong' })));
    }
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.6);
  });

  test('forgot password takes as long for an unknown number as for a known one (no sooner than its 400 ms floor)', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      api.clock.advance(31_000);
      known.push(await timed(() => api.call('api-forget-check-mobile', { mobile: '9000001602' })));
      unknown.push(await timed(() => api.call('api-forget-check-mobile', { mobile: `82000016${i}0` })));
    }
    expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(390);
    // The floor hides the work; what is left is scheduling noise on a busy machine.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(250);
  });
});
