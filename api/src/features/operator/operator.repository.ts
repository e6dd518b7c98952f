import { PAYOUT_METHOD_NAMES } from '../wallet/messages';
import type { Queryable } from '../../db/database';

export type DepositStatus = 'pending' | 'approved' | 'rejected';

/** What deposits and withdrawals have alike: the request, its player, when it was made and decided. */
interface MoneyRequestRow {
  id: number;
  user_id: number;
  mobile: string;
  name: string;
  amount: number;
  payment_method: string;
  created_at: Date;
  decided_at: Date | null;
  /** Why it was refused (the player reads it), '' otherwise. */
  reason: string;
}

export interface DepositRow extends MoneyRequestRow {
  status: DepositStatus;
  /** The UPI payment's UTR reference the player gave, '' if none. */
  utr: string;
}

export interface WithdrawRow extends MoneyRequestRow {
  payout_number: string;
  /** The payout method by name (Google Pay, Paytm, PhonePe). */
  payout_method: string;
  status: number;
  receipt_url: string;
}

const DEPOSIT_FROM = `SELECT f.id, f.user_id, u.mobile, u.name, f.amount, f.payment_method, f.status, f.utr, f.reason, f.created_at, f.decided_at
       FROM fund_requests f JOIN users u ON u.id = f.user_id`;
const WITHDRAWAL_FROM = `SELECT w.id, w.user_id, u.mobile, u.name, w.amount, w.payment_method, w.payout_number, w.status, w.receipt_url, w.reason, w.created_at, w.decided_at
       FROM withdraw_requests w JOIN users u ON u.id = w.user_id`;

const numeric = <Row extends { id: number; user_id: number; amount: number }>(row: Row): Row => ({
  ...row,
  id: Number(row.id),
  user_id: Number(row.user_id),
  amount: Number(row.amount),
});

const withdrawal = (row: WithdrawRow): WithdrawRow => ({
  ...numeric(row),
  status: Number(row.status),
  payout_method: PAYOUT_METHOD_NAMES[row.payment_method as keyof typeof PAYOUT_METHOD_NAMES] ?? row.payment_method,
});

/** `player` matches a number's start or any part of a name (case-insensitive); escaped so `%` and `_` are literal. */
const playerPattern = (player: string | undefined) => (player ? `%${player.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);
/** The condition of a player filter bound as parameter `p`: a number's start, or a part of the name. */
const playerMatch = (p: string) => `(${p}::text IS NULL OR u.mobile LIKE ltrim(${p}, '%') OR u.name ILIKE ${p})`;

export async function listDeposits(db: Queryable, filter: { status?: DepositStatus; player?: string }): Promise<DepositRow[]> {
  const rows = await db.query<DepositRow>(
    `${DEPOSIT_FROM}
      WHERE ($1::text IS NULL OR f.status = $1) AND ${playerMatch('$2')}
      ORDER BY f.id DESC LIMIT 500`,
    [filter.status ?? null, playerPattern(filter.player)],
  );
  return rows.map(numeric);
}

export async function lockDeposit(tx: Queryable, id: number): Promise<DepositRow | null> {
  const [row] = await tx.query<DepositRow>(
    `${DEPOSIT_FROM} WHERE f.id = $1 FOR UPDATE OF f`,
    [id],
  );
  return row ? numeric(row) : null;
}

export async function setDepositStatus(tx: Queryable, id: number, status: DepositStatus, reason = ''): Promise<void> {
  await tx.query('UPDATE fund_requests SET status = $2, reason = $3, decided_at = now() WHERE id = $1', [id, status, reason]);
}

export async function listWithdrawals(db: Queryable, filter: { status?: number; player?: string }): Promise<WithdrawRow[]> {
  const rows = await db.query<WithdrawRow>(
    `${WITHDRAWAL_FROM}
      WHERE ($1::smallint IS NULL OR w.status = $1) AND ${playerMatch('$2')}
      ORDER BY w.id DESC LIMIT 500`,
    [filter.status ?? null, playerPattern(filter.player)],
  );
  return rows.map(withdrawal);
}

export async function lockWithdrawal(tx: Queryable, id: number): Promise<WithdrawRow | null> {
  const [row] = await tx.query<WithdrawRow>(
    `${WITHDRAWAL_FROM} WHERE w.id = $1 FOR UPDATE OF w`,
    [id],
  );
  return row ? withdrawal(row) : null;
}

export async function setWithdrawalStatus(tx: Queryable, id: number, status: 1 | 2, detail: { receipt?: string; reason?: string } = {}): Promise<void> {
  await tx.query('UPDATE withdraw_requests SET status = $2, receipt_url = COALESCE($3, receipt_url), reason = $4, decided_at = now() WHERE id = $1', [
    id,
    status,
    detail.receipt ?? null,
    detail.reason ?? '',
  ]);
}

/** Pending deposits and withdrawals: how many, and their sum in points. */
export async function pendingMoney(db: Queryable): Promise<{ deposits: { count: number; points: number }; withdrawals: { count: number; points: number } }> {
  const [row] = await db.query<{ dc: number; dp: number; wc: number; wp: number }>(
    `SELECT (SELECT count(*) FROM fund_requests WHERE status = 'pending') AS dc,
            (SELECT COALESCE(sum(amount), 0) FROM fund_requests WHERE status = 'pending') AS dp,
            (SELECT count(*) FROM withdraw_requests WHERE status = 0) AS wc,
            (SELECT COALESCE(sum(amount), 0) FROM withdraw_requests WHERE status = 0) AS wp`,
  );
  return {
    deposits: { count: Number(row?.dc ?? 0), points: Number(row?.dp ?? 0) },
    withdrawals: { count: Number(row?.wc ?? 0), points: Number(row?.wp ?? 0) },
  };
}

type RawPlayer = { id: number; name: string; mobile: string; betting_enabled: boolean; balance: number; created_at: Date };

/** Players whose number starts with, or whose name contains, `query`; at most 100, as `user list` shows them. */
export async function searchPlayers(db: Queryable, query: string) {
  const rows = await db.query<RawPlayer>(
    `SELECT u.id, u.name, u.mobile, u.betting_enabled, u.balance, u.created_at FROM users u
      WHERE ${playerMatch('$1')} ORDER BY u.id LIMIT 100`,
    [playerPattern(query)],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    mobile: row.mobile,
    bettingEnabled: row.betting_enabled,
    balance: Number(row.balance),
    createdAt: new Date(row.created_at),
  }));
}
