import * as z from '../zod';
import { baseResponse, looseList, looseText } from './lenient';

const empty = z.object({});
/** A Web Push endpoint: the push service's https URL for one device. */
const endpoint = z.string().check(z.maxLength(1000), z.regex(/^https:\/\/\S+$/, 'the subscription endpoint is an https URL'));
/** The base64url keys a browser gives with its subscription. */
const key = (max: number) => z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+=*$/, 'the subscription keys are base64url text'));

/** What the player has pushed: each kind on or off, and quiet hours (23:00–07:00 IST: only money). */
export const pushPreferencesSchema = z.object({ results: z.boolean(), money: z.boolean(), notices: z.boolean(), quiet_hours: z.boolean() });

export const inboxEntrySchema = z.object({
  id: z.number(),
  /** result, money or notice. */
  kind: looseText,
  title: looseText,
  body: looseText,
  /** The app's screen a tap opens (a path of PATHS). */
  url: looseText,
  created_at: looseText,
  read: z.boolean(),
});

/** Push to the player and the inbox (ours: docs/operations.md, "Push notifications"). */
export const inboxCalls = {
  /** The server's VAPID public key, for PushManager.subscribe's applicationServerKey. */
  'api-push-key': () => ({ request: empty, response: z.extend(baseResponse, { public_key: looseText }) }),
  /** This device takes pushes for the signed-in player (PushSubscription.toJSON()). */
  'api-push-subscribe': () => ({
    request: z.object({ endpoint, keys: z.object({ p256dh: key(200), auth: key(100) }) }),
    response: baseResponse,
  }),
  /** This device takes no more pushes. */
  'api-push-unsubscribe': () => ({ request: z.object({ endpoint }), response: baseResponse }),
  /** The player's choices; the fields sent change them (none: read them). */
  'api-push-preferences': () => ({
    request: z.object({ results: z.optional(z.boolean()), money: z.optional(z.boolean()), notices: z.optional(z.boolean()), quiet_hours: z.optional(z.boolean()) }),
    response: z.extend(baseResponse, { preferences: pushPreferencesSchema }),
  }),
  /** The player's notifications of the last 30 days, unread first, and how many are unread. */
  'api-inbox': () => ({ request: empty, response: z.extend(baseResponse, { notifications: looseList(inboxEntrySchema), unread: z.number() }) }),
  /** Marks notifications read: these ids, or every one (`all`). */
  'api-inbox-read': () => ({
    request: z.object({ ids: z.optional(z.array(z.int().check(z.positive())).check(z.maxLength(500))), all: z.optional(z.boolean()) }),
    response: z.extend(baseResponse, { unread: z.number() }),
  }),
};
