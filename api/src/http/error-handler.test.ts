import Fastify from 'fastify';
import {
  AlreadyExists,
  BettingClosed,
  DeliveryFailed,
  InsufficientBalance,
  InvalidInput,
  NotFound,
  NotPermitted,
  NotSignedIn,
  ServerBusy,
  StateConflict,
  TooLarge,
  TooManyAttempts,
  UnsupportedUpload,
  type AnyDomainError,
} from '../domain-errors';
import { httpStatusOf, registerErrorHandling } from './error-handler';

/** Each kind of domain error with the status it has always answered with (the API tests check the same per call). */
const CASES: Array<[AnyDomainError, number]> = [
  [new InvalidInput('Please choose valid dates', 'invalid_date'), 400],
  [new BettingClosed('Betting is closed for Open', 'bidding_closed'), 400],
  [new NotSignedIn('Please log in to continue', 'no_session'), 401],
  [new NotPermitted('Request origin not allowed', 'bad_origin'), 403],
  [new NotFound('No market 7', 'not_found'), 404],
  [new InsufficientBalance('Insufficient balance', 'insufficient_balance'), 409],
  [new AlreadyExists('Mobile number already registered', 'already_registered'), 409],
  [new StateConflict('Declare the open result first', 'open_missing'), 409],
  [new TooManyAttempts('Too many attempts', 'rate_limited'), 429],
  [new ServerBusy('The server is busy', 'busy'), 429],
  [new UnsupportedUpload('Send the release as its .tar.gz', 'bad_type'), 415],
  [new TooLarge('Refused: too large', 'release_refused'), 413],
  [new DeliveryFailed('OTP could not be sent', 'sms_failed'), 503],
];
const NAMED = CASES.map(([error, status]) => [error.name, error, status] as const);

async function appThrowing(error: unknown, legacyStatusAtRoot = false) {
  const app = Fastify();
  app.decorate('config', { legacyStatusAtRoot } as never);
  registerErrorHandling(app);
  app.post('/api/call', async () => {
    throw error;
  });
  app.post('/call', { config: { rootAlias: true } }, async () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('the mapping of domain errors to HTTP', () => {
  it.each(NAMED)('%s answers %i', (_name, error, status) => {
    expect(httpStatusOf(error)).toBe(status);
  });

  it('names every kind of domain error once', () => {
    expect(new Set(CASES.map(([error]) => error.kind)).size).toBe(CASES.length);
  });

  it('keeps the status of Fastify’s own errors and makes anything else a 500', () => {
    expect(httpStatusOf(Object.assign(new Error('Body is too large'), { statusCode: 413 }))).toBe(413);
    expect(httpStatusOf(new Error('boom'))).toBe(500);
    expect(httpStatusOf(null)).toBe(500);
  });

  it.each(NAMED)('%s reaches the caller as its status, message and code', async (_name, error, status) => {
    const app = await appThrowing(error);
    const reply = await app.inject({ method: 'POST', url: '/api/call' });
    expect(reply.statusCode).toBe(status);
    expect(reply.json()).toEqual({ status: false, msg: error.message, code: error.code });
    await app.close();
  });

  it('answers 200 with the same body at a root alias when LEGACY_HTTP_STATUS=200', async () => {
    const error = new NotFound('No market 7', 'not_found');
    const app = await appThrowing(error, true);
    const root = await app.inject({ method: 'POST', url: '/call' });
    expect(root.statusCode).toBe(200);
    expect(root.json()).toEqual({ status: false, msg: 'No market 7', code: 'not_found' });
    expect((await app.inject({ method: 'POST', url: '/api/call' })).statusCode).toBe(404);
    await app.close();
  });

  it('says nothing of an unexpected error’s insides', async () => {
    const app = await appThrowing(new Error('connection refused at 10.0.0.3'));
    const reply = await app.inject({ method: 'POST', url: '/api/call' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({ status: false, msg: 'An unexpected error occurred. Please try again later.', code: 'internal' });
    await app.close();
  });
});
