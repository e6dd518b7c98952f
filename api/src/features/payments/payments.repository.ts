import type { PaymentStatus, PaymentView } from '@matka/shared-kernel/operator-contract';
import type { Queryable, SqlValue } from '../../db/database';

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
 * Serialises, across instances, the matching of these amounts and UTRs until the commit: a payment and a request that
 * arrive together then meet, one after the other, instead of each missing the other. Every amount first, then every
 * UTR, each class in one order (its key's hash), so no two transactions wait on each other in a cycle, however many
 * keys each takes.
 */
export async function lockMatching(tx: Queryable, keys: { amounts: ReadonlyArray<number | null>; utrs: ReadonlyArray<string | null> }): Promise<void> {
  const lock = async (kind: number, values: string[]) => {
    if (values.length === 0) return;
    await tx.query(
      `SELECT count(pg_advisory_xact_lock($1::int, k)) FROM (SELECT DISTINCT hashtext(v) AS k FROM unnest($2::text[]) AS v ORDER BY 1) keys`,
      [kind, values],
    );
  };
  await lock(LOCK_AMOUNT, keys.amounts.flatMap((amount) => (amount ? [String(amount)] : [])));
  await lock(LOCK_UTR, keys.utrs.flatMap((utr) => (utr ? [utr] : [])));
}

export async function findPayment(db: Queryable, id: number, lock = false): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>(`SELECT ${SELECTED} ${FROM} WHERE p.id = $1 ${lock ? 'FOR UPDATE OF p' : ''}`, [id]);
  return row ? toRow(row) : null;
}

/** The payments of these UTRs, locked, by UTR. */
export async function lockPaymentsByUtr(tx: Queryable, utrs: readonly string[]): Promise<Map<string, PaymentRow>> {
  if (utrs.length === 0) return new Map();
  const rows = await tx.query<PaymentRow>(`SELECT ${SELECTED} ${FROM} WHERE p.utr = ANY($1::text[]) ORDER BY p.id FOR UPDATE OF p`, [[...utrs]]);
  return new Map(rows.map((row) => [row.utr ?? '', toRow(row)]));
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

const when = (date: Date | null) => date?.toISOString() ?? '';

export async function insertPayment(tx: Queryable, facts: PaymentFacts, source: string, status: PaymentStatus, receivedAt: Date): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO payments (utr, amount, paid_at, payer_upi, payer_name, raw, sources, status, reason, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, ARRAY[$7::text], $8, $9, $10) RETURNING id`,
    [facts.utr, facts.amount, facts.paidAt, facts.payerUpi, facts.payerName, facts.raw, source, status, facts.reason ?? '', receivedAt],
  );
  return Number(row?.id);
}

/** Readable payments, unmatched, in one statement: their ids by UTR. */
export async function insertPayments(tx: Queryable, payments: ReadonlyArray<PaymentFacts & { utr: string; amount: number }>, source: string, receivedAt: Date): Promise<Map<string, number>> {
  if (payments.length === 0) return new Map();
  const rows = await tx.query<{ id: number; utr: string }>(
    `INSERT INTO payments (utr, amount, paid_at, payer_upi, payer_name, raw, sources, status, received_at)
     SELECT p.utr, p.amount, NULLIF(p.paid_at, '')::timestamptz, p.payer_upi, p.payer_name, p.raw, ARRAY[$7::text], 'unmatched', $8
       FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[]) WITH ORDINALITY AS p (utr, amount, paid_at, payer_upi, payer_name, raw, n)
      ORDER BY p.n
     RETURNING id, utr`,
    [
      payments.map((payment) => payment.utr),
      payments.map((payment) => payment.amount),
      payments.map((payment) => when(payment.paidAt)),
      payments.map((payment) => payment.payerUpi),
      payments.map((payment) => payment.payerName),
      payments.map((payment) => payment.raw),
      source,
      receivedAt,
    ],
  );
  return new Map(rows.map((row) => [row.utr, Number(row.id)]));
}

/** Other sources of known payments: each name added once, and what the first left blank filled in. One statement. */
export async function addSources(tx: Queryable, known: ReadonlyArray<{ id: number; facts: PaymentFacts }>, source: string): Promise<void> {
  if (known.length === 0) return;
  await tx.query(
    `UPDATE payments p SET sources = CASE WHEN $5::text = ANY(p.sources) THEN p.sources ELSE p.sources || $5::text END,
            paid_at = COALESCE(p.paid_at, NULLIF(k.paid_at, '')::timestamptz), payer_upi = CASE WHEN p.payer_upi = '' THEN k.payer_upi ELSE p.payer_upi END,
            payer_name = CASE WHEN p.payer_name = '' THEN k.payer_name ELSE p.payer_name END
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[]) AS k (id, paid_at, payer_upi, payer_name)
      WHERE p.id = k.id`,
    [known.map((row) => row.id), known.map((row) => when(row.facts.paidAt)), known.map((row) => row.facts.payerUpi), known.map((row) => row.facts.payerName), source],
  );
}

/** What the matcher or a cashier decided of a payment: its status, why, the request it is linked to, and whether it is decided. */
export interface PaymentOutcome {
  id: number;
  status: PaymentStatus;
  reason: string;
  depositId: number | null;
  decided: boolean;
}

/** Records outcomes, one statement for any number. */
export async function setPaymentOutcomes(tx: Queryable, outcomes: readonly PaymentOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  await tx.query(
    `UPDATE payments p SET status = o.status, reason = o.reason, deposit_id = o.deposit_id, decided_at = CASE WHEN o.decided THEN now() ELSE NULL END
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::bigint[], $5::boolean[]) AS o (id, status, reason, deposit_id, decided)
      WHERE p.id = o.id`,
    [
      outcomes.map((outcome) => outcome.id),
      outcomes.map((outcome) => outcome.status),
      outcomes.map((outcome) => outcome.reason),
      outcomes.map((outcome) => outcome.depositId),
      outcomes.map((outcome) => outcome.decided),
    ] as SqlValue[],
  );
}

export const setPaymentOutcome = (tx: Queryable, id: number, outcome: Omit<PaymentOutcome, 'id'>) => setPaymentOutcomes(tx, [{ id, ...outcome }]);

/** The statuses of these payments now, by id. */
export async function statusesOf(db: Queryable, ids: readonly number[]): Promise<Map<number, PaymentStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; status: PaymentStatus }>('SELECT id, status FROM payments WHERE id = ANY($1::bigint[])', [[...ids]]);
  return new Map(rows.map((row) => [Number(row.id), row.status]));
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
