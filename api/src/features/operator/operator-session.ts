import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { readCookie } from '../../http/calls';
import type { Clock } from '../../platform/clock';
import { hashToken, newSessionToken } from '../../platform/tokens';
import { tokensMatch } from './operator-token';

/** The console's cookie: sent only to the operator API (Path=/operator), never readable by a script. */
export const OPERATOR_COOKIE = 'matka_operator';
/** How long a console sign-in lasts. */
const OPERATOR_SESSION_HOURS = 12;

/** A short, stable name of the operator token for the audit list (never the token itself). */
const tokenFingerprint = (token: string): string => hashToken(token).slice(0, 8);

function cookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${OPERATOR_COOKIE}=${value}; Path=/operator; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

/** Console sign-ins, stored as hashes in `operator_sessions`. */
export function operatorSessions(db: Queryable, clock: Clock, token: string) {
  const fingerprint = tokenFingerprint(token);
  return {
    fingerprint,

    /** Checks the presented operator token; on a match opens a session and sets its cookie. */
    async open(request: FastifyRequest, reply: FastifyReply, presented: string): Promise<{ expires_at: string } | null> {
      if (!tokensMatch(presented, token)) return null;
      const id = newSessionToken();
      const now = clock();
      const expires = new Date(now.getTime() + OPERATOR_SESSION_HOURS * 3_600_000);
      await db.query('DELETE FROM operator_sessions WHERE expires_at <= $1', [now]);
      await db.query('INSERT INTO operator_sessions (id_hash, token_fingerprint, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
        hashToken(id),
        fingerprint,
        now,
        expires,
      ]);
      reply.header('Set-Cookie', cookie(request, id, OPERATOR_SESSION_HOURS * 3600));
      return { expires_at: expires.toISOString() };
    },

    /** The session of the request's cookie, if it stands (not expired, opened with the current token). */
    async find(request: FastifyRequest): Promise<{ expires_at: string } | null> {
      const id = readCookie(request, OPERATOR_COOKIE);
      if (!id) return null;
      const [row] = await db.query<{ expires_at: Date | string }>(
        'SELECT expires_at FROM operator_sessions WHERE id_hash = $1 AND token_fingerprint = $2 AND expires_at > $3',
        [hashToken(id), fingerprint, clock()],
      );
      return row ? { expires_at: new Date(row.expires_at).toISOString() } : null;
    },

    /** Ends the request's session (if any) and clears its cookie. */
    async close(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const id = readCookie(request, OPERATOR_COOKIE);
      if (id) await db.query('DELETE FROM operator_sessions WHERE id_hash = $1', [hashToken(id)]);
      reply.header('Set-Cookie', cookie(request, '', 0));
    },
  };
}

export type OperatorSessions = ReturnType<typeof operatorSessions>;
