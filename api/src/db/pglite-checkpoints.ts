import type { PGlite } from '@electric-sql/pglite';
import type { Queryable } from './database';

/**
 * When the embedded database checkpoints. PGlite runs PostgreSQL in single-user mode: there is no checkpointer
 * process, so max_wal_size and checkpoint_timeout never fire and, without this, everything written since the last
 * clean close is replayed from the WAL at the next start after a kill -9 (550 MB took 10 s on this machine).
 */
export interface CheckpointPolicy {
  /** How often the WAL past the last checkpoint is looked at (one query of ~1 ms). */
  checkMs: number;
  /** A checkpoint once this much WAL is past the last one: the most a restart replays, outside one long transaction. */
  afterBytes: number;
  /** A checkpoint of whatever was written once the last is this old (PostgreSQL's checkpoint_timeout). */
  afterMs: number;
}

export const DEFAULT_CHECKPOINT_POLICY: CheckpointPolicy = { checkMs: 5_000, afterBytes: 16 * 1024 * 1024, afterMs: 5 * 60_000 };

/** Bytes of WAL a crash now would replay: from the last checkpoint's redo point to the end of what was written. */
export async function walToReplay(db: Pick<Queryable, 'query'>): Promise<number> {
  const [row] = await db.query<{ bytes: string }>('SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::bigint::text AS bytes FROM pg_control_checkpoint()');
  return Number(row?.bytes ?? 0);
}

/**
 * Checkpoints `pg` by `policy` until the returned stop is awaited (before closing it). A checkpoint waits for the
 * running transaction (PGlite runs one statement at a time) and takes 15–120 ms here: fsync is off in PGlite, so it
 * writes the dirty pages to the operating system, which keeps them through a kill -9 of the process.
 */
export async function keepCheckpointed(pg: PGlite, policy: CheckpointPolicy, reportFailure: (error: unknown) => void): Promise<() => Promise<void>> {
  const db = { query: async <Row extends object>(sql: string) => (await pg.query<Row>(sql)).rows };
  // The WAL a checkpoint leaves behind it (its own record): beyond that, something was written since.
  let settled = await walToReplay(db);
  let lastAt = Date.now();
  let failing = false;
  const check = async () => {
    const bytes = await walToReplay(db);
    if (bytes < policy.afterBytes && !(bytes > settled && Date.now() - lastAt >= policy.afterMs)) return;
    await pg.exec('CHECKPOINT');
    settled = await walToReplay(db);
    lastAt = Date.now();
  };
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= check()
      .then(
        () => {
          failing = false;
        },
        (error: unknown) => {
          // Once per run of failures: the next check tries again.
          if (!failing) reportFailure(error);
          failing = true;
        },
      )
      .finally(() => {
        running = null;
      });
  }, policy.checkMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
