import type { Database, Queryable } from '../../db/database';

/** Thrown inside the transaction when the key turns out to be taken: its work is rolled back, the stored answer sent. */
class KeyTaken extends Error {}

async function storedAnswer<T>(db: Queryable, scope: { userId: number; call: string; key: string }): Promise<T | undefined> {
  const [row] = await db.query<{ response: string | null }>(
    'SELECT response FROM idempotency_keys WHERE user_id = $1 AND call = $2 AND key = $3',
    [scope.userId, scope.call, scope.key],
  );
  return row?.response ? (JSON.parse(row.response) as T) : undefined;
}

/**
 * Runs a write once per (player, call, key), in one transaction with the key and its answer: a retry with the same key
 * gets the first answer and changes nothing. The key is written last, with the answer, so a write costs one statement
 * for it: a retry does its work again, finds the key taken (a concurrent twin waits on the key until the first commits)
 * and is rolled back; a retry whose work fails now (the first took the points) also gets the first answer. A write that
 * fails leaves no key behind, so it may be tried again.
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
  const keyed = { ...scope, key };
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      const claimed = await tx.query(
        'INSERT INTO idempotency_keys (user_id, call, key, response) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1',
        [keyed.userId, keyed.call, keyed.key, JSON.stringify(result)],
      );
      if (claimed.length === 0) throw new KeyTaken();
      return result;
    });
  } catch (error) {
    // When even the look-up fails (the database is gone), the write's own error is the one to tell.
    const first = await storedAnswer<T>(db, keyed).catch(() => undefined);
    if (first !== undefined) return first;
    if (error instanceof KeyTaken) throw new Error(`idempotency key ${keyed.call}/${keyed.key} taken without an answer`);
    throw error;
  }
}
