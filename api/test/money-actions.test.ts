import { addOperator, asOperator, type TestOperator } from './support/operator-accounts';
import { startHarness } from './support/api-harness';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

// Issue 29, item 2: a debit takes a wrong credit back through the ledger; credits and debits have limits per role; a
// rate outside its usual band is set only when confirmed again.
describe.each(testDatabases())('money actions that cannot slip ($mode)', (kind) => {
  let cashier: TestOperator;
  const mobile = '9822200001';
  const player = aPlayer(mobile).named('Money Player');
  const { api } = testWorld(kind).at('10:00').with(player);

  const balance = async () => Number((await api.db.query<{ balance: number }>('SELECT balance FROM users WHERE mobile = $1', [mobile]))[0]?.balance);
  const lastAudit = async () => ((await api.operator('GET', '/operator/audit?limit=1')).body.actions as Array<Record<string, string>>)[0];

  beforeAll(async () => {
    cashier = await addOperator(api, 'ravi', 'cashier');
  });

  test('a debit with a note takes a wrong credit back: a ledger entry the player reads, and an audit row', async () => {
    await asOperator(api, cashier.token, 'POST', '/operator/wallet/credit', { mobile, points: 5000, note: 'Diwali bonus' });
    const debited = await asOperator(api, cashier.token, 'POST', '/operator/wallet/debit', { mobile, points: 4500, note: 'Bonus was 500, not 5000' });
    expect(debited).toEqual({ statusCode: 200, body: { mobile, debited: 4500, balance: 500 } });
    const [entry] = await api.db.query<{ amount: number; kind: string; note: string; balance_after: number }>(
      "SELECT amount, kind, note, balance_after FROM ledger_entries WHERE user_id = (SELECT id FROM users WHERE mobile = $1) ORDER BY id DESC LIMIT 1",
      [mobile],
    );
    expect({ ...entry, amount: Number(entry!.amount), balance_after: Number(entry!.balance_after) }).toEqual({ amount: -4500, kind: 'operator_debit', note: 'Bonus was 500, not 5000', balance_after: 500 });
    const history = (await api.call('api-wallet-transaction-history', {}, player.token)).body.transaction_history as Array<Record<string, string>>;
    expect(history[0]).toMatchObject({ transaction_type: '2', transaction_note: 'Bonus was 500, not 5000' });
    expect(await lastAudit()).toMatchObject({ action: 'wallet debit', actor: 'ravi', player: mobile, note: 'Bonus was 500, not 5000', change: '4,500 pts debited, balance 500 pts' });
    expect((await api.operator('GET', '/operator/ledger/check')).body).toMatchObject({ mismatches: [] });
  });

  test('a debit past the balance or without a note is refused and changes nothing', async () => {
    const before = await balance();
    expect(await asOperator(api, cashier.token, 'POST', '/operator/wallet/debit', { mobile, points: before + 1, note: 'too much' })).toEqual({
      statusCode: 409,
      body: { error: `The wallet of ${mobile} holds ${before.toLocaleString('en-IN')} pts: a debit cannot take ${(before + 1).toLocaleString('en-IN')} pts` },
    });
    expect((await asOperator(api, cashier.token, 'POST', '/operator/wallet/debit', { mobile, points: 1, note: '  ' })).body).toEqual({ error: 'note: say why (the player sees it)' });
    expect((await asOperator(api, cashier.token, 'POST', '/operator/wallet/debit', { mobile: '9822299999', points: 1, note: 'x' })).statusCode).toBe(404);
    expect(await balance()).toBe(before);
    expect((await lastAudit())!.action).toBe('wallet debit');
  });

  test('a cashier moves at most 10,000 points at a time (CASHIER_MAX_CREDIT), an owner 1,00,000 (MAX_OPERATOR_CREDIT)', async () => {
    const before = await balance();
    expect(await asOperator(api, cashier.token, 'POST', '/operator/wallet/credit', { mobile, points: 10_001, note: 'big' })).toEqual({
      statusCode: 403,
      body: { error: 'ravi (cashier) may credit at most 10,000 points at a time (CASHIER_MAX_CREDIT): an owner may move up to 1,00,000' },
    });
    expect((await asOperator(api, cashier.token, 'POST', '/operator/wallet/debit', { mobile, points: 10_001, note: 'big' })).body.error).toMatch(/^ravi \(cashier\) may debit at most 10,000 points/);
    expect(await balance()).toBe(before);
    expect((await asOperator(api, cashier.token, 'POST', '/operator/wallet/credit', { mobile, points: 10_000, note: 'top-up' })).statusCode).toBe(200);
    expect((await api.operator('POST', '/operator/wallet/credit', { mobile, points: 100_000, note: 'owner top-up' })).statusCode).toBe(200);
    expect((await api.operator('POST', '/operator/wallet/debit', { mobile, points: 100_001, note: 'too big' })).body.error).toBe('owner (owner) may debit at most 1,00,000 points at a time (MAX_OPERATOR_CREDIT)');
    expect(await balance()).toBe(before + 110_000);
  });

  test('CASHIER_MAX_CREDIT sets the cashier’s limit, never above MAX_OPERATOR_CREDIT', async () => {
    const other = await startHarness(kind, { CASHIER_MAX_CREDIT: '50000', MAX_OPERATOR_CREDIT: '20000' });
    try {
      const lata = await addOperator(other, 'lata', 'cashier');
      await other.register('9822200002', 'Limit Player');
      expect((await asOperator(other, lata.token, 'POST', '/operator/wallet/credit', { mobile: '9822200002', points: 20_001, note: 'x' })).body.error).toMatch(/may credit at most 20,000 points/);
      expect((await asOperator(other, lata.token, 'POST', '/operator/wallet/credit', { mobile: '9822200002', points: 20_000, note: 'x' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  test('a rate outside its usual band is refused until confirmed again; then set, and the audit shows old → new', async () => {
    await api.operator('POST', '/operator/rates', { kind: 'main', type: 'single_digit', val1: 10, val2: 95 });
    const slipped = await api.operator('POST', '/operator/rates', { kind: 'main', type: 'single_digit', val1: 10, val2: 950 });
    expect(slipped).toEqual({
      statusCode: 409,
      body: { error: 'Unusual rate: Single Digit usually pays 9–10×; 10-950 pays 95×. Send it again with confirm_unusual (the CLI\'s --confirm-unusual) to set it' },
    });
    const rates = async () => (await api.operator('GET', '/operator/rates?kind=main')).body.rates as Array<{ type: string; val1: number; val2: number }>;
    expect((await rates()).find((rate) => rate.type === 'single_digit')).toMatchObject({ val1: 10, val2: 95 });
    expect((await lastAudit())!.change).toBe('none → 10-95');
    const confirmed = await api.operator('POST', '/operator/rates', { kind: 'main', type: 'single_digit', val1: 10, val2: 120, confirm_unusual: true });
    expect(confirmed.statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'rate set', change: '10-95 → 10-120' });
    // Within the band no confirmation is asked.
    expect((await api.operator('POST', '/operator/rates', { kind: 'main', type: 'single_digit', val1: 10, val2: 95 })).statusCode).toBe(200);
  });
});
