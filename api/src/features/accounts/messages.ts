import { KERNEL_CATALOGS, formatMessage, type Language } from '@matka/shared-kernel/language-rules';
import { HINDI } from './messages.hi';
import { MARATHI } from './messages.mr';

/** The server's texts for accounts, as players know them (plain misspellings fixed). */
export const ACCOUNT_MESSAGES = {
  notRegistered: 'User Not Registered',
  alreadyRegistered: 'User Already Registered',
  wrongPassword: 'Mobile number or password is incorrect',
  loggedIn: 'Login successful',
  registered: 'Registration successful',
  passwordUpdated: 'Successfully updated password',
  otpVerified: 'OTP verified',
  resetExpired: 'This password reset has expired. Please start over.',
  oldPasswordIncorrect: 'Old password is incorrect',
  passwordChanged: 'Successfully changed password',
  profileUpdated: 'Profile updated successfully',
  loggedOut: 'Logged out',
  languageSaved: 'Language saved',
} as const;

/**
 * Sign-in refused while an operator has it suspended: their reason, as they wrote it. English in every language: the
 * reason is the operator's own words, and the catalogs translate whole texts only.
 */
export const suspendedMessage = (reason: string) => `Your account is suspended: ${reason.replace(/[.!\s]+$/, '')}. Please contact support.`;

/** The one-time codes' answers and refusals. */
export const OTP_MESSAGES = {
  // The screens compare a wrong code's answer with the kernel's text: one owner for it.
  invalid: KERNEL_CATALOGS.en.otpInvalid,
  expired: 'This OTP has expired. Please request a new one.',
  locked: 'Too many wrong attempts. Please request a new OTP.',
  resendTooSoon: 'Please wait 30 seconds before requesting a new OTP.',
  hourlyCap: 'Too many OTP requests for this number. Please try again later.',
  sent: 'OTP sent successfully',
  notSent: 'Failed to send OTP. Please try again.',
} as const;

/** The text message carrying a code, by the flow it is for (`{code}` is the code). */
const OTP_SMS = {
  register: '{code} is your Matka Bazar OTP to register. It is valid for 10 minutes. Do not share it.',
  forgot: '{code} is your Matka Bazar OTP to reset your password. It is valid for 10 minutes. Do not share it.',
  upi: '{code} is your Matka Bazar OTP to verify your UPI number. It is valid for 10 minutes. Do not share it.',
} as const;

/** The feature's texts in one language: every key of the English ones (messages.hi.ts, messages.mr.ts). */
export interface AccountTexts {
  account: Record<keyof typeof ACCOUNT_MESSAGES, string>;
  otp: Record<keyof typeof OTP_MESSAGES, string>;
  sms: Record<keyof typeof OTP_SMS, string>;
}

const TEXTS: Record<Language, AccountTexts> = { en: { account: ACCOUNT_MESSAGES, otp: OTP_MESSAGES, sms: OTP_SMS }, hi: HINDI, mr: MARATHI };

/** The answers and refusals in every language, for the edge to say them in the request's (http/answer-language.ts). */
export const ACCOUNT_ANSWERS = {
  en: { ...TEXTS.en.account, ...TEXTS.en.otp },
  hi: { ...TEXTS.hi.account, ...TEXTS.hi.otp },
  mr: { ...TEXTS.mr.account, ...TEXTS.mr.otp },
};

/** The OTP text message in a language. */
export function otpSms(code: string, purpose: keyof typeof OTP_SMS, language: Language): string {
  return formatMessage(language, TEXTS[language].sms[purpose], { code });
}
