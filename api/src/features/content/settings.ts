import { z } from 'zod';
import { parseClockTime } from '@matka/shared-kernel/domain';
import { contactNumberProblem, telegramContactProblem } from '@matka/shared-kernel/operator';
import type { Queryable } from '../../db/database';
import { readSetting, writeSetting } from './settings.repository';

/** An admin contact number: empty (none) or a real phone number (contactNumberProblem), kept as typed, trimmed. */
const contactNumber = z
  .string({ error: 'a phone number as text' })
  .trim()
  .superRefine((text, context) => {
    const problem = contactNumberProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** The Telegram contact: a phone number, or a Telegram username (the legacy web client links t.me/<name>). */
const telegramContact = z
  .string({ error: 'a phone number or a Telegram username as text' })
  .trim()
  .superRefine((text, context) => {
    const problem = telegramContactProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/**
 * Links the legacy clients open or show (a video, the app's download, the QR image): https only, so no `javascript:`
 * or `data:text/html` reaches a page; empty for none.
 */
export const isHttpsLink = (text: string) => URL.canParse(text) && new URL(text).protocol === 'https:' && !/\s/.test(text);
const HTTPS_RULE = 'an https:// link (or nothing)';
const httpsLink = z.string({ error: HTTPS_RULE }).trim().refine((text) => text === '' || isHttpsLink(text), HTTPS_RULE);

/**
 * An image the players' QR screens show: an https link, a path on this server (`/qr.png`, made absolute when sent),
 * or a PNG or JPEG as base64 `data:` (what the console's upload makes); empty for none.
 */
export const isImageLink = (text: string) => isHttpsLink(text) || /^\/[^/\\\s][^\\\s]*$/.test(text) || /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/.test(text);
const IMAGE_RULE = 'an https:// link, a /path on this server, or a data:image/png or data:image/jpeg base64 image (or nothing)';
const imageLink = z.string({ error: IMAGE_RULE }).trim().refine((text) => text === '' || isImageLink(text), IMAGE_RULE);

/**
 * How To Play is plain text, one step a line: the legacy clients get it escaped with `<br>` between lines
 * (`linesAsHtml`), so markup would only show as its characters — refused, naming the first tag.
 */
const plainSteps = z.string({ error: 'plain text, one step a line' }).superRefine((text, context) => {
  const tag = /<\/?[a-z!][^>]*>?/i.exec(text);
  if (tag) context.addIssue({ code: 'custom', message: `plain text, one step a line: HTML such as ${tag[0].slice(0, 40)} is not allowed` });
});

/** A time of day as the player screens show it: `09:00 AM`. */
const clockTime = z.string({ error: 'a time such as 09:00 AM' }).refine((text) => parseClockTime(text) !== null, 'a time such as 09:00 AM');

/** Every operator setting: its shape and its value until an operator sets one. */
export const SETTINGS = {
  contacts: {
    schema: z.object({ mobile_1: z.string(), mobile_no: z.string(), telegram_no: z.string(), app_link: z.string().default('') }),
    fallback: { mobile_1: '', mobile_no: '', telegram_no: '', app_link: '' },
  },
  withdraw: {
    schema: z.object({ min_withdrawal: z.number().int().min(1), open_time: z.string(), close_time: z.string() }),
    fallback: { min_withdrawal: 500, open_time: '09:00 AM', close_time: '09:00 PM' },
  },
  deposit: { schema: z.object({ min_deposit: z.number().int().min(1) }), fallback: { min_deposit: 100 } },
  rules: {
    schema: z.object({ withdrawal_rule: z.string(), deposit_rule: z.string() }),
    fallback: { withdrawal_rule: '', deposit_rule: '' },
  },
  how_to_play: { schema: z.object({ content: z.string(), video_link: z.string() }), fallback: { content: '', video_link: '' } },
  headlines: {
    schema: z.array(z.object({ id: z.number().int().min(1).max(3), status: z.boolean(), notes: z.string() })),
    fallback: [] as Array<{ id: number; status: boolean; notes: string }>,
  },
  payment: {
    schema: z.object({
      upi_id: z.string(),
      qr_image: z.string(),
      google_upi_payment_id: z.string(),
      phonepay_upi_payment_id: z.string(),
      paytm_upi_payment_id: z.string(),
    }),
    fallback: { upi_id: '', qr_image: '', google_upi_payment_id: '', phonepay_upi_payment_id: '', paytm_upi_payment_id: '' },
  },
  slider_images: { schema: z.array(z.string()), fallback: [] as string[] },
  /**
   * What the field Android apps are told of versions (the old backend's dashboard fields): an app older than
   * `min_version` must update (empty: none must), `current_version` is the newest, `update_message` what they show.
   */
  android_app: {
    schema: z.object({ min_version: z.string(), current_version: z.string(), update_message: z.string() }),
    fallback: { min_version: '', current_version: '', update_message: 'A new version of the app is available. Please update to continue.' },
  },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<Key extends SettingKey> = z.infer<(typeof SETTINGS)[Key]['schema']>;

/** An app version as Android apps name theirs: `1`, `1.4`, `2.0.3` (empty: none). */
const appVersion = z.string({ error: 'a version such as 1.4.2' }).trim().regex(/^(\d{1,6}(\.\d{1,6}){0,3})?$/, 'a version such as 1.4.2 (digits and dots), or empty for none');

/**
 * What a new value must also be, beyond its shape (checked on writing only: a value stored before a check came stays
 * readable): contact numbers that are phone numbers, withdrawal times a player's screen can read, https links, How To
 * Play as plain text (migration 022 made the stored ones fit), and app versions.
 */
const WRITE_CHECKS: Partial<Record<SettingKey, z.ZodType>> = {
  android_app: z.object({ min_version: appVersion, current_version: appVersion }),
  contacts: z.object({ mobile_1: contactNumber, mobile_no: contactNumber, telegram_no: telegramContact, app_link: httpsLink.optional() }),
  how_to_play: z.object({ content: plainSteps, video_link: httpsLink }),
  payment: z.object({ qr_image: imageLink }),
  withdraw: z.object({
    min_withdrawal: z.number({ error: 'a whole number of points' }).int('a whole number of points').min(1, 'at least 1 point'),
    open_time: clockTime,
    close_time: clockTime,
  }),
};

/** Reads a setting; a missing or unreadable one gives its fallback. */
export async function getSetting<Key extends SettingKey>(db: Queryable, key: Key): Promise<SettingValue<Key>> {
  const stored = await readSetting(db, key);
  if (stored !== null) {
    try {
      const parsed = SETTINGS[key].schema.safeParse(JSON.parse(stored));
      if (parsed.success) return parsed.data as SettingValue<Key>;
    } catch {
      // fall through to the fallback
    }
  }
  return SETTINGS[key].fallback as SettingValue<Key>;
}

/** A new value of a setting as it would be stored, or a zod error naming the first field that does not fit. */
export function checkSetting<Key extends SettingKey>(key: Key, value: unknown): SettingValue<Key> {
  // Our own words first, where a setting has them (their trimmed fields are what is kept); then its shape.
  const own: unknown = WRITE_CHECKS[key]?.parse(value);
  const trimmed = own && typeof own === 'object' && value && typeof value === 'object' ? { ...value, ...own } : value;
  return SETTINGS[key].schema.parse(trimmed) as SettingValue<Key>;
}

/** Whether two values of a setting are the same (both as `getSetting` and `checkSetting` give them: fields in one order). */
export const sameSetting = (one: unknown, other: unknown) => JSON.stringify(one) === JSON.stringify(other);

/** Writes a setting after checking its shape; returns the stored value. */
export async function setSetting<Key extends SettingKey>(db: Queryable, key: Key, value: unknown): Promise<SettingValue<Key>> {
  const checked = checkSetting(key, value);
  await writeSetting(db, key, JSON.stringify(checked));
  return checked;
}
