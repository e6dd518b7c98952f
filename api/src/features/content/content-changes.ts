import { OWNER_CONTENT_KEYS, type ContentChange } from '@matka/shared-kernel/operator-contract';
import type { Database } from '../../db/database';
import { NotFound } from '../../domain-errors';
import { recordAction, type AuditContext } from '../audit.repository';

/** The audit action of a content change (content-operator.routes.ts writes it); a change to owner content is one of these rows. */
export const CONTENT_SET = 'content set';
/** How many unacknowledged changes Today lists (the newest; the count says how many in all). */
const SHOWN = 20;
/** The owner keys as SQL (constants of the contract, not input). */
const OWNER_KEYS_SQL = OWNER_CONTENT_KEYS.map((key) => `'${key}'`).join(', ');

/**
 * Changes to the owners' content shown to each owner until that owner acknowledges them: every owner, the one who
 * made the change too (a leaked token's change then reaches its own owner). A change is its audit row; an
 * acknowledgement is one owner's row in `content_acknowledgements`, so every instance shows the same.
 */
export function contentChanges(db: Database) {
  const unacknowledged = `FROM operator_audit a
    WHERE a.action = '${CONTENT_SET}' AND a.target IN (${OWNER_KEYS_SQL})
      AND NOT EXISTS (SELECT 1 FROM content_acknowledgements k WHERE k.operator_id = $1 AND k.audit_id = a.id)`;

  return {
    /** The newest changes `ownerId` has not acknowledged, and how many there are. */
    async pendingFor(ownerId: number): Promise<{ count: number; changes: ContentChange[] }> {
      const [rows, [total]] = await Promise.all([
        db.query<Omit<ContentChange, 'at' | 'id'> & { id: number | string; at: Date | string }>(
          `SELECT a.id, a.at, a.actor, a.target AS key, a.change, a.note ${unacknowledged} ORDER BY a.id DESC LIMIT ${SHOWN}`,
          [ownerId],
        ),
        db.query<{ count: number | string }>(`SELECT count(*) AS count ${unacknowledged}`, [ownerId]),
      ]);
      return {
        count: Number(total?.count ?? 0),
        changes: rows.map((row) => ({ ...row, id: Number(row.id), at: new Date(row.at).toISOString() })),
      };
    },

    /** `ownerId` has seen change `id`; saying it again changes nothing. */
    async acknowledge(id: number, ownerId: number, audit: AuditContext) {
      return db.transaction(async (tx) => {
        const [change] = await tx.query<{ target: string }>(
          `SELECT target FROM operator_audit WHERE id = $1 AND action = '${CONTENT_SET}' AND target IN (${OWNER_KEYS_SQL})`,
          [id],
        );
        if (!change) throw new NotFound(`No change #${id} to payment ids, contact numbers or money rules`, 'not_found');
        const added = await tx.query('INSERT INTO content_acknowledgements (audit_id, operator_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING audit_id', [id, ownerId]);
        if (added.length > 0) await recordAction(tx, audit, { action: 'content acknowledge', target: `#${id} ${change.target}` });
        return { id, acknowledged: true, changed: added.length > 0 };
      });
    },
  };
}

export type ContentChanges = ReturnType<typeof contentChanges>;
