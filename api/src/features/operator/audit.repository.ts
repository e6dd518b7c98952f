import type { Queryable } from '../../db/database';

/** Who did it and why: `actor` is the operator's name (or `team <name>`, `automatic`), `note` the operator's own words. */
export interface AuditContext {
  actor: string;
  note: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  action: string;
  target: string;
  note: string;
  actor: string;
  outcome: string;
}

type RawEntry = { id: number; at: Date | string; action: string; target: string; note: string; actor: string; outcome: string };

/** Writes one operator action, in the caller's transaction (the same one as the action). */
export async function recordAction(
  tx: Queryable,
  context: AuditContext,
  action: { action: string; target: string | number; outcome?: unknown },
): Promise<void> {
  const outcome = action.outcome === undefined ? '' : JSON.stringify(action.outcome);
  await tx.query('INSERT INTO operator_audit (action, target, note, actor, outcome) VALUES ($1, $2, $3, $4, $5)', [
    action.action,
    String(action.target),
    context.note,
    context.actor,
    outcome.slice(0, 2000),
  ]);
}

/** The latest actions first; `before` pages back by id. */
export async function listActions(db: Queryable, options: { limit: number; before?: number }): Promise<AuditEntry[]> {
  const rows = await db.query<RawEntry>(
    `SELECT id, at, action, target, note, actor, outcome FROM operator_audit
      WHERE ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $1`,
    [options.limit, options.before ?? null],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), at: new Date(row.at).toISOString() }));
}
