import crypto from 'node:crypto';
import pg from 'pg';
import type { Database, Queryable, SqlValue } from './database';
import { PgNotices } from './pg-notices';

// int8 (counts, sums, bigint ids) as numbers, as PGlite returns them: point amounts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

const statementNames = new Map<string, string>();
/** More texts than the code has means texts are being made up at run time: those go unnamed (a connection keeps each). */
const MAX_NAMED_STATEMENTS = 200;
/**
 * Statements with parameters run as named prepared statements: each connection parses and plans one the first time
 * and reuses it after, which saves PostgreSQL most of its work for a short statement. The name is the text's hash, so
 * one text is one statement on every connection. The texts are the code's own and fixed (a bid batch's rows go as
 * arrays, not as a VALUES list of its length).
 */
function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `s${crypto.createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** A PostgreSQL server through a connection pool, and one more connection listening for the other instances' notices. */
export async function openPostgresDatabase(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection the server drops (restart, failover) is replaced on the next query; it must not crash us.
  pool.on('error', (error) => console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`));
  // Fail at start, not on the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const notices = new PgNotices(connectionString, pool);
  await notices.start();
  const query = async <Row extends object>(runner: pg.Pool | pg.PoolClient, sql: string, params?: SqlValue[]) =>
    (await runner.query(params === undefined ? sql : { name: statementName(sql), text: sql, values: params })).rows as Row[];
  const notifyNow = (notice: string) => {
    notices.dispatch(notice);
    pool.query(notices.notifySql(notice)).catch((error: Error) => console.warn(`[db] notice not sent: ${error.message}`));
  };
  return {
    mode: 'postgres',
    notices,
    query: (sql, params) => query(pool, sql, params),
    afterCommit: (effect) => effect(),
    notify: notifyNow,
    async transaction(work) {
      const client = await pool.connect();
      const effects: Array<() => void> = [];
      const announced = new Set<string>();
      try {
        await client.query('BEGIN');
        const tx: Queryable = {
          query: (sql, params) => query(client, sql, params),
          afterCommit: (effect) => effects.push(effect),
          notify: (notice) => announced.add(notice),
        };
        const result = await work(tx);
        // The notices go with the COMMIT, in one round trip: PostgreSQL delivers them only if it commits.
        await client.query([...[...announced].map((notice) => notices.notifySql(notice)), 'COMMIT'].join('; '));
        for (const notice of announced) notices.dispatch(notice);
        for (const effect of effects) effect();
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: async () => {
      await notices.close();
      await pool.end();
    },
  };
}
