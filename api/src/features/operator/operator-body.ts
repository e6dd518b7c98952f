import type { z } from 'zod';
import { InvalidInput } from '../../domain-errors';

/** Parses an operator request part; a 400 naming the field when it does not fit. */
export function parseOperatorBody<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InvalidInput(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`, 'invalid_body');
  }
  return parsed.data;
}
