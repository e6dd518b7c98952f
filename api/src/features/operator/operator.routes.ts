import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PHONE_PATTERN } from '@matka/shared-kernel/domain';
import type { Database } from '../../db/database';
import { ApiFailure } from '../../http/error-handler';
import type { Clock } from '../../platform/clock';
import { SETTINGS, getSetting, setSetting, type SettingKey } from '../content/settings';
import type { OperatorService } from './operator.service';
import type { MarketsService } from '../markets/markets.service';
import type { ResultsService } from '../bids/results.service';
import { listActions, recordAction } from './audit.repository';
import { auditOf, authenticateOperator, registerOperatorSessionRoutes } from './operator-auth';
import { registerMarketOperatorRoutes } from './markets-operator.routes';
import { registerReleaseOperatorRoutes } from '../releases/releases.routes';
import type { ReleasesService } from '../releases/releases.service';
import { parseOperatorBody } from './operator-body';
import { operatorSessions } from './operator-session';

const mobile = z.string().regex(PHONE_PATTERN, 'mobile must be 10 digits starting 6-9');
const id = z.coerce.number().int().positive();
const player = z.string().trim().max(60).optional();

/**
 * The operator API under /operator/: a bearer token (the CLI) or the console's session cookie (`POST /operator/session`).
 * Answers are plain JSON; errors `{ error }`. Every action is written to the audit list in its own transaction.
 */
export function registerOperatorRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    token: string;
    /** The most one credit may add (MAX_OPERATOR_CREDIT). */
    maxCredit: number;
    operator: OperatorService;
    markets: MarketsService;
    results: ResultsService;
    releases: ReleasesService;
  },
): void {
  const { operator, db } = deps;
  const sessions = operatorSessions(db, deps.clock, deps.token);
  const errors = (scope: FastifyInstance) =>
    scope.setErrorHandler((error: Error & { statusCode?: number; httpStatus?: number }, request, reply) => {
      const status = error instanceof ApiFailure ? error.httpStatus : (error.statusCode ?? 500);
      if (status >= 500) request.log.error({ err: error }, 'operator request failed');
      return reply.code(status).send({ error: status >= 500 ? 'Internal error' : error.message });
    });

  app.register(async (scope) => {
    errors(scope);
    registerOperatorSessionRoutes(scope, { db, clock: deps.clock, sessions });
  });

  app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => authenticateOperator(request, { token: deps.token, sessions }));
    errors(scope);

    scope.get('/operator/today', async () => ({ ...(await operator.today()), remotes: await deps.releases.status() }));
    scope.get('/operator/audit', async (request) => {
      const query = parseOperatorBody(z.object({ before: id.optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }), request.query);
      return { actions: await listActions(db, query) };
    });

    scope.get('/operator/users', async (request) => {
      const query = parseOperatorBody(z.object({ q: player }), request.query);
      return { users: await operator.listUsers(query.q) };
    });
    scope.get('/operator/users/:mobile', async (request) => {
      const params = parseOperatorBody(z.object({ mobile }), request.params);
      return operator.player(params.mobile);
    });
    scope.post('/operator/users/betting', async (request) => {
      const body = parseOperatorBody(z.object({ mobile, enabled: z.boolean() }), request.body);
      return operator.setBetting(body.mobile, body.enabled, auditOf(request));
    });
    scope.post('/operator/wallet/credit', async (request) => {
      const points = z
        .number()
        .int()
        .positive()
        .max(deps.maxCredit, `one credit is at most ${deps.maxCredit.toLocaleString('en-IN')} (MAX_OPERATOR_CREDIT)`);
      const body = parseOperatorBody(z.object({ mobile, points, note: z.string().min(1).max(200) }), request.body);
      return operator.creditWallet(body.mobile, body.points, body.note, auditOf(request));
    });

    scope.get('/operator/deposits', async (request) => {
      const query = parseOperatorBody(z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional(), player }), request.query);
      return { deposits: await operator.listDeposits(query.status, query.player) };
    });
    scope.post('/operator/deposits/:id/:decision', async (request) => {
      const params = parseOperatorBody(z.object({ id, decision: z.enum(['approve', 'reject']) }), request.params);
      return operator.decideDeposit(params.id, params.decision === 'approve', auditOf(request));
    });

    scope.get('/operator/withdrawals', async (request) => {
      const query = parseOperatorBody(z.object({ status: z.coerce.number().int().min(0).max(2).optional(), player }), request.query);
      return { withdrawals: await operator.listWithdrawals(query.status, query.player) };
    });
    scope.post('/operator/withdrawals/:id/:decision', async (request) => {
      const params = parseOperatorBody(z.object({ id, decision: z.enum(['approve', 'cancel']) }), request.params);
      if (params.decision === 'cancel') return operator.decideWithdrawal(params.id, { approve: false }, auditOf(request));
      const body = parseOperatorBody(z.object({ receipt: z.string().max(500).default('') }), request.body);
      return operator.decideWithdrawal(params.id, { approve: true, receipt: body.receipt }, auditOf(request));
    });

    scope.get('/operator/content', async () => {
      const keys = Object.keys(SETTINGS) as SettingKey[];
      const values = await Promise.all(keys.map((key) => getSetting(db, key)));
      return Object.fromEntries(keys.map((key, index) => [key, values[index]]));
    });
    // A partial object is merged into the current value; lists are replaced. The console sends `note` beside the
    // fields: it goes to the audit list, not into the setting.
    scope.post('/operator/content/:key', async (request) => {
      const { key } = parseOperatorBody(z.object({ key: z.enum(Object.keys(SETTINGS) as [SettingKey, ...SettingKey[]]) }), request.params);
      const audit = auditOf(request);
      const current = await getSetting(db, key);
      const { note: _note, ...fields } = (request.body ?? {}) as Record<string, unknown>;
      const next = Array.isArray(current) ? request.body : { ...(current as object), ...fields };
      try {
        return await db.transaction(async (tx) => {
          const stored = await setSetting(tx, key, next);
          await recordAction(tx, audit, { action: 'content set', target: key, outcome: stored });
          return { [key]: stored };
        });
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
