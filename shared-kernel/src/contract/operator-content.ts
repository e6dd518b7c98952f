/**
 * The operator contract's content area: the settings operators set for the app, the owners' acknowledgements of
 * changes to theirs, and the Android app players download.
 */
import * as z from '../zod';
import { id, type OperatorCallSpec } from './operator-fields';
import { changeNote } from './operator-releases';

/** The app's content, one setting per key (each key's fields are checked by the server's settings). */
export const CONTENT_KEYS = ['contacts', 'withdraw', 'deposit', 'rules', 'how_to_play', 'headlines', 'payment', 'slider_images', 'android_app'] as const;

/** The Android app players download, as the operator API describes it (never its bytes). */
const androidApk = z.object({ file_name: z.string(), bytes: z.number(), sha256: z.string(), uploaded_at: z.string(), uploaded_by: z.string() });

/** The name an uploaded APK is downloaded under: letters, digits, `.`, `_`, `-`, ending in `.apk`. */
export const apkFileName = z.string().check(z.regex(/^[\w.-]{1,80}\.apk$/, 'a file name ending in .apk (letters, digits, . _ -)'));

export type ContentKey = (typeof CONTENT_KEYS)[number];

/**
 * The content that decides where players' money goes and on what terms — the UPI ids and QR they pay into, the numbers
 * they call or chat with about a payment (and the app link), the withdrawal window and minimums, the deposit and
 * withdrawal rules: the owners' alone, and every change to it is shown to every owner until they acknowledge it.
 * The rest (How To Play, headlines, slider images) is also support's.
 */
export const OWNER_CONTENT_KEYS = ['payment', 'contacts', 'withdraw', 'deposit', 'rules'] as const satisfies readonly ContentKey[];

/** Whether a content key is the owners' alone (`OWNER_CONTENT_KEYS`). */
export const isOwnerContent = (key: string) => (OWNER_CONTENT_KEYS as readonly string[]).includes(key);

/** A change to the owners' content (`OWNER_CONTENT_KEYS`) not yet acknowledged: its audit row. */
const contentChange = z.object({ id: z.number(), at: z.string(), actor: z.string(), key: z.enum(CONTENT_KEYS), change: z.string(), note: z.string() });

/** The newest unacknowledged changes (at most 20) and how many there are in all. */
export const contentChanges = z.object({ count: z.number(), changes: z.array(contentChange) });

/** The content area's calls (OPERATOR_CALLS in operator.ts holds every area's). */
export const CONTENT_CALLS = {
  // The app's content.
  'content.show': { method: 'GET', path: '/operator/content', summary: 'Every setting of the app’s content', response: z.record(z.enum(CONTENT_KEYS), z.unknown()) },
  'content.set': {
    method: 'POST',
    path: '/operator/content/:key',
    summary: 'Change one setting: an object is merged into the current value (`note` goes to the audit list), a list replaces it',
    params: z.object({ key: z.enum(CONTENT_KEYS) }),
    body: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]),
    response: z.record(z.string(), z.unknown()),
  },
  'content.changes': {
    method: 'GET',
    path: '/operator/content/changes',
    summary: 'Changes to payment ids, contact numbers and money rules you have not acknowledged, newest first (owners)',
    response: contentChanges,
  },
  'content.acknowledge': {
    method: 'POST',
    path: '/operator/content/changes/:id/acknowledge',
    summary: 'Acknowledge one change to payment ids, contact numbers or money rules: Today stops showing it to you',
    params: z.object({ id }),
    body: z.object(changeNote),
    response: z.object({ id: z.number(), acknowledged: z.boolean(), changed: z.boolean() }),
  },
  // The Android app players download (the legacy clients' "Download App").
  'app.apk.show': {
    method: 'GET',
    path: '/operator/app/apk',
    summary: 'The Android app players download: its name, size and SHA-256 (null before the first upload), where it is served, the size cap',
    response: z.object({ apk: z.nullable(androidApk), paths: z.array(z.string()), max_bytes: z.number() }),
  },
  'app.apk.upload': {
    method: 'POST',
    path: '/operator/app/apk',
    summary: 'Upload the Android app players download (the .apk as application/vnd.android.package-archive): it replaces the one before',
    query: z.object({ file_name: z._default(apkFileName, 'app.apk'), note: z.optional(z.string()) }),
    upload: 'application/vnd.android.package-archive',
    response: z.object({ apk: androidApk }),
  },
} as const satisfies Record<string, OperatorCallSpec>;

// The answers' shapes the console names.
export type ContentChange = z.output<typeof contentChange>;
