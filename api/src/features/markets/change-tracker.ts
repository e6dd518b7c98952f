import type { Notices, Queryable } from '../../db/database';
import { NOTICES, parseNotice } from '../notices';

const newEpoch = () => Math.random().toString(36).slice(2, 8);

/**
 * Versions for the polled calls' ETags, kept in memory so an unchanged poll is answered 304 without a market, result
 * or wallet query: one version for markets and results, one per player for wallet and betting flag. Every instance
 * hears every change (db.notices: PostgreSQL NOTIFY between instances), so a poll anywhere sees a change made
 * anywhere within moments. An ETag is this instance's own (its epoch): a client moving to another instance gets one
 * 200, never a stale 304. While notices may be missing (the listening connection is down) no 304 is answered, and
 * when they come back the epoch changes, so every ETag held before is stale.
 */
export class ChangeTracker {
  private marketsVersion = 1;
  private readonly playerVersions = new Map<number, number>();
  // A random start, so a restarted server never reuses an ETag a client still holds.
  private epoch = newEpoch();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Queryable & { notices: Notices },
  ) {
    this.unsubscribe = db.notices.subscribe(
      (notice) => this.heard(notice),
      () => {
        this.epoch = newEpoch();
      },
    );
  }

  private heard(notice: string): void {
    const heard = parseNotice(notice);
    if (heard?.kind === 'markets') this.marketsVersion += 1;
    if (heard?.kind === 'wallet' || heard?.kind === 'account') {
      this.playerVersions.set(heard.userId, (this.playerVersions.get(heard.userId) ?? 0) + 1);
    }
  }

  /** Announces a change of markets or results (in `within`'s transaction, when given). */
  marketsChanged(within: Queryable = this.db): void {
    within.notify(NOTICES.markets);
  }

  /** Announces a change of a player's account (betting flag, name). */
  playerChanged(userId: number, within: Queryable = this.db): void {
    within.notify(NOTICES.account(userId));
  }

  /** The ETag of a polled answer (what changed, plus the IST minute), or null while changes may go unheard. */
  etag(call: string, minute: number, userId?: number): string | null {
    if (!this.db.notices.live) return null;
    const player = userId === undefined ? '-' : `${userId}.${this.playerVersions.get(userId) ?? 0}`;
    return `"${call}:${this.epoch}:${this.marketsVersion}:${player}:${minute}"`;
  }

  close(): void {
    this.unsubscribe();
  }
}
