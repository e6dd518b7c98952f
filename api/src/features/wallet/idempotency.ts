import crypto from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { StateConflict } from '../../domain-errors';

/** Thrown inside the transaction when the key turns out to be taken: nothing was done, the stored answer is sent. */
class KeyTaken extends Error {}

export const KEY_REUSED = 'idempotency_key reused with another request';

/** JSON with every object's keys in order: the same request gives the same text, however its fields were ordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, field]) => field !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const requestHash = (request: unknown) => crypto.createHash('sha256').update(canonical(request)).digest('hex');

async function stored(db: Queryable, scope: { userId: number; call: string; key: string }) {
  const [row] = await db.query<{ response: string | null; request_hash: string | null }>(
    'SELECT response, request_hash FROM idempotency_keys WHERE user_id = $1 AND call = $2 AND key = $3',
    [scope.userId, scope.call, scope.key],
  );
  return row;
}

/**
 * Runs a write once per (player, call, key), in one transaction with the key and its answer: a retry with the same key
 * gets the first answer and changes nothing. The key is taken first: a retry (or a concurrent twin, which waits on the
 * key until the first commits) finds it taken and does none of the work, so it uses up no request number; a write
 * that fails leaves no key behind, so it may be tried again. The key remembers the request it was taken for (the
 * fields the caller names in `request`): the same key with another request is a 409, never the first one's answer.
 *
 * Without a key (the legacy clients send none) the write runs once per request, in its own transaction, and nothing
 * is kept: there is no answer to replay, and a retried request is a second write.
 */
export async function once<T>(
  db: Database,
  scope: { userId: number; call: string; key: string | undefined; request: unknown },
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const { key } = scope;
  if (key === undefined) return db.transaction(work);
  const keyed = { userId: scope.userId, call: scope.call, key };
  const hash = requestHash(scope.request);
  try {
    return await db.transaction(async (tx) => {
      const claimed = await tx.query(
        'INSERT INTO idempotency_keys (user_id, call, key, request_hash) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1',
        [keyed.userId, keyed.call, keyed.key, hash],
      );
      if (claimed.length === 0) throw new KeyTaken();
      const result = await work(tx);
      await tx.query('UPDATE idempotency_keys SET response = $4 WHERE user_id = $1 AND call = $2 AND key = $3', [
        keyed.userId,
        keyed.call,
        keyed.key,
        JSON.stringify(result),
      ]);
      return result;
    });
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const first = await stored(db, keyed);
    if (first?.request_hash && first.request_hash !== hash) throw new StateConflict(KEY_REUSED, 'idempotency_key_reused');
    if (first?.response) return JSON.parse(first.response) as T;
    throw new Error(`idempotency key ${keyed.call}/${keyed.key} taken without an answer`);
  }
}
