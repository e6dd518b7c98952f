import type { Queryable } from '../../db/database';

/** Operator settings in `settings`: one JSON text per key (what each key holds is settings.ts's to say). */

/** The stored text of a setting, or null if it was never set. */
export async function readSetting(db: Queryable, key: string): Promise<string | null> {
  const [row] = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]);
  return row?.value ?? null;
}

/** Stores a setting's text, replacing the earlier one. */
export async function writeSetting(db: Queryable, key: string, value: string): Promise<void> {
  await db.query(
    `INSERT INTO settings (key, value, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, value],
  );
}
