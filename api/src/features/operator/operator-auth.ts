import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { ApiFailure } from '../../http/error-handler';
import { callerOrigin } from '../../http/origins';
import type { Clock } from '../../platform/clock';
import { clearAttempts, takeAttempt } from '../rate-limit';
import { recordAction, type AuditContext } from './audit.repository';
import { open, principalOf, type Principal } from './operator-access';
import { isTeamToken, type TeamTokens } from './team-tokens';
import { parseOperatorBody } from './operator-body';
import type { OperatorSessions } from './operator-session';
import { tokensMatch } from './operator-token';

const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** Wrong tokens a browser address may try at the console's sign-in: 10 in 15 minutes. */
const SIGN_IN_LIMIT = { max: 10, windowMs: 15 * 60_000 };

/**
 * Who is calling: a bearer token — the operator token (the CLI, scripts) or a team token (a team's CI) — or the
 * console's session cookie. A cookie-carried call that changes something must come from a page of this server's own
 * origin (CSRF: the cookie is SameSite=Strict too).
 */
export async function authenticateOperator(
  request: FastifyRequest,
  deps: { token: string; sessions: OperatorSessions; teamTokens: TeamTokens },
): Promise<Principal> {
  const header = request.headers.authorization ?? '';
  if (header.startsWith('Bearer ')) {
    const presented = header.slice(7).trim();
    if (isTeamToken(presented)) {
      const team = await deps.teamTokens.use(presented);
      if (team === 'revoked') throw new ApiFailure(401, 'That team token was revoked', 'unauthorised');
      if (!team) throw new ApiFailure(401, 'Operator token required', 'unauthorised');
      return { kind: 'team', actor: `team ${team.name}`, name: team.name, remote: team.remote };
    }
    if (!tokensMatch(presented, deps.token)) throw new ApiFailure(401, 'Operator token required', 'unauthorised');
    return { kind: 'owner', actor: `bearer ${deps.sessions.fingerprint}` };
  }
  const session = await deps.sessions.find(request);
  if (!session) throw new ApiFailure(401, 'Operator token required', 'unauthorised');
  const fetchSite = request.headers['sec-fetch-site'];
  const crossSite = (fetchSite !== undefined && fetchSite !== 'same-origin') || callerOrigin(request) !== 'same';
  if (!SAFE_METHODS.has(request.method) && crossSite) throw new ApiFailure(403, 'Request origin not allowed', 'bad_origin');
  return { kind: 'owner', actor: `console ${deps.sessions.fingerprint}` };
}

const note = z.string().trim().max(200).default('');

/** The audit context of an authenticated operator request: who (its principal's name) and the body's `note`. */
export function auditOf(request: FastifyRequest): AuditContext {
  const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as { note?: unknown }) : {};
  return { actor: principalOf(request).actor, note: parseOperatorBody(z.object({ note }), { note: body.note }).note };
}

/** The console's sign-in: `POST /operator/session` (token → cookie), `GET` (who am I), `POST /operator/session/logout`. */
export function registerOperatorSessionRoutes(scope: FastifyInstance, deps: { db: Database; clock: Clock; sessions: OperatorSessions }): void {
  const { db, clock, sessions } = deps;
  const sameSiteOnly = (request: FastifyRequest) => {
    const from = callerOrigin(request);
    if (from === 'foreign' || from === 'allowed') throw new ApiFailure(403, 'Request origin not allowed', 'bad_origin');
  };

  scope.post('/operator/session', open(), async (request, reply) => {
    sameSiteOnly(request);
    const { token } = parseOperatorBody(z.object({ token: z.string().min(1).max(500) }), request.body);
    const bucket = `operator-sign-in:${request.ip}`;
    await takeAttempt(db, bucket, SIGN_IN_LIMIT, clock());
    const opened = await sessions.open(request, reply, token.trim());
    if (!opened) throw new ApiFailure(401, 'That is not the operator token', 'unauthorised');
    await clearAttempts(db, bucket);
    await recordAction(db, { actor: `console ${sessions.fingerprint}`, note: '' }, { action: 'sign in', target: request.ip });
    return { signed_in: true, ...opened, actor: `console ${sessions.fingerprint}` };
  });

  scope.get('/operator/session', open(), async (request) => {
    const session = await sessions.find(request);
    if (!session) throw new ApiFailure(401, 'Operator token required', 'unauthorised');
    return { signed_in: true, ...session, actor: `console ${sessions.fingerprint}` };
  });

  scope.post('/operator/session/logout', open(), async (request, reply) => {
    sameSiteOnly(request);
    const session = await sessions.find(request);
    await sessions.close(request, reply);
    if (session) await recordAction(db, { actor: `console ${sessions.fingerprint}`, note: '' }, { action: 'sign out', target: request.ip });
    return { signed_in: false };
  });
}
