import type { Queryable, SqlValue } from '../../db/database';

/** What a notification is about: a result, the player's money, or an operator's notice. */
export type NotificationKind = 'result' | 'money' | 'notice';

/** A notification for one player: what the inbox lists and the push carries. */
export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  /** A later notification of the same topic replaces this one (the inbox keeps the latest; the device shows one). */
  topic: string | null;
  title: string;
  body: string;
  /** The app's screen a tap opens. */
  url: string;
}

/** A player's choices: which kinds are pushed, and whether only money is pushed at night. */
export interface PushPreferences {
  results: boolean;
  money: boolean;
  notices: boolean;
  quiet_hours: boolean;
}

export const DEFAULT_PREFERENCES: PushPreferences = { results: true, money: true, notices: false, quiet_hours: true };

/**
 * Notifications a SELECT makes, one row per player: `user_id`, `kind`, `topic` ('' for none), `title`, `body`, `url`,
 * with its own `$1…` parameters. The database makes them from the event's rows (a declaration's bids, an audience),
 * so 20,000 players' notifications never cross to the server and back.
 */
export interface NotificationRows {
  sql: string;
  params: SqlValue[];
}

/** What a queueing wrote: notifications (one a player), pushes (one a device), and the players pushed. */
export interface QueuedNotifications {
  notified: number;
  queued: number;
  pushed: number;
}

/**
 * Keeps the notifications in the players' inboxes and queues a push to each of their devices whose player wants that
 * kind (at `quiet` hours, money only, for players who keep quiet hours): in the caller's transaction, so an event and
 * its notifications commit together. One statement whatever the number of players.
 */
export async function queueNotificationsFrom(tx: Queryable, rows: NotificationRows, at: Date, quiet: boolean): Promise<QueuedNotifications> {
  const at$ = `$${rows.params.length + 1}`;
  const quiet$ = `$${rows.params.length + 2}`;
  const [counts] = await tx.query<{ notified: number; queued: number; pushed: number }>(
    `WITH given AS (${rows.sql}), saved AS (
       INSERT INTO notifications AS n (user_id, kind, topic, title, body, url, created_at)
       SELECT user_id, kind, NULLIF(topic, ''), title, body, url, ${at$} FROM given
       ON CONFLICT (user_id, topic) WHERE topic IS NOT NULL
       DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body, url = EXCLUDED.url, created_at = EXCLUDED.created_at, read_at = NULL
       RETURNING n.id, n.user_id, n.kind
     ), replaced AS (
       DELETE FROM push_outbox o USING saved s WHERE o.notification_id = s.id
     ), pushed AS (
       INSERT INTO push_outbox (notification_id, subscription_id, next_at)
       SELECT s.id, d.id, ${at$} FROM saved s
         JOIN push_subscriptions d ON d.user_id = s.user_id
         LEFT JOIN push_preferences f ON f.user_id = s.user_id
        WHERE ${WANTS_PUSH('s.kind', 'f', quiet$)}
       RETURNING notification_id
     )
     SELECT (SELECT count(*) FROM saved)::int AS notified, count(*)::int AS queued, count(DISTINCT notification_id)::int AS pushed FROM pushed`,
    [...rows.params, at, quiet],
  );
  return { notified: Number(counts?.notified ?? 0), queued: Number(counts?.queued ?? 0), pushed: Number(counts?.pushed ?? 0) };
}

/**
 * Whether a player's preferences (`f`, a row of push_preferences or NULLs: the defaults) want a push of `kind` now
 * (`quiet`: a boolean parameter, whether it is night in IST): the one place the defaults and quiet hours are applied.
 */
export const WANTS_PUSH = (kind: string, f: string, quiet: string) =>
  `CASE ${kind} WHEN 'result' THEN COALESCE(${f}.results, ${DEFAULT_PREFERENCES.results}) WHEN 'money' THEN COALESCE(${f}.money, ${DEFAULT_PREFERENCES.money})
        ELSE COALESCE(${f}.notices, ${DEFAULT_PREFERENCES.notices}) END
   AND (${kind} = 'money' OR NOT ${quiet}::boolean OR NOT COALESCE(${f}.quiet_hours, ${DEFAULT_PREFERENCES.quiet_hours}))`;

/** Notifications the server made, each of one player (a few money events at a time): `queueNotificationsFrom` over them. */
export function queueNotifications(tx: Queryable, rows: readonly NewNotification[], at: Date, quiet: boolean): Promise<QueuedNotifications> {
  if (rows.length === 0) return Promise.resolve({ notified: 0, queued: 0, pushed: 0 });
  return queueNotificationsFrom(
    tx,
    {
      sql: 'SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS r (user_id, kind, topic, title, body, url)',
      params: [
        rows.map((row) => row.userId),
        rows.map((row) => row.kind),
        rows.map((row) => row.topic ?? ''),
        rows.map((row) => row.title),
        rows.map((row) => row.body),
        rows.map((row) => row.url),
      ],
    },
    at,
    quiet,
  );
}

/** A push claimed for delivery: the notification and the device it goes to. */
export interface DuePush {
  id: number;
  attempts: number;
  notificationId: number;
  kind: NotificationKind;
  topic: string | null;
  title: string;
  body: string;
  url: string;
  createdAt: Date;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Claims up to `limit` pushes due at `now` for `leaseMs` (SKIP LOCKED: two instances never take the same row; a row
 * whose instance died is due again when its lease ends), counting the attempt. A claimed row whose notification or
 * device is gone (the outbox has no foreign keys: migration 033) is deleted instead.
 */
export async function claimDuePushes(db: Queryable, now: Date, limit: number, leaseMs: number): Promise<DuePush[]> {
  const rows = await db.query<Record<string, unknown>>(
    `WITH due AS (SELECT id FROM push_outbox WHERE next_at <= $1 ORDER BY next_at, id LIMIT $3 FOR UPDATE SKIP LOCKED),
     orphans AS (
       DELETE FROM push_outbox o USING due
        WHERE o.id = due.id
          AND (NOT EXISTS (SELECT 1 FROM notifications n WHERE n.id = o.notification_id)
               OR NOT EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.id = o.subscription_id))
     )
     UPDATE push_outbox o SET next_at = $2, attempts = o.attempts + 1
       FROM due, notifications n, push_subscriptions s
      WHERE o.id = due.id AND n.id = o.notification_id AND s.id = o.subscription_id
      RETURNING o.id, o.attempts, n.id AS notification_id, n.kind, n.topic, n.title, n.body, n.url, n.created_at,
                s.id AS subscription_id, s.endpoint, s.p256dh, s.auth`,
    [now, new Date(now.getTime() + leaseMs), limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    attempts: Number(row.attempts),
    notificationId: Number(row.notification_id),
    kind: row.kind as NotificationKind,
    topic: (row.topic as string | null) ?? null,
    title: String(row.title),
    body: String(row.body),
    url: String(row.url),
    createdAt: new Date(row.created_at as Date),
    subscriptionId: Number(row.subscription_id),
    endpoint: String(row.endpoint),
    p256dh: String(row.p256dh),
    auth: String(row.auth),
  }));
}

/** The pushes the push services took (or that are given up): out of the outbox. */
export async function removePushes(db: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.query('DELETE FROM push_outbox WHERE id = ANY($1::bigint[])', [[...ids]]);
}

/** Devices whose push service says the subscription is gone (404, 410): removed, and their queued pushes with them. */
export async function removeSubscriptions(db: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `WITH gone AS (DELETE FROM push_subscriptions WHERE id = ANY($1::bigint[]) RETURNING id)
     DELETE FROM push_outbox WHERE subscription_id IN (SELECT id FROM gone)`,
    [[...ids]],
  );
}

/** A push that failed: due again at `nextAt`, with why. */
export async function retryPush(db: Queryable, id: number, nextAt: Date, error: string): Promise<void> {
  await db.query('UPDATE push_outbox SET next_at = $2, last_error = $3 WHERE id = $1', [id, nextAt, error.slice(0, 500)]);
}

/** Stores a device's subscription for the player (a device signed in as another player before is now this player's). */
export async function saveSubscription(db: Queryable, userId: number, target: { endpoint: string; p256dh: string; auth: string }, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth`,
    [userId, target.endpoint, target.p256dh, target.auth, at],
  );
}

export async function deleteSubscription(db: Queryable, userId: number, endpoint: string): Promise<void> {
  await db.query(
    `WITH gone AS (DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2 RETURNING id)
     DELETE FROM push_outbox WHERE subscription_id IN (SELECT id FROM gone)`,
    [userId, endpoint],
  );
}

export async function preferencesOf(db: Queryable, userId: number): Promise<PushPreferences> {
  const [row] = await db.query<PushPreferences>('SELECT results, money, notices, quiet_hours FROM push_preferences WHERE user_id = $1', [userId]);
  return row ?? DEFAULT_PREFERENCES;
}

export async function savePreferences(db: Queryable, userId: number, preferences: PushPreferences): Promise<void> {
  await db.query(
    `INSERT INTO push_preferences (user_id, results, money, notices, quiet_hours) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO UPDATE SET results = EXCLUDED.results, money = EXCLUDED.money, notices = EXCLUDED.notices, quiet_hours = EXCLUDED.quiet_hours`,
    [userId, preferences.results, preferences.money, preferences.notices, preferences.quiet_hours],
  );
}

/** A notification as the inbox lists it. */
export interface InboxEntry {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  url: string;
  created_at: Date;
  read: boolean;
}

/** The player's notifications since `since`, unread first, newest first, at most `limit`; and how many are unread. */
export async function inboxOf(db: Queryable, userId: number, since: Date, limit: number): Promise<{ entries: InboxEntry[]; unread: number }> {
  const entries = await db.query<InboxEntry>(
    `SELECT id::int AS id, kind, title, body, url, created_at, read_at IS NOT NULL AS read FROM notifications
      WHERE user_id = $1 AND created_at >= $2 ORDER BY read_at IS NOT NULL, created_at DESC, id DESC LIMIT $3`,
    [userId, since, limit],
  );
  const [count] = await db.query<{ unread: number }>('SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND created_at >= $2 AND read_at IS NULL', [userId, since]);
  return { entries, unread: count?.unread ?? 0 };
}

/** Marks the player's notifications read: these ids, or all of them. */
export async function markRead(db: Queryable, userId: number, ids: readonly number[] | 'all', at: Date): Promise<void> {
  if (ids === 'all') await db.query('UPDATE notifications SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL', [userId, at]);
  else await db.query('UPDATE notifications SET read_at = $3 WHERE user_id = $1 AND id = ANY($2::bigint[]) AND read_at IS NULL', [userId, [...ids], at]);
}
