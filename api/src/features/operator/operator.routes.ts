import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PHONE_PATTERN } from '@matka/shared-kernel/domain';
import type { Database } from '../../db/database';
import { ApiFailure } from '../../http/error-handler';
import { SETTINGS, getSetting, setSetting, type SettingKey } from '../content/settings';
import type { OperatorService } from './operator.service';
import type { MarketsService } from '../markets/markets.service';
import type { ResultsService } from '../bids/results.service';
import { registerMarketOperatorRoutes } from './markets-operator.routes';
import { registerReleaseOperatorRoutes } from '../releases/releases.routes';
import type { ReleasesService } from '../releases/releases.service';
import { parseOperatorBody } from './operator-body';
import { tokensMatch } from './operator-token';

const mobile = z.string().regex(PHONE_PATTERN, 'mobile must be 10 digits starting 6-9');
const id = z.coerce.number().int().positive();

/** The operator HTTP API under /operator/, behind a bearer token. Answers are plain JSON; errors `{ error }`. */
export function registerOperatorRoutes(
  app: FastifyInstance,
  deps: { db: Database; token: string; operator: OperatorService; markets: MarketsService; results: ResultsService; releases: ReleasesService },
): void {
  const { operator, db } = deps;
  app.register(async (scope) => {
    scope.addHook('onRequest', async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const presented = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!presented || !tokensMatch(presented, deps.token)) throw new ApiFailure(401, 'Operator token required', 'unauthorised');
    });
    scope.setErrorHandler((error: Error & { statusCode?: number; httpStatus?: number }, request, reply) => {
      const status = error instanceof ApiFailure ? error.httpStatus : (error.statusCode ?? 500);
      if (status >= 500) request.log.error({ err: error }, 'operator request failed');
      return reply.code(status).send({ error: status >= 500 ? 'Internal error' : error.message });
    });

    scope.get('/operator/users', async () => ({ users: await operator.listUsers() }));
    scope.post('/operator/users/betting', async (request) => {
      const body = parseOperatorBody(z.object({ mobile, enabled: z.boolean() }), request.body);
      return operator.setBetting(body.mobile, body.enabled);
    });
    scope.post('/operator/wallet/credit', async (request) => {
      const body = parseOperatorBody(z.object({ mobile, points: z.number().int().positive(), note: z.string().min(1).max(200) }), request.body);
      return operator.creditWallet(body.mobile, body.points, body.note);
    });

    scope.get('/operator/deposits', async (request) => {
      const query = parseOperatorBody(z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional() }), request.query);
      return { deposits: await operator.listDeposits(query.status) };
    });
    scope.post('/operator/deposits/:id/:decision', async (request) => {
      const params = parseOperatorBody(z.object({ id, decision: z.enum(['approve', 'reject']) }), request.params);
      return operator.decideDeposit(params.id, params.decision === 'approve');
    });

    scope.get('/operator/withdrawals', async (request) => {
      const query = parseOperatorBody(z.object({ status: z.coerce.number().int().min(0).max(2).optional() }), request.query);
      return { withdrawals: await operator.listWithdrawals(query.status) };
    });
    scope.post('/operator/withdrawals/:id/:decision', async (request) => {
      const params = parseOperatorBody(z.object({ id, decision: z.enum(['approve', 'cancel']) }), request.params);
      if (params.decision === 'cancel') return operator.decideWithdrawal(params.id, { approve: false });
      const body = parseOperatorBody(z.object({ receipt: z.string().max(500).default('') }), request.body);
      return operator.decideWithdrawal(params.id, { approve: true, receipt: body.receipt });
    });

    scope.get('/operator/content', async () => {
      const keys = Object.keys(SETTINGS) as SettingKey[];
      const values = await Promise.all(keys.map((key) => getSetting(db, key)));
      return Object.fromEntries(keys.map((key, index) => [key, values[index]]));
    });
    // A partial object is merged into the current value; lists are replaced.
    scope.post('/operator/content/:key', async (request) => {
      const { key } = parseOperatorBody(z.object({ key: z.enum(Object.keys(SETTINGS) as [SettingKey, ...SettingKey[]]) }), request.params);
      const current = await getSetting(db, key);
      const next = Array.isArray(current) ? request.body : { ...(current as object), ...(request.body as object) };
      try {
        return { [key]: await setSetting(db, key, next) };
      } catch (error) {
        if (error instanceof z.ZodError) throw new ApiFailure(400, `${key}: ${z.prettifyError(error)}`, 'invalid_body');
        throw error;
      }
    });

    scope.get('/operator/ledger/check', async () => operator.checkLedger());
    registerMarketOperatorRoutes(scope, deps);
    registerReleaseOperatorRoutes(scope, deps);
  });
}
