import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { NotPermitted, NotSignedIn } from '../../domain-errors';
import { callerOrigin } from '../../http/origins';
import { recordAction, type AuditContext } from '../audit.repository';
import { permissionsOf, principalOf, type Principal } from './operator-access';
import { isTeamToken, type TeamTokens } from './team-tokens';
import { isFeedToken, type FeedTokens } from './feed-tokens';
import { parseOperatorBody } from './operator-body';
import { listed, type OperatorAccount, type OperatorAccounts } from './operator-accounts';
import { operatorCall } from './operator-call';
import type { OperatorSessions } from './operator-session';
import { tokensMatch } from './operator-token';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** An operator account as the principal of a request. */
const principalOfAccount = (account: OperatorAccount, viaConsole: boolean): Principal => ({
  kind: 'operator',
  actor: account.name,
  id: account.id,
  name: account.name,
  role: account.role,
  // Only the console's password is temporary; a CLI token is the account's own.
  temporaryPassword: viaConsole && account.temporaryPassword,
});

/**
 * Who is calling: a bearer token — the server's own token (the first owner's), an operator's CLI token, a team
 * token (a team's CI) or a feed token (a payments forwarder) — or the console's session cookie (an operator signed in with name and password). A
 * cookie-carried call that changes something must come from a page of this server's own origin (CSRF: the cookie is
 * SameSite=Strict too).
 */
export async function authenticateOperator(
  request: FastifyRequest,
  deps: { token: string; sessions: OperatorSessions; teamTokens: TeamTokens; feedTokens: FeedTokens; accounts: OperatorAccounts },
): Promise<Principal> {
  const header = request.headers.authorization ?? '';
  if (header.startsWith('Bearer ')) {
    const presented = header.slice(7).trim();
    if (isTeamToken(presented)) {
      const team = await deps.teamTokens.use(presented);
      if (team === 'revoked') throw new NotSignedIn('That team token was revoked', 'unauthorised');
      if (!team) throw new NotSignedIn('That team token is not known: ask an owner for one (team-token create)', 'unauthorised');
      return { kind: 'team', actor: `team ${team.name}`, name: team.name, remote: team.remote };
    }
    if (isFeedToken(presented)) {
      const feed = await deps.feedTokens.use(presented);
      if (feed === 'revoked') throw new NotSignedIn('That feed token was revoked', 'unauthorised');
      if (!feed) throw new NotSignedIn('That feed token is not known: ask an owner for one (feed-token create)', 'unauthorised');
      return { kind: 'feed', actor: `feed: ${feed}`, name: feed };
    }
    if (tokensMatch(presented, deps.token)) return principalOfAccount(await deps.accounts.firstOwner(), false);
    const account = await deps.accounts.byToken(presented);
    if (!account) throw new NotSignedIn('Operator token required', 'unauthorised');
    return principalOfAccount(account, false);
  }
  const session = await deps.sessions.find(request);
  if (!session) throw new NotSignedIn('Operator token required', 'unauthorised');
  const fetchSite = request.headers['sec-fetch-site'];
  const crossSite = (fetchSite !== undefined && fetchSite !== 'same-origin') || callerOrigin(request) !== 'same';
  if (!SAFE_METHODS.has(request.method) && crossSite) throw new NotPermitted('Request origin not allowed', 'bad_origin');
  return principalOfAccount(session.account, true);
}

const note = z.string().trim().max(200).default('');

/** The audit context of an authenticated operator request: who (its principal's name) and the body's `note`. */
export function auditOf(request: FastifyRequest): AuditContext {
  const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as { note?: unknown }) : {};
  return { actor: principalOf(request).actor, note: parseOperatorBody(z.object({ note }), { note: body.note }).note };
}

/** Who is signed in, as the console reads it: name, role, what they may do, and whether they must choose a password. */
const whoAmI = (principal: Principal, expires_at: string | null) => ({
  signed_in: true,
  expires_at,
  actor: principal.actor,
  name: principal.name,
  role: principal.kind === 'operator' ? principal.role : principal.kind,
  permissions: permissionsOf(principal),
  must_choose_password: principal.kind === 'operator' && principal.temporaryPassword,
});

/**
 * The console's sign-in: `POST /operator/session` (name and password → cookie), `GET` (who am I),
 * `POST /operator/session/logout`, and `POST /operator/session/password` (choose one's own password).
 */
export function registerOperatorSessionRoutes(
  scope: FastifyInstance,
  deps: { db: Database; sessions: OperatorSessions; accounts: OperatorAccounts },
): void {
  const { db, sessions, accounts } = deps;
  const sameSiteOnly = (request: FastifyRequest) => {
    const from = callerOrigin(request);
    if (from === 'foreign' || from === 'allowed') throw new NotPermitted('Request origin not allowed', 'bad_origin');
  };

  operatorCall(scope, 'session.open', 'open', async ({ body, request, reply }) => {
    sameSiteOnly(request);
    const account = await accounts.signIn(body.name, body.password, request.ip);
    const opened = await sessions.open(request, reply, account.id);
    await recordAction(db, { actor: account.name, note: '' }, { action: 'sign in', target: request.ip });
    return whoAmI(principalOfAccount(account, true), opened.expires_at);
  });

  operatorCall(scope, 'session.show', 'open', async ({ request }) => {
    const session = await sessions.find(request);
    if (!session) throw new NotSignedIn('Operator token required', 'unauthorised');
    return whoAmI(principalOfAccount(session.account, true), session.expires_at);
  });

  operatorCall(scope, 'session.logout', 'open', async ({ request, reply }) => {
    sameSiteOnly(request);
    const session = await sessions.find(request);
    await sessions.close(request, reply);
    if (session) await recordAction(db, { actor: session.account.name, note: '' }, { action: 'sign out', target: request.ip });
    return { signed_in: false };
  });
}

/** An operator's own account, in the authenticated scope: `POST /operator/session/password` (choose one's own password). */
export function registerOwnAccountRoutes(scope: FastifyInstance, deps: { sessions: OperatorSessions; accounts: OperatorAccounts }): void {
  const { sessions, accounts } = deps;
  // The one thing a session opened with a one-time password may do (operator-access.ts): choose its own.
  operatorCall(scope, 'session.password', { permission: 'self' }, async ({ body, request }) => {
    const principal = principalOf(request);
    if (principal.kind !== 'operator') throw new NotPermitted('Only an operator account has a password', 'forbidden');
    await accounts.choosePassword(principal.id, body, async (tx) => {
      await sessions.endAll(tx, principal.id, request);
      await recordAction(tx, { actor: principal.actor, note: '' }, { action: 'operator password', target: `${principal.name} (own)` });
    });
    return whoAmI({ ...principal, temporaryPassword: false }, (await sessions.find(request))?.expires_at ?? null);
  });
  // A new CLI token for oneself (the old one is refused from now on): shown once.
  operatorCall(scope, 'session.token', { permission: 'self' }, async ({ request }) => {
    const principal = principalOf(request);
    if (principal.kind !== 'operator') throw new NotPermitted('Only an operator account has a CLI token', 'forbidden');
    const { operator, token } = await accounts.newToken(principal.name, auditOf(request));
    return { operator: listed(operator), token };
  });
}

/** The owner's management of operator accounts (`operator add|list|disable|enable|password|token` in the CLI). */
export function registerOperatorAccountRoutes(scope: FastifyInstance, deps: { accounts: OperatorAccounts }): void {
  const { accounts } = deps;
  const owners = { permission: 'operators' } as const;
  operatorCall(scope, 'operators.list', owners, async () => ({ operators: (await accounts.list()).map(listed) }));
  operatorCall(scope, 'operators.add', owners, async ({ body, request }) => {
    const { operator, password, token } = await accounts.add(body, auditOf(request));
    return { operator: listed(operator), password, token };
  });
  for (const verb of ['disable', 'enable'] as const) {
    operatorCall(scope, `operators.${verb}`, owners, async ({ params, request }) => ({
      operator: listed(await accounts.setDisabled(params.name, verb === 'disable', auditOf(request))),
    }));
  }
  operatorCall(scope, 'operators.password', owners, async ({ params, request }) => {
    const { operator, password } = await accounts.resetPassword(params.name, auditOf(request));
    return { operator: listed(operator), password };
  });
  operatorCall(scope, 'operators.token', owners, async ({ params, request }) => {
    const { operator, token } = await accounts.newToken(params.name, auditOf(request));
    return { operator: listed(operator), token };
  });
}
