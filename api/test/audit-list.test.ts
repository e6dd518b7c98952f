import { csvField } from '../src/features/audit.repository';
import { addOperator, asOperator, type TestOperator } from './support/operator-accounts';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

type Row = { id: number; at: string; action: string; target: string; player: string; change: string; note: string; actor: string };

describe.each(testDatabases())('the audit list: one note per action, what changed, filters, CSV ($mode)', (kind) => {
  let asha: TestOperator;
  const mobile = '9811100001';
  const other = '9811100002';
  const player = aPlayer(mobile).named('Audit Player');
  const { api } = testWorld(kind).at('10:00').with(player, aPlayer(other).named('Other Player'));

  const audit = async (query = '') => (await api.operator('GET', `/operator/audit?limit=200${query}`)).body.actions as Row[];

  beforeAll(async () => {
    asha = await addOperator(api, 'asha', 'cashier');
  });

  test('a note is recorded on its one action: the next one, sent without a note, has none', async () => {
    await asOperator(api, asha.token, 'POST', '/operator/wallet/credit', { mobile, points: 500, note: 'Diwali bonus' });
    await asOperator(api, asha.token, 'POST', '/operator/users/betting', { mobile, enabled: false });
    await asOperator(api, asha.token, 'POST', '/operator/users/betting', { mobile, enabled: true, note: 'checked with the player' });
    const [on, off, credit] = await audit();
    expect(credit).toMatchObject({ action: 'wallet credit', note: 'Diwali bonus', actor: 'asha', player: mobile, change: '500 pts credited, balance 500 pts' });
    expect(off).toMatchObject({ action: 'betting off', note: '', player: mobile, change: 'betting off' });
    expect(on).toMatchObject({ action: 'betting on', note: 'checked with the player' });
  });

  test('each row says what changed: the amount and balance, the old and new rate, the market and content fields', async () => {
    await api.call('api-fund-request-add', { request_amount: 700, payment_method: 'gpay', idempotency_key: 'audit-deposit-1' }, player.token);
    await api.call('api-fund-request-add', { request_amount: 300, payment_method: 'gpay', idempotency_key: 'audit-deposit-2' }, player.token);
    const deposits = (await api.operator('GET', '/operator/deposits?status=pending')).body.deposits as Array<{ id: number; amount: number }>;
    const byAmount = (amount: number) => deposits.find((deposit) => deposit.amount === amount)!.id;
    await asOperator(api, asha.token, 'POST', `/operator/deposits/${byAmount(700)}/approve`, { note: 'UTR 123456 checked' });
    await asOperator(api, asha.token, 'POST', `/operator/deposits/${byAmount(300)}/reject`, { reason: 'No payment arrived' });
    await api.operator('POST', '/operator/rates', { kind: 'main', type: 'single_digit', val1: 10, val2: 95 });
    await api.operator('POST', '/operator/rates', { kind: 'main', type: 'single_digit', val1: 10, val2: 90 });
    const market = await api.operator('POST', '/operator/markets', { kind: 'main', name: 'AUDIT DAY', open: '11:00 AM', close: '01:00 PM' });
    const marketId = Number(market.body.game_id);
    const updated = await api.operator('POST', `/operator/markets/${marketId}`, { open: '11:30 AM', active: false });
    // Both answers are the market as stored, read back by the statement that wrote it: what the list says.
    const listed = ((await api.operator('GET', '/operator/markets?kind=main')).body.markets as Array<{ id: number }>).find((row) => row.id === marketId);
    expect(updated.body.market).toEqual({ id: marketId, kind: 'main', name: 'AUDIT DAY', openMinutes: 690, closeMinutes: 780, active: false });
    // The list carries each market's schedule besides (docs/operations.md, "The operators' console").
    expect(listed).toEqual({ ...(updated.body.market as object), closed_weekdays: [], holidays: [] });
    expect(market.body.market).toEqual({ ...(updated.body.market as object), openMinutes: 660, active: true });
    await api.operator('POST', '/operator/content/contacts', { mobile_1: '9123456789' });
    const rows = await audit();
    const find = (action: string) => rows.find((row) => row.action === action)!;
    expect(find('deposit approve')).toMatchObject({ player: mobile, note: 'UTR 123456 checked', change: '700 pts credited, balance 1,200 pts' });
    expect(find('deposit reject')).toMatchObject({ player: mobile, note: '', change: '300 pts not credited: No payment arrived' });
    expect(find('rate set')).toMatchObject({ target: 'main single_digit', change: '10-95 → 10-90' });
    expect(find('market disable').change).toBe('open 11:00 AM → 11:30 AM, disabled');
    expect(find('content set').change).toBe('mobile_1: "" → "9123456789"');
  });

  test('filters by action, operator, player and IST days, and refuses a malformed filter with a clear message', async () => {
    expect((await audit('&action=wallet%20credit')).map((row) => row.action)).toEqual(['wallet credit']);
    expect(new Set((await audit('&actor=asha')).map((row) => row.actor))).toEqual(new Set(['asha']));
    expect((await audit('&actor=owner')).map((row) => row.action)).toContain('rate set');
    expect((await audit(`&player=${mobile}`)).length).toBe(5);
    expect(await audit(`&player=${other}`)).toEqual([]);
    const today = (await audit())[0]!.at;
    const day = new Date(new Date(today).getTime() + 330 * 60_000).toISOString().slice(0, 10);
    expect((await audit(`&from=${day}&to=${day}`)).length).toBe((await audit()).length);
    const before = new Date(new Date(`${day}T00:00:00Z`).getTime() - 86_400_000).toISOString().slice(0, 10);
    expect(await audit(`&to=${before}`)).toEqual([]);
    expect((await api.operator('GET', '/operator/audit?player=abc')).body).toEqual({ error: 'player: mobile must be 10 digits starting 6-9' });
    expect((await api.operator('GET', '/operator/audit?from=2026-13-01')).body).toEqual({ error: 'from: a day as YYYY-MM-DD' });
    expect((await api.operator('GET', '/operator/audit/actions')).body.actions).toEqual(expect.arrayContaining(['betting off', 'deposit approve', 'operator add', 'rate set', 'wallet credit']));
  });

  test('a content save that changes nothing is answered and writes no audit row (issue 36)', async () => {
    expect((await api.operator('POST', '/operator/content/rules', { deposit_rule: 'Pay, then file the UTR.', note: 'first' })).statusCode).toBe(200);
    const before = (await audit()).length;
    // The console's Save pressed again, and a field set to what it holds (trimmed as it would be stored).
    expect(await api.operator('POST', '/operator/content/rules', { deposit_rule: 'Pay, then file the UTR.', note: 'again' })).toMatchObject({
      statusCode: 200,
      body: { rules: { deposit_rule: 'Pay, then file the UTR.', withdrawal_rule: '' } },
    });
    expect((await api.operator('POST', '/operator/content/contacts', { mobile_1: ' 9123456789 ' })).statusCode).toBe(200);
    expect((await api.operator('POST', '/operator/content/headlines', [])).statusCode).toBe(200);
    expect((await audit()).length).toBe(before);
    // A real change still is one.
    await api.operator('POST', '/operator/content/rules', { deposit_rule: 'Pay first.' });
    expect((await audit())[0]).toMatchObject({ action: 'content set', target: 'rules', change: 'deposit_rule: "Pay, then file the UTR." → "Pay first."' });
  });

  test('exports the filtered list as CSV: a header, quoted fields, formulas kept as text; owners only', async () => {
    await asOperator(api, asha.token, 'POST', '/operator/wallet/credit', { mobile: other, points: 5, note: '=HYPERLINK("x"), "quoted"' });
    const response = await api.app.inject({ method: 'GET', url: `/operator/audit.csv?player=${other}`, headers: { authorization: `Bearer ${api.app.operatorToken}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('id,at (IST),actor,action,target,player,change,note');
    // The time as the console shows it, in IST (the API's own list keeps the instant in UTC).
    const [row] = (await api.operator('GET', `/operator/audit?player=${other}&limit=1`)).body.actions as Row[];
    const ist = new Date(Date.parse(row!.at) + 330 * 60_000).toISOString();
    expect(lines[1]).toBe(`${row!.id},${ist.slice(0, 10)} ${ist.slice(11, 19)},asha,wallet credit,${other},${other},"5 pts credited, balance 5 pts","'=HYPERLINK(""x""), ""quoted"""`);
    expect(lines.slice(2)).toEqual(['']);
    expect((await asOperator(api, asha.token, 'GET', '/operator/audit.csv')).statusCode).toBe(403);
    expect(csvField('-5')).toBe("'-5");
    expect(csvField(-5)).toBe('-5');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
  });
});
