import type { Database, Queryable } from '../../db/database';
import { ApiFailure } from '../../http/error-handler';

/**
 * Runs a write once per (player, call, key), in one transaction with the key: a retry with the same key gets the
 * first answer and changes nothing. Concurrent twins wait on the key's row (PostgreSQL) and then read that answer.
 * A write that fails leaves no key behind, so it may be tried again.
 *
 * Without a key (the seed's clients send none) the write runs once per request, in its own transaction, and nothing
 * is kept: there is no answer to replay, and a retried request is a second write.
 */
export async function once<T>(
  db: Database,
  scope: { userId: number; call: string; key: string | undefined },
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const { key } = scope;
  if (key === undefined) return db.transaction(work);
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      'INSERT INTO idempotency_keys (user_id, call, key) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1',
      [scope.userId, scope.call, key],
    );
    if (claimed.length === 0) {
      const [row] = await tx.query<{ response: string | null }>(
        'SELECT response FROM idempotency_keys WHERE user_id = $1 AND call = $2 AND key = $3',
        [scope.userId, scope.call, key],
      );
      if (row?.response) return JSON.parse(row.response) as T;
      throw new ApiFailure(409, 'This request is already being processed', 'in_progress');
    }
    const result = await work(tx);
    await tx.query('UPDATE idempotency_keys SET response = $4 WHERE user_id = $1 AND call = $2 AND key = $3', [
      scope.userId,
      scope.call,
      key,
      JSON.stringify(result),
    ]);
    return result;
  });
}
