import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { InvalidInput, NotPermitted } from '../../domain-errors';
import { httpStatusOf } from '../../http/error-handler';
import type { Clock } from '../../platform/clock';
import { SETTINGS, checkSetting, getSetting, sameSetting, setSetting, type SettingKey } from '../content/settings';
import type { MoneyOperator, OperatorService } from '../wallet/wallet-operator.service';
import type { MarketsService } from '../markets/markets.service';
import type { ResultsService } from '../results/results.service';
import { auditCsv, auditedActionNames, fieldChanges, listActions, recordAction } from '../audit.repository';
import { auditOf, authenticateOperator, registerOperatorAccountRoutes, registerOperatorSessionRoutes, registerOwnAccountRoutes } from './operator-auth';
import { operatorAccounts } from './operator-accounts';
import type { PasswordHasher } from '../../platform/passwords';
import { checkAccess, guardOperatorRoutes, moneyLimitOf, principalOf, refusal, type MoneyLimits, type Permission } from './operator-access';
import { CONTENT_SET, contentChanges } from '../content/content-changes';
import { teamTokens } from './team-tokens';
import { registerMarketOperatorRoutes } from '../markets/markets-operator.routes';
import { registerReleaseOperatorRoutes } from '../releases/releases.routes';
import { registerAndroidAppOperatorRoutes } from '../android-app/android-app.routes';
import type { ReleasesService } from '../releases/releases.service';
import { operatorCall } from './operator-call';
import { OPERATOR_CALLS, isOwnerContent, type ContentKey } from '@matka/shared-kernel/operator-contract';
import { operatorSessions } from './operator-session';
import { pollableAnswers } from './operator-etag';
import { registerReportRoutes } from '../reports/reports.routes';
import { feedTokens } from './feed-tokens';
import { registerPaymentRoutes } from '../payments/payments.routes';
import type { PaymentsService } from '../payments/payments.service';

/** The contract's content keys are the settings' keys, each way (the compiler says when one side gains a key). */
const sameKeys: [SettingKey] extends [ContentKey] ? ([ContentKey] extends [SettingKey] ? true : never) : never = true;
void sameKeys;
/** The most rows one CSV export of the audit list holds (the newest); narrow the dates for older ones. */
const AUDIT_CSV_ROWS = 50_000;

/**
 * The operator API under /operator/, registered from its contract (`@matka/shared-kernel/operator-contract`, each call
 * with `operatorCall`): a bearer token (the CLI; a team token for one remote's releases) or the console's
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
    /** APK_MAX_BYTES and APK_PATHS: the Android app players download. */
    androidApp: { maxBytes: number; paths: string[] };
    passwords: PasswordHasher;
    payments: PaymentsService;
  },
): void {
  const { operator, db } = deps;
  const sessions = operatorSessions(db, deps.clock);
  const accounts = operatorAccounts(db, deps.clock, deps.passwords);
  const tokens = teamTokens(db, deps.clock);
  const ownerChanges = contentChanges(db);
  const feeds = feedTokens(db, deps.clock);
  guardOperatorRoutes(app);
  const errors = (scope: FastifyInstance) =>
    scope.setErrorHandler((error: Error, request, reply) => {
      const status = httpStatusOf(error);
      if (status >= 500) request.log.error({ err: error }, 'operator request failed');
      // Only an upload may be this large (a release archive, the Android app): say which limit it passed.
      const tooLarge = (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE';
      const limit = request.url.startsWith(OPERATOR_CALLS['app.apk.upload'].path)
        ? `APK_MAX_BYTES (${deps.androidApp.maxBytes} bytes)`
        : `RELEASE_MAX_BYTES (${deps.maxReleaseBytes} bytes)`;
      const message = tooLarge ? `Refused: the upload is larger than ${limit}` : error.message;
      return reply.code(status).send({ error: status >= 500 ? 'Internal error' : message });
    });

  app.register(async (scope) => {
    errors(scope);
    registerOperatorSessionRoutes(scope, { db, sessions, accounts });
  });

  app.register(async (scope) => {
    // Who calls, then whether they may: before the body is read.
    scope.addHook('onRequest', async (request) => checkAccess(request, await authenticateOperator(request, { token: deps.token, sessions, teamTokens: tokens, feedTokens: feeds, accounts })));
    errors(scope);
    pollableAnswers(scope);
    registerOwnAccountRoutes(scope, { sessions, accounts });
    registerOperatorAccountRoutes(scope, { accounts });
    registerReportRoutes(scope, { db, clock: deps.clock });
    registerPaymentRoutes(scope, { payments: deps.payments, feedTokens: feeds, clock: deps.clock });

    // Today shows each operator what they may act on: pending money to those who decide it, unacknowledged changes to
    // the owners' content to each owner.
    operatorCall(scope, 'today', { permission: 'overview' }, async ({ request }) => {
      const principal = principalOf(request);
      const may = (permission: Permission) => refusal(principal, { permission }) === null;
      const [day, remotes, changes] = await Promise.all([
        operator.today({ pending: may('money.move') }),
        deps.releases.status(),
        principal.kind === 'operator' && may('content.money') ? ownerChanges.pendingFor(principal.id) : undefined,
      ]);
      return { ...day, remotes, ...(changes ? { content_changes: changes } : {}) };
    });
    // The audit list, newest first, filtered by action, operator, player and IST days; as CSV for a spreadsheet.
    operatorCall(scope, 'audit.list', { permission: 'audit' }, async ({ query }) => ({ actions: await listActions(db, query) }));
    operatorCall(scope, 'audit.actions', { permission: 'audit' }, async () => ({ actions: await auditedActionNames(db) }));
    operatorCall(scope, 'audit.csv', { permission: 'audit' }, async ({ query, reply }) => {
      const rows = await listActions(db, { ...query, limit: AUDIT_CSV_ROWS });
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit${query.from ? `-${query.from}` : ''}${query.to ? `-to-${query.to}` : ''}.csv"`);
      return auditCsv(rows);
    });

    operatorCall(scope, 'users.list', { permission: 'players.read' }, async ({ query }) => ({ users: await operator.listUsers(query.q) }));
    operatorCall(scope, 'users.show', { permission: 'players.read' }, async ({ params }) => operator.player(params.mobile));
    operatorCall(scope, 'users.betting', { permission: 'players.betting' }, async ({ body, request }) => operator.setBetting(body.mobile, body.enabled, auditOf(request)));
    // A credit or a debit (a wrong credit taken back through the ledger): a note the player reads in their passbook,
    // and no more points than the operator's role may move at once.
    const withinLimit = (request: FastifyRequest, points: number, verb: 'credit' | 'debit') => {
      const principal = principalOf(request);
      const limit = moneyLimitOf(principal, deps.moneyLimits);
      if (points > limit) {
        const who = principal.kind === 'operator' ? `${principal.name} (${principal.role})` : principal.actor;
        const owners = deps.moneyLimits.owner;
        const why = principal.kind === 'operator' && principal.role === 'owner'
          ? '(MAX_OPERATOR_CREDIT)'
          : `(CASHIER_MAX_CREDIT): an owner may move up to ${owners.toLocaleString('en-IN')}`;
        throw new NotPermitted(`${who} may ${verb} at most ${limit.toLocaleString('en-IN')} points at a time ${why}`, 'over_limit');
      }
    };
    /** Who moves the money: an operator account (`money.move` is no team token's). */
    const moneyOperator = (request: FastifyRequest): MoneyOperator => {
      const principal = principalOf(request);
      if (principal.kind !== 'operator') throw new NotPermitted(`${principal.actor} may not move money`, 'forbidden');
      return { id: principal.id, name: principal.name, role: principal.role };
    };
    // Past the one-credit limit: the day's totals (cashiers) and, above SECOND_APPROVAL_ABOVE, a second operator's
    // approval (operator.service.ts).
    operatorCall(scope, 'wallet.credit', { permission: 'money.move' }, async ({ body, request }) => {
      withinLimit(request, body.points, 'credit');
      return operator.creditWallet(body.mobile, body.points, body.note, moneyOperator(request), auditOf(request));
    });
    operatorCall(scope, 'wallet.debit', { permission: 'money.move' }, async ({ body, request }) => {
      withinLimit(request, body.points, 'debit');
      return operator.debitWallet(body.mobile, body.points, body.note, auditOf(request));
    });

    operatorCall(scope, 'deposits.list', { permission: 'money.read' }, async ({ query }) => ({ deposits: await operator.listDeposits(query.status, query.player) }));
    // A refusal says why, in words the player reads in their history; a payout, where the money went (receipt).
    operatorCall(scope, 'deposits.approve', { permission: 'money.move' }, async ({ params, request }) =>
      operator.decideDeposit(params.id, { approve: true }, moneyOperator(request), auditOf(request)),
    );
    operatorCall(scope, 'deposits.reject', { permission: 'money.move' }, async ({ params, body, request }) =>
      operator.decideDeposit(params.id, { approve: false, reason: body.reason }, moneyOperator(request), auditOf(request)),
    );
    // Credits and deposit approvals waiting for a second operator: any owner or cashier but the one who asked approves.
    operatorCall(scope, 'approvals.list', { permission: 'money.read' }, async () => ({
      approvals: (await operator.waitingApprovals()).map((row) => ({
        id: row.id,
        kind: row.kind,
        mobile: row.mobile,
        name: row.name,
        points: row.points,
        note: row.note,
        deposit_id: row.deposit_id,
        asked_by: row.asker,
        asked_at: row.asked_at.toISOString(),
      })),
    }));
    operatorCall(scope, 'approvals.approve', { permission: 'money.move' }, async ({ params, request }) => operator.approveWaiting(params.id, moneyOperator(request), auditOf(request)));
    operatorCall(scope, 'approvals.reject', { permission: 'money.move' }, async ({ params, body, request }) =>
      operator.rejectWaiting(params.id, body.reason, moneyOperator(request), auditOf(request)),
    );

    operatorCall(scope, 'withdrawals.list', { permission: 'money.read' }, async ({ query }) => ({ withdrawals: await operator.listWithdrawals(query.status, query.player) }));
    operatorCall(scope, 'withdrawals.approve', { permission: 'money.move' }, async ({ params, body, request }) =>
      operator.decideWithdrawal(params.id, { approve: true, receipt: body.receipt }, auditOf(request)),
    );
    operatorCall(scope, 'withdrawals.cancel', { permission: 'money.move' }, async ({ params, body, request }) =>
      operator.decideWithdrawal(params.id, { approve: false, reason: body.reason }, auditOf(request)),
    );

    operatorCall(scope, 'content.show', { permission: 'content.read' }, async () => {
      const keys = Object.keys(SETTINGS) as SettingKey[];
      const values = await Promise.all(keys.map((key) => getSetting(db, key)));
      return Object.fromEntries(keys.map((key, index) => [key, values[index]])) as Record<ContentKey, unknown>;
    });
    // A partial object is merged into the current value; lists are replaced. The console sends `note` beside the
    // fields: it goes to the audit list, not into the setting.
    operatorCall(scope, 'content.set', { permission: 'content.write' }, async ({ params: { key }, body, request }) => {
      const audit = auditOf(request);
      // Where players pay and on what terms is the owners' alone (OWNER_CONTENT_KEYS).
      const principal = principalOf(request);
      if (isOwnerContent(key) && refusal(principal, { permission: 'content.money' }) !== null) {
        const who = `${principal.name} (${principal.kind === 'operator' ? principal.role : 'team token'})`;
        throw new NotPermitted(`${who} may not change ${key}: payment ids, contact numbers and money rules are an owner's to change`, 'forbidden');
      }
      const current = await getSetting(db, key);
      const { note: _note, ...fields } = Array.isArray(body) ? {} : body;
      const next = Array.isArray(current) ? body : { ...(current as object), ...fields };
      try {
        const checked = checkSetting(key, next);
        // A save that changes nothing (the console's Save pressed twice) is answered, and neither written nor audited.
        if (sameSetting(current, checked)) return { [key]: checked };
        return await db.transaction(async (tx) => {
          const stored = await setSetting(tx, key, checked);
          await recordAction(tx, audit, { action: CONTENT_SET, target: key, outcome: stored, change: fieldChanges(current, stored) });
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

    // Each owner acknowledges the changes to the owners' content they have seen (Today lists the rest).
    const ownerId = (request: FastifyRequest) => {
      const principal = principalOf(request);
      if (principal.kind !== 'operator') throw new NotPermitted('Only an owner acknowledges content changes', 'forbidden');
      return principal.id;
    };
    operatorCall(scope, 'content.changes', { permission: 'content.money' }, async ({ request }) => ownerChanges.pendingFor(ownerId(request)));
    operatorCall(scope, 'content.acknowledge', { permission: 'content.money' }, async ({ params, request }) =>
      ownerChanges.acknowledge(params.id, ownerId(request), auditOf(request)),
    );

    operatorCall(scope, 'ledger.check', { permission: 'money.read' }, async () => operator.checkLedger());

    // Team tokens: each may ship one remote (operator-access.ts). The token is printed once, at its creation.
    operatorCall(scope, 'team-tokens.list', { permission: 'team-tokens' }, async () => ({ team_tokens: await tokens.list() }));
    operatorCall(scope, 'team-tokens.create', { permission: 'team-tokens' }, async ({ body, request }) => ({ team_token: await tokens.create(body, auditOf(request)) }));
    operatorCall(scope, 'team-tokens.revoke', { permission: 'team-tokens' }, async ({ body, request }) => ({ team_token: await tokens.revoke(body.name, auditOf(request)) }));
    registerMarketOperatorRoutes(scope, deps);
    registerReleaseOperatorRoutes(scope, deps);
    registerAndroidAppOperatorRoutes(scope, deps);
  });
}
