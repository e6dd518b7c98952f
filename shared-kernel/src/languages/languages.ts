/** The languages a player can read the app in: English, Hindi, Marathi (BCP 47 tags, as `<html lang>` takes them). */
export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language in its own script, as the switch offers it: a player finds their language without reading ours. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' };

/** The cookie that tells the server (prerendered pages, messages before sign-in) which language the device chose. */
export const LANGUAGE_COOKIE = 'matka_lang';

/** Whether a value is one of our languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of ours in an `Accept-Language` header, by its q-values (`hi-IN,hi;q=0.9,en;q=0.8` → `hi`); English when
 * none is ours. A region (`mr-IN`) counts as its language.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLanguage) ?? 'en';
}

/** The language a cookie header names (`matka_lang=hi`), or null. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookieHeader ?? '');
  return isLanguage(match?.[1]) ? match[1] : null;
}
