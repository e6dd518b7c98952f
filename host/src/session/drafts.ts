import { atom } from 'jotai';

/**
 * What the register and reset flows carry from one screen to the next. Kept in memory only (not in history
 * state, which browsers write to disk): a reload starts the flow over, and the password is never stored.
 */
export const registerDraftAtom = atom<{ username: string; phone: string; password: string; otpLength?: number } | null>(null);
export const resetDraftAtom = atom<{ phone: string; otpLength?: number; resetTicket?: string } | null>(null);
