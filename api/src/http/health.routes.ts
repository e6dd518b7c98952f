import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/** GET /api/health: the server is up and its database answers; says which database mode it runs on. */
export function registerHealthRoutes(app: FastifyInstance, db: Database): void {
  app.get('/api/health', async (_request, reply) => {
    const started = Date.now();
    try {
      const [row] = await db.query<{ version: string }>('SELECT max(version) AS version FROM schema_migrations');
      return { status: true, msg: 'ok', database: db.mode, schema: row?.version ?? null, db_ms: Date.now() - started };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: false, msg: 'Database unavailable', database: db.mode });
    }
  });
}
