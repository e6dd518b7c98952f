import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { readCookie } from '../../http/calls';
import type { Clock } from '../../platform/clock';
import { hashToken, newSessionToken } from '../../platform/tokens';
import type { OperatorAccount } from './operator-accounts';
import { deleteOperatorSession, deleteOperatorSessionsOf, findOperatorSession, insertOperatorSession } from './operator-sessions.repository';

/** The console's cookie: sent only to the operator API (Path=/operator), never readable by a script. */
export const OPERATOR_COOKIE = 'matka_operator';
/** How long a console sign-in lasts. */
const OPERATOR_SESSION_HOURS = 12;

function cookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${OPERATOR_COOKIE}=${value}; Path=/operator; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

/** Console sign-ins of operator accounts, stored as hashes in `operator_sessions`. */
export function operatorSessions(db: Queryable, clock: Clock) {
  return {
    /** Opens a session for an account whose password was checked, and sets its cookie. */
    async open(request: FastifyRequest, reply: FastifyReply, operatorId: number): Promise<{ expires_at: string }> {
      const id = newSessionToken();
      const now = clock();
      const expires = new Date(now.getTime() + OPERATOR_SESSION_HOURS * 3_600_000);
      await insertOperatorSession(db, { idHash: hashToken(id), operatorId, createdAt: now, expiresAt: expires });
      reply.header('Set-Cookie', cookie(request, id, OPERATOR_SESSION_HOURS * 3600));
      return { expires_at: expires.toISOString() };
    },

    /** The session of the request's cookie and its account, if it stands (not expired, the account not disabled). */
    async find(request: FastifyRequest): Promise<{ expires_at: string; account: OperatorAccount } | null> {
      const id = readCookie(request, OPERATOR_COOKIE);
      if (!id) return null;
      const session = await findOperatorSession(db, hashToken(id), clock());
      return session ? { expires_at: session.expiresAt.toISOString(), account: session.account } : null;
    },

    /** Ends the request's session (if any) and clears its cookie. */
    async close(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const id = readCookie(request, OPERATOR_COOKIE);
      if (id) await deleteOperatorSession(db, hashToken(id));
      reply.header('Set-Cookie', cookie(request, '', 0));
    },

    /** Ends every session of an account but the request's own (a new password), or all of them. */
    async endAll(tx: Queryable, operatorId: number, keep?: FastifyRequest): Promise<void> {
      const id = keep && readCookie(keep, OPERATOR_COOKIE);
      await deleteOperatorSessionsOf(tx, operatorId, id ? hashToken(id) : '');
    },
  };
}

export type OperatorSessions = ReturnType<typeof operatorSessions>;
