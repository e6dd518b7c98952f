import pg from 'pg';
import type { Database, Queryable, SqlValue } from './database';

// int8 (counts, sums, bigint ids) as numbers, as PGlite returns them: point amounts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** A PostgreSQL server through a connection pool. */
export async function openPostgresDatabase(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection the server drops (restart, failover) is replaced on the next query; it must not crash us.
  pool.on('error', (error) => console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`));
  // Fail at start, not on the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const query = async <Row extends object>(runner: pg.Pool | pg.PoolClient, sql: string, params: SqlValue[] = []) =>
    (await runner.query(sql, params)).rows as Row[];
  return {
    mode: 'postgres',
    query: (sql, params) => query(pool, sql, params),
    afterCommit: (effect) => effect(),
    async transaction(work) {
      const client = await pool.connect();
      const effects: Array<() => void> = [];
      try {
        await client.query('BEGIN');
        const tx: Queryable = { query: (sql, params) => query(client, sql, params), afterCommit: (effect) => effects.push(effect) };
        const result = await work(tx);
        await client.query('COMMIT');
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
    close: () => pool.end(),
  };
}
