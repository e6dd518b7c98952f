import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import { InvalidInput, UnsupportedUpload } from '../../domain-errors';
import { registerCall } from '../../http/calls';
import { absoluteUrl } from '../../http/public-url';
import type { Clock } from '../../platform/clock';
import type { SessionService } from '../accounts/sessions';
import { getSetting } from '../content/settings';
import { recordAction } from '../audit.repository';
import { principalOf } from '../operators/operator-access';
import { operatorCall } from '../operators/operator-call';
import { apkContent, findApk, replaceApk, type StoredApk } from './android-app.repository';

export const APK_TYPE = 'application/vnd.android.package-archive';
/** Where our own server serves the APK, whatever the field apps link to (APK_PATHS). */
export const APK_PATH = '/app.apk';
/** Every APK is a zip archive: its first bytes. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export interface AndroidAppDeps {
  db: Database;
  clock: Clock;
  /** APK_MAX_BYTES and APK_PATHS. */
  androidApp: { maxBytes: number; paths: string[] };
}

const described = (apk: StoredApk) => ({
  file_name: apk.fileName,
  bytes: apk.bytes,
  sha256: apk.sha256,
  uploaded_at: apk.uploadedAt.toISOString(),
  uploaded_by: apk.uploadedBy,
});

/**
 * The owner's upload of the Android app (`app.apk.*` in the operator contract): checked to be a zip archive within
 * APK_MAX_BYTES, stored in the database in place of the one before (so every instance serves it), audited with its
 * size and SHA-256.
 */
export function registerAndroidAppOperatorRoutes(scope: FastifyInstance, deps: AndroidAppDeps): void {
  const { db, clock } = deps;
  const served = [APK_PATH, ...deps.androidApp.paths];
  scope.addContentTypeParser(APK_TYPE, { parseAs: 'buffer', bodyLimit: deps.androidApp.maxBytes }, (_request, body, done) => done(null, body));
  operatorCall(scope, 'app.apk.show', { permission: 'content.read' }, async () => {
    const apk = await findApk(db);
    return { apk: apk && described(apk), paths: served, max_bytes: deps.androidApp.maxBytes };
  });
  operatorCall(
    scope,
    'app.apk.upload',
    { permission: 'android-app' },
    async ({ query, request, reply }) => {
      const content = request.body;
      if (!Buffer.isBuffer(content)) throw new UnsupportedUpload(`Send the .apk as its bytes (Content-Type: ${APK_TYPE})`, 'bad_type');
      if (!content.subarray(0, 4).equals(ZIP_MAGIC)) throw new InvalidInput('Refused: this is not an APK (an APK is a zip archive)', 'not_apk');
      const apk: StoredApk = {
        fileName: query.file_name,
        bytes: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
        uploadedAt: clock(),
        uploadedBy: principalOf(request).actor,
      };
      await db.transaction(async (tx) => {
        await replaceApk(tx, apk, content);
        await recordAction(tx, { actor: apk.uploadedBy, note: query.note ?? '' }, {
          action: 'app apk upload',
          target: apk.fileName,
          outcome: { bytes: apk.bytes, sha256: apk.sha256 },
          change: `${apk.bytes.toLocaleString('en-IN')} bytes, sha-256 ${apk.sha256}`,
        });
      });
      reply.code(201);
      return { apk: described(apk) };
    },
    { bodyLimit: deps.androidApp.maxBytes },
  );
}

/**
 * Serves the uploaded APK at /app.apk and at APK_PATHS (the field apps' "Download App" links): as an Android package,
 * downloaded under its file name, revalidated by its SHA-256 (a new upload shows at once). Each instance keeps the
 * file it last sent in memory and reads it again only when the checksum in the database has changed.
 */
export function registerAndroidAppDownloads(app: FastifyInstance, deps: Pick<AndroidAppDeps, 'db' | 'androidApp'>): void {
  let kept: { sha256: string; content: Buffer } | null = null;
  for (const url of new Set([APK_PATH, ...deps.androidApp.paths])) {
    // Sent as it is: an APK is a zip archive already, and compressing megabytes for every download costs the server.
    app.get(url, { compress: false }, async (request, reply) => {
      const apk = await findApk(deps.db);
      if (!apk) return reply.code(404).type('text/plain; charset=utf-8').send('No Android app has been uploaded yet');
      const etag = `"${apk.sha256}"`;
      reply.header('ETag', etag).header('Cache-Control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      if (kept?.sha256 !== apk.sha256) {
        const content = await apkContent(deps.db, apk.sha256);
        // Replaced between the two reads: the next request gets the new one.
        if (!content) return reply.code(503).header('Retry-After', '1').type('text/plain; charset=utf-8').send('The app is being replaced; try again');
        kept = { sha256: apk.sha256, content };
      }
      return reply.type(APK_TYPE).header('Content-Disposition', `attachment; filename="${apk.fileName}"`).send(kept.content);
    });
  }
}

/**
 * What the field Android apps read of versions (the old backend's dashboard fields, and its `api-get-app-version-details`):
 * the operator's `android_app` setting, and the uploaded APK's address on PUBLIC_URL as the link to update from (the
 * `contacts` app link before the first upload). `pop_status` 1 asks the apps to show the update prompt.
 */
export async function appVersionFields(db: Queryable, request: FastifyRequest) {
  const [versions, contacts, apk] = await Promise.all([getSetting(db, 'android_app'), getSetting(db, 'contacts'), findApk(db)]);
  const link = apk ? absoluteUrl(request, APK_PATH) : contacts.app_link;
  return {
    user_minimum_version: versions.min_version,
    user_current_version: versions.current_version || versions.min_version,
    pop_status: versions.min_version ? 1 : 0,
    message: versions.update_message,
    link,
    app_link: link,
  };
}

/** The field Android apps' version check, as the old backend answered it: one row of the dashboard's version fields. */
export function registerAndroidAppCalls(app: FastifyInstance, deps: { db: Database; appKeys: readonly string[]; sessions: SessionService }): void {
  registerCall(app, { appKeys: deps.appKeys, sessions: deps.sessions }, 'api-get-app-version-details', { auth: false }, async ({ request }) => ({
    versionDetails: [await appVersionFields(deps.db, request)],
  }));
}
