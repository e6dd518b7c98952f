import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { hashToken, newSessionToken } from '../../platform/tokens';

/** The signed-in player a request acts for. */
export interface SessionUser {
  id: number;
  name: string;
  mobile: string;
  bettingEnabled: boolean;
}

export interface SessionService {
  /** Opens a session and returns its token (only its hash is stored). */
  open(userId: number): Promise<string>;
  find(token: string): Promise<SessionUser | null>;
  end(token: string): Promise<void>;
  endAll(userId: number): Promise<void>;
  readonly maxAgeSeconds: number;
}

export function sessionService(db: Database, clock: Clock, days: number): SessionService {
  const maxAgeSeconds = days * 24 * 60 * 60;
  return {
    maxAgeSeconds,
    async open(userId) {
      const token = newSessionToken();
      const now = clock();
      await db.query('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
        hashToken(token),
        userId,
        now,
        new Date(now.getTime() + maxAgeSeconds * 1000),
      ]);
      return token;
    },
    async find(token) {
      const [row] = await db.query<{ id: number; name: string; mobile: string; betting_enabled: boolean }>(
        `SELECT u.id, u.name, u.mobile, u.betting_enabled
           FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.token_hash = $1 AND s.expires_at > $2`,
        [hashToken(token), clock()],
      );
      return row ? { id: Number(row.id), name: row.name, mobile: row.mobile, bettingEnabled: row.betting_enabled } : null;
    },
    async end(token) {
      await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
    },
    async endAll(userId) {
      await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    },
  };
}
