import * as core from 'zod/v4/core';
import { InvalidInput } from '../../domain-errors';

/** Parses an operator request part (with a schema of the contract, or any zod schema); a 400 naming the field when it does not fit. */
export function parseOperatorBody<T extends core.$ZodType>(schema: T, value: unknown): core.output<T> {
  const parsed = core.safeParse(schema, value ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InvalidInput(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`, 'invalid_body');
  }
  return parsed.data;
}
