import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import { registerErrorHandling } from './http/error-handler';
import { registerHealthRoutes } from './http/health.routes';
import { registerWebRoutes } from './http/web.routes';

export const REMOTE_NAMES = ['markets', 'starline', 'gali', 'wallet', 'histories'] as const;

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
  }
}

/** Builds the whole server from its configuration; the database is opened (and migrated) here, closed on close. */
export async function buildApp(config: Config, db?: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 64 * 1024,
    trustProxy: true,
  });
  const database = db ?? (await openDatabase(config));
  app.decorate('db', database);
  app.decorate('config', config);
  if (!db) app.addHook('onClose', async () => database.close());

  registerErrorHandling(app);
  registerHealthRoutes(app, database);
  if (config.serveWeb) {
    await registerWebRoutes(app, {
      webRoot: config.webRoot,
      remotesManifest: config.remotesManifest,
      remotes: REMOTE_NAMES,
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ status: false, msg: 'Not found' }));
  }
  return app;
}
