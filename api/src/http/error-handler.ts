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
 * handful of times a second instead of thousands, and the pages keep the server's time.
 */
export function registerErrorHandling(app: FastifyInstance, pauseMs = 0): void {
  app.setErrorHandler(async (error: FastifyError | ApiFailure, request, reply) => {
    if (error instanceof ApiFailure) {
      if (error.httpStatus === 429 && pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      return reply.code(error.httpStatus).send({ status: false, msg: error.message, code: error.code });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode < 500) {
      // Malformed JSON, a body too large, a bad content type: Fastify's own 4xx errors.
      return reply.code(statusCode).send({ status: false, msg: error.message, code: error.code ?? 'bad_request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ status: false, msg: 'An unexpected error occurred. Please try again later.', code: 'internal' });
  });
}
