import cluster from 'node:cluster';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirInUseError, DataDirUnwritableError, checkDataDirWritable } from './db/data-dir-lock';

/** One instance: the server on the port (in a worker, the port is shared with the other workers). */
async function serve(config: Config): Promise<void> {
  const app = await buildApp(config);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (cluster.isWorker) return;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  console.log(`\nMatka Bazar is running: http://${shownHost}:${port}/  (database: ${app.db.mode})\n`);
}

/**
 * WORKERS processes on one port (node:cluster): the database is migrated, the demo data and the operator token
 * made once here first, then each worker is a full instance; they keep each other fresh through the database
 * (db.notices). A worker that dies is replaced; SIGINT/SIGTERM close every worker gracefully.
 */
async function supervise(config: Config): Promise<void> {
  const prepared = await buildApp({ ...config, logLevel: 'warn' });
  await prepared.close();
  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < config.workers; i += 1) fork();
  let listening = 0;
  cluster.on('listening', (_worker, address) => {
    if ((listening += 1) === config.workers) {
      const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
      console.log(`\nMatka Bazar is running: http://${shownHost}:${address.port}/  (database: postgres, ${config.workers} workers)\n`);
    }
  });
  cluster.on('exit', (worker, code) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} exited (${code}): starting another`);
    setTimeout(fork, 1000);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  // A folder the server cannot write stops it now, in one line, not at its first write.
  if (cluster.isPrimary && !config.dataDir.startsWith('memory://')) checkDataDirWritable(config.dataDir);
  if (cluster.isPrimary && config.workers > 1) await supervise(config);
  else await serve(config);
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirInUseError || error instanceof DataDirUnwritableError ? error.message : error);
  process.exit(1);
});
