import KERNEL_ENGLISH from '../languages/kernel/en';
import type { KernelTextKey } from '../languages/kernel-texts';
/** Ten digits, the first 6-9: an Indian mobile number. */
export const PHONE_PATTERN = /^[6-9]\d{9}$/;

/** The forms that check a phone number, each with its own texts (docs/screens.md). */
export type PhoneForm = 'register' | 'login' | 'forgotPassword' | 'upi' | 'transfer';

/** Each form's texts, as keys of the kernel's catalog (shared-kernel/src/languages/kernel). */
const PHONE_TEXTS = {
  register: { required: 'phoneRequired', invalid: 'phoneInvalid' },
  login: { required: 'phoneRequired', invalid: 'phoneInvalid' },
  forgotPassword: { required: 'phoneNumberRequired', invalid: 'phoneNumberInvalid' },
  upi: { required: 'phoneRequired', invalid: 'phoneInvalidUpi' },
  transfer: { required: 'phoneRequired', invalid: 'phoneInvalidTransfer' },
} as const satisfies Record<PhoneForm, { required: KernelTextKey; invalid: KernelTextKey }>;

/** Whether a text is a valid mobile number. */
export function isValidPhone(text: string): boolean {
  return PHONE_PATTERN.test(text.trim());
}

/** The kernel text for a phone field of this form (`kernelTexts`), or null when the number is fine. */
export function phoneProblemKey(text: string, form: PhoneForm): KernelTextKey | null {
  const value = text.trim();
  if (value === '') return PHONE_TEXTS[form].required;
  return PHONE_PATTERN.test(value) ? null : PHONE_TEXTS[form].invalid;
}

/** The message for a phone field of this form in English, or null when the number is fine. */
export function phoneProblem(text: string, form: PhoneForm): string | null {
  const key = phoneProblemKey(text, form);
  return key && KERNEL_ENGLISH[key];
}

/** Shown when an admin contact number is missing or too short to dial. */
export const PLACEHOLDER_CONTACT_NUMBER = '9999999999';

/** An admin contact number with every non-digit removed; fewer than 10 digits gives the placeholder. */
export function cleanContactNumber(raw: string | number | null | undefined): string {
  const digits = String(raw ?? '').replace(/\D/g, '');
  return digits.length < 10 ? PLACEHOLDER_CONTACT_NUMBER : digits;
}

/** A cleaned admin number in international form: ten digits are Indian (+91), longer ones carry their country code. */
const international = (number: string) => (number.length === 10 ? `91${number}` : number);

/** The chat-app (WhatsApp) link for an admin number. */
export const chatLink = (number: string) => `https://wa.me/${international(number)}`;
/** The messaging-app (Telegram) link for an admin number. */
export const telegramLink = (number: string) => `https://t.me/+${international(number)}`;
/** The phone-call link for an admin number. */
export const callLink = (number: string) => `tel:+${international(number)}`;

/**
 * Why an admin contact number (call, chat, Telegram) will not do, or null: empty (none), or digits (spaces, dashes and
 * a leading + allowed) that are an Indian mobile number or a country code and number (11 to 15 digits). `abc` is
 * refused: saved, it became the placeholder number, a stranger's WhatsApp link.
 */
export function contactNumberProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  if (!/^\+?[\d\s-]+$/.test(value)) return `${value} is not a phone number: use digits only, e.g. 9876543210`;
  const digits = value.replace(/\D/g, '');
  if (digits.length === 10) return PHONE_PATTERN.test(digits) ? null : `${value} is not a mobile number: 10 digits starting 6 to 9`;
  if (digits.length >= 11 && digits.length <= 15 && !digits.startsWith('0')) return null;
  return `${value} is not a phone number: 10 digits, or a country code and the number`;
}

/** The Telegram contact: a phone number as for the others, or a Telegram username (`matka_help`, 5 to 32 characters). */
export function telegramContactProblem(text: string): string | null {
  if (/^@?[A-Za-z][A-Za-z0-9_]{4,31}$/.test(text.trim())) return null;
  const problem = contactNumberProblem(text);
  return problem && `${problem}, or a Telegram username`;
}
