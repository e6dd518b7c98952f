import fs from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../api-root';
import type { Database, Queryable } from './database';

export const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations');

export interface Migration {
  version: string;
  sql: string;
}

/** The migrations on disk, `NNN_name.sql`, in order. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: file.replace(/\.sql$/, ''), sql: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

/**
 * Applies every migration not applied yet, each in its own transaction, under an advisory lock so two servers
 * starting together on one PostgreSQL do not race. Returns the versions it applied. A database already at the latest
 * schema (every start but the first after a release) is told so by one query, not a transaction per migration.
 */
export async function migrate(db: Database, migrations: Migration[] = readMigrations()): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const known = new Set((await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version));
  const applied: string[] = [];
  // Another server may apply one of these meanwhile: each is checked again under the lock.
  for (const migration of migrations.filter((candidate) => !known.has(candidate.version))) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(727274)');
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/** Splits a migration into statements on `;` at line ends (our migrations keep `;` out of strings and bodies). */
export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\r?\n|$)/)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.length > 0);
}

/** The newest migration applied (its version), or null before the first. */
export async function schemaVersion(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ version: string | null }>('SELECT max(version) AS version FROM schema_migrations');
  return row?.version ?? null;
}
