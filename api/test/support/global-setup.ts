import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// Candidates when DATABASE_URL is not set: a local server as Debian installs it, and the one .ci/run starts.
const LOCAL_CANDIDATES = [
  'postgresql://postgres@127.0.0.1:5432/postgres',
  'postgresql://postgres@127.0.0.1:55432/postgres',
];

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const CI_POSTGRES = path.resolve(__dirname, '..', '..', '..', 'scripts', 'ci-postgres.sh');
/** Where a cluster this setup started lives, for the teardown to stop it. */
const STARTED_CLUSTER_FILE = path.join(os.tmpdir(), `matka-api-tests-postgres-${process.pid}.json`);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/**
 * A throwaway cluster when PostgreSQL is installed but none answers (a fresh machine where `npm test` just installed
 * it): the same script `.ci/run` uses, on a free port, stopped by the teardown. Null when none can be started.
 */
async function startThrowawayCluster(): Promise<string | null> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-api-tests-pg-'));
  fs.rmdirSync(dataDir);
  try {
    const printed = execFileSync(CI_POSTGRES, ['start'], { env: { ...process.env, MATKA_PG_PORT: String(port), MATKA_PG_DATA: dataDir }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const url = /DATABASE_URL=(\S+)/.exec(printed)?.[1];
    if (!url) return null;
    fs.writeFileSync(STARTED_CLUSTER_FILE, JSON.stringify({ port, dataDir }));
    process.env.MATKA_TEST_STARTED_CLUSTER = STARTED_CLUSTER_FILE;
    return url;
  } catch {
    return null;
  }
}

/** Finds (or starts) a real PostgreSQL for the API tests to run on besides PGlite; says so either way. */
export default async function globalSetup(): Promise<void> {
  const candidates = process.env.DATABASE_URL ? [process.env.DATABASE_URL] : LOCAL_CANDIDATES;
  for (const url of candidates) {
    if (await reachable(url)) {
      process.env.MATKA_TEST_POSTGRES_URL = url;
      console.log(`\n[api tests] PGlite and PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//')}`);
      return;
    }
  }
  if (process.env.DATABASE_URL) throw new Error('DATABASE_URL is set but that PostgreSQL does not answer');
  const started = await startThrowawayCluster();
  if (started && (await reachable(started))) {
    process.env.MATKA_TEST_POSTGRES_URL = started;
    console.log(`\n[api tests] PGlite and a throwaway PostgreSQL at ${started.replace(/\/\/[^@]*@/, '//')}`);
    return;
  }
  console.log('\n[api tests] PGlite only: no PostgreSQL installed or reachable (set DATABASE_URL to add one)');
}
