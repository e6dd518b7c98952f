import type { UserDetail } from './session-atoms';

/**
 * The player's last known detail (wallet, betting flag, contact numbers, withdraw rules), kept by the browser so a
 * page opened without a connection still shows the header wallet (marked stale), the footer and the numbers as they
 * were, instead of a player with nothing. One player at a time; forgotten at sign-out.
 */
export const LAST_DETAIL_STORAGE_KEY = 'matka.lastDetail';

const storage = (): Storage | undefined => globalThis.localStorage;

const isDetail = (value: unknown): value is UserDetail => {
  if (typeof value !== 'object' || value === null) return false;
  const detail = value as Record<keyof UserDetail, unknown>;
  return (
    typeof detail.walletAmount === 'number' &&
    Number.isFinite(detail.walletAmount) &&
    typeof detail.bettingEnabled === 'boolean' &&
    typeof detail.callNumber === 'string' &&
    typeof detail.chatNumber === 'string' &&
    typeof detail.telegramNumber === 'string' &&
    typeof detail.minWithdrawal === 'number' &&
    typeof detail.withdrawOpenTime === 'string' &&
    typeof detail.withdrawCloseTime === 'string'
  );
};

/** Keeps the detail the server last gave this player. */
export function storeLastDetail(mobile: string, detail: UserDetail): void {
  try {
    storage()?.setItem(LAST_DETAIL_STORAGE_KEY, JSON.stringify({ mobile, detail }));
  } catch {
    // A full or locked-down storage only loses the offline fallback.
  }
}

/** The detail kept for this player, or null (none, another player's, or not readable). */
export function readLastDetail(mobile: string): UserDetail | null {
  try {
    const kept = JSON.parse(storage()?.getItem(LAST_DETAIL_STORAGE_KEY) ?? 'null') as { mobile?: unknown; detail?: unknown } | null;
    if (kept?.mobile !== mobile || !isDetail(kept.detail)) return null;
    const { walletAmount, bettingEnabled, callNumber, chatNumber, telegramNumber, minWithdrawal, withdrawOpenTime, withdrawCloseTime } = kept.detail;
    return { walletAmount, bettingEnabled, callNumber, chatNumber, telegramNumber, minWithdrawal, withdrawOpenTime, withdrawCloseTime };
  } catch {
    return null;
  }
}

/** Forgets the kept detail (sign-out). */
export function forgetLastDetail(): void {
  try {
    storage()?.removeItem(LAST_DETAIL_STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
