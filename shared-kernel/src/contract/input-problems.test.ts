import * as core from 'zod/v4/core';
import { OPERATOR_CALLS, type OperatorCallName, type OperatorCallSpec } from './operator';
import * as z from '../zod';
import { inOurWords, problemText } from './input-problems';

/** The validator's own words (the English locale's), which no operator should read. */
const VALIDATOR_WORDS = /Invalid (input|option|string|key|element|value)|Too (small|big)|Unrecognized key|expected .* received|✖/;

/** The problems of a value for a schema, as the operator API reports them. */
function problems(schema: core.$ZodType, value: unknown): string[] {
  const parsed = core.safeParse(schema, value, { error: inOurWords() });
  return parsed.success ? [] : parsed.error.issues.map((issue) => problemText(issue));
}

describe('an operator request that does not fit is told so in our words', () => {
  test.each([
    ['wallet.credit', { mobile: '9876543210', points: 500, note: 5 }, 'note must be text'],
    ['wallet.credit', { mobile: '9876543210', points: 'ten', note: 'x' }, 'points must be a whole number'],
    ['wallet.credit', { mobile: '9876543210', points: 2.5, note: 'x' }, 'points must be a whole number'],
    ['wallet.credit', { mobile: '9876543210', points: 0, note: 'x' }, 'points must be more than 0'],
    ['wallet.credit', { points: 5, note: 'x' }, 'mobile is required'],
    ['wallet.credit', 'credit 500', 'body must be a set of fields'],
    ['markets.add', { kind: 'moon', name: 'X', open: '10:00 AM' }, 'kind must be one of main, starline, gali'],
    ['markets.add', { kind: 'main', name: 5, open: '10:00 AM', close: '11:00 AM' }, 'name must be text'],
    ['rates.set', { kind: 'main', type: 'single_digit', val1: '10', val2: 95 }, 'val1 must be a whole number'],
    ['results.open', { market: 1, pana: '123', early: 'yes' }, 'early must be true or false'],
    // A schema's own message stands, its field in front.
    ['deposits.reject', {}, 'reason: say why (the player reads it)'],
  ] as Array<[OperatorCallName, unknown, string]>)('%s %j: %s', (name, body, message) => {
    expect(problems((OPERATOR_CALLS[name] as OperatorCallSpec).body as core.$ZodType, body)[0]).toBe(message);
  });

  test('an amount is a number of points; a field of a list is named by its place', () => {
    expect(problems(z.object({ amount: z.int() }), { amount: 'ten' })).toEqual(['amount must be a whole number of points']);
    expect(problems(z.object({ rows: z.array(z.object({ note: z.string() })) }), { rows: [{ note: 'a' }, { note: 7 }] })).toEqual(['rows.1.note must be text']);
    expect(problems(z.object({ name: z.string().check(z.minLength(2), z.maxLength(3)) }), { name: 'abcd' })).toEqual(['name must be at most 3 characters']);
  });

  // Every field of every call's path, query and body, given what fits none (an object, a fraction, a long text,
  // nothing at all): each problem names its field, and none is in the validator's words.
  const WRONG: unknown[] = [{ wrong: true }, -1.5, 'x'.repeat(5000), null, true, [1]];
  const calls: Array<[string, OperatorCallSpec]> = Object.entries(OPERATOR_CALLS);
  const parts = calls.flatMap(([name, call]) => (['params', 'query', 'body'] as const).flatMap((part) => (call[part] ? [[name, part, call[part]] as const] : [])));
  test.each(parts)('%s %s', (_name, _part, part) => {
    const schema = part as core.$ZodType & { _zod: { def: { shape?: Record<string, unknown> } } };
    const fields = Object.keys(schema._zod.def.shape ?? {});
    const values = [{}, ...WRONG, ...WRONG.map((wrong) => Object.fromEntries(fields.map((field) => [field, wrong])))];
    const said = values.flatMap((value) => problems(schema, value));
    expect(said.filter((message) => VALIDATOR_WORDS.test(message))).toEqual([]);
  });
});
