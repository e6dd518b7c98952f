import path from 'node:path';
import type { Config } from '../config';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';
import { migrate } from './migrate';

/** Real PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR; migrated to the latest schema. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  const db = config.databaseUrl
    ? await openPostgresDatabase(config.databaseUrl)
    : await openPgliteDatabase(config.dataDir.startsWith('memory://') ? config.dataDir : path.join(config.dataDir, 'pglite'));
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
