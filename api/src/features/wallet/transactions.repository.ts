import type { Queryable } from '../../db/database';
import { pageOf, type Page } from '../../db/paging';

/** One ledger entry of a player: a signed amount and the balance it left. */
export interface LedgerEntry {
  id: number;
  /** Positive for a credit, negative for a debit. */
  amount: number;
  balanceAfter: number;
  note: string;
  createdAt: Date;
}

type RawEntry = { id: number; amount: number; balance_after: number; note: string; created_at: Date | string };

/** The player's ledger, newest first, one page (entries older than `before` when given). */
export async function ledgerEntries(db: Queryable, query: { userId: number; before: number | undefined; limit: number }): Promise<Page<LedgerEntry>> {
  const rows = await db.query<RawEntry>(
    `SELECT id, amount, balance_after, note, created_at
       FROM ledger_entries
      WHERE user_id = $1 AND ($2::bigint IS NULL OR id < $2::bigint)
      ORDER BY id DESC
      LIMIT $3`,
    [query.userId, query.before ?? null, query.limit + 1],
  );
  return pageOf(
    rows.map((row) => ({
      id: Number(row.id),
      amount: Number(row.amount),
      balanceAfter: Number(row.balance_after),
      note: row.note,
      createdAt: new Date(row.created_at),
    })),
    query.limit,
  );
}

/** The sum of the deposit entries with these notes (each deposit's credit names it: `WALLET_MESSAGES.depositCredited`). */
export async function depositEntriesTotal(db: Queryable, notes: string[]): Promise<number> {
  if (notes.length === 0) return 0;
  const [row] = await db.query<{ total: number }>("SELECT COALESCE(sum(amount), 0)::bigint AS total FROM ledger_entries WHERE kind = 'deposit' AND note = ANY($1::text[])", [notes]);
  return Number(row?.total ?? 0);
}
