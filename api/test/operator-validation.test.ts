import { OPERATOR_CALLS, operatorPath } from '@matka/shared-kernel/operator-contract';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

// Issue 43, item 6: an operator request that does not fit is refused naming the field, in our words (the kernel's
// contract/input-problems.ts), never the validator's (`note: Invalid input: expected string, received number`).
describe.each(testDatabases())('operator requests that do not fit ($mode)', (kind) => {
  const mobile = '9822200043';
  const { api } = testWorld(kind).at('10:00').with(aPlayer(mobile).named('Fit Player'));

  test.each([
    ['wallet.credit', {}, { mobile, points: 500, note: 5 }, 'note must be text'],
    ['wallet.credit', {}, { mobile, points: 'five hundred', note: 'Bonus' }, 'points must be a whole number'],
    ['wallet.credit', {}, { mobile, points: 0, note: 'Bonus' }, 'points must be more than 0'],
    ['wallet.debit', {}, { points: 5, note: 'x' }, 'mobile is required'],
    ['markets.add', {}, { kind: 'weekly', name: 'X', open: '10:00 AM' }, 'kind must be one of main, starline, gali'],
    ['rates.set', {}, { kind: 'main', type: 'single_digit', val1: 1.5, val2: 95 }, 'val1 must be a whole number'],
    ['results.open', {}, { market: 1, pana: '123', early: 'yes' }, 'early must be true or false'],
    ['deposits.approve', { id: 'seven' }, {}, 'id must be a number'],
    ['users.betting', {}, { mobile, enabled: 'yes' }, 'enabled must be true or false'],
    // A schema's own words stand, the field in front (unless they start with it).
    ['deposits.reject', { id: 7 }, { reason: 7 }, 'reason: say why (the player reads it)'],
    ['wallet.credit', {}, { mobile: '12345', points: 5, note: 'x' }, 'mobile must be 10 digits starting 6-9'],
  ] as const)('%s %j %j: 400 %s', async (name, params, body, error) => {
    const call = OPERATOR_CALLS[name];
    const answer = await api.operator(call.method, operatorPath(call.path, params), body);
    expect(answer).toEqual({ statusCode: 400, body: { error } });
  });

  test('a query that does not fit says which field and what fits', async () => {
    expect(await api.operator('GET', '/operator/deposits?status=lost')).toEqual({ statusCode: 400, body: { error: 'status must be one of pending, approved, rejected' } });
  });

  test('nothing was changed by any refusal', async () => {
    const [player] = await api.db.query<{ balance: number }>('SELECT balance FROM users WHERE mobile = $1', [mobile]);
    expect(Number(player?.balance)).toBe(0);
  });
});
