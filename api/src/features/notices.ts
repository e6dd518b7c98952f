/**
 * What changed, as every server instance is told (`db.notify`, `db.notices.confirm`): the one vocabulary of notices,
 * built and read here. Polled answers' ETags follow markets, wallets and accounts (ChangeTracker); cached sessions
 * follow accounts and ended sessions (sessions.ts).
 */
export const NOTICES = {
  /** Markets, results or their times changed (every market list). */
  markets: 'm',
  /** A player's balance changed. */
  wallet: (userId: number) => `p:${userId}`,
  /** A player's account changed (betting flag, name). */
  account: (userId: number) => `u:${userId}`,
  /** One session ended (logout), by its token's hash. */
  sessionEnded: (tokenHash: string) => `t:${tokenHash}`,
  /** Every session of a player ended (password changed or reset). */
  sessionsEnded: (userId: number) => `s:${userId}`,
} as const;

export type Notice =
  | { kind: 'markets' }
  | { kind: 'wallet' | 'account' | 'sessionsEnded'; userId: number }
  | { kind: 'sessionEnded'; tokenHash: string };

const PLAYER_KINDS = { p: 'wallet', u: 'account', s: 'sessionsEnded' } as const;

/** A notice as NOTICES built it; null for anything else. */
export function parseNotice(notice: string): Notice | null {
  if (notice === NOTICES.markets) return { kind: 'markets' };
  if (notice.startsWith('t:')) return { kind: 'sessionEnded', tokenHash: notice.slice(2) };
  const player = /^([pus]):(\d+)$/.exec(notice);
  return player ? { kind: PLAYER_KINDS[player[1] as keyof typeof PLAYER_KINDS], userId: Number(player[2]) } : null;
}
