import { istMinutes } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';
import type { Database, Queryable } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { PushSender } from '../../platform/push-sender';
import { PUSH_MESSAGES } from './messages';
import {
  deleteSubscription,
  inboxOf,
  markRead,
  preferencesOf,
  queueNotifications,
  queueNotificationsFrom,
  savePreferences,
  saveSubscription,
  type NewNotification,
  type NotificationRows,
  type PushPreferences,
  type QueuedNotifications,
} from './notifications.repository';
import type { AudienceRows } from './operator-notices.repository';

/** A PostgreSQL array literal of whole numbers (`{1,2,3}`): one `join`, where the driver's array encoding of 20,000 values is slow. */
const numberList = (values: readonly number[]) => `{${values.join(',')}}`;

/** Night in IST (23:00–07:00): a player who keeps quiet hours gets only money pushed then (the inbox has the rest). */
const QUIET = { from: 23 * 60, until: 7 * 60 };
export const isQuietHour = (at: Date) => istMinutes(at) >= QUIET.from || istMinutes(at) < QUIET.until;

/** How long the inbox keeps a notification. */
export const INBOX_DAYS = 30;
const INBOX_LIMIT = 200;

/** A money event for one player, as the screens that show it name it. */
export type MoneyEvent =
  | { kind: 'deposit approved'; amount: number }
  | { kind: 'deposit rejected'; amount: number; reason: string }
  | { kind: 'withdrawal paid'; amount: number; utr: string }
  | { kind: 'withdrawal cancelled'; amount: number; reason: string }
  | { kind: 'points received'; amount: number; from: string };

function moneyNotification(userId: number, event: MoneyEvent): NewNotification {
  const base = { userId, kind: 'money' as const, topic: null };
  switch (event.kind) {
    case 'deposit approved':
      return { ...base, ...PUSH_MESSAGES.depositApproved(event.amount), url: PATHS.depositHistory };
    case 'deposit rejected':
      return { ...base, ...PUSH_MESSAGES.depositRejected(event.amount, event.reason), url: PATHS.depositHistory };
    case 'withdrawal paid':
      return { ...base, ...PUSH_MESSAGES.withdrawalPaid(event.amount, event.utr), url: PATHS.withdrawHistory };
    case 'withdrawal cancelled':
      return { ...base, ...PUSH_MESSAGES.withdrawalCancelled(event.amount, event.reason), url: PATHS.withdrawHistory };
    case 'points received':
      return { ...base, ...PUSH_MESSAGES.pointsReceived(event.amount, event.from), url: PATHS.transactions };
  }
}

/**
 * Push to the player: devices subscribe, players choose what they get, events become notifications (the inbox) and
 * queued pushes in the event's own transaction; `push-delivery.ts` hands them to the push services.
 */
export function pushService(deps: { db: Database; clock: Clock; sender: PushSender; onQueued?: () => void }) {
  const { db, clock } = deps;
  /** Queues in the caller's transaction; the delivery is woken once it has committed. */
  const wake = (tx: Queryable, queued: QueuedNotifications) => {
    if (queued.queued > 0 && deps.onQueued) tx.afterCommit(deps.onQueued);
    return queued;
  };
  const queue = async (tx: Queryable, rows: readonly NewNotification[]) => {
    const now = clock();
    return wake(tx, await queueNotifications(tx, rows, now, isQuietHour(now)));
  };
  const queueFrom = async (tx: Queryable, rows: NotificationRows) => {
    const now = clock();
    return wake(tx, await queueNotificationsFrom(tx, rows, now, isQuietHour(now)));
  };
  return {
    publicKey: deps.sender.publicKey,
    subscribe: (userId: number, target: { endpoint: string; p256dh: string; auth: string }) => saveSubscription(db, userId, target, clock()),
    unsubscribe: (userId: number, endpoint: string) => deleteSubscription(db, userId, endpoint),
    preferences: (userId: number) => preferencesOf(db, userId),
    async choose(userId: number, changes: Partial<PushPreferences>): Promise<PushPreferences> {
      return db.transaction(async (tx) => {
        const chosen = { ...(await preferencesOf(tx, userId)), ...changes };
        await savePreferences(tx, userId, chosen);
        return chosen;
      });
    },
    inbox: (userId: number) => inboxOf(db, userId, new Date(clock().getTime() - INBOX_DAYS * 86_400_000), INBOX_LIMIT),
    read: (userId: number, ids: readonly number[] | 'all') => markRead(db, userId, ids, clock()),

    /** Money events, each of one player (an import's automatic approvals are many at once). */
    money: (tx: Queryable, events: ReadonlyArray<{ userId: number; event: MoneyEvent }>) => queue(tx, events.map(({ userId, event }) => moneyNotification(userId, event))),

    /** An operator's notice: in each player's inbox of the audience, pushed to those who chose notices (the inbox opens Home). */
    notice: (tx: Queryable, audience: AudienceRows, text: { title: string; body: string }) => {
      const at = audience.params.length;
      return queueFrom(tx, {
        sql: `SELECT a.user_id, 'notice' AS kind, '' AS topic, $${at + 1}::text AS title, $${at + 2}::text AS body, $${at + 3}::text AS url FROM (${audience.sql}) a`,
        params: [...audience.params, text.title, text.body, PATHS.home],
      });
    },

    /**
     * A declaration settled: each player whose bids it decided (`players`, with what those bids paid) learns the
     * result and what they won, one notification per player, market, day and session (declared again after a revert,
     * it replaces the earlier one). Set-based: the players go as two number arrays, and each distinct amount's text is
     * made once, here (20,000 players win a few hundred distinct amounts).
     */
    async result(
      tx: Queryable,
      declared: { marketId: number; market: string; session: string; day: string; kind: string; result: string; url: string },
      players: ReadonlyArray<{ userId: number; won: number }>,
    ) {
      if (players.length === 0) return { notified: 0, queued: 0, pushed: 0 };
      const text = (won: number) => PUSH_MESSAGES.result(declared.market, declared.session, declared.result, won);
      const amounts = [...new Set(players.map((player) => player.won))];
      return queueFrom(tx, {
        sql: `SELECT p.user_id, 'result' AS kind, $5::text AS topic, $6::text AS title, t.body, $7::text AS url
                FROM unnest($1::bigint[], $2::bigint[]) AS p (user_id, won) JOIN unnest($3::bigint[], $4::text[]) AS t (won, body) ON t.won = p.won`,
        params: [
          numberList(players.map((player) => player.userId)),
          numberList(players.map((player) => player.won)),
          amounts,
          amounts.map((won) => text(won).body),
          `result:${declared.marketId}:${declared.day}:${declared.kind}`,
          text(0).title,
          declared.url,
        ],
      });
    },
  };
}

export type PushService = ReturnType<typeof pushService>;
/** What the features that make events need of push: to tell players, in the event's transaction. */
export type PlayerNotifier = Pick<PushService, 'money' | 'result'>;
