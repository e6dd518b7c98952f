import { atom } from 'jotai';
import { keptInTab } from '@matka/shared-kernel/data';
import { OTP_VALID_MS } from '@matka/shared-kernel/domain';

/**
 * What the register and reset flows carry from one screen to the next: in memory, and its step kept for this tab
 * (sessionStorage, for as long as the code sent is good: `OTP_VALID_MS`), so a reload on a code screen goes on with
 * the code already sent instead of asking for another (and meeting the 30 s wait and the hourly cap).
 *
 * The password typed on /r is never stored: only this page's memory has it. A code screen reloaded asks for it again
 * (RegisterOtp), which costs the player one field, where storing it would leave a password on disk in the browser's
 * session restore. The reset ticket is kept: it is what the verified code bought (single use, 10 minutes, the server
 * keeps only its hash), and without it a reload of /change-password would need a new code.
 */
export interface RegisterDraft {
  username: string;
  phone: string;
  /** Only while this page has it: absent after a reload. */
  password?: string;
  otpLength?: number;
}
export interface ResetDraft {
  phone: string;
  otpLength?: number;
  resetTicket?: string;
}

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';
const length = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);
const fields = (value: unknown): Record<string, unknown> | null => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null);

/** A register step as kept: the form without its password. */
export function registerStepFrom(value: unknown): RegisterDraft | null {
  const kept = fields(value);
  if (!kept || !text(kept.username) || !text(kept.phone)) return null;
  const otpLength = length(kept.otpLength);
  return { username: kept.username, phone: kept.phone, ...(otpLength ? { otpLength } : {}) };
}

/** A reset step as kept. */
export function resetStepFrom(value: unknown): ResetDraft | null {
  const kept = fields(value);
  if (!kept || !text(kept.phone)) return null;
  const otpLength = length(kept.otpLength);
  return { phone: kept.phone, ...(otpLength ? { otpLength } : {}), ...(text(kept.resetTicket) ? { resetTicket: kept.resetTicket } : {}) };
}

export const REGISTER_STEP_KEY = 'matka.step.register';
export const RESET_STEP_KEY = 'matka.step.reset';
const registerStep = keptInTab(REGISTER_STEP_KEY, registerStepFrom, OTP_VALID_MS);
const resetStep = keptInTab(RESET_STEP_KEY, resetStepFrom, OTP_VALID_MS);

/** A draft held in memory, falling back to the step this tab kept (a reload); setting it keeps the step, null forgets it. */
function draftAtom<Draft>(step: { read(): Draft | null; write(value: Draft): void; forget(): void }, stored: (draft: Draft) => Draft) {
  // undefined: this page has not set it yet, so the tab's kept step (if any) stands.
  const inPage = atom<Draft | null | undefined>(undefined);
  return atom(
    (get) => {
      const draft = get(inPage);
      return draft === undefined ? step.read() : draft;
    },
    (_get, set, draft: Draft | null) => {
      set(inPage, draft);
      if (draft) step.write(stored(draft));
      else step.forget();
    },
  );
}

/** Forgets the register step this tab kept (the account is made), leaving this page's memory to its screens. */
export function forgetRegisterStep(): void {
  registerStep.forget();
}

export const registerDraftAtom = draftAtom<RegisterDraft>(registerStep, ({ username, phone, otpLength }) => ({ username, phone, ...(otpLength ? { otpLength } : {}) }));
export const resetDraftAtom = draftAtom<ResetDraft>(resetStep, (draft) => draft);
