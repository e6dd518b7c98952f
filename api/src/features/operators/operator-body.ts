import * as core from 'zod/v4/core';
import { inOurWords, problemText } from '@matka/shared-kernel/contract';
import { InvalidInput } from '../../domain-errors';

/**
 * Parses an operator request part (with a schema of the contract, or any zod schema); a 400 naming the field when it
 * does not fit, in our words (`note must be text`; the kernel's input-problems.ts), never the validator's.
 */
export function parseOperatorBody<T extends core.$ZodType>(schema: T, value: unknown): core.output<T> {
  const parsed = core.safeParse(schema, value ?? {}, { error: inOurWords() });
  if (!parsed.success) throw new InvalidInput(problemText(parsed.error.issues[0]), 'invalid_body');
  return parsed.data;
}
