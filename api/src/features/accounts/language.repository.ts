import type { Queryable } from '../../db/database';
import { isLanguage, type Language } from '@matka/shared-kernel/language-rules';

/** The language the player with this number chose, or null (no such player, or never chosen). */
export async function languageOfMobile(db: Queryable, mobile: string): Promise<Language | null> {
  const [row] = await db.query<{ language: string | null }>('SELECT language FROM users WHERE mobile = $1', [mobile]);
  return isLanguage(row?.language) ? row.language : null;
}

/** The language a player chose. */
export async function saveLanguage(db: Queryable, userId: number, language: Language): Promise<void> {
  await db.query('UPDATE users SET language = $2 WHERE id = $1', [userId, language]);
}
