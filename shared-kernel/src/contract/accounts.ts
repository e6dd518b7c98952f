import * as z from '../zod';
import { baseResponse, flag01, looseNumber, looseText } from './lenient';
import { OTP_LENGTHS } from '../domain/otp';
import { PHONE_PATTERN } from '../domain/phone';
import { MESSAGES } from '../domain/messages';
import { MIN_PASSWORD_LENGTH } from '../domain/password';
import { NAME_MAX_LENGTH } from '../domain/text';
import { LANGUAGES } from '../languages/languages';

const mobile = z.string().check(z.trim(), z.regex(PHONE_PATTERN, 'Phone No is not valid!'));
const password = z.string().check(z.minLength(1, 'Password is required!'), z.maxLength(128));
/** A password being chosen (registration, reset, change): at least MIN_PASSWORD_LENGTH characters. */
const newPassword = z.string().check(
  z.minLength(1, 'Password is required!'),
  z.refine((text: string) => [...text].length >= MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort),
  z.maxLength(128),
);
const ENTER_VALID_OTP = 'Enter Valid OTP';
/** A code as typed: a missing one (the legacy web client registers without it) reads as a wrong one. */
const otp = z.string({ error: ENTER_VALID_OTP }).check(z.trim(), z.regex(new RegExp(`^\\d{${OTP_LENGTHS.min},${OTP_LENGTHS.max}}$`), ENTER_VALID_OTP));
/** The device the field apps name (`{{android_id}}`); the legacy web client's registration sends `null`. */
const deviceId = z.optional(z.nullable(z.string().check(z.maxLength(200))));
const empty = z.object({});
/** A code was sent: how many digits it has (the operator's OTP_LENGTH), so the screen draws that many boxes. */
const codeSent = z.extend(baseResponse, { otp_length: z.optional(looseNumber) });

/** Answers that sign a player in: the session token also arrives as an HttpOnly cookie. */
const signedIn = z.extend(baseResponse, {
  user_name: looseText,
  unique_token: looseText,
  mobile: looseText,
  /** The language the player chose on their account (docs/languages.md), when they have. */
  language: z.optional(z.enum(LANGUAGES)),
});

export const accountCalls = {
  /** Registration, step 1: is the number free? If so an OTP is sent to it (never returned). */
  'api-check-mobile': () => ({ request: z.object({ mobile }), response: codeSent }),
  /** Sends a new OTP for the flow the number is in (30 s apart at the least). */
  'api-resend-otp': () => ({
    request: z.object({ mobile, purpose: z._default(z.enum(['register', 'forgot', 'upi']), 'register') }),
    response: codeSent,
  }),
  /** Registration, step 2: the OTP the player received, checked by the server. */
  'api-user-registration': () => ({
    request: z.object({
      name: z.string().check(z.trim(), z.minLength(1, 'Username is required'), z.maxLength(NAME_MAX_LENGTH, MESSAGES.nameTooLong(NAME_MAX_LENGTH))),
      mobile,
      password: newPassword,
      otp,
      email: z.optional(z.string()),
      security_pin: z.optional(z.string()),
      device_id: deviceId,
    }),
    response: signedIn,
  }),
  'api-user-login': () => ({
    request: z.object({ mobile, password, device_id: deviceId }),
    response: signedIn,
  }),
  /** The language the player reads the app in, remembered on their account (docs/languages.md). */
  'api-user-language': () => ({ request: z.object({ language: z.enum(LANGUAGES) }), response: baseResponse }),
  /** Ends this session on the server (and clears its cookie). */
  'api-user-logout': () => ({ request: empty, response: baseResponse }),
  /** Password reset, step 1: sends an OTP to a registered number. */
  'api-forget-check-mobile': () => ({ request: z.object({ mobile }), response: codeSent }),
  /** Password reset, step 2: the server checks the OTP and answers a short-lived, single-use reset ticket. */
  'api-verify-reset-otp': () => ({
    request: z.object({ mobile, otp }),
    response: z.extend(baseResponse, { reset_ticket: looseText }),
  }),
  /** Password reset, step 3: the new password, with the ticket step 2 gave. */
  'api-forgot-password': () => ({
    request: z.object({ mobile, reset_ticket: z.string().check(z.trim(), z.minLength(16, 'Invalid navigation. Please start over.'), z.maxLength(100)), new_pass: newPassword }),
    response: baseResponse,
  }),
  'api-change-password': () => ({
    request: z.object({ old_pass: z.string().check(z.minLength(1, 'Current Password is required!')), new_pass: newPassword }),
    response: baseResponse,
  }),
  'api-profile-update': () => ({
    request: z.object({ user_name: z.string().check(z.trim(), z.minLength(1, 'Name is required!'), z.maxLength(NAME_MAX_LENGTH, MESSAGES.nameTooLong(NAME_MAX_LENGTH))) }),
    response: z.extend(baseResponse, { user_name: looseText }),
  }),
  /** The player's own detail and the operator's settings the header, menus and money screens need. */
  'api-get-user-details': () => ({
    request: empty,
    response: z.extend(baseResponse, {
      user_name: looseText,
      mobile: looseText,
      wallet_amt: looseNumber,
      betting_status: flag01,
      mobile_1: looseText,
      mobile_no: looseText,
      telegram_no: looseText,
      min_withdrawal: looseNumber,
      withdraw_open_time: looseText,
      withdraw_close_time: looseText,
      server_time: looseText,
    }),
  }),
  'api-get-social-data': () => ({
    request: empty,
    response: z.extend(baseResponse, { mobile_no: looseText, mobile_1: looseText, telegram_no: looseText, app_link: looseText }),
  }),
  'api-user-wallet-balance': () => ({ request: empty, response: z.extend(baseResponse, { wallet_amt: looseNumber }) }),
} as const;
