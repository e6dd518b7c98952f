import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, SqlValue } from './database';
import { LocalNotices } from './local-notices';
import { DEFAULT_CHECKPOINT_POLICY, keepCheckpointed, type CheckpointPolicy } from './pglite-checkpoints';

/**
 * Embedded PostgreSQL in a folder (or in memory for `memory://`). PGlite has one connection: statements and
 * transactions run one after another, which is why concurrency tests run on real PostgreSQL too. A folder's database
 * is checkpointed by `checkpoints` (pglite-checkpoints.ts), so a start after a kill -9 replays little WAL.
 */
export async function openPgliteDatabase(dataDir: string, checkpoints: CheckpointPolicy = DEFAULT_CHECKPOINT_POLICY): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  const stopCheckpoints = inMemory
    ? async () => undefined
    : await keepCheckpointed(pg, checkpoints, (error) =>
        console.error(`A checkpoint of the embedded database failed (${error instanceof Error ? error.message : String(error)}): a restart after a crash replays more until one succeeds.`),
      ).catch(async (error: unknown) => {
        await pg.close();
        throw error;
      });
  const notices = new LocalNotices();
  const wrap = (runner: Pick<PGlite, 'query'>, afterCommit: Queryable['afterCommit']): Queryable => ({
    async query<Row extends object>(sql: string, params: SqlValue[] = []) {
      const result = await runner.query<Row>(sql, params);
      return result.rows;
    },
    afterCommit,
    notify: (notice) => afterCommit(() => notices.dispatch(notice)),
  });
  const root = wrap(pg, (effect) => effect());
  return {
    mode: 'pglite',
    notices,
    query: root.query,
    afterCommit: root.afterCommit,
    notify: root.notify,
    async transaction(work) {
      const effects: Array<() => void> = [];
      const result = await pg.transaction((tx) => work(wrap(tx, (effect) => effects.push(effect))));
      for (const effect of effects) effect();
      return result;
    },
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: async () => {
      await stopCheckpoints();
      await pg.close();
    },
  };
}
