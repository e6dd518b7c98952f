import { IST_OFFSET_MINUTES } from '@matka/shared-kernel/domain';
import type { Queryable } from '../db/database';

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
  /** The player's mobile number when the action was on one player ('' otherwise). */
  player: string;
  /** What changed, in words: `+500 pts, balance 1,500`, `10-95 → 10-90`, `phone: 98… → 97…` ('' when nothing to say). */
  change: string;
  note: string;
  actor: string;
  outcome: string;
}

type RawEntry = Omit<AuditEntry, 'at'> & { at: Date | string };

/** What one action was, for its audit row. */
export interface AuditedAction {
  action: string;
  target: string | number;
  outcome?: unknown;
  player?: string;
  change?: string;
}

/** Points as the audit list's `change` says them: `1,500 pts` (Indian grouping). */
export const pts = (points: number) => `${points.toLocaleString('en-IN')} pts`;

const shown = (value: unknown) => {
  const text = JSON.stringify(value ?? null);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
};

/**
 * What a change of a stored value changed, field by field (`phone: 98… → 97…`); a list compares item by item
 * (`2: "Diwali" → "Holi"`, `3: added "…"`).
 */
export function fieldChanges(before: unknown, after: unknown): string {
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
  if (!isObject(before) || !isObject(after)) return JSON.stringify(before) === JSON.stringify(after) ? 'no change' : `${shown(before)} → ${shown(after)}`;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const parts = keys.flatMap((key) => {
    const was = before[key];
    const now = after[key];
    if (JSON.stringify(was) === JSON.stringify(now)) return [];
    if (was === undefined) return [`${key}: added ${shown(now)}`];
    if (now === undefined) return [`${key}: removed ${shown(was)}`];
    return [`${key}: ${shown(was)} → ${shown(now)}`];
  });
  return parts.join(', ') || 'no change';
}

/** Writes one operator action, in the caller's transaction (the same one as the action). */
export async function recordAction(tx: Queryable, context: AuditContext, action: AuditedAction): Promise<void> {
  const outcome = action.outcome === undefined ? '' : JSON.stringify(action.outcome);
  await tx.query('INSERT INTO operator_audit (action, target, note, actor, outcome, player, change) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    action.action,
    String(action.target),
    context.note,
    context.actor,
    outcome.slice(0, 2000),
    action.player ?? '',
    (action.change ?? '').slice(0, 1000),
  ]);
}

/** Several actions of one operator (or of the matcher) in one statement, in their order. */
export async function recordActions(tx: Queryable, context: AuditContext, actions: readonly AuditedAction[]): Promise<void> {
  if (actions.length === 0) return;
  await tx.query(
    `INSERT INTO operator_audit (action, target, note, actor, outcome, player, change)
     SELECT a.action, a.target, $6, $7, a.outcome, a.player, a.change
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS a (action, target, outcome, player, change, n)
      ORDER BY a.n`,
    [
      actions.map((action) => action.action),
      actions.map((action) => String(action.target)),
      actions.map((action) => (action.outcome === undefined ? '' : JSON.stringify(action.outcome)).slice(0, 2000)),
      actions.map((action) => action.player ?? ''),
      actions.map((action) => (action.change ?? '').slice(0, 1000)),
      context.note,
      context.actor,
    ],
  );
}

/** Which actions to list: each filter narrows; `from`/`to` are IST days (`2026-11-24`), both included. */
export interface AuditFilter {
  action?: string;
  actor?: string;
  player?: string;
  from?: string;
  to?: string;
}

/** The first instant of an IST day, and of the day after `to`. */
const istStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const dayAfter = (day: string) => new Date(istStart(day).getTime() + 24 * 3_600_000);

/** The latest actions first, filtered; `before` pages back by id. */
export async function listActions(db: Queryable, options: AuditFilter & { limit: number; before?: number }): Promise<AuditEntry[]> {
  const rows = await db.query<RawEntry>(
    `SELECT id, at, action, target, player, change, note, actor, outcome FROM operator_audit
      WHERE ($2::bigint IS NULL OR id < $2)
        AND ($3::text IS NULL OR action = $3) AND ($4::text IS NULL OR actor = $4) AND ($5::text IS NULL OR player = $5)
        AND ($6::timestamptz IS NULL OR at >= $6) AND ($7::timestamptz IS NULL OR at < $7)
      ORDER BY id DESC LIMIT $1`,
    [
      options.limit,
      options.before ?? null,
      options.action ?? null,
      options.actor ?? null,
      options.player ?? null,
      options.from ? istStart(options.from) : null,
      options.to ? dayAfter(options.to) : null,
    ],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), at: new Date(row.at).toISOString() }));
}

/** The actions a filter has ever named (the console's action filter offers these). */
export async function auditedActionNames(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ action: string }>('SELECT DISTINCT action FROM operator_audit ORDER BY action');
  return rows.map((row) => row.action);
}

const CSV_COLUMNS = ['id', 'at', 'actor', 'action', 'target', 'player', 'change', 'note'] as const;

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a text a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@`, tab, CR first) gets a leading `'` so it stays text.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * An instant as the CSV says it: IST, as the console shows it, in a form a spreadsheet reads as a date and sorts
 * (`2026-11-24 15:45:09`); the header says the zone.
 */
export const istCsvTime = (iso: string) => new Date(Date.parse(iso) + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19).replace('T', ' ');

/** The actions as CSV (RFC 4180: CRLF line ends, a header row); `at` in IST. */
export function auditCsv(entries: AuditEntry[]): string {
  const header = CSV_COLUMNS.map((column) => (column === 'at' ? 'at (IST)' : column)).join(',');
  const cell = (entry: AuditEntry, column: (typeof CSV_COLUMNS)[number]) => csvField(column === 'at' ? istCsvTime(entry.at) : entry[column]);
  const lines = [header, ...entries.map((entry) => CSV_COLUMNS.map((column) => cell(entry, column)).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
