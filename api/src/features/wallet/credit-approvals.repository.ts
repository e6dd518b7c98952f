import type { Queryable } from '../../db/database';

/**
 * `credit_approvals`, the one owner of its SQL: every operator credit (done at once, or waiting for a second operator)
 * and every deposit approval waiting for one. The day totals are sums over it, taken under locks (`lockAsker` and the
 * player's row), so two credits at once on two instances cannot both slip under a limit.
 */

export type ApprovalKind = 'credit' | 'deposit';
export type ApprovalStatus = 'done' | 'waiting' | 'rejected';

export interface ApprovalRow {
  id: number;
  kind: ApprovalKind;
  user_id: number;
  mobile: string;
  name: string;
  deposit_id: number | null;
  points: number;
  note: string;
  status: ApprovalStatus;
  asked_by: number;
  /** The asking operator's name. */
  asker: string;
  asked_at: Date;
}

const APPROVAL_FROM = `SELECT a.id, a.kind, a.user_id, u.mobile, u.name, a.deposit_id, a.points, a.note, a.status, a.asked_by, o.name AS asker, a.asked_at
       FROM credit_approvals a JOIN users u ON u.id = a.user_id JOIN operators o ON o.id = a.asked_by`;

const approval = (row: ApprovalRow): ApprovalRow => ({
  ...row,
  id: Number(row.id),
  user_id: Number(row.user_id),
  deposit_id: row.deposit_id === null ? null : Number(row.deposit_id),
  points: Number(row.points),
  asked_by: Number(row.asked_by),
  asked_at: new Date(row.asked_at),
});

/** Holds the asking operator's row until the transaction ends: one operator's credits are counted one at a time. */
export async function lockAsker(tx: Queryable, operatorId: number): Promise<void> {
  await tx.query('SELECT id FROM operators WHERE id = $1 FOR NO KEY UPDATE', [operatorId]);
}

/** What the day's credits add up to (done and waiting; rejected ones do not count): by this operator, and to this player. */
export async function dayCredits(tx: Queryable, of: { operatorId: number; userId: number; day: string }): Promise<{ byOperator: number; toPlayer: number }> {
  const [row] = await tx.query<{ by_operator: number; to_player: number }>(
    `SELECT COALESCE(sum(points) FILTER (WHERE asked_by = $1), 0) AS by_operator, COALESCE(sum(points) FILTER (WHERE user_id = $2), 0) AS to_player
       FROM credit_approvals WHERE day = $3::date AND kind = 'credit' AND status <> 'rejected' AND (asked_by = $1 OR user_id = $2)`,
    [of.operatorId, of.userId, of.day],
  );
  return { byOperator: Number(row?.by_operator ?? 0), toPlayer: Number(row?.to_player ?? 0) };
}

/** Records a credit or a deposit approval: `done` (with who decided: the asker) or `waiting`. Returns its id. */
export async function insertApproval(
  tx: Queryable,
  approval: { kind: ApprovalKind; userId: number; depositId?: number; points: number; note: string; day: string; askedBy: number; status: 'done' | 'waiting' },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO credit_approvals (kind, user_id, deposit_id, points, note, day, asked_by, status, decided_by, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, CASE WHEN $8 = 'done' THEN $7::bigint END, CASE WHEN $8 = 'done' THEN now() END)
     RETURNING id`,
    [approval.kind, approval.userId, approval.depositId ?? null, approval.points, approval.note, approval.day, approval.askedBy, approval.status],
  );
  return Number(row?.id);
}

/** One approval, as it is now. */
export async function findApproval(db: Queryable, id: number): Promise<ApprovalRow | null> {
  const [row] = await db.query<ApprovalRow>(`${APPROVAL_FROM} WHERE a.id = $1`, [id]);
  return row ? approval(row) : null;
}

/** One approval, locked for its decision. */
export async function lockApproval(tx: Queryable, id: number): Promise<ApprovalRow | null> {
  const [row] = await tx.query<ApprovalRow>(`${APPROVAL_FROM} WHERE a.id = $1 FOR UPDATE OF a`, [id]);
  return row ? approval(row) : null;
}

/** The approval of a deposit waiting for a second operator, locked; null when none waits. */
export async function waitingForDeposit(tx: Queryable, depositId: number): Promise<ApprovalRow | null> {
  const [row] = await tx.query<ApprovalRow>(`${APPROVAL_FROM} WHERE a.deposit_id = $1 AND a.status = 'waiting' FOR UPDATE OF a`, [depositId]);
  return row ? approval(row) : null;
}

/** Decides a waiting approval: done (the second operator approved) or rejected (by either, with the reason). */
export async function closeApproval(tx: Queryable, id: number, decision: { status: 'done' | 'rejected'; by: number; reason?: string }): Promise<void> {
  await tx.query("UPDATE credit_approvals SET status = $2, decided_by = $3, decided_at = now(), reason = $4 WHERE id = $1 AND status = 'waiting'", [
    id,
    decision.status,
    decision.by,
    decision.reason ?? '',
  ]);
}

/** What waits for a second operator, oldest first. */
export async function listWaiting(db: Queryable): Promise<ApprovalRow[]> {
  const rows = await db.query<ApprovalRow>(`${APPROVAL_FROM} WHERE a.status = 'waiting' ORDER BY a.id LIMIT 500`);
  return rows.map(approval);
}
