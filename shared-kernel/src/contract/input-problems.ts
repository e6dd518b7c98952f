import type * as core from 'zod/v4/core';

/**
 * A request's fields that do not fit, in our words rather than the validator's (`note must be text`, not `note: Invalid
 * input: expected string, received number`): the operator API's answers and the operator CLI's refusals are both made
 * here. A schema's own message (`mobile must be 10 digits starting 6-9`) stands; these are the words for the rest.
 */

/** How a field is named where it is reported: the API by its path (`contacts.mobile_no`), the CLI by its flag. */
export type FieldNamer = (path: ReadonlyArray<PropertyKey>) => string;

/** A field's name by its path: `contacts.mobile_no`; the request itself, `body`. */
export const pathName: FieldNamer = (path) => path.map(String).join('.') || 'body';

/** What a value of each type the validator expects is, said plainly. */
const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'a set of fields',
  array: 'a list',
  date: 'a date',
};

/** Fields that count points under another name: a number there is a number of points. */
const POINT_FIELDS = new Set(['amount']);

const plural = (count: number | bigint, one: string) => `${count} ${one}${Number(count) === 1 ? '' : 's'}`;
const listed = (values: readonly unknown[]) => values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).join(', ');

/** The words for one problem with `name`, by the validator's issue. */
function wordsFor(issue: core.$ZodRawIssue, name: string, last: string): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return `${name} is required`;
      // A whole number's schema (z.int()) reports a string as a number expected: its format says whole.
      const whole = issue.expected === 'number' && /int/.test(String((issue.inst as { _zod?: { def?: { format?: string } } } | undefined)?._zod?.def?.format ?? ''));
      const kind = whole ? KINDS.int : (KINDS[issue.expected] ?? issue.expected);
      const ofPoints = POINT_FIELDS.has(last) && (whole || issue.expected === 'int' || issue.expected === 'number') ? ' of points' : '';
      return `${name} must be ${kind}${ofPoints}`;
    }
    case 'too_small': {
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? `${name} must not be empty` : `${name} must be at least ${plural(issue.minimum, 'character')}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${name} must have at least ${plural(issue.minimum, 'item')}`;
      return issue.inclusive === false ? `${name} must be more than ${issue.minimum}` : `${name} must be at least ${issue.minimum}`;
    }
    case 'too_big': {
      if (issue.origin === 'string') return `${name} must be at most ${plural(issue.maximum, 'character')}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${name} must have at most ${plural(issue.maximum, 'item')}`;
      return issue.inclusive === false ? `${name} must be less than ${issue.maximum}` : `${name} must be at most ${issue.maximum}`;
    }
    case 'invalid_value':
      return issue.values.length === 1 ? `${name} must be ${listed(issue.values)}` : `${name} must be one of ${listed(issue.values)}`;
    case 'invalid_format':
      return issue.format === 'regex' ? `${name} is not in the form it takes` : `${name} must be ${issue.format === 'url' ? 'a link' : `a valid ${issue.format}`}`;
    case 'not_multiple_of':
      return `${name} must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `${name} has ${issue.keys.length === 1 ? 'a field it does not take' : 'fields it does not take'}: ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return `${name} is none of the forms it may take`;
    default:
      return `${name} is not valid`;
  }
}

/** The validator's error map that says each problem in our words, its field named by `nameOf`. */
export function inOurWords(nameOf: FieldNamer = pathName): core.$ZodErrorMap {
  return (issue) => {
    const path = issue.path ?? [];
    return wordsFor(issue, nameOf(path), String(path.at(-1) ?? ''));
  };
}

/**
 * One problem as it is reported: ours name their field already (`note must be text`); a schema's own message gets its
 * field in front (`receipt: give the payment's https link…`) unless it starts with it.
 */
export function problemText(issue: core.$ZodIssue | undefined, nameOf: FieldNamer = pathName): string {
  if (!issue) return `${nameOf([])} is not valid`;
  const name = nameOf(issue.path);
  return issue.message.startsWith(`${name} `) ? issue.message : `${name}: ${issue.message}`;
}
