import type { Queryable } from '../../db/database';
import type { Role } from './operator-access';

/** Operator accounts in `operators`: only each password's scrypt hash and each CLI token's SHA-256 are stored. */

/** An operator account as the server uses it (never its password hash or token). */
export interface OperatorAccount {
  id: number;
  name: string;
  role: Role;
  hasPassword: boolean;
  temporaryPassword: boolean;
  hasToken: boolean;
  firstOwner: boolean;
  createdAt: string;
  createdBy: string;
  disabledAt: string | null;
}

export type OperatorRow = {
  id: number;
  name: string;
  role: Role;
  password_hash: string | null;
  password_temporary: boolean;
  has_token: boolean;
  first_owner: boolean;
  created_at: Date | string;
  created_by: string;
  disabled_at: Date | string | null;
};

/** The columns of `operators o` that make an OperatorRow. */
export const OPERATOR_COLUMNS =
  'o.id, o.name, o.role, o.password_hash, o.password_temporary, o.token_hash IS NOT NULL AS has_token, o.first_owner, o.created_at, o.created_by, o.disabled_at';

export const toAccount = (row: OperatorRow): OperatorAccount => ({
  id: Number(row.id),
  name: row.name,
  role: row.role,
  hasPassword: row.password_hash !== null,
  temporaryPassword: row.password_temporary,
  hasToken: row.has_token,
  firstOwner: row.first_owner,
  createdAt: new Date(row.created_at).toISOString(),
  createdBy: row.created_by,
  disabledAt: row.disabled_at === null ? null : new Date(row.disabled_at).toISOString(),
});

/** An account with its password's hash, for a sign-in or a password check. */
export type OperatorWithHash = OperatorAccount & { passwordHash: string | null };

/** The account named `name` (names compare without case), locked for update when `lock`; null if there is none. */
export async function findOperatorByName(q: Queryable, name: string, lock = false): Promise<OperatorWithHash | null> {
  const [row] = await q.query<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators o WHERE lower(o.name) = lower($1)${lock ? ' FOR UPDATE' : ''}`, [name]);
  return row ? { ...toAccount(row), passwordHash: row.password_hash } : null;
}

/** The account of this id with its password's hash; null if there is none. */
export async function findOperatorById(q: Queryable, id: number): Promise<OperatorWithHash | null> {
  const [row] = await q.query<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators o WHERE o.id = $1`, [id]);
  return row ? { ...toAccount(row), passwordHash: row.password_hash } : null;
}

/** The owner the server's own token stands for (created by the migration); null only if the migration did not run. */
export async function findFirstOwner(q: Queryable): Promise<OperatorAccount | null> {
  const [row] = await q.query<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators o WHERE o.first_owner`);
  return row ? toAccount(row) : null;
}

/** The enabled account whose CLI token has this hash, if any. */
export async function findOperatorByTokenHash(q: Queryable, tokenHash: string): Promise<OperatorAccount | null> {
  const [row] = await q.query<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators o WHERE o.token_hash = $1 AND o.disabled_at IS NULL`, [tokenHash]);
  return row ? toAccount(row) : null;
}

/** Every account, enabled first, oldest first. */
export async function listOperators(q: Queryable): Promise<OperatorAccount[]> {
  const rows = await q.query<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators o ORDER BY o.disabled_at IS NOT NULL, o.id`);
  return rows.map(toAccount);
}

/** A new account with a temporary password; null when the name was ever given (names are never given twice). */
export async function insertOperator(
  tx: Queryable,
  account: { name: string; role: Role; passwordHash: string; tokenHash: string; createdBy: string; createdAt: Date },
): Promise<OperatorAccount | null> {
  const [row] = await tx.query<OperatorRow>(
    `INSERT INTO operators (name, role, password_hash, password_temporary, token_hash, created_by, created_at)
     VALUES ($1, $2, $3, true, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING ${OPERATOR_COLUMNS.replace(/o\./g, '')}`,
    [account.name, account.role, account.passwordHash, account.tokenHash, account.createdBy, account.createdAt],
  );
  return row ? toAccount(row) : null;
}

/** Disables an account from `at` (kept if it was disabled already), or enables it (`at` null); answers it as it is now. */
export async function setOperatorDisabled(tx: Queryable, id: number, at: Date | null): Promise<OperatorAccount | null> {
  const [row] = await tx.query<OperatorRow>(
    `UPDATE operators o SET disabled_at = ${at ? 'COALESCE(o.disabled_at, $2::timestamptz)' : 'NULL'} WHERE o.id = $1 RETURNING ${OPERATOR_COLUMNS}`,
    at ? [id, at] : [id],
  );
  return row ? toAccount(row) : null;
}

/** Sets an account's password hash: temporary (a one-time password) or chosen by its holder. */
export async function setOperatorPassword(tx: Queryable, id: number, passwordHash: string, temporary: boolean): Promise<void> {
  await tx.query('UPDATE operators SET password_hash = $2, password_temporary = $3 WHERE id = $1', [id, passwordHash, temporary]);
}

/** Sets an account's CLI token (by its hash): the old one is refused from now on. */
export async function setOperatorToken(tx: Queryable, id: number, tokenHash: string): Promise<void> {
  await tx.query('UPDATE operators SET token_hash = $2 WHERE id = $1', [id, tokenHash]);
}
