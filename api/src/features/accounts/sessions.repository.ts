import type { Queryable } from '../../db/database';

/** Stores a player's session by its token's hash (the token itself is never stored). */
export async function insertSession(db: Queryable, session: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db.query('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    session.tokenHash,
    session.userId,
    session.createdAt,
    session.expiresAt,
  ]);
}

/** The player of a session not expired at `at` (and not suspended), with the session's expiry; null if none. */
export async function findSessionUser(
  db: Queryable,
  tokenHash: string,
  at: Date,
): Promise<{ id: number; name: string; mobile: string; bettingEnabled: boolean; expiresAt: Date } | null> {
  const [row] = await db.query<{ id: number; name: string; mobile: string; betting_enabled: boolean; expires_at: Date }>(
    `SELECT u.id, u.name, u.mobile, u.betting_enabled, s.expires_at
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_at > $2 AND u.suspended_at IS NULL`,
    [tokenHash, at],
  );
  return row ? { id: Number(row.id), name: row.name, mobile: row.mobile, bettingEnabled: row.betting_enabled, expiresAt: new Date(row.expires_at) } : null;
}

/** Ends one session. */
export async function deleteSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

/** Ends every session of a player but the one of `exceptHash` (when given). */
export async function deleteSessionsOf(db: Queryable, userId: number, exceptHash: string | null): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash IS DISTINCT FROM $2', [userId, exceptHash]);
}
