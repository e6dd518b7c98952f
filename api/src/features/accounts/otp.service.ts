import { OTP_RESEND_WAIT_S } from '@matka/shared-kernel/domain';
import type { Database } from '../../db/database';
import { DeliveryFailed, InvalidInput, TooManyAttempts } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import { SmsSendError, type SmsSender } from '../../platform/sms';
import { hashOtp, newOtpCode, otpMatches } from '../../platform/tokens';

export type OtpPurpose = 'register' | 'forgot' | 'upi';

/** The rules of one-time codes. */
export const OTP_RULES = {
  validForMs: 10 * 60_000,
  resendAfterMs: OTP_RESEND_WAIT_S * 1000,
  maxWrongTries: 5,
  maxSendsPerHour: 5,
} as const;

export const OTP_MESSAGES = {
  invalid: 'Invalid OTP. Please try again.',
  expired: 'This OTP has expired. Please request a new one.',
  locked: 'Too many wrong attempts. Please request a new OTP.',
  resendTooSoon: 'Please wait 30 seconds before requesting a new OTP.',
  hourlyCap: 'Too many OTP requests for this number. Please try again later.',
  sent: 'OTP sent successfully',
  notSent: 'Failed to send OTP. Please try again.',
} as const;

const PURPOSE_TEXT: Record<OtpPurpose, string> = {
  register: 'to register',
  forgot: 'to reset your password',
  upi: 'to verify your UPI number',
};

export interface OtpService {
  /** Creates and sends a code; refuses a resend in the same flow within 30 s, and more than 5 codes an hour per number. */
  send(mobile: string, purpose: OtpPurpose, payload?: string): Promise<void>;
  /** Checks a code: single use, 10 minutes, at most 5 wrong tries. Returns the payload stored with it. */
  verify(mobile: string, purpose: OtpPurpose, code: string): Promise<{ payload: string | null }>;
}

export function otpService(db: Database, sms: SmsSender, clock: Clock, length: number): OtpService {
  return {
    async send(mobile, purpose, payload) {
      const now = clock();
      const recent = await db.query<{ created_at: Date; purpose: OtpPurpose }>(
        'SELECT created_at, purpose FROM otps WHERE mobile = $1 AND created_at > $2 ORDER BY created_at DESC',
        [mobile, new Date(now.getTime() - 3_600_000)],
      );
      // The 30 s wait is per flow (a resend); the hourly cap counts every code sent to the number.
      const last = recent.find((otp) => otp.purpose === purpose);
      if (last && now.getTime() - new Date(last.created_at).getTime() < OTP_RULES.resendAfterMs) {
        throw new TooManyAttempts(OTP_MESSAGES.resendTooSoon, 'otp_too_soon');
      }
      if (recent.length >= OTP_RULES.maxSendsPerHour) throw new TooManyAttempts(OTP_MESSAGES.hourlyCap, 'otp_cap');
      const code = newOtpCode(length);
      const id = await db.transaction(async (tx) => {
        // A new code replaces any earlier unused one of the same flow.
        await tx.query('UPDATE otps SET used_at = $3 WHERE mobile = $1 AND purpose = $2 AND used_at IS NULL', [mobile, purpose, now]);
        const [row] = await tx.query<{ id: number }>(
          'INSERT INTO otps (mobile, purpose, code_hash, created_at, expires_at, payload) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
          [mobile, purpose, hashOtp(code), now, new Date(now.getTime() + OTP_RULES.validForMs), payload ?? null],
        );
        return Number(row?.id);
      });
      try {
        await sms.send(mobile, `${code} is your Matka Bazar OTP ${PURPOSE_TEXT[purpose]}. It is valid for 10 minutes. Do not share it.`);
      } catch (error) {
        if (!(error instanceof SmsSendError)) throw error;
        // A code the player never got neither counts nor holds up the next try.
        await db.query('DELETE FROM otps WHERE id = $1', [id]);
        throw new DeliveryFailed(OTP_MESSAGES.notSent, 'sms_failed');
      }
    },

    async verify(mobile, purpose, code) {
      const now = clock();
      return db.transaction(async (tx) => {
        const [otp] = await tx.query<{ id: number; code_hash: string; expires_at: Date; failed_attempts: number; payload: string | null }>(
          `SELECT id, code_hash, expires_at, failed_attempts, payload FROM otps
            WHERE mobile = $1 AND purpose = $2 AND used_at IS NULL
            ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
          [mobile, purpose],
        );
        if (!otp) throw new InvalidInput(OTP_MESSAGES.invalid, 'otp_invalid');
        if (otp.failed_attempts >= OTP_RULES.maxWrongTries) throw new InvalidInput(OTP_MESSAGES.locked, 'otp_locked');
        if (new Date(otp.expires_at).getTime() <= now.getTime()) throw new InvalidInput(OTP_MESSAGES.expired, 'otp_expired');
        if (!otpMatches(code, otp.code_hash)) {
          await tx.query('UPDATE otps SET failed_attempts = failed_attempts + 1 WHERE id = $1', [otp.id]);
          return { wrong: true as const };
        }
        await tx.query('UPDATE otps SET used_at = $2 WHERE id = $1', [otp.id, now]);
        return { wrong: false as const, payload: otp.payload };
      }).then((result) => {
        // The wrong try is counted (committed) before the refusal goes out.
        if (result.wrong) throw new InvalidInput(OTP_MESSAGES.invalid, 'otp_invalid');
        return { payload: result.payload };
      });
    },
  };
}
