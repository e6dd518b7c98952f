import type { FastifyInstance } from 'fastify';
import { OPERATOR_CALLS } from '@matka/shared-kernel/operator-contract';
import type { Database } from '../../db/database';
import { httpStatusOf } from '../../http/error-handler';
import type { Clock } from '../../platform/clock';
import type { PasswordHasher } from '../../platform/passwords';
import { auditOf, authenticateOperator, registerOperatorAccountRoutes, registerOperatorSessionRoutes, registerOwnAccountRoutes } from './operator-auth';
import { operatorAccounts } from './operator-accounts';
import { checkAccess, guardOperatorRoutes } from './operator-access';
import { operatorCall } from './operator-call';
import { pollableAnswers } from './operator-etag';
import { operatorSessions } from './operator-session';
import type { FeedTokens } from './feed-tokens';
import type { TeamTokens } from './team-tokens';

/** A feature's operator routes, registered inside the operator scope: its callers are known and checked there. */
export type OperatorRoutes = (scope: FastifyInstance) => void;

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
    /** RELEASE_MAX_BYTES: the largest release archive (what a refused upload names). */
    maxReleaseBytes: number;
    /** APK_MAX_BYTES: the largest Android app (what a refused upload names). */
    androidApp: { maxBytes: number };
    passwords: PasswordHasher;
    teamTokens: TeamTokens;
    feedTokens: FeedTokens;
    /** Each feature's operator routes (app.ts composes them): markets, results, money, content, reports, releases… */
    features: OperatorRoutes[];
  },
): void {
  const { db, teamTokens: tokens, feedTokens: feeds } = deps;
  const sessions = operatorSessions(db, deps.clock);
  const accounts = operatorAccounts(db, deps.clock, deps.passwords);
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

    // Team tokens: each may ship one remote (operator-access.ts). The token is printed once, at its creation.
    operatorCall(scope, 'team-tokens.list', { permission: 'team-tokens' }, async () => ({ team_tokens: await tokens.list() }));
    operatorCall(scope, 'team-tokens.create', { permission: 'team-tokens' }, async ({ body, request }) => ({ team_token: await tokens.create(body, auditOf(request)) }));
    operatorCall(scope, 'team-tokens.revoke', { permission: 'team-tokens' }, async ({ body, request }) => ({ team_token: await tokens.revoke(body.name, auditOf(request)) }));
    for (const register of deps.features) register(scope);
  });
}
