import { OTP_RESEND_WAIT_S, OTP_VALID_MS } from '@matka/shared-kernel/domain';
import type { Database } from '../../db/database';
import { DeliveryFailed, InvalidInput, TooManyAttempts } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import { SmsSendError, type SmsSender } from '../../platform/sms';
import { hashOtp, newOtpCode, otpMatches } from '../../platform/tokens';
import type { Language } from '@matka/shared-kernel/language-rules';
import { OTP_MESSAGES, otpSms } from './messages';
import { languageOfMobile } from './language.repository';
import { countWrongTry, deleteOtp, lockLatestOtp, markOtpUsed, otpsSentSince, replaceOtp } from './otp.repository';

export type OtpPurpose = 'register' | 'forgot' | 'upi';

/** The rules of one-time codes. */
export const OTP_RULES = {
  validForMs: OTP_VALID_MS,
  resendAfterMs: OTP_RESEND_WAIT_S * 1000,
  maxWrongTries: 5,
  maxSendsPerHour: 5,
} as const;

export { OTP_MESSAGES } from './messages';

/** What a code is sent with: a payload kept until it is used, and the language of a number with no account yet. */
export interface OtpOptions {
  payload?: string;
  /** The request's language (http/answer-language.ts): the text's language while the number has no account. */
  visitorLanguage?: Language;
}

export interface OtpService {
  /** Creates and sends a code; refuses a resend in the same flow within 30 s, and more than 5 codes an hour per number. */
  send(mobile: string, purpose: OtpPurpose, options?: OtpOptions): Promise<void>;
  /** Checks a code: single use, 10 minutes, at most 5 wrong tries. Returns the payload stored with it. */
  verify(mobile: string, purpose: OtpPurpose, code: string): Promise<{ payload: string | null }>;
}

export function otpService(db: Database, sms: SmsSender, clock: Clock, length: number): OtpService {
  return {
    async send(mobile, purpose, { payload, visitorLanguage = 'en' } = {}) {
      const now = clock();
      const recent = await otpsSentSince(db, mobile, new Date(now.getTime() - 3_600_000));
      // The 30 s wait is per flow (a resend); the hourly cap counts every code sent to the number.
      const last = recent.find((otp) => otp.purpose === purpose);
      if (last && now.getTime() - last.createdAt.getTime() < OTP_RULES.resendAfterMs) {
        throw new TooManyAttempts(OTP_MESSAGES.resendTooSoon, 'otp_too_soon');
      }
      if (recent.length >= OTP_RULES.maxSendsPerHour) throw new TooManyAttempts(OTP_MESSAGES.hourlyCap, 'otp_cap');
      const code = newOtpCode(length);
      // A new code replaces any earlier unused one of the same flow.
      const id = await db.transaction((tx) =>
        replaceOtp(tx, { mobile, purpose, codeHash: hashOtp(code), now, expiresAt: new Date(now.getTime() + OTP_RULES.validForMs), payload: payload ?? null }),
      );
      try {
        // In the player's language: the account's, else (a number registering) the one the request came in.
        const language = (await languageOfMobile(db, mobile)) ?? visitorLanguage;
        await sms.send(mobile, otpSms(code, purpose, language));
      } catch (error) {
        if (!(error instanceof SmsSendError)) throw error;
        // A code the player never got neither counts nor holds up the next try.
        await deleteOtp(db, id);
        throw new DeliveryFailed(OTP_MESSAGES.notSent, 'sms_failed');
      }
    },

    async verify(mobile, purpose, code) {
      const now = clock();
      return db.transaction(async (tx) => {
        const otp = await lockLatestOtp(tx, mobile, purpose);
        if (!otp) throw new InvalidInput(OTP_MESSAGES.invalid, 'otp_invalid');
        if (otp.failedAttempts >= OTP_RULES.maxWrongTries) throw new InvalidInput(OTP_MESSAGES.locked, 'otp_locked');
        if (otp.expiresAt.getTime() <= now.getTime()) throw new InvalidInput(OTP_MESSAGES.expired, 'otp_expired');
        if (!otpMatches(code, otp.codeHash)) {
          await countWrongTry(tx, otp.id);
          return { wrong: true as const };
        }
        await markOtpUsed(tx, otp.id, now);
        return { wrong: false as const, payload: otp.payload };
      }).then((result) => {
        // The wrong try is counted (committed) before the refusal goes out.
        if (result.wrong) throw new InvalidInput(OTP_MESSAGES.invalid, 'otp_invalid');
        return { payload: result.payload };
      });
    },
  };
}
