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

/** Finds a real PostgreSQL for the API tests to run on besides PGlite; says so either way. */
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
  console.log('\n[api tests] PGlite only: no PostgreSQL reachable (set DATABASE_URL to add one)');
}
