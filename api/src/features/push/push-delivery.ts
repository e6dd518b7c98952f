import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { PushOptions, PushSender } from '../../platform/push-sender';
import { claimDuePushes, removePushes, removeSubscriptions, retryPush, type DuePush, type NotificationKind } from './notifications.repository';

/** How each kind is delivered: how long the push service keeps it for a device that is off, and how urgent it is. */
export const DELIVERY: Record<NotificationKind, { ttlSeconds: number; urgency: PushOptions['urgency'] }> = {
  money: { ttlSeconds: 24 * 3600, urgency: 'high' },
  result: { ttlSeconds: 6 * 3600, urgency: 'normal' },
  notice: { ttlSeconds: 12 * 3600, urgency: 'low' },
};
/** Tries of one push before it is given up (it stays in the inbox). */
export const MAX_ATTEMPTS = 6;
/** The wait after the n-th failed try: 30 s, 1 min, 2 min… at most 30 min. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
/** A claim lasts this long: a push whose instance died mid-send is due again after it. */
const LEASE_MS = 60_000;

/** The push a device receives: what its service worker shows (title, body), opens on a tap (url) and replaces by (tag). */
export function pushPayload(push: DuePush): string {
  return JSON.stringify({ id: push.notificationId, title: push.title, body: push.body, url: push.url, tag: push.topic ?? `n${push.notificationId}` });
}

/** The push service's Topic header: a later push of the same market replaces one still waiting (≤ 32 URL-safe characters). */
const topicHeader = (topic: string | null) => (topic === null ? undefined : topic.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 32));

/**
 * Hands the outbox's pushes to the push services, on every instance: each round claims what is due (SKIP LOCKED, a
 * lease), sends `concurrency` at a time, then removes what was taken, removes devices that are gone (404, 410) and
 * puts the rest back with a backoff; a push past its TTL or its tries is given up.
 */
export class PushDelivery {
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<number> | null = null;
  private again = false;

  constructor(
    private readonly deps: { db: Database; clock: Clock; sender: PushSender; batch: number; concurrency: number; log?: (line: string) => void },
  ) {}

  /** Works the outbox every `pollMs` (and at once when `nudge`d) until `stop`. */
  start(pollMs: number): void {
    if (this.timer || pollMs <= 0) return;
    this.timer = setInterval(() => this.nudge(), pollMs);
    this.timer.unref();
  }

  /** Something was queued: work the outbox now (or right after the round under way). */
  nudge(): void {
    void this.drain().catch((error: unknown) => this.deps.log?.(`push delivery: ${error instanceof Error ? error.message : String(error)}`));
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.draining?.catch(() => 0);
  }

  /**
   * Rounds until nothing is due; how many pushes the push services took. One drain at a time per instance: asked
   * while one runs, that one goes round once more.
   */
  drain(): Promise<number> {
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.draining = (async () => {
      let sent = 0;
      try {
        do {
          this.again = false;
          const taken = await this.round();
          sent += taken.sent;
          if (taken.claimed === this.deps.batch) this.again = true;
        } while (this.again);
      } finally {
        this.draining = null;
      }
      return sent;
    })();
    return this.draining;
  }

  private async round(): Promise<{ claimed: number; sent: number }> {
    const { db, clock, sender } = this.deps;
    const due = await claimDuePushes(db, clock(), this.deps.batch, LEASE_MS);
    const done: number[] = [];
    const gone: number[] = [];
    const failed: Array<{ push: DuePush; error: string }> = [];
    let next = 0;
    const worker = async () => {
      while (next < due.length) {
        const push = due[next++]!;
        const options = DELIVERY[push.kind];
        const answer = await sender.send({ endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } }, pushPayload(push), {
          ...options,
          topic: topicHeader(push.topic),
        });
        if (answer.status >= 200 && answer.status < 300) done.push(push.id);
        else if (answer.status === 404 || answer.status === 410) gone.push(push.subscriptionId);
        else failed.push({ push, error: `${answer.status || 'no answer'}: ${answer.error ?? ''}` });
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.deps.concurrency, due.length) }, worker));
    const now = clock();
    const givenUp: number[] = [];
    for (const { push, error } of failed) {
      const expires = push.createdAt.getTime() + DELIVERY[push.kind].ttlSeconds * 1000;
      const retryAt = now.getTime() + backoffMs(push.attempts);
      if (push.attempts >= MAX_ATTEMPTS || retryAt > expires) givenUp.push(push.id);
      else await retryPush(db, push.id, new Date(retryAt), error);
    }
    await removePushes(db, [...done, ...givenUp]);
    await removeSubscriptions(db, gone);
    if (givenUp.length > 0) this.deps.log?.(`push delivery: ${givenUp.length} push(es) given up`);
    return { claimed: due.length, sent: done.length };
  }
}
