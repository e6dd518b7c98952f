import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { PHONE_PATTERN } from '../domain/phone';
/** What the browser keeps of a signed-in player: no password, no token (the token lives in an HttpOnly cookie). */
export interface StoredSession {
  username: string;
  mobile: string;
}

/**
 * Whether a stored value is a usable session. Checked by hand, not with zod: the session is read on every first
 * screen, and zod is not needed there otherwise.
 */
export function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const { username, mobile } = value as Record<string, unknown>;
  return typeof username === 'string' && username.trim().length > 0 && typeof mobile === 'string' && PHONE_PATTERN.test(mobile);
}

export const SESSION_STORAGE_KEY = 'matka.session';

const storage = (): Storage | undefined => globalThis.localStorage;

function readSession(key: string): StoredSession | null {
  try {
    const raw = storage()?.getItem(key);
    // A tampered or outdated entry reads as "signed out" instead of crashing every screen.
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isStoredSession(value) ? { username: value.username, mobile: value.mobile } : null;
  } catch {
    return null;
  }
}

// Without localStorage (tests under node, a locked-down browser) the session simply lives in memory.
const sessionStorageAdapter = {
  getItem: (key: string) => readSession(key),
  setItem: (key: string, value: StoredSession | null) => {
    if (value) storage()?.setItem(key, JSON.stringify(value));
    else storage()?.removeItem(key);
  },
  removeItem: (key: string) => storage()?.removeItem(key),
  /** Another tab signing in or out shows here too. */
  subscribe: (key: string, callback: (value: StoredSession | null) => void) => {
    if (typeof window === 'undefined') return () => undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) callback(readSession(key));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

/** The signed-in player, persisted in localStorage; `null` when signed out. Setting `null` clears storage. */
export const sessionAtom = atomWithStorage<StoredSession | null>(SESSION_STORAGE_KEY, null, sessionStorageAdapter, {
  getOnInit: true,
});

/** Player and operator settings the header, menus and money screens need (from the dashboard and settings calls). */
export interface UserDetail {
  walletAmount: number;
  bettingEnabled: boolean;
  /** Admin call number, cleaned (see cleanContactNumber). */
  callNumber: string;
  /** Admin chat-app (WhatsApp) number, cleaned. */
  chatNumber: string;
  /** Admin messaging-app (Telegram) number, cleaned. */
  telegramNumber: string;
  minWithdrawal: number;
  /** Withdraw window as the server sends it, `h:mm AM/PM`. */
  withdrawOpenTime: string;
  withdrawCloseTime: string;
}

/** The latest user detail, or `null` before the first answer. Kept current by the host's dashboard poll. */
export const userDetailAtom = atom<UserDetail | null>(null);

/**
 * True while the detail on show is the last known one this browser kept (last-detail.ts), not yet confirmed by the
 * server: the header marks the wallet as such.
 */
export const userDetailStaleAtom = atom(false);

/** True while the server cannot be reached (no connection, or no answer): the shell says so and keeps retrying. */
export const offlineAtom = atom(false);

/** Whether betting features (wallet, funds, histories, bidding, footer) are on for this player. */
export const bettingEnabledAtom = atom((get) => get(userDetailAtom)?.bettingEnabled ?? false);

/** The wallet balance in points, or `null` before the first answer. */
export const walletAmountAtom = atom((get) => get(userDetailAtom)?.walletAmount ?? null);

/** Server time minus device time, in ms: add it to Date.now() for the server-corrected clock. */
export const serverClockOffsetAtom = atom(0);

/** The server-corrected "now" for a given offset. */
export function correctedNow(offsetMs: number, deviceNow: number = Date.now()): Date {
  return new Date(deviceNow + offsetMs);
}
