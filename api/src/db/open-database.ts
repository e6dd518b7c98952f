import path from 'node:path';
import type { Config } from '../config';
import type { Database } from './database';
import { lockDataDir } from './data-dir-lock';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';
import { migrate } from './migrate';

/** Real PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR; migrated to the latest schema. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'dbPoolSize'>>): Promise<Database> {
  if (config.databaseUrl) return migrated(await openPostgresDatabase(config.databaseUrl, config.dbPoolSize));
  if (config.dataDir.startsWith('memory://')) return migrated(await openPgliteDatabase(config.dataDir));
  // One server per embedded folder: PGlite has no lock of its own, and a second writer loses data silently.
  const release = lockDataDir(config.dataDir);
  try {
    const db = await migrated(await openPgliteDatabase(path.join(config.dataDir, 'pglite')));
    const close = db.close;
    return Object.assign(db, {
      close: async () => {
        await close();
        release();
      },
    });
  } catch (error) {
    release();
    throw error;
  }
}

async function migrated(db: Database): Promise<Database> {
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
