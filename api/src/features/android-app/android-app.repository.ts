import type { Queryable } from '../../db/database';

/** The uploaded Android app as every instance describes it; its bytes are read apart (`apkContent`). */
export interface StoredApk {
  fileName: string;
  bytes: number;
  sha256: string;
  uploadedAt: Date;
  uploadedBy: string;
}

type ApkRow = { file_name: string; bytes: string | number; sha256: string; uploaded_at: Date; uploaded_by: string };

const stored = (row: ApkRow): StoredApk => ({
  fileName: row.file_name,
  bytes: Number(row.bytes),
  sha256: row.sha256,
  uploadedAt: row.uploaded_at,
  uploadedBy: row.uploaded_by,
});

/** The APK players download now, or null before the first upload. */
export async function findApk(db: Queryable): Promise<StoredApk | null> {
  const [row] = await db.query<ApkRow>('SELECT file_name, bytes, sha256, uploaded_at, uploaded_by FROM android_app WHERE id = 1');
  return row ? stored(row) : null;
}

/** The file's bytes, if it is still the one with this checksum (an upload since replaced it otherwise). */
export async function apkContent(db: Queryable, sha256: string): Promise<Buffer | null> {
  const [row] = await db.query<{ content: Uint8Array }>('SELECT content FROM android_app WHERE id = 1 AND sha256 = $1', [sha256]);
  return row ? Buffer.from(row.content) : null;
}

/** Stores an upload in place of the one before. */
export async function replaceApk(db: Queryable, apk: StoredApk, content: Buffer): Promise<void> {
  await db.query(
    `INSERT INTO android_app (id, file_name, content, bytes, sha256, uploaded_at, uploaded_by) VALUES (1, $1, $2, $3, $4, $5, $6)
     ON CONFLICT (id) DO UPDATE SET file_name = $1, content = $2, bytes = $3, sha256 = $4, uploaded_at = $5, uploaded_by = $6`,
    [apk.fileName, content, apk.bytes, apk.sha256, apk.uploadedAt, apk.uploadedBy],
  );
}
