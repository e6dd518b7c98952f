import type { Queryable } from '../../db/database';

/** A code as stored: only its hash, with its flow, life and wrong tries. */
export interface StoredOtp {
  id: number;
  codeHash: string;
  expiresAt: Date;
  failedAttempts: number;
  /** What the flow keeps with the code until it is used (a UPI number to save), or null. */
  payload: string | null;
}

/** The codes sent to a number since `since`, newest first, with their flow. */
export async function otpsSentSince(db: Queryable, mobile: string, since: Date): Promise<Array<{ createdAt: Date; purpose: string }>> {
  const rows = await db.query<{ created_at: Date; purpose: string }>(
    'SELECT created_at, purpose FROM otps WHERE mobile = $1 AND created_at > $2 ORDER BY created_at DESC',
    [mobile, since],
  );
  return rows.map((row) => ({ createdAt: new Date(row.created_at), purpose: row.purpose }));
}

/** Stores a new code of a flow, used up any earlier unused one of the same flow (a new code replaces it); returns its id. */
export async function replaceOtp(
  tx: Queryable,
  otp: { mobile: string; purpose: string; codeHash: string; now: Date; expiresAt: Date; payload: string | null },
): Promise<number> {
  await tx.query('UPDATE otps SET used_at = $3 WHERE mobile = $1 AND purpose = $2 AND used_at IS NULL', [otp.mobile, otp.purpose, otp.now]);
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO otps (mobile, purpose, code_hash, created_at, expires_at, payload) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [otp.mobile, otp.purpose, otp.codeHash, otp.now, otp.expiresAt, otp.payload],
  );
  return Number(row?.id);
}

/** Forgets a code (one the player never got). */
export async function deleteOtp(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM otps WHERE id = $1', [id]);
}

/** The latest unused code of a number's flow, locked for the rest of the transaction; null if none. */
export async function lockLatestOtp(tx: Queryable, mobile: string, purpose: string): Promise<StoredOtp | null> {
  const [row] = await tx.query<{ id: number; code_hash: string; expires_at: Date; failed_attempts: number; payload: string | null }>(
    `SELECT id, code_hash, expires_at, failed_attempts, payload FROM otps
      WHERE mobile = $1 AND purpose = $2 AND used_at IS NULL
      ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [mobile, purpose],
  );
  if (!row) return null;
  return { id: Number(row.id), codeHash: row.code_hash, expiresAt: new Date(row.expires_at), failedAttempts: Number(row.failed_attempts), payload: row.payload };
}

/** Counts one more wrong try of a code. */
export async function countWrongTry(tx: Queryable, id: number): Promise<void> {
  await tx.query('UPDATE otps SET failed_attempts = failed_attempts + 1 WHERE id = $1', [id]);
}

/** Marks a code used: it never verifies again. */
export async function markOtpUsed(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.query('UPDATE otps SET used_at = $2 WHERE id = $1', [id, now]);
}
