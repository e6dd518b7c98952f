import type { FastifyInstance } from 'fastify';
import { InvalidInput } from '../domain-errors';

export const NUL_IN_TEXT = 'Text must not contain the NUL character (\\u0000)';

/** Whether a parsed body, query or params object holds a NUL anywhere (keys included): PostgreSQL text cannot. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Bytes (an uploaded release archive) are not text.
  if (depth > 32 || value === null || typeof value !== 'object' || value instanceof Uint8Array) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/**
 * Refuses a NUL character in any request before a handler runs (a 400, not PostgreSQL's 500): nothing is stored,
 * no code is spent. For every route, the player calls and the operator API alike.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.body) || holdsNul(request.query) || holdsNul(request.params)) {
      throw new InvalidInput(NUL_IN_TEXT, 'invalid_text');
    }
  });
}
