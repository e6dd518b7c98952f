import { WITHDRAW_STATUS, type WithdrawStatus } from '@matka/shared-kernel/contract';
import type { Queryable } from '../../db/database';
import { StateConflict } from '../../domain-errors';
import { playerMatch, playerPattern } from '../accounts/accounts.repository';
import { PAYOUT_METHOD_NAMES, WALLET_MESSAGES } from './messages';

/**
 * Deposit requests (`fund_requests`) and withdraw requests (`withdraw_requests`): the one owner of their SQL. Players
 * file them and read their own (wallet calls); operators list, lock and decide them (wallet-operator.service.ts).
 */

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

/** A deposit as the operators' list shows it: with what the cashier should look at before approving. */
export interface ListedDeposit extends DepositRow {
  /** Other deposits of the same amount filed within a minute of it (not rejected), ids ascending: a look before approving. */
  near_duplicates: number[];
  /** Its approval waiting for a second operator: who asked, when; null when none waits. */
  second_approval: { id: number; asked_by: string; asked_at: Date } | null;
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

export async function listDeposits(db: Queryable, filter: { status?: DepositStatus; player?: string }): Promise<ListedDeposit[]> {
  const rows = await db.query<DepositRow & { near_duplicates: number[]; approval_id: number | null; asked_by: string | null; asked_at: Date | null }>(
    `SELECT f.id, f.user_id, u.mobile, u.name, f.amount, f.payment_method, f.status, f.utr, f.reason, f.created_at, f.decided_at,
            ARRAY(SELECT g.id::int FROM fund_requests g
                   WHERE g.amount = f.amount AND g.id <> f.id AND g.status <> 'rejected' AND (f.utr = '' OR g.utr <> f.utr)
                     AND g.created_at > f.created_at - interval '1 minute' AND g.created_at < f.created_at + interval '1 minute'
                   ORDER BY g.id) AS near_duplicates,
            a.id AS approval_id, o.name AS asked_by, a.asked_at
       FROM fund_requests f JOIN users u ON u.id = f.user_id
       LEFT JOIN credit_approvals a ON a.deposit_id = f.id AND a.status = 'waiting'
       LEFT JOIN operators o ON o.id = a.asked_by
      WHERE ($1::text IS NULL OR f.status = $1) AND ${playerMatch('$2')}
      ORDER BY f.id DESC LIMIT 500`,
    [filter.status ?? null, playerPattern(filter.player)],
  );
  return rows.map(({ approval_id, asked_by, asked_at, near_duplicates, ...row }) => ({
    ...numeric(row),
    near_duplicates: near_duplicates.map(Number),
    second_approval: approval_id === null ? null : { id: Number(approval_id), asked_by: asked_by ?? '', asked_at: new Date(asked_at ?? 0) },
  }));
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

export async function listWithdrawals(db: Queryable, filter: { status?: WithdrawStatus; player?: string }): Promise<WithdrawRow[]> {
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

/** The answer of a statement that broke the named unique index (PostgreSQL's unique_violation), on either database. */
const breaks = (error: unknown, index: string) => {
  const failure = error as { code?: unknown; constraint?: unknown; message?: unknown };
  return failure.code === '23505' && (failure.constraint === index || String(failure.message).includes(index));
};

/**
 * Decides a withdrawal. A paid one's receipt UTR is on no other paid withdrawal (the index
 * withdraw_requests_receipt_utr decides it, also between instances): reused, it is a 409 and nothing changes.
 */
export async function setWithdrawalStatus(tx: Queryable, id: number, status: WithdrawStatus, detail: { receipt?: string; reason?: string } = {}): Promise<void> {
  try {
    await tx.query('UPDATE withdraw_requests SET status = $2, receipt_url = COALESCE($3, receipt_url), reason = $4, decided_at = now() WHERE id = $1', [
      id,
      status,
      detail.receipt ?? null,
      detail.reason ?? '',
    ]);
  } catch (error) {
    if (breaks(error, 'withdraw_requests_receipt_utr')) throw new StateConflict(WALLET_MESSAGES.receiptUsed(detail.receipt ?? ''), 'receipt_used');
    throw error;
  }
}

/** Pending deposits and withdrawals: how many, and their sum in points. */
export async function pendingMoney(db: Queryable): Promise<{ deposits: { count: number; points: number }; withdrawals: { count: number; points: number } }> {
  const [row] = await db.query<{ dc: number; dp: number; wc: number; wp: number }>(
    `SELECT (SELECT count(*) FROM fund_requests WHERE status = 'pending') AS dc,
            (SELECT COALESCE(sum(amount), 0) FROM fund_requests WHERE status = 'pending') AS dp,
            (SELECT count(*) FROM withdraw_requests WHERE status = ${WITHDRAW_STATUS.pending}) AS wc,
            (SELECT COALESCE(sum(amount), 0) FROM withdraw_requests WHERE status = ${WITHDRAW_STATUS.pending}) AS wp`,
  );
  return {
    deposits: { count: Number(row?.dc ?? 0), points: Number(row?.dp ?? 0) },
    withdrawals: { count: Number(row?.wc ?? 0), points: Number(row?.wp ?? 0) },
  };
}


/**
 * Files a player's deposit request (pending until an operator decides it); returns its id. Its UTR is on no other
 * pending or approved deposit, anyone's (the index fund_requests_utr decides it, also between instances): a UTR used
 * already is a 409 the player reads, and nothing is filed.
 */
export async function insertDeposit(tx: Queryable, request: { userId: number; amount: number; method: string; utr: string }): Promise<number> {
  try {
    const [row] = await tx.query<{ id: number }>('INSERT INTO fund_requests (user_id, amount, payment_method, utr) VALUES ($1, $2, $3, $4) RETURNING id', [
      request.userId,
      request.amount,
      request.method,
      request.utr,
    ]);
    return Number(row?.id);
  } catch (error) {
    if (breaks(error, 'fund_requests_utr')) throw new StateConflict(WALLET_MESSAGES.utrUsed, 'utr_used');
    throw error;
  }
}

/**
 * Puts `utr` on the player's own deposit request `id`, filed without one, locking it first: what the request was
 * (its amount, status and UTR before) for the caller to judge, or null when the player has no such request.
 */
export async function addDepositUtr(tx: Queryable, request: { id: number; userId: number; utr: string }): Promise<{ amount: number; status: DepositStatus; utr: string } | null> {
  const [row] = await tx.query<{ amount: number; status: DepositStatus; utr: string }>('SELECT amount, status, utr FROM fund_requests WHERE id = $1 AND user_id = $2 FOR UPDATE', [
    request.id,
    request.userId,
  ]);
  if (!row) return null;
  const before = { amount: Number(row.amount), status: row.status, utr: row.utr };
  if (before.status !== 'pending' || before.utr !== '') return before;
  try {
    await tx.query('UPDATE fund_requests SET utr = $2 WHERE id = $1', [request.id, request.utr]);
  } catch (error) {
    if (breaks(error, 'fund_requests_utr')) throw new StateConflict(WALLET_MESSAGES.utrUsed, 'utr_used');
    throw error;
  }
  return before;
}

/** A deposit request as the payments matcher sees it: whose, how much, its UTR and status. */
export interface ClaimRow {
  id: number;
  user_id: number;
  mobile: string;
  amount: number;
  utr: string;
  status: DepositStatus;
}

const CLAIM_FROM = 'SELECT f.id, f.user_id, u.mobile, f.amount, f.utr, f.status FROM fund_requests f JOIN users u ON u.id = f.user_id';
const claim = (row: ClaimRow): ClaimRow => ({ ...numeric(row), status: row.status });

/** The deposit requests (pending or approved) that carry these UTRs, locked, by UTR. */
export async function lockClaimsByUtr(tx: Queryable, utrs: readonly string[]): Promise<Map<string, ClaimRow>> {
  if (utrs.length === 0) return new Map();
  const rows = await tx.query<ClaimRow>(
    `${CLAIM_FROM} WHERE f.utr = ANY($1::text[]) AND f.utr <> '' AND f.status <> 'rejected' AND NOT f.utr_repeat ORDER BY f.id FOR UPDATE OF f`,
    [[...utrs]],
  );
  return new Map(rows.map((row) => [row.utr, claim(row)]));
}

/**
 * Pending requests filed without a UTR for one of `amounts` since `since`, each with its player's saved UPI numbers,
 * locked: the candidates a payment of that amount from one of those numbers could belong to.
 */
export async function lockClaimsWithoutUtr(tx: Queryable, amounts: readonly number[], since: Date): Promise<Array<ClaimRow & { saved: string[] }>> {
  if (amounts.length === 0) return [];
  const rows = await tx.query<ClaimRow & { saved: string[] }>(
    `SELECT f.id, f.user_id, u.mobile, f.amount, f.utr, f.status, ARRAY[u.google_pay_number, u.paytm_number, u.phonepe_number] AS saved
       FROM fund_requests f JOIN users u ON u.id = f.user_id
      WHERE f.status = 'pending' AND f.utr = '' AND f.amount = ANY($1::bigint[]) AND f.created_at >= $2
      ORDER BY f.id FOR UPDATE OF f`,
    [[...amounts], since],
  );
  return rows.map((row) => ({ ...claim(row), saved: row.saved }));
}

/**
 * Approves deposit requests as the matcher does: approved automatically now, each with its payment's UTR when it was
 * filed without one (the index fund_requests_utr still guards it). One statement for any number.
 */
export async function approveAutomatically(tx: Queryable, approvals: ReadonlyArray<{ id: number; utr: string }>): Promise<void> {
  if (approvals.length === 0) return;
  await tx.query(
    `UPDATE fund_requests f SET status = 'approved', auto_approved = true, decided_at = now(), utr = CASE WHEN f.utr = '' THEN a.utr ELSE f.utr END
       FROM unnest($1::bigint[], $2::text[]) AS a (id, utr) WHERE f.id = a.id`,
    [approvals.map((approval) => approval.id), approvals.map((approval) => approval.utr)],
  );
}

/** Sets the amount of a pending request to what was paid (a cashier's "credit the amount paid"). */
export async function setDepositAmount(tx: Queryable, id: number, amount: number): Promise<void> {
  await tx.query("UPDATE fund_requests SET amount = $2 WHERE id = $1 AND status = 'pending'", [id, amount]);
}

/** Pending requests older than `before` that no payment claims: what a cashier looks at (DEPOSIT_PAYMENT_WAIT). */
export async function overdueDeposits(db: Queryable, before: Date): Promise<Array<{ id: number; player: string; amount: number; utr: string; created_at: Date }>> {
  const rows = await db.query<{ id: number; player: string; amount: number; utr: string; created_at: Date }>(
    `SELECT f.id, u.mobile AS player, f.amount, f.utr, f.created_at FROM fund_requests f JOIN users u ON u.id = f.user_id
      WHERE f.status = 'pending' AND f.created_at < $1 AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.deposit_id = f.id)
      ORDER BY f.id LIMIT 500`,
    [before],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), amount: Number(row.amount), created_at: new Date(row.created_at) }));
}

/** Files a player's withdraw request (pending: the column's default, WITHDRAW_STATUS.pending) to the payout number it names; returns its id. */
export async function insertWithdrawal(tx: Queryable, request: { userId: number; amount: number; method: string; payoutNumber: string }): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO withdraw_requests (user_id, amount, payment_method, payout_number) VALUES ($1, $2, $3, $4) RETURNING id',
    [request.userId, request.amount, request.method, request.payoutNumber],
  );
  return Number(row?.id);
}

/** How many of a player's requests their history shows (the newest). */
const PLAYER_HISTORY = 200;

export interface PlayerDeposit {
  id: number;
  amount: number;
  status: DepositStatus;
  reason: string;
  utr: string;
  paymentMethod: string;
  createdAt: Date;
  decidedAt: Date | null;
  /** Approved by the payments matcher, not a cashier. */
  autoApproved: boolean;
}

/** A player's own deposit requests, newest first: every status, or only the approved ones (`approvedOnly`). */
export async function depositsOf(db: Queryable, userId: number, approvedOnly = false): Promise<PlayerDeposit[]> {
  const rows = await db.query<{ id: number; amount: number; status: DepositStatus; reason: string; utr: string; payment_method: string; created_at: Date; decided_at: Date | null; auto_approved: boolean }>(
    `SELECT id, amount, status, reason, utr, payment_method, created_at, decided_at, auto_approved FROM fund_requests
      WHERE user_id = $1 AND (NOT $2::boolean OR status = 'approved') ORDER BY id DESC LIMIT ${PLAYER_HISTORY}`,
    [userId, approvedOnly],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    amount: Number(row.amount),
    status: row.status,
    reason: row.reason,
    utr: row.utr,
    paymentMethod: row.payment_method,
    createdAt: new Date(row.created_at),
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at),
    autoApproved: row.auto_approved,
  }));
}

export interface PlayerWithdrawal {
  id: number;
  amount: number;
  status: number;
  receiptUrl: string;
  reason: string;
  paymentMethod: string;
  payoutNumber: string;
  createdAt: Date;
}

/** A player's own withdraw requests, newest first. */
export async function withdrawalsOf(db: Queryable, userId: number): Promise<PlayerWithdrawal[]> {
  const rows = await db.query<{ id: number; amount: number; status: number; receipt_url: string; reason: string; payment_method: string; payout_number: string; created_at: Date }>(
    `SELECT id, amount, status, receipt_url, reason, payment_method, payout_number, created_at
       FROM withdraw_requests WHERE user_id = $1 ORDER BY id DESC LIMIT ${PLAYER_HISTORY}`,
    [userId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    amount: Number(row.amount),
    status: Number(row.status),
    receiptUrl: row.receipt_url,
    reason: row.reason,
    paymentMethod: row.payment_method,
    payoutNumber: row.payout_number,
    createdAt: new Date(row.created_at),
  }));
}
