import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Polled operator lists (deposits, withdrawals, Today, remotes) answer with an ETag, the hash of the answer itself, and
 * a `304 Not Modified` with no body when the console's `If-None-Match` still matches: the console polls every few
 * seconds and moves a list only when it changed. The hash is of what every instance would answer alike (no per-process
 * version), so polls may go to any instance. Computed before serialization: the app's compression (an onSend hook
 * of the root) turns large answers into streams a later hook could not hash — why @fastify/etag does not fit here.
 */
export function pollableAnswers(scope: FastifyInstance): void {
  scope.addHook('preSerialization', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    const tag = `"${crypto.createHash('sha256').update(JSON.stringify(payload)).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', tag);
    if (request.headers['if-none-match'] === tag) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
