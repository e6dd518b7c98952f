import type { PaymentStatus, PaymentView } from '@matka/shared-kernel/operator-contract';
import type { Queryable } from '../../db/database';

/** Payments received (`payments`): the one owner of their SQL. The matcher (payments.service.ts) decides; this reads and writes. */

export interface PaymentRow {
  id: number;
  utr: string | null;
  amount: number | null;
  paid_at: Date | null;
  payer_upi: string;
  payer_name: string;
  sources: string[];
  raw: string;
  status: PaymentStatus;
  reason: string;
  deposit_id: number | null;
  received_at: Date;
  decided_at: Date | null;
  /** The matched request's player and amount (joined). */
  player: string | null;
  requested: number | null;
}

/** What a source tells of a payment (a UTR and amount, or only its raw text when it could not be read). */
export interface PaymentFacts {
  utr: string | null;
  amount: number | null;
  paidAt: Date | null;
  payerUpi: string;
  payerName: string;
  raw: string;
  /** Why a text could not be read (kept for the cashier). */
  reason?: string;
}

const SELECTED = `p.id, p.utr, p.amount, p.paid_at, p.payer_upi, p.payer_name, p.sources, p.raw, p.status, p.reason, p.deposit_id,
                  p.received_at, p.decided_at, u.mobile AS player, f.amount AS requested`;
const FROM = `FROM payments p LEFT JOIN fund_requests f ON f.id = p.deposit_id LEFT JOIN users u ON u.id = f.user_id`;

const toRow = (row: PaymentRow): PaymentRow => ({
  ...row,
  id: Number(row.id),
  amount: row.amount === null ? null : Number(row.amount),
  deposit_id: row.deposit_id === null ? null : Number(row.deposit_id),
  requested: row.requested === null ? null : Number(row.requested),
  paid_at: row.paid_at === null ? null : new Date(row.paid_at),
  received_at: new Date(row.received_at),
  decided_at: row.decided_at === null ? null : new Date(row.decided_at),
});

/** Advisory lock classes: a UTR, and a deposit amount (what a request without a UTR is matched by). */
const LOCK_UTR = 39_001;
const LOCK_AMOUNT = 39_002;

/**
 * Serialises, across instances, the matching of one amount and one UTR until the commit: a payment and a request that
 * arrive together then meet, one after the other, instead of each missing the other. Always the amount first, then
 * the UTR, so no two transactions wait on each other in a cycle.
 */
export async function lockMatching(tx: Queryable, keys: { amount?: number | null; utr?: string | null }): Promise<void> {
  if (keys.amount) await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2::text))', [LOCK_AMOUNT, String(keys.amount)]);
  if (keys.utr) await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2::text))', [LOCK_UTR, keys.utr]);
}

export async function findPayment(db: Queryable, id: number, lock = false): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>(`SELECT ${SELECTED} ${FROM} WHERE p.id = $1 ${lock ? 'FOR UPDATE OF p' : ''}`, [id]);
  return row ? toRow(row) : null;
}

export async function lockPaymentByUtr(tx: Queryable, utr: string): Promise<PaymentRow | null> {
  const [row] = await tx.query<PaymentRow>(`SELECT ${SELECTED} ${FROM} WHERE p.utr = $1 FOR UPDATE OF p`, [utr]);
  return row ? toRow(row) : null;
}

/** The payment linked to a deposit request, locked; null when none is. */
export async function lockPaymentOfDeposit(tx: Queryable, depositId: number): Promise<PaymentRow | null> {
  const [row] = await tx.query<PaymentRow>(`SELECT ${SELECTED} ${FROM} WHERE p.deposit_id = $1 FOR UPDATE OF p`, [depositId]);
  return row ? toRow(row) : null;
}

/** Unmatched payments of `amount` received since `since`, locked: what a request filed without a UTR may be matched to. */
export async function lockWaitingPayments(tx: Queryable, amount: number, since: Date): Promise<PaymentRow[]> {
  const rows = await tx.query<PaymentRow>(
    `SELECT ${SELECTED} ${FROM} WHERE p.status = 'unmatched' AND p.amount = $1 AND p.received_at >= $2 ORDER BY p.id FOR UPDATE OF p`,
    [amount, since],
  );
  return rows.map(toRow);
}

export async function insertPayment(tx: Queryable, facts: PaymentFacts, source: string, status: PaymentStatus, receivedAt: Date): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO payments (utr, amount, paid_at, payer_upi, payer_name, raw, sources, status, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, ARRAY[$7::text], $8, $9) RETURNING id`,
    [facts.utr, facts.amount, facts.paidAt, facts.payerUpi, facts.payerName, facts.raw, source, status, receivedAt],
  );
  return Number(row?.id);
}

/** A second source of a known payment: its name is added, and what the first left blank is filled in. */
export async function addSource(tx: Queryable, id: number, facts: PaymentFacts, source: string): Promise<void> {
  await tx.query(
    `UPDATE payments SET sources = CASE WHEN $2::text = ANY(sources) THEN sources ELSE sources || $2::text END,
            paid_at = COALESCE(paid_at, $3), payer_upi = CASE WHEN payer_upi = '' THEN $4 ELSE payer_upi END,
            payer_name = CASE WHEN payer_name = '' THEN $5 ELSE payer_name END
      WHERE id = $1`,
    [id, source, facts.paidAt, facts.payerUpi, facts.payerName],
  );
}

/** Records what the matcher or a cashier decided: the status, why, and the request it is linked to. */
export async function setPaymentOutcome(tx: Queryable, id: number, outcome: { status: PaymentStatus; reason: string; depositId: number | null; decided: boolean }): Promise<void> {
  await tx.query(`UPDATE payments SET status = $2, reason = $3, deposit_id = $4, decided_at = CASE WHEN $5::boolean THEN now() ELSE NULL END WHERE id = $1`, [
    id,
    outcome.status,
    outcome.reason,
    outcome.depositId,
    outcome.decided,
  ]);
}

/** An unreadable text read by a cashier: its UTR and amount. */
export async function setPaymentFacts(tx: Queryable, id: number, facts: { utr: string; amount: number }): Promise<void> {
  await tx.query('UPDATE payments SET utr = $2, amount = $3 WHERE id = $1', [id, facts.utr, facts.amount]);
}

/** The rows of a view, newest first (at most 500): a day's by when they were received, or the latest. */
export async function listPayments(db: Queryable, view: PaymentView, day: { from: Date; to: Date } | null, unclaimedBefore: Date): Promise<PaymentRow[]> {
  const rows = await db.query<PaymentRow>(
    `SELECT ${SELECTED} ${FROM}
      WHERE ($4::text = 'feed' OR ($4 IN ('matched', 'review', 'unreadable') AND p.status = $4) OR ($4 = 'unclaimed' AND p.status = 'unmatched' AND p.received_at < $3::timestamptz))
        AND ($1::timestamptz IS NULL OR (p.received_at >= $1 AND p.received_at < $2::timestamptz))
      ORDER BY p.received_at DESC, p.id DESC LIMIT 500`,
    [day?.from ?? null, day?.to ?? null, unclaimedBefore, view],
  );
  return rows.map(toRow);
}

/** How many payments each view holds (the console's badges). */
export async function countPayments(db: Queryable, unclaimedBefore: Date): Promise<Record<PaymentView, number>> {
  const [row] = await db.query<Record<PaymentView, number>>(
    `SELECT count(*)::int AS feed, count(*) FILTER (WHERE status = 'matched')::int AS matched, count(*) FILTER (WHERE status = 'review')::int AS review,
            count(*) FILTER (WHERE status = 'unmatched' AND received_at < $1)::int AS unclaimed, count(*) FILTER (WHERE status = 'unreadable')::int AS unreadable
       FROM payments`,
    [unclaimedBefore],
  );
  return { feed: Number(row?.feed ?? 0), matched: Number(row?.matched ?? 0), review: Number(row?.review ?? 0), unclaimed: Number(row?.unclaimed ?? 0), unreadable: Number(row?.unreadable ?? 0) };
}

type Sums = { count: number; points: number };

/**
 * A day's payments by what became of them (received that IST day), and the deposit requests they credited: each
 * payment is counted once, under its status now.
 */
export async function reconcileDay(db: Queryable, day: { from: Date; to: Date }): Promise<{
  received: Sums;
  credited: Sums;
  unmatched: Sums;
  review: Sums;
  dismissed: Sums;
  unreadable: number;
  credits: Array<{ depositId: number; automatic: boolean }>;
}> {
  const [row] = await db.query<Record<string, number>>(
    `WITH day AS (SELECT * FROM payments WHERE received_at >= $1 AND received_at < $2)
     SELECT count(*) FILTER (WHERE amount IS NOT NULL)::int AS received_n, COALESCE(sum(amount), 0)::bigint AS received_p,
            count(*) FILTER (WHERE status = 'matched')::int AS credited_n, COALESCE(sum(amount) FILTER (WHERE status = 'matched'), 0)::bigint AS credited_p,
            count(*) FILTER (WHERE status = 'unmatched')::int AS unmatched_n, COALESCE(sum(amount) FILTER (WHERE status = 'unmatched'), 0)::bigint AS unmatched_p,
            count(*) FILTER (WHERE status = 'review')::int AS review_n, COALESCE(sum(amount) FILTER (WHERE status = 'review'), 0)::bigint AS review_p,
            count(*) FILTER (WHERE status = 'dismissed' AND amount IS NOT NULL)::int AS dismissed_n,
            COALESCE(sum(amount) FILTER (WHERE status = 'dismissed'), 0)::bigint AS dismissed_p,
            count(*) FILTER (WHERE amount IS NULL)::int AS unreadable
       FROM day`,
    [day.from, day.to],
  );
  const credits = await db.query<{ deposit_id: number; auto_approved: boolean }>(
    `SELECT p.deposit_id, f.auto_approved FROM payments p JOIN fund_requests f ON f.id = p.deposit_id
      WHERE p.received_at >= $1 AND p.received_at < $2 AND p.status = 'matched'`,
    [day.from, day.to],
  );
  const sums = (name: string): Sums => ({ count: Number(row?.[`${name}_n`] ?? 0), points: Number(row?.[`${name}_p`] ?? 0) });
  return {
    received: sums('received'),
    credited: sums('credited'),
    unmatched: sums('unmatched'),
    review: sums('review'),
    dismissed: sums('dismissed'),
    unreadable: Number(row?.unreadable ?? 0),
    credits: credits.map((credit) => ({ depositId: Number(credit.deposit_id), automatic: credit.auto_approved })),
  };
}
