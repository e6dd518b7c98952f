import type { Queryable } from './ports';

/** The operators' control of one remote (a row of remote_controls); no row: as remotes.json says. */
export interface RemoteControl {
  name: string;
  /** null: as remotes.json says. */
  enabled: boolean | null;
  active: string;
  previous: string | null;
  canary: { release: string; percent: number } | null;
  /** The canary release's counts when its canary began: it is judged by the loads since. */
  canaryBase: { loads: number; failures: number };
  /** `default` is the build kept when the remote got its first release (no longer its `npm run build` output). */
  defaultKept: boolean;
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
  canary_base_loads: number | string;
  canary_base_failures: number | string;
  default_kept: boolean;
};

const CONTROL_COLUMNS = 'name, enabled, active_release, previous_release, canary_release, canary_percent, canary_base_loads, canary_base_failures, default_kept';

const toControl = (row: ControlRow): RemoteControl => ({
  name: row.name,
  enabled: row.enabled,
  active: row.active_release,
  previous: row.previous_release,
  canary: row.canary_release && Number(row.canary_percent) > 0 ? { release: row.canary_release, percent: Number(row.canary_percent) } : null,
  canaryBase: { loads: Number(row.canary_base_loads), failures: Number(row.canary_base_failures) },
  defaultKept: row.default_kept,
});

export const noControl = (name: string): RemoteControl => ({
  name,
  enabled: null,
  active: 'default',
  previous: null,
  canary: null,
  canaryBase: { loads: 0, failures: 0 },
  defaultKept: false,
});

export async function listControls(db: Queryable): Promise<RemoteControl[]> {
  const rows = await db.query<ControlRow>(`SELECT ${CONTROL_COLUMNS} FROM remote_controls ORDER BY name`);
  return rows.map(toControl);
}

/** One remote's control, locked for the rest of the transaction (a row is made for it first if it has none). */
export async function lockControl(tx: Queryable, name: string): Promise<RemoteControl> {
  await tx.query('INSERT INTO remote_controls (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [name]);
  const [row] = await tx.query<ControlRow>(`SELECT ${CONTROL_COLUMNS} FROM remote_controls WHERE name = $1 FOR UPDATE`, [name]);
  return row ? toControl(row) : noControl(name);
}

export async function saveControl(tx: Queryable, control: RemoteControl, now: Date): Promise<void> {
  await tx.query(
    `UPDATE remote_controls SET enabled = $2, active_release = $3, previous_release = $4, canary_release = $5, canary_percent = $6,
            canary_base_loads = $7, canary_base_failures = $8, default_kept = $10, updated_at = $9 WHERE name = $1`,
    [
      control.name,
      control.enabled,
      control.active,
      control.previous,
      control.canary?.release ?? null,
      control.canary?.percent ?? 0,
      control.canaryBase.loads,
      control.canaryBase.failures,
      now,
      control.defaultKept,
    ],
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

/** A release's loads and failed loads as players reported them, and whether release control rolled a canary of it back. */
export interface ReleaseCounts {
  name: string;
  release: string;
  loads: number;
  failures: number;
  lastFailureAt: Date | null;
  lastFailureReason: string;
  rolledBackAt: Date | null;
  rolledBackReason: string;
}

type CountsRow = {
  name: string;
  release: string;
  loads: number | string;
  failures: number | string;
  last_failure_at: Date | null;
  last_failure_reason: string;
  rolled_back_at: Date | null;
  rolled_back_reason: string;
};

export async function listCounts(db: Queryable): Promise<ReleaseCounts[]> {
  const rows = await db.query<CountsRow>(
    `SELECT name, release, loads, failures, last_failure_at, last_failure_reason, rolled_back_at, rolled_back_reason
       FROM remote_release_counts ORDER BY name, release`,
  );
  return rows.map((row) => ({
    name: row.name,
    release: row.release,
    loads: Number(row.loads),
    failures: Number(row.failures),
    lastFailureAt: row.last_failure_at,
    lastFailureReason: row.last_failure_reason,
    rolledBackAt: row.rolled_back_at,
    rolledBackReason: row.rolled_back_reason,
  }));
}

/** One release's counts now (0 and 0 when nobody reported it yet). */
export async function countsOf(db: Queryable, name: string, release: string): Promise<{ loads: number; failures: number }> {
  const [row] = await db.query<{ loads: number | string; failures: number | string }>(
    'SELECT loads, failures FROM remote_release_counts WHERE name = $1 AND release = $2',
    [name, release],
  );
  return { loads: Number(row?.loads ?? 0), failures: Number(row?.failures ?? 0) };
}

export type ReportOutcome = 'load' | 'failure';

/**
 * Takes a session's mark for one report: true when it is to be counted (no report of that session, remote, release
 * and outcome was counted since `windowStart`). Two at once: the row lock lets exactly one of them count.
 */
export async function takeReportMark(
  tx: Queryable,
  mark: { sessionHash: string; name: string; release: string; outcome: ReportOutcome },
  now: Date,
  windowStart: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO remote_report_marks (session_hash, name, release, outcome, at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (session_hash, name, release, outcome) DO UPDATE SET at = EXCLUDED.at WHERE remote_report_marks.at <= $6
     RETURNING at`,
    [mark.sessionHash, mark.name, mark.release, mark.outcome, now, windowStart],
  );
  return rows.length > 0;
}

/** Marks of windows that are over: they would never stop a report again. */
export async function purgeReportMarks(db: Queryable, windowStart: Date): Promise<void> {
  await db.query('DELETE FROM remote_report_marks WHERE at <= $1', [windowStart]);
}

/** Adds one report to a release's counts (its row locked for the rest of the transaction); answers the new counts. */
export async function addToCounts(
  tx: Queryable,
  report: { name: string; release: string; outcome: ReportOutcome; reason: string },
  now: Date,
): Promise<{ loads: number; failures: number }> {
  const failed = report.outcome === 'failure';
  const [row] = await tx.query<{ loads: number | string; failures: number | string }>(
    `INSERT INTO remote_release_counts (name, release, loads, failures, last_failure_at, last_failure_reason)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (name, release) DO UPDATE SET
       loads = remote_release_counts.loads + EXCLUDED.loads,
       failures = remote_release_counts.failures + EXCLUDED.failures,
       last_failure_at = COALESCE(EXCLUDED.last_failure_at, remote_release_counts.last_failure_at),
       last_failure_reason = CASE WHEN EXCLUDED.failures > 0 THEN EXCLUDED.last_failure_reason ELSE remote_release_counts.last_failure_reason END
     RETURNING loads, failures`,
    [report.name, report.release, failed ? 0 : 1, failed ? 1 : 0, failed ? now : null, failed ? report.reason : ''],
  );
  return { loads: Number(row?.loads ?? 0), failures: Number(row?.failures ?? 0) };
}

/** Notes on a release that release control ended its canary by itself, and why. */
export async function markRolledBack(tx: Queryable, name: string, release: string, reason: string, now: Date): Promise<void> {
  await tx.query('UPDATE remote_release_counts SET rolled_back_at = $3, rolled_back_reason = $4 WHERE name = $1 AND release = $2', [
    name,
    release,
    now,
    reason,
  ]);
}
