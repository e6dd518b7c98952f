import { spawn } from 'node:child_process';
import path from 'node:path';
import { OPERATOR_CALLS, type OperatorCallName } from '@matka/shared-kernel/operator-contract';
import { toRequest, usage, UsageError } from '../src/cli/operator';
import { COMMANDS } from '../src/cli/grammar';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

const noHeadlines = async () => [];

describe('the operator CLI turns commands into operator API requests', () => {
  test.each([
    [['user', 'list'], { method: 'GET', path: '/operator/users' }],
    [['user', 'betting', '--mobile', '9876543210', '--off'], { method: 'POST', path: '/operator/users/betting', body: { mobile: '9876543210', enabled: false } }],
    [['wallet', 'credit', '--mobile', '9876543210', '--points', '500', '--note', 'Bonus'], { method: 'POST', path: '/operator/wallet/credit', body: { mobile: '9876543210', points: 500, note: 'Bonus' } }],
    [['deposit', 'list', '--status', 'pending'], { method: 'GET', path: '/operator/deposits?status=pending' }],
    [['deposit', 'approve', '--id', '7'], { method: 'POST', path: '/operator/deposits/7/approve' }],
    [['withdraw', 'approve', '--id', '3', '--receipt', 'https://r/1'], { method: 'POST', path: '/operator/withdrawals/3/approve', body: { receipt: 'https://r/1' } }],
    [['withdraw', 'cancel', '--id', '3', '--reason', 'UPI number wrong'], { method: 'POST', path: '/operator/withdrawals/3/cancel', body: { reason: 'UPI number wrong' } }],
    [['withdraw', 'approve', '--id', '3', '--receipt', '412345678901'], { method: 'POST', path: '/operator/withdrawals/3/approve', body: { receipt: '412345678901' } }],
    [['deposit', 'reject', '--id', '7', '--reason', 'No payment with that UTR'], { method: 'POST', path: '/operator/deposits/7/reject', body: { reason: 'No payment with that UTR' } }],
    [['content', 'set', 'withdraw', '--min', '300'], { method: 'POST', path: '/operator/content/withdraw', body: { min_withdrawal: 300 } }],
    [['content', 'set', 'contacts', '--call', '9123456780'], { method: 'POST', path: '/operator/content/contacts', body: { mobile_1: '9123456780' } }],
    // Issue 36: the note goes with a content change (it was dropped), as the console sends it.
    [['content', 'set', 'payment', '--upi-id', 'shop@okaxis', '--note', 'new bank account'], { method: 'POST', path: '/operator/content/payment', body: { upi_id: 'shop@okaxis', note: 'new bank account' } }],
    [['content', 'changes'], { method: 'GET', path: '/operator/content/changes' }],
    [['content', 'acknowledge', '--id', '12'], { method: 'POST', path: '/operator/content/changes/12/acknowledge', body: { note: '' } }],
    [['ledger', 'check'], { method: 'GET', path: '/operator/ledger/check' }],
    [['market', 'add', '--kind', 'main', '--name', 'KALYAN', '--open', '03:45 PM', '--close', '05:45 PM'], { method: 'POST', path: '/operator/markets', body: { kind: 'main', name: 'KALYAN', open: '03:45 PM', close: '05:45 PM' } }],
    [['market', 'list', '--kind', 'gali'], { method: 'GET', path: '/operator/markets?kind=gali' }],
    [['market', 'disable', '--id', '4'], { method: 'POST', path: '/operator/markets/4', body: { active: false } }],
    [['rates', 'set', '--kind', 'main', '--type', 'jodi_digit', '--val1', '10', '--val2', '900'], { method: 'POST', path: '/operator/rates', body: { kind: 'main', type: 'jodi_digit', val1: 10, val2: 900 } }],
    [['rates', 'set', '--kind', 'main', '--type', 'jodi_digit', '--val1', '10', '--val2', '9000', '--confirm-unusual'], { method: 'POST', path: '/operator/rates', body: { kind: 'main', type: 'jodi_digit', val1: 10, val2: 9000, confirm_unusual: true } }],
    [['result', 'cancel', '--market', '5', '--date', '2026-11-22', '--preview'], { method: 'POST', path: '/operator/results/cancel/preview', body: { market: 5, date: '2026-11-22' } }],
    [['result', 'cancel', '--market', '5'], { method: 'POST', path: '/operator/results/cancel', body: { market: 5 } }],
    [['result', 'pending'], { method: 'GET', path: '/operator/results/pending' }],
    [['limits', 'list', '--kind', 'main'], { method: 'GET', path: '/operator/limits?kind=main' }],
    [['limits', 'set', '--kind', 'main', '--type', 'Jodi Digit', '--max', '5000', '--cap', '500000'], { method: 'POST', path: '/operator/limits', body: { kind: 'main', type: 'Jodi Digit', max: 5000, cap: 500000, note: '' } }],
    [['limits', 'set', '--kind', 'main', '--late-minutes', '10', '--late-max', '500'], { method: 'POST', path: '/operator/limits', body: { kind: 'main', late_minutes: 10, late_max: 500, note: '' } }],
    [['limits', 'set', '--market', '3', '--block', '55'], { method: 'POST', path: '/operator/limits', body: { market: 3, block: '55', note: '' } }],
    [['limits', 'clear', '--kind', 'main', '--type', 'Jodi Digit', '--limit', 'cap'], { method: 'POST', path: '/operator/limits/clear', body: { kind: 'main', type: 'Jodi Digit', limit: 'cap', note: '' } }],
    [['report', 'day', '--from', '2026-11-01', '--to', '2026-11-24'], { method: 'GET', path: '/operator/reports/days?from=2026-11-01&to=2026-11-24' }],
    [['report', 'market'], { method: 'GET', path: '/operator/reports/markets' }],
    [['report', 'game', '--from', '2026-10-26', '--to', '2026-11-24'], { method: 'GET', path: '/operator/reports/games?from=2026-10-26&to=2026-11-24' }],
    [['report', 'player', '--to', '2026-11-24'], { method: 'GET', path: '/operator/reports/players?to=2026-11-24' }],
    [['wallet', 'debit', '--mobile', '9876543210', '--points', '500', '--note', 'wrong credit'], { method: 'POST', path: '/operator/wallet/debit', body: { mobile: '9876543210', points: 500, note: 'wrong credit' } }],
    [['result', 'open', '--market', '5', '--pana', '123'], { method: 'POST', path: '/operator/results/open', body: { market: 5, pana: '123' } }],
    [['result', 'gali', '--market', '9', '--jodi', '47', '--date', '2026-11-21'], { method: 'POST', path: '/operator/results/gali', body: { market: 9, jodi: '47', date: '2026-11-21' } }],
    [['result', 'revert', '--market', '5'], { method: 'POST', path: '/operator/results/revert', body: { market: 5 } }],
    [['result', 'close', '--market', '5', '--pana', '459', '--early'], { method: 'POST', path: '/operator/results/close', body: { market: 5, pana: '459', early: true } }],
    [['operator', 'add', '--name', 'asha', '--role', 'cashier'], { method: 'POST', path: '/operator/operators', body: { name: 'asha', role: 'cashier' } }],
    [['operator', 'list'], { method: 'GET', path: '/operator/operators' }],
    [['operator', 'disable', '--name', 'asha'], { method: 'POST', path: '/operator/operators/asha/disable', body: {} }],
    [['operator', 'password', '--name', 'asha'], { method: 'POST', path: '/operator/operators/asha/password', body: {} }],
    [['operator', 'token', '--name', 'asha'], { method: 'POST', path: '/operator/operators/asha/token', body: {} }],
    [['operator', 'token'], { method: 'POST', path: '/operator/session/token', body: {} }],
    // The Android app: the file is the body, downloaded under its own name unless --file-name says another.
    [['app', 'upload', '--file', 'build/matka-1.5.0.apk', '--note', 'v1.5'], { method: 'POST', path: '/operator/app/apk?file_name=matka-1.5.0.apk&note=v1.5', upload: { file: 'build/matka-1.5.0.apk', contentType: 'application/vnd.android.package-archive' } }],
    [['app', 'upload', '--file', 'out.apk', '--file-name', 'matka.apk'], { method: 'POST', path: '/operator/app/apk?file_name=matka.apk', upload: { file: 'out.apk', contentType: 'application/vnd.android.package-archive' } }],
    [['app', 'show'], { method: 'GET', path: '/operator/app/apk' }],
    [['content', 'set', 'app-version', '--min', '1.5.0'], { method: 'POST', path: '/operator/content/android_app', body: { min_version: '1.5.0' } }],
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

describe('the CLI grammar is made from the contract', () => {
  test('the usage text has a line for every command, with the fields its call requires', () => {
    const text = usage();
    for (const command of COMMANDS) expect(text).toContain(`  ${command.words}`);
    expect(text).toMatch(/^ {2}wallet credit --mobile MOBILE --points N --note NOTE$/m);
    expect(text).toMatch(/^ {2}operator add --name NAME --role owner\|cashier\|results\|support\|releases /m);
    expect(text).toMatch(/^ {2}withdraw list .*\(--status 0 pending, 1 cancelled, 2 approved\)$/m);
  });

  test('every call of the contract has a command, but for the console’s own', () => {
    const consoleOnly: OperatorCallName[] = ['session.open', 'session.show', 'session.logout', 'session.password', 'today', 'audit.list', 'audit.actions', 'audit.csv', 'results.exposure', 'releases.publish', 'remotes.preview.open'];
    const covered = new Set(COMMANDS.flatMap((command) => [command.call, command.preview, command.without?.call]));
    expect((Object.keys(OPERATOR_CALLS) as OperatorCallName[]).filter((name) => !covered.has(name) && !consoleOnly.includes(name))).toEqual([]);
  });

  test.each([
    [['result', 'starline', '--market', '8', '--pana', '245', '--preview'], { method: 'POST', path: '/operator/results/starline/preview', body: { market: 8, pana: '245' } }],
    [['withdraw', 'list', '--status', '2'], { method: 'GET', path: '/operator/withdrawals?status=2' }],
    [['user', 'show', '--mobile', '9876543210'], { method: 'GET', path: '/operator/users/9876543210' }],
    [['market', 'schedule', '--id', '4', '--closed', 'sunday'], { method: 'POST', path: '/operator/markets/4/schedule', body: { closed: 'sunday' } }],
    [['market', 'holiday', '--id', '4', '--date', '2026-11-29', '--reason', 'Diwali'], { method: 'POST', path: '/operator/markets/4/holidays', body: { date: '2026-11-29', reason: 'Diwali' } }],
    [['market', 'holiday-remove', '--id', '4', '--date', '2026-11-29'], { method: 'POST', path: '/operator/markets/4/holidays/remove', body: { date: '2026-11-29' } }],
    [['deposit', 'bulk', '--ids', '7,8', '--decision', 'approve'], { method: 'POST', path: '/operator/deposits/bulk', body: { ids: '7,8', decision: 'approve' } }],
    [['user', 'list', '--q', '98765', '--after', '50'], { method: 'GET', path: '/operator/users?q=98765&after=50' }],
    [['user', 'bids', '--mobile', '9876543210', '--before', '812'], { method: 'GET', path: '/operator/users/9876543210/bids?before=812' }],
    [['user', 'suspend', '--mobile', '9876543210', '--reason', 'KYC pending'], { method: 'POST', path: '/operator/users/suspend', body: { mobile: '9876543210', reason: 'KYC pending' } }],
    [['user', 'resume', '--mobile', '9876543210'], { method: 'POST', path: '/operator/users/resume', body: { mobile: '9876543210' } }],
    [['user', 'reset-code', '--mobile', '9876543210'], { method: 'POST', path: '/operator/users/reset-code', body: { mobile: '9876543210' } }],
    [['user', 'note', '--mobile', '9876543210', '--body', 'Called about a bonus'], { method: 'POST', path: '/operator/users/note', body: { mobile: '9876543210', body: 'Called about a bonus' } }],
    [['approval', 'list'], { method: 'GET', path: '/operator/approvals' }],
    [['approval', 'reject', '--id', '4', '--reason', 'No such win'], { method: 'POST', path: '/operator/approvals/4/reject', body: { reason: 'No such win' } }],
  ])('%p', async (args, request) => {
    await expect(Promise.resolve(toRequest(args, noHeadlines))).resolves.toEqual(request);
  });

  test.each([
    [['withdraw', 'list', '--status', '7'], /^--status must be one of 0, 1, 2$/],
    [['market', 'add', '--kind', 'main', '--name', 'X', '--open', '25:00'], /^--open: "25:00" is not a time/],
    [['withdraw', 'approve', '--id', '3', '--receipt', 'http://x'], /^--receipt: http:\/\/x is neither/],
    [['user', 'list', '--colour', 'red'], /colour/],
    [['market', 'update', '--id', '4'], /give at least one of --name, --open, --close/],
  ])('%p is refused with the contract’s words', (args, message) => {
    expect(() => toRequest(args, noHeadlines)).toThrow(UsageError);
    expect(() => toRequest(args, noHeadlines)).toThrow(message);
  });
});

describe.each(testDatabases().slice(0, 1))('the operator CLI against a running server ($mode)', (kind) => {
  const { api } = testWorld(kind).with(aPlayer('9000000701').named('Cli Player'));
  let url: string;
  beforeAll(async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(api.app.server.address() as { port: number }).port}`;
  });

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

  test('--help prints the usage and exits 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'src', 'cli', 'operator.ts'), '--help'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect({ code, out: out.trim() }).toEqual({ code: 0, out: usage() });
  });

  test('prints one JSON object and exits 0', async () => {
    const credited = await run(['wallet', 'credit', '--mobile', '9000000701', '--points', '250', '--note', 'Welcome']);
    expect(credited).toEqual({ code: 0, json: { mobile: '9000000701', credited: 250, balance: 250 } });
    const check = await run(['ledger', 'check']);
    expect(check).toEqual({ code: 0, json: { checked: 1, mismatches: [] } });
  });

  test('adds a market and prints its game_id', async () => {
    const added = await run(['market', 'add', '--kind', 'gali', '--name', 'Cli Gali', '--open', '11:00 PM']);
    expect(added.code).toBe(0);
    expect(added.json).toMatchObject({ game_id: expect.any(Number), market: { kind: 'gali', name: 'CLI GALI', openMinutes: 1380 } });
    expect((await run(['market', 'add', '--kind', 'main', '--name', 'No Close', '--open', '10:00 AM'])).json).toEqual({ error: 'A main market needs --close' });
  });

  test('a payment change keeps its note: in the audit list and in each owner’s list of changes to acknowledge', async () => {
    expect(await run(['content', 'set', 'payment', '--upi-id', 'shop@okaxis', '--note', 'new bank account'])).toMatchObject({ code: 0, json: { payment: { upi_id: 'shop@okaxis' } } });
    const [latest] = (await api.operator('GET', '/operator/audit?limit=1')).body.actions as Array<Record<string, string>>;
    expect(latest).toMatchObject({ action: 'content set', target: 'payment', note: 'new bank account', change: 'upi_id: "" → "shop@okaxis"' });
    const changes = await run(['content', 'changes']);
    expect(changes).toMatchObject({ code: 0, json: { count: 1, changes: [{ id: Number(latest!.id), key: 'payment', note: 'new bank account', actor: 'owner' }] } });
    expect(await run(['content', 'acknowledge', '--id', String(latest!.id)])).toEqual({ code: 0, json: { id: Number(latest!.id), acknowledged: true, changed: true } });
    expect((await run(['content', 'changes'])).json).toEqual({ count: 0, changes: [] });
  });

  test('exits 1 with {"error"} on failure', async () => {
    expect(await run(['user', 'betting', '--mobile', '9000000799', '--on'])).toEqual({ code: 1, json: { error: 'User Not Registered' } });
    expect(await run(['user', 'list'], 'wrong-token')).toEqual({ code: 1, json: { error: 'Operator token required' } });
  });

  test('an owner adds a cashier; the cashier’s own token credits, is refused a declaration, and is named in the audit list', async () => {
    const added = await run(['operator', 'add', '--name', 'asha', '--role', 'cashier']);
    expect(added).toMatchObject({ code: 0, json: { operator: { name: 'asha', role: 'cashier' }, password: expect.any(String), token: expect.stringMatching(/^mbo_/) } });
    const token = String(added.json.token);
    expect((await run(['wallet', 'credit', '--mobile', '9000000701', '--points', '50', '--note', 'Refund of a failed UPI'], token)).code).toBe(0);
    expect(await run(['result', 'open', '--market', '1', '--pana', '123'], token)).toEqual({
      code: 1,
      json: { error: 'asha (cashier) may not declare, preview, revert or cancel results' },
    });
    const audit = (await run(['operator', 'list'])).json.operators as Array<{ name: string }>;
    expect(audit.map((operator) => operator.name)).toEqual(['owner', 'asha']);
    const [latest] = (await api.operator('GET', '/operator/audit?limit=1')).body.actions as Array<{ action: string; actor: string }>;
    expect(latest).toMatchObject({ action: 'wallet credit', actor: 'asha' });
    expect((await run(['operator', 'disable', '--name', 'asha'])).code).toBe(0);
    expect(await run(['ledger', 'check'], token)).toEqual({ code: 1, json: { error: 'Operator token required' } });
  });
});
