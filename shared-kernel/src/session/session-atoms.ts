import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { z } from 'zod';

/** What the browser keeps of a signed-in player: no password, no token (the token lives in an HttpOnly cookie). */
export const storedSessionSchema = z.object({
  username: z.string().min(1),
  mobile: z.string().regex(/^[6-9]\d{9}$/),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;

export const SESSION_STORAGE_KEY = 'matka.session';

const jsonStorage = createJSONStorage<StoredSession | null>(() => localStorage);

// A tampered or outdated entry reads as "signed out" instead of crashing every screen.
const validatingStorage: typeof jsonStorage = {
  ...jsonStorage,
  getItem: (key, initialValue) => {
    const parsed = storedSessionSchema.safeParse(jsonStorage.getItem(key, initialValue));
    return parsed.success ? parsed.data : null;
  },
};

/** The signed-in player, persisted in localStorage; `null` when signed out. Setting `null` clears storage. */
export const sessionAtom = atomWithStorage<StoredSession | null>(SESSION_STORAGE_KEY, null, validatingStorage, {
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
