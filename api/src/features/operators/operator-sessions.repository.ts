import type { Queryable } from '../../db/database';
import { OPERATOR_COLUMNS, toAccount, type OperatorAccount, type OperatorRow } from './operator-accounts.repository';

/** Console sign-ins in `operator_sessions`, each by its id's hash (the id itself is only in the cookie). */

/** Stores a new session, and forgets the sessions expired by `createdAt`. */
export async function insertOperatorSession(db: Queryable, session: { idHash: string; operatorId: number; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db.query('DELETE FROM operator_sessions WHERE expires_at <= $1', [session.createdAt]);
  await db.query('INSERT INTO operator_sessions (id_hash, operator_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    session.idHash,
    session.operatorId,
    session.createdAt,
    session.expiresAt,
  ]);
}

/** The session of `idHash` and its account, if it stands at `at` (not expired, the account not disabled); else null. */
export async function findOperatorSession(db: Queryable, idHash: string, at: Date): Promise<{ expiresAt: Date; account: OperatorAccount } | null> {
  const [row] = await db.query<OperatorRow & { expires_at: Date | string }>(
    `SELECT s.expires_at, ${OPERATOR_COLUMNS} FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
      WHERE s.id_hash = $1 AND s.expires_at > $2 AND o.disabled_at IS NULL`,
    [idHash, at],
  );
  return row ? { expiresAt: new Date(row.expires_at), account: toAccount(row) } : null;
}

/** Ends one session. */
export async function deleteOperatorSession(db: Queryable, idHash: string): Promise<void> {
  await db.query('DELETE FROM operator_sessions WHERE id_hash = $1', [idHash]);
}

/** Ends every session of an account but the one of `keepHash` ('' keeps none). */
export async function deleteOperatorSessionsOf(db: Queryable, operatorId: number, keepHash: string): Promise<void> {
  await db.query('DELETE FROM operator_sessions WHERE operator_id = $1 AND id_hash <> $2', [operatorId, keepHash]);
}
