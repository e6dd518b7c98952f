import crypto from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../src/db/database';
import { openDatabase } from '../../src/db/open-database';

export interface TestDatabase {
  /** `pglite` or `postgres`, for test names. */
  mode: string;
  /** A new, empty, migrated database of this kind; `drop` removes it. */
  create(): Promise<{ db: Database; url: string | undefined; drop(): Promise<void> }>;
}

const pglite: TestDatabase = {
  mode: 'pglite',
  async create() {
    const db = await openDatabase({ dataDir: 'memory://', databaseUrl: undefined });
    return { db, url: undefined, drop: () => db.close() };
  },
};

function postgres(adminUrl: string): TestDatabase {
  return {
    mode: 'postgres',
    async create() {
      const name = `matka_test_${crypto.randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const db = await openDatabase({ dataDir: 'memory://', databaseUrl: url.href });
      return {
        db,
        url: url.href,
        async drop() {
          await db.close();
          const cleaner = new pg.Client({ connectionString: adminUrl });
          await cleaner.connect();
          await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await cleaner.end();
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL too where global-setup found one. Use with `describe.each`. */
export function testDatabases(): TestDatabase[] {
  const url = process.env.MATKA_TEST_POSTGRES_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}
