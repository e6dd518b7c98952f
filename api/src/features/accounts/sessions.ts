import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { hashToken, newSessionToken } from '../../platform/tokens';
import { NOTICES, parseNotice } from '../notices';
import { deleteSession, deleteSessionsOf, findSessionUser, insertSession } from './sessions.repository';

/** The signed-in player a request acts for. */
export interface SessionUser {
  id: number;
  name: string;
  mobile: string;
  bettingEnabled: boolean;
}

export interface SessionService {
  /** Opens a session and returns its token (only its hash is stored). */
  open(userId: number): Promise<string>;
  find(token: string): Promise<SessionUser | null>;
  /** Ends one session; resolves once no instance can take the token any more. */
  end(token: string): Promise<void>;
  /** Ends every session of a player but `except` (a token); resolves once no instance can take any of them any more. */
  endAll(userId: number, except?: string): Promise<void>;
  readonly maxAgeSeconds: number;
  close(): void;
}

const MAX_CACHED = 100_000;

interface Cached {
  user: SessionUser;
  expiresAt: number;
  /** Until when (this process's monotonic ms) the entry may answer: from when its lookup began, so never older. */
  freshUntil: number;
}

/**
 * Sessions in the database, and the positive answers of recent lookups in memory for `cacheMs`, so a poll does not
 * pay a query for its session. What keeps the cache true, on every instance:
 * - an ended session (logout, password change or reset) is announced to every instance, and the call that ends it
 *   resolves only when every listening instance has dropped it (each acknowledges), or after `cacheMs` at the
 *   latest, when any entry taken before the end has expired: once logout has answered, the token is refused
 *   everywhere;
 * - a lookup that was under way while a session ended is not kept;
 * - a changed account (betting switched off, new name) drops that player's entries;
 * - while an instance may miss notices (its listening connection is down) it keeps and uses nothing.
 */
export function sessionService(db: Database, clock: Clock, days: number, cacheMs = 5000): SessionService {
  const maxAgeSeconds = days * 24 * 60 * 60;
  const cache = new Map<string, Cached>();
  const byUser = new Map<number, Set<string>>();
  /** Bumped by every drop: a lookup that saw it change while under way keeps nothing. */
  let drops = 0;
  const now = () => performance.now();

  const forget = (hash: string) => {
    const entry = cache.get(hash);
    if (!entry) return;
    cache.delete(hash);
    byUser.get(entry.user.id)?.delete(hash);
  };
  const forgetUser = (userId: number) => {
    for (const hash of byUser.get(userId) ?? []) cache.delete(hash);
    byUser.delete(userId);
  };
  const forgetAll = () => {
    cache.clear();
    byUser.clear();
  };
  const unsubscribe = db.notices.subscribe(
    (notice) => {
      const heard = parseNotice(notice);
      if (heard?.kind === 'sessionEnded') {
        drops += 1;
        forget(heard.tokenHash);
      } else if (heard?.kind === 'sessionsEnded' || heard?.kind === 'account') {
        // Every session of the player ended, or the sessions' copy of the account (betting flag, name) is stale.
        drops += 1;
        forgetUser(heard.userId);
      }
    },
    () => {
      drops += 1;
      forgetAll();
    },
  );

  return {
    maxAgeSeconds,
    async open(userId) {
      const token = newSessionToken();
      const opened = clock();
      await insertSession(db, { tokenHash: hashToken(token), userId, createdAt: opened, expiresAt: new Date(opened.getTime() + maxAgeSeconds * 1000) });
      return token;
    },
    async find(token) {
      const hash = hashToken(token);
      const at = clock();
      const cached = cacheMs > 0 && db.notices.live ? cache.get(hash) : undefined;
      if (cached && cached.freshUntil > now() && cached.expiresAt > at.getTime()) return cached.user;
      if (cached) forget(hash);
      const started = now();
      const dropsBefore = drops;
      const found = await findSessionUser(db, hash, at);
      if (!found) return null;
      const { expiresAt, ...user } = found;
      if (cacheMs > 0 && db.notices.live && drops === dropsBefore) {
        if (cache.size >= MAX_CACHED) forgetAll();
        cache.set(hash, { user, expiresAt: expiresAt.getTime(), freshUntil: started + cacheMs });
        let hashes = byUser.get(user.id);
        if (!hashes) byUser.set(user.id, (hashes = new Set()));
        hashes.add(hash);
      }
      return user;
    },
    async end(token) {
      const hash = hashToken(token);
      await deleteSession(db, hash);
      await db.notices.confirm(NOTICES.sessionEnded(hash), cacheMs);
    },
    async endAll(userId, except) {
      await deleteSessionsOf(db, userId, except ? hashToken(except) : null);
      await db.notices.confirm(NOTICES.sessionsEnded(userId), cacheMs);
    },
    close: unsubscribe,
  };
}
