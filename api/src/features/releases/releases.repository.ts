import type { Queryable } from '../../db/database';

/** The operators' control of one remote (a row of remote_controls); no row: as remotes.json says. */
export interface RemoteControl {
  name: string;
  /** null: as remotes.json says. */
  enabled: boolean | null;
  active: string;
  previous: string | null;
  canary: { release: string; percent: number } | null;
}

export interface HistoryEntry {
  id: number;
  name: string;
  action: string;
  release: string | null;
  percent: number | null;
  operator: string;
  note: string;
  at: Date;
}

type ControlRow = {
  name: string;
  enabled: boolean | null;
  active_release: string;
  previous_release: string | null;
  canary_release: string | null;
  canary_percent: number;
};

const toControl = (row: ControlRow): RemoteControl => ({
  name: row.name,
  enabled: row.enabled,
  active: row.active_release,
  previous: row.previous_release,
  canary: row.canary_release && Number(row.canary_percent) > 0 ? { release: row.canary_release, percent: Number(row.canary_percent) } : null,
});

export const noControl = (name: string): RemoteControl => ({ name, enabled: null, active: 'default', previous: null, canary: null });

export async function listControls(db: Queryable): Promise<RemoteControl[]> {
  const rows = await db.query<ControlRow>(
    'SELECT name, enabled, active_release, previous_release, canary_release, canary_percent FROM remote_controls ORDER BY name',
  );
  return rows.map(toControl);
}

/** One remote's control, locked for the rest of the transaction (a row is made for it first if it has none). */
export async function lockControl(tx: Queryable, name: string): Promise<RemoteControl> {
  await tx.query('INSERT INTO remote_controls (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [name]);
  const [row] = await tx.query<ControlRow>(
    'SELECT name, enabled, active_release, previous_release, canary_release, canary_percent FROM remote_controls WHERE name = $1 FOR UPDATE',
    [name],
  );
  return row ? toControl(row) : noControl(name);
}

export async function saveControl(tx: Queryable, control: RemoteControl, now: Date): Promise<void> {
  await tx.query(
    `UPDATE remote_controls SET enabled = $2, active_release = $3, previous_release = $4, canary_release = $5, canary_percent = $6,
            updated_at = $7 WHERE name = $1`,
    [control.name, control.enabled, control.active, control.previous, control.canary?.release ?? null, control.canary?.percent ?? 0, now],
  );
}

export async function addHistory(tx: Queryable, entry: Omit<HistoryEntry, 'id'>): Promise<void> {
  await tx.query(
    'INSERT INTO remote_control_history (name, action, release, percent, operator, note, at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [entry.name, entry.action, entry.release, entry.percent, entry.operator, entry.note, entry.at],
  );
}

/** The latest changes, newest first; of one remote when `name` is given. */
export async function listHistory(db: Queryable, name: string | null, limit: number): Promise<HistoryEntry[]> {
  const rows = await db.query<HistoryEntry>(
    `SELECT id, name, action, release, percent, operator, note, at FROM remote_control_history
      WHERE ($1::text IS NULL OR name = $1) ORDER BY id DESC LIMIT $2`,
    [name, limit],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), percent: row.percent === null ? null : Number(row.percent) }));
}

export async function countError(db: Queryable, name: string, release: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO remote_errors (name, release, count, last_at) VALUES ($1, $2, 1, $3)
     ON CONFLICT (name, release) DO UPDATE SET count = remote_errors.count + 1, last_at = $3`,
    [name, release, now],
  );
}

/** Load failures reported by players, per remote and release. */
export async function listErrors(db: Queryable): Promise<Array<{ name: string; release: string; count: number; lastAt: Date }>> {
  const rows = await db.query<{ name: string; release: string; count: number; last_at: Date }>(
    'SELECT name, release, count, last_at FROM remote_errors ORDER BY name, release',
  );
  return rows.map((row) => ({ name: row.name, release: row.release, count: Number(row.count), lastAt: row.last_at }));
}
