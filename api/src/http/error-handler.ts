import type { FastifyError, FastifyInstance } from 'fastify';

/** A failure the player should read: mapped to `{ status: false, msg }` with an honest HTTP code. */
export class ApiFailure extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
    readonly code: string = 'failed',
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/**
 * One error handler: client errors say what is wrong, server errors say nothing of their insides. A 429 is held for
 * `pauseMs` first: a client that asks again as soon as it is answered (a flood of refused guesses) then asks a
 * handful of times a second instead of thousands, and the pages keep the server's time. With LEGACY_HTTP_STATUS=200 a
 * failed call at a root path (the field apps' aliases) answers 200 with the same body, as the old backend did: apps
 * built on Retrofit read only a 2xx body, so they would never see `msg`. Calls under /api/ keep their honest codes.
 */
export function registerErrorHandling(app: FastifyInstance, pauseMs = 0): void {
  app.setErrorHandler(async (error: FastifyError | ApiFailure, request, reply) => {
    const legacy = app.config.legacyStatusAtRoot && request.routeOptions.config.rootAlias === true;
    const answer = (statusCode: number, body: { status: false; msg: string; code: string }) => reply.code(legacy ? 200 : statusCode).send(body);
    if (error instanceof ApiFailure) {
      if (error.httpStatus === 429 && pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      return answer(error.httpStatus, { status: false, msg: error.message, code: error.code });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode < 500) {
      // Malformed JSON, a body too large, a bad content type: Fastify's own 4xx errors.
      return answer(statusCode, { status: false, msg: error.message, code: error.code ?? 'bad_request' });
    }
    request.log.error({ err: error }, 'request failed');
    return answer(500, { status: false, msg: 'An unexpected error occurred. Please try again later.', code: 'internal' });
  });
}
