import { spawn } from 'node:child_process';
import path from 'node:path';
import { toRequest, UsageError } from '../src/cli/operator';
import { startHarness, type Harness } from './support/api-harness';
import { testDatabases } from './support/test-databases';

const noHeadlines = async () => [];

describe('the operator CLI turns commands into operator API requests', () => {
  test.each([
    [['user', 'list'], { method: 'GET', path: '/operator/users' }],
    [['user', 'betting', '--mobile', '9876543210', '--off'], { method: 'POST', path: '/operator/users/betting', body: { mobile: '9876543210', enabled: false } }],
    [['wallet', 'credit', '--mobile', '9876543210', '--points', '500', '--note', 'Bonus'], { method: 'POST', path: '/operator/wallet/credit', body: { mobile: '9876543210', points: 500, note: 'Bonus' } }],
    [['deposit', 'list', '--status', 'pending'], { method: 'GET', path: '/operator/deposits?status=pending' }],
    [['deposit', 'approve', '--id', '7'], { method: 'POST', path: '/operator/deposits/7/approve' }],
    [['withdraw', 'approve', '--id', '3', '--receipt', 'https://r/1'], { method: 'POST', path: '/operator/withdrawals/3/approve', body: { receipt: 'https://r/1' } }],
    [['withdraw', 'cancel', '--id', '3'], { method: 'POST', path: '/operator/withdrawals/3/cancel' }],
    [['content', 'set', 'withdraw', '--min', '300'], { method: 'POST', path: '/operator/content/withdraw', body: { min_withdrawal: 300 } }],
    [['content', 'set', 'contacts', '--call', '9123456780'], { method: 'POST', path: '/operator/content/contacts', body: { mobile_1: '9123456780' } }],
    [['ledger', 'check'], { method: 'GET', path: '/operator/ledger/check' }],
  ])('%p', async (args, request) => {
    await expect(Promise.resolve(toRequest(args, noHeadlines))).resolves.toEqual(request);
  });

  test.each([
    [['user', 'betting', '--mobile', '9876543210']],
    [['wallet', 'credit', '--mobile', '9876543210', '--points', 'ten', '--note', 'x']],
    [['deposit', 'approve']],
    [['content', 'set', 'nothing']],
    [['fly', 'away']],
  ])('%p is a usage error', (args) => {
    expect(() => toRequest(args, noHeadlines)).toThrow(UsageError);
  });

  test('a headline is set among the others', async () => {
    const current = async () => [{ id: 1, status: true, notes: 'old' }, { id: 2, status: true, notes: 'keep' }];
    await expect(Promise.resolve(toRequest(['content', 'set', 'headline', '--id', '1', '--text', 'new', '--off'], current))).resolves.toEqual({
      method: 'POST',
      path: '/operator/content/headlines',
      body: [{ id: 1, status: false, notes: 'new' }, { id: 2, status: true, notes: 'keep' }],
    });
  });
});

describe.each(testDatabases().slice(0, 1))('the operator CLI against a running server ($mode)', (kind) => {
  let api: Harness;
  let url: string;
  beforeAll(async () => {
    api = await startHarness(kind);
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(api.app.server.address() as { port: number }).port}`;
    await api.register('9000000701', 'Cli Player');
  });
  afterAll(() => api?.close());

  const run = (args: string[], token = api.app.operatorToken) =>
    new Promise<{ code: number | null; json: Record<string, unknown> }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'src', 'cli', 'operator.ts'), ...args], {
        env: { ...process.env, OPERATOR_URL: url, OPERATOR_TOKEN: token },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.on('exit', (code) => resolve({ code, json: JSON.parse(out.trim().split('\n').pop() ?? '{}') }));
    });

  test('prints one JSON object and exits 0', async () => {
    const credited = await run(['wallet', 'credit', '--mobile', '9000000701', '--points', '250', '--note', 'Welcome']);
    expect(credited).toEqual({ code: 0, json: { mobile: '9000000701', credited: 250, balance: 250 } });
    const check = await run(['ledger', 'check']);
    expect(check).toEqual({ code: 0, json: { checked: 1, mismatches: [] } });
  });

  test('exits 1 with {"error"} on failure', async () => {
    expect(await run(['user', 'betting', '--mobile', '9000000799', '--on'])).toEqual({ code: 1, json: { error: 'User Not Registered' } });
    expect(await run(['user', 'list'], 'wrong-token')).toEqual({ code: 1, json: { error: 'Operator token required' } });
  });
});
