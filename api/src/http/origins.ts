import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Where a call comes from, by its `Origin` header: an app (none: Android apps, scripts), our own page (same host),
 * a web client on another origin that the operator allows (`CORS_ORIGINS`), or any other page.
 */
export type CallerOrigin = 'app' | 'same' | 'allowed' | 'foreign';

export function callerOrigin(request: FastifyRequest): CallerOrigin {
  const origin = request.headers.origin;
  if (origin === undefined) return 'app';
  if (request.server.config.corsOrigins.includes(origin)) return 'allowed';
  const host = URL.canParse(origin) ? new URL(origin).host : undefined;
  return host !== undefined && host === request.headers.host ? 'same' : 'foreign';
}

/**
 * Whether a sign-in answer carries the session token in its body (`unique_token`): for apps and allowed web clients,
 * which keep it themselves. Our own page gets it only as the HttpOnly cookie, so no script can read it.
 */
export function tokenGoesInBody(request: FastifyRequest): boolean {
  const from = callerOrigin(request);
  return from === 'app' || from === 'allowed';
}

/**
 * CORS answers, preflight included, for the origins in `CORS_ORIGINS` only; any other origin gets no CORS header
 * (and its preflight a 404), so a browser keeps its pages from reading or sending calls.
 */
export async function registerCors(app: FastifyInstance): Promise<void> {
  const allowed = app.config.corsOrigins;
  if (allowed.length === 0) return;
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.includes(origin)),
    methods: ['GET', 'HEAD', 'POST'],
    // A web client sending its requests with credentials (axios' withCredentials) reads the answer only with this.
    credentials: true,
    maxAge: 600,
  });
}
