import { EventEmitter } from 'node:events';

/**
 * Versions for the polled calls' ETags, kept in memory so an unchanged poll is answered 304 without a market, result
 * or wallet query: one version for markets and results, one per player for wallet and betting flag.
 * One server instance sees its own changes; with several, put a LISTEN/NOTIFY on these bumps (docs/architecture.md).
 */
export class ChangeTracker {
  private marketsVersion = 1;
  private readonly playerVersions = new Map<number, number>();
  // A random start, so a restarted server never reuses an ETag a client still holds.
  private readonly epoch = Math.random().toString(36).slice(2, 8);

  marketsChanged(): void {
    this.marketsVersion += 1;
  }

  playerChanged(userId: number): void {
    this.playerVersions.set(userId, (this.playerVersions.get(userId) ?? 0) + 1);
  }

  /** The ETag of a polled answer: what changed, plus the IST minute (markets open and close by the minute). */
  etag(call: string, minute: number, userId?: number): string {
    const player = userId === undefined ? '-' : `${userId}.${this.playerVersions.get(userId) ?? 0}`;
    return `"${call}:${this.epoch}:${this.marketsVersion}:${player}:${minute}"`;
  }
}

/** Balance changes announced by the ledger helpers, for every tracker in this process to hear. */
export const balanceChanges = new EventEmitter().setMaxListeners(100);
