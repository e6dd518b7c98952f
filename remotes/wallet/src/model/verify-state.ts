import { keptInTab } from '@matka/shared-kernel/data';
import { OTP_VALID_MS } from '@matka/shared-kernel/domain';
import { UPI_APPS, type UpiType } from './upi-apps';

/** What /otpwithdraw is opened with (navigation state): never the OTP itself. */
export interface VerifyUpiState {
  /** The player's own number, where the code was texted. */
  phoneNumber: string;
  /** The add-UPI option: 1 Paytm, 2 GPay, 3 PhonePe. */
  option: UpiType;
  /** The number being saved for that app. */
  upiNumber: string;
}

/** The state if it is a whole one (a bookmark, or a tab that kept none, opens the screen without it). */
export function verifyStateFrom(state: unknown): VerifyUpiState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { phoneNumber, option, upiNumber } = state as Record<string, unknown>;
  if (typeof phoneNumber !== 'string' || typeof upiNumber !== 'string') return null;
  const app = UPI_APPS.find((candidate) => candidate.upiType === option);
  return app ? { phoneNumber, option: app.upiType, upiNumber } : null;
}

/** The body that asks for a code for this number (also the resend). */
export function upiDetailsBody(option: UpiType, upiNumber: string): { upi_type: UpiType; paytm_no?: string; google_pay_no?: string; phon_pay_no?: string } {
  const app = UPI_APPS.find((candidate) => candidate.upiType === option) ?? UPI_APPS[0];
  return { upi_type: option, [app.field]: upiNumber };
}

/**
 * The step kept for this tab while the code sent is good (nothing secret in it): a reload of Verify UPI goes on with
 * the code already sent instead of asking for another (the 30 s wait, then the hourly cap).
 */
export const VERIFY_UPI_STEP_KEY = 'matka.step.upi';
export const verifyUpiStep = keptInTab(VERIFY_UPI_STEP_KEY, verifyStateFrom, OTP_VALID_MS);
