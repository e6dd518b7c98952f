import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, SqlValue } from './database';
import { LocalNotices } from './local-notices';

/**
 * Embedded PostgreSQL in a folder (or in memory for `memory://`). PGlite has one connection: statements and
 * transactions run one after another, which is why concurrency tests run on real PostgreSQL too.
 */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
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
    close: () => pg.close(),
  };
}
