import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PHONE_PATTERN, parseIsoDay } from '@matka/shared-kernel/domain';
import { receiptProblem } from '@matka/shared-kernel/operator';
import { REMOTE_NAME, REMOTE_NAME_RULE } from '@matka/shared-kernel/remotes';
import type { Database } from '../../db/database';
import { InvalidInput, NotPermitted } from '../../domain-errors';
import { httpStatusOf } from '../../http/error-handler';
import type { Clock } from '../../platform/clock';
import { SETTINGS, getSetting, setSetting, type SettingKey } from '../content/settings';
import type { OperatorService } from './operator.service';
import type { MarketsService } from '../markets/markets.service';
import type { ResultsService } from '../bids/results.service';
import { auditCsv, auditedActionNames, fieldChanges, listActions, recordAction } from './audit.repository';
import { auditOf, authenticateOperator, registerOperatorAccountRoutes, registerOperatorSessionRoutes, registerOwnAccountRoutes } from './operator-auth';
import { operatorAccounts } from './operator-accounts';
import type { PasswordHasher } from '../../platform/passwords';
import { checkAccess, guardOperatorRoutes, moneyLimitOf, principalOf, requires, type MoneyLimits } from './operator-access';
import { teamTokens } from './team-tokens';
import { registerMarketOperatorRoutes } from './markets-operator.routes';
import { registerReleaseOperatorRoutes } from '../releases/releases.routes';
import type { ReleasesService } from '../releases/releases.service';
import { parseOperatorBody } from './operator-body';
import { operatorSessions } from './operator-session';
import { pollableAnswers } from './operator-etag';
import { registerReportRoutes } from './reports';

const mobile = z.string().regex(PHONE_PATTERN, 'mobile must be 10 digits starting 6-9');
const id = z.coerce.number().int().positive();
/** The most rows one CSV export of the audit list holds (the newest); narrow the dates for older ones. */
const AUDIT_CSV_ROWS = 50_000;
const player = z.string().trim().max(60).optional();

/**
 * The operator API under /operator/: a bearer token (the CLI; a team token for one remote's releases) or the console's
 * session cookie (`POST /operator/session`). Every route declares the permission it needs (`requires`), checked in one
 * place (operator-access.ts). Answers are plain JSON; errors `{ error }`. Every action is written to the audit list in
 * its own transaction.
 */
export function registerOperatorRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    token: string;
    /** The most one credit or debit may move, by role (MAX_OPERATOR_CREDIT, CASHIER_MAX_CREDIT). */
    moneyLimits: MoneyLimits;
    operator: OperatorService;
    markets: MarketsService;
    results: ResultsService;
    releases: ReleasesService;
    maxReleaseBytes: number;
    passwords: PasswordHasher;
  },
): void {
  const { operator, db } = deps;
  const sessions = operatorSessions(db, deps.clock);
  const accounts = operatorAccounts(db, deps.clock, deps.passwords);
  const tokens = teamTokens(db, deps.clock);
  guardOperatorRoutes(app);
  const errors = (scope: FastifyInstance) =>
    scope.setErrorHandler((error: Error, request, reply) => {
      const status = httpStatusOf(error);
      if (status >= 500) request.log.error({ err: error }, 'operator request failed');
      // Only an upload may be this large (a release archive): say which limit it passed.
      const tooLarge = (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE';
      const message = tooLarge ? `Refused: the upload is larger than RELEASE_MAX_BYTES (${deps.maxReleaseBytes} bytes)` : error.message;
      return reply.code(status).send({ error: status >= 500 ? 'Internal error' : message });
    });

  app.register(async (scope) => {
    errors(scope);
    registerOperatorSessionRoutes(scope, { db, sessions, accounts });
  });

  app.register(async (scope) => {
    // Who calls, then whether they may: before the body is read.
    scope.addHook('onRequest', async (request) => checkAccess(request, await authenticateOperator(request, { token: deps.token, sessions, teamTokens: tokens, accounts })));
    errors(scope);
    pollableAnswers(scope);
    registerOwnAccountRoutes(scope, { sessions, accounts });
    registerOperatorAccountRoutes(scope, { accounts });
    registerReportRoutes(scope, { db, clock: deps.clock });

    scope.get('/operator/today', requires('overview'), async () => ({ ...(await operator.today()), remotes: await deps.releases.status() }));
    // The audit list, newest first, filtered by action, operator, player and IST days; as CSV for a spreadsheet.
    const day = z.string().refine((text) => parseIsoDay(text) !== null, 'a day as YYYY-MM-DD').optional();
    const filter = {
      action: z.string().trim().min(1).max(60).optional(),
      actor: z.string().trim().min(1).max(60).optional(),
      player: mobile.optional(),
      from: day,
      to: day,
    };
    scope.get('/operator/audit', requires('audit'), async (request) => {
      const query = parseOperatorBody(z.object({ ...filter, before: id.optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }), request.query);
      return { actions: await listActions(db, query) };
    });
    scope.get('/operator/audit/actions', requires('audit'), async () => ({ actions: await auditedActionNames(db) }));
    scope.get('/operator/audit.csv', requires('audit'), async (request, reply) => {
      const query = parseOperatorBody(z.object(filter), request.query);
      const rows = await listActions(db, { ...query, limit: AUDIT_CSV_ROWS });
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit${query.from ? `-${query.from}` : ''}${query.to ? `-to-${query.to}` : ''}.csv"`);
      return auditCsv(rows);
    });

    scope.get('/operator/users', requires('players.read'), async (request) => {
      const query = parseOperatorBody(z.object({ q: player }), request.query);
      return { users: await operator.listUsers(query.q) };
    });
    scope.get('/operator/users/:mobile', requires('players.read'), async (request) => {
      const params = parseOperatorBody(z.object({ mobile }), request.params);
      return operator.player(params.mobile);
    });
    scope.post('/operator/users/betting', requires('players.betting'), async (request) => {
      const body = parseOperatorBody(z.object({ mobile, enabled: z.boolean() }), request.body);
      return operator.setBetting(body.mobile, body.enabled, auditOf(request));
    });
    // A credit or a debit (a wrong credit taken back through the ledger): a note the player reads in their passbook,
    // and no more points than the operator's role may move at once.
    const moneyBody = (request: FastifyRequest, verb: 'credit' | 'debit') => {
      const principal = principalOf(request);
      const limit = moneyLimitOf(principal, deps.moneyLimits);
      const body = parseOperatorBody(z.object({ mobile, points: z.number().int().positive(), note: z.string().trim().min(1, 'say why (the player sees it)').max(200) }), request.body);
      if (body.points > limit) {
        const who = principal.kind === 'operator' ? `${principal.name} (${principal.role})` : principal.actor;
        const owners = deps.moneyLimits.owner;
        const why = principal.kind === 'operator' && principal.role === 'owner'
          ? '(MAX_OPERATOR_CREDIT)'
          : `(CASHIER_MAX_CREDIT): an owner may move up to ${owners.toLocaleString('en-IN')}`;
        throw new NotPermitted(`${who} may ${verb} at most ${limit.toLocaleString('en-IN')} points at a time ${why}`, 'over_limit');
      }
      return body;
    };
    scope.post('/operator/wallet/credit', requires('money.move'), async (request) => {
      const body = moneyBody(request, 'credit');
      return operator.creditWallet(body.mobile, body.points, body.note, auditOf(request));
    });
    scope.post('/operator/wallet/debit', requires('money.move'), async (request) => {
      const body = moneyBody(request, 'debit');
      return operator.debitWallet(body.mobile, body.points, body.note, auditOf(request));
    });

    scope.get('/operator/deposits', requires('money.read'), async (request) => {
      const query = parseOperatorBody(z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional(), player }), request.query);
      return { deposits: await operator.listDeposits(query.status, query.player) };
    });
    // A refusal says why, in words the player reads in their history; a payout, where the money went (receipt).
    const refusal = z.object({ reason: z.string({ error: 'say why (the player reads it)' }).trim().min(1, 'say why (the player reads it)').max(200) });
    const receipt = z
      .string({ error: 'give the payment’s https link or its 12-digit UTR reference' })
      .trim()
      .max(500)
      .superRefine((text, context) => {
        const problem = receiptProblem(text);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      });
    scope.post('/operator/deposits/:id/:decision', requires('money.move'), async (request) => {
      const params = parseOperatorBody(z.object({ id, decision: z.enum(['approve', 'reject']) }), request.params);
      if (params.decision === 'approve') return operator.decideDeposit(params.id, { approve: true }, auditOf(request));
      return operator.decideDeposit(params.id, { approve: false, reason: parseOperatorBody(refusal, request.body).reason }, auditOf(request));
    });

    scope.get('/operator/withdrawals', requires('money.read'), async (request) => {
      const query = parseOperatorBody(z.object({ status: z.coerce.number().int().min(0).max(2).optional(), player }), request.query);
      return { withdrawals: await operator.listWithdrawals(query.status, query.player) };
    });
    scope.post('/operator/withdrawals/:id/:decision', requires('money.move'), async (request) => {
      const params = parseOperatorBody(z.object({ id, decision: z.enum(['approve', 'cancel']) }), request.params);
      if (params.decision === 'cancel') {
        return operator.decideWithdrawal(params.id, { approve: false, reason: parseOperatorBody(refusal, request.body).reason }, auditOf(request));
      }
      const body = parseOperatorBody(z.object({ receipt: receipt }), request.body);
      return operator.decideWithdrawal(params.id, { approve: true, receipt: body.receipt }, auditOf(request));
    });

    scope.get('/operator/content', requires('content.read'), async () => {
      const keys = Object.keys(SETTINGS) as SettingKey[];
      const values = await Promise.all(keys.map((key) => getSetting(db, key)));
      return Object.fromEntries(keys.map((key, index) => [key, values[index]]));
    });
    // A partial object is merged into the current value; lists are replaced. The console sends `note` beside the
    // fields: it goes to the audit list, not into the setting.
    scope.post('/operator/content/:key', requires('content.write'), async (request) => {
      const { key } = parseOperatorBody(z.object({ key: z.enum(Object.keys(SETTINGS) as [SettingKey, ...SettingKey[]]) }), request.params);
      const audit = auditOf(request);
      const current = await getSetting(db, key);
      const { note: _note, ...fields } = (request.body ?? {}) as Record<string, unknown>;
      const next = Array.isArray(current) ? request.body : { ...(current as object), ...fields };
      try {
        return await db.transaction(async (tx) => {
          const stored = await setSetting(tx, key, next);
          await recordAction(tx, audit, { action: 'content set', target: key, outcome: stored, change: fieldChanges(current, stored) });
          return { [key]: stored };
        });
      } catch (error) {
        // The first problem, named by its field, in words (never zod's own report).
        if (error instanceof z.ZodError) {
          const issue = error.issues[0];
          throw new InvalidInput(`${[key, ...(issue?.path ?? [])].join('.')}: ${issue?.message ?? 'invalid'}`, 'invalid_body');
        }
        throw error;
      }
    });

    scope.get('/operator/ledger/check', requires('money.read'), async () => operator.checkLedger());

    // Team tokens: each may ship one remote (operator-access.ts). The token is printed once, at its creation.
    const tokenName = z.string().trim().min(1, 'name the token (e.g. "markets CI")').max(60);
    scope.get('/operator/team-tokens', requires('team-tokens'), async () => ({ team_tokens: await tokens.list() }));
    scope.post('/operator/team-tokens', requires('team-tokens'), async (request) => {
      const body = parseOperatorBody(z.object({ name: tokenName, remote: z.string().regex(REMOTE_NAME, REMOTE_NAME_RULE) }), request.body);
      return { team_token: await tokens.create(body, auditOf(request)) };
    });
    scope.post('/operator/team-tokens/revoke', requires('team-tokens'), async (request) => {
      const body = parseOperatorBody(z.object({ name: tokenName }), request.body);
      return { team_token: await tokens.revoke(body.name, auditOf(request)) };
    });
    registerMarketOperatorRoutes(scope, deps);
    registerReleaseOperatorRoutes(scope, deps);
  });
}
