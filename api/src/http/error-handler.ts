import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError, LimitReached, type AnyDomainError, type RoomLeft } from '../domain-errors';
import { inLanguage, languageOfRequest } from './answer-language';

/** The status code each kind of domain error answers with: the one place where HTTP meets the domain's refusals. */
const HTTP_STATUS: Record<AnyDomainError['kind'], number> = {
  invalid_input: 400,
  betting_closed: 400,
  not_signed_in: 401,
  not_permitted: 403,
  not_found: 404,
  insufficient_balance: 409,
  already_exists: 409,
  state_conflict: 409,
  too_many_attempts: 429,
  server_busy: 429,
  unsupported_upload: 415,
  too_large: 413,
  delivery_failed: 503,
  limit_reached: 409,
};

/** The status code of any error a route threw: a domain error's by its kind, Fastify's own by its `statusCode`, else 500. */
export function httpStatusOf(error: unknown): number {
  if (error instanceof DomainError) return HTTP_STATUS[(error as AnyDomainError).kind];
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === 'number' ? statusCode : 500;
}

/**
 * One error handler: client errors say what is wrong, server errors say nothing of their insides. A 429 is held for
 * `pauseMs` first: a client that asks again as soon as it is answered (a flood of refused guesses) then asks a
 * handful of times a second instead of thousands, and the pages keep the server's time. With LEGACY_HTTP_STATUS=200 a
 * failed call at a root path (the field apps' aliases) answers 200 with the same body, as the old backend did: apps
 * built on Retrofit read only a 2xx body, so they would never see `msg`. Calls under /api/ keep their honest codes.
 */
export function registerErrorHandling(app: FastifyInstance, pauseMs = 0): void {
  app.setErrorHandler(async (error: FastifyError | DomainError, request, reply) => {
    const legacy = app.config.legacyStatusAtRoot && request.routeOptions.config.rootAlias === true;
    // A refusal is said in the request's language where a catalog has its text (answer-language.ts).
    const answer = (statusCode: number, body: { status: false; msg: string; code: string; room?: RoomLeft; until?: string }) =>
      reply.code(legacy ? 200 : statusCode).send({ ...body, msg: inLanguage(body.msg, languageOfRequest(request)) });
    const statusCode = httpStatusOf(error);
    if (error instanceof DomainError) {
      if (statusCode === 429 && pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      // A stake limit says what still fits and when the player may bid again, for the app to offer (the text says it too).
      const limit = error instanceof LimitReached ? { room: error.room, until: error.until?.toISOString() } : {};
      return answer(statusCode, { status: false, msg: error.message, code: error.code, ...limit });
    }
    if (statusCode < 500) {
      // Malformed JSON, a body too large, a bad content type: Fastify's own 4xx errors.
      return answer(statusCode, { status: false, msg: error.message, code: error.code ?? 'bad_request' });
    }
    request.log.error({ err: error }, 'request failed');
    return answer(500, { status: false, msg: 'An unexpected error occurred. Please try again later.', code: 'internal' });
  });
}
