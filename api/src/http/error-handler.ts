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

/** One error handler: client errors say what is wrong, server errors say nothing of their insides. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiFailure, request, reply) => {
    if (error instanceof ApiFailure) {
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
