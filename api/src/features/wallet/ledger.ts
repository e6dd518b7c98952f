import type { Queryable } from '../../db/database';
import { StateConflict } from '../../domain-errors';
import { NOTICES } from '../notices';

/**
 * The most points a wallet may hold: 10^12 (1 lakh crore), far below 2^53, so every balance and every sum of them
 * stays an exact JavaScript number. A credit past it is refused (409) and changes nothing.
 */
export const MAX_BALANCE = 1_000_000_000_000;

/** Why a balance changed. */
export type LedgerKind =
  | 'deposit'
  | 'withdraw'
  | 'withdraw_refund'
  | 'transfer_in'
  | 'transfer_out'
  | 'bid'
  | 'win'
  | 'win_reversal'
  | 'operator_credit'
  | 'operator_debit'
  | 'bid_refund';

/**
 * Changes a balance by `amount` and writes its ledger entry, in one statement of the caller's transaction, only where
 * the balance stays at zero or above (a conditional update: never below zero, even under concurrency). Returns the new
 * balance, or null when nothing changed.
 */
async function post(tx: Queryable, userId: number, amount: number, kind: LedgerKind, note: string): Promise<number | null> {
  const [row] = await tx.query<{ balance_after: number }>(
    `WITH changed AS (UPDATE users SET balance = balance + $1::bigint WHERE id = $2 AND balance + $1::bigint BETWEEN 0 AND $5::bigint RETURNING id, balance)
     INSERT INTO ledger_entries (user_id, amount, balance_after, kind, note) SELECT id, $1::bigint, balance, $3, $4 FROM changed
     RETURNING balance_after`,
    [amount, userId, kind, note, MAX_BALANCE],
  );
  if (!row) return null;
  // Announced with the commit, to every instance: a poll before that still sees the old balance under the old ETag.
  tx.notify(NOTICES.wallet(userId));
  return Number(row.balance_after);
}

/** Adds points and writes the ledger entry, in the caller's transaction. Returns the new balance; 409 past MAX_BALANCE. */
export async function credit(tx: Queryable, userId: number, points: number, kind: LedgerKind, note: string): Promise<number> {
  if (!Number.isSafeInteger(points) || points <= 0) throw new RangeError('a credit is a positive whole number of points');
  const balance = await post(tx, userId, points, kind, note);
  if (balance !== null) return balance;
  const [user] = await tx.query<{ mobile: string }>('SELECT mobile FROM users WHERE id = $1', [userId]);
  if (!user) throw new Error(`no user ${userId}`);
  throw new StateConflict(`The wallet of ${user.mobile} cannot hold more than ${MAX_BALANCE.toLocaleString('en-IN')} points`, 'balance_cap');
}

/** Takes points only if the balance covers them and writes the ledger entry, in the caller's transaction. Returns the new balance, or null when the balance is short. */
export async function debit(tx: Queryable, userId: number, points: number, kind: LedgerKind, note: string): Promise<number | null> {
  if (!Number.isSafeInteger(points) || points <= 0) throw new RangeError('a debit is a positive whole number of points');
  return post(tx, userId, -points, kind, note);
}

export interface LedgerCheck {
  checked: number;
  mismatches: Array<{ user_id: number; balance: number; ledger_sum: number }>;
}

/** Every balance must equal the sum of its ledger entries: the database compares them and sends only the mismatches. */
export async function checkLedger(db: Queryable): Promise<LedgerCheck> {
  const [users] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  const rows = await db.query<{ user_id: number; balance: number; ledger_sum: number }>(
    `SELECT u.id AS user_id, u.balance, COALESCE(SUM(l.amount), 0)::bigint AS ledger_sum
       FROM users u LEFT JOIN ledger_entries l ON l.user_id = u.id
      GROUP BY u.id, u.balance
     HAVING u.balance <> COALESCE(SUM(l.amount), 0)
      ORDER BY u.id`,
  );
  return {
    checked: Number(users?.n ?? 0),
    mismatches: rows.map((row) => ({ user_id: Number(row.user_id), balance: Number(row.balance), ledger_sum: Number(row.ledger_sum) })),
  };
}
