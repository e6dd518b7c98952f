import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { dataDirProblem } from '../db/data-dir-lock';
import { schemaVersion } from '../db/migrate';

/** Thrown to roll the readiness probe's write back. */
class ProbeDone extends Error {}

/**
 * GET /api/health (liveness): the server is up and its database answers; says which database mode it runs on.
 * GET /api/ready (readiness): the server can take writes now: a write to the database in a transaction that is rolled
 * back, and a flushed write in the data folder (the embedded database, the operator token and the SMS outbox live
 * there). 503 with what failed, e.g. on a full disk or a read-only folder, where /api/health still says 200.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    dataDir: string;
    /** The readiness probe's write, rolled back after: a row in `bucket`'s name (a table of the app's, app.ts says which). */
    probeWrite: (tx: Queryable, bucket: string) => Promise<void>;
  },
): void {
  const { db, dataDir } = deps;
  app.get('/api/health', async (_request, reply) => {
    const started = Date.now();
    try {
      const schema = await schemaVersion(db);
      return { status: true, msg: 'ok', database: db.mode, schema, db_ms: Date.now() - started };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: false, msg: 'Database unavailable', database: db.mode });
    }
  });

  app.get('/api/ready', async (_request, reply) => {
    const started = Date.now();
    const [database, folder] = await Promise.all([
      db
        .transaction(async (tx) => {
          // A bucket of its own each time: probes at once do not wait on each other's row.
          await deps.probeWrite(tx, `ready-probe:${crypto.randomUUID()}`);
          throw new ProbeDone();
        })
        .then(
          () => 'not rolled back',
          (error: unknown) => (error instanceof ProbeDone ? null : error instanceof Error ? error.message : String(error)),
        ),
      dataDir.startsWith('memory://') ? Promise.resolve(null) : dataDirProblem(dataDir),
    ]);
    const checks = { database: database ?? 'ok', data_dir: folder ?? 'ok' };
    if (database === null && folder === null) return { status: true, msg: 'ready', checks, ms: Date.now() - started };
    app.log.error({ checks }, 'readiness check failed');
    return reply.code(503).send({ status: false, msg: 'Not ready: writes fail', checks });
  });
}
