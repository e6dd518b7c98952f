// The languages' pure rules, without React: for the server (which also takes the kernel's catalogs whole, every
// language at once). The apps import `@matka/shared-kernel/languages`, which loads a language's catalog when in use.
import type { Catalog } from './catalog';
import english from './kernel/en';
import hindi from './kernel/hi';
import marathi from './kernel/mr';
import type { Language } from './languages';

export { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_COOKIE, isLanguage, languageFromAcceptLanguage, languageFromCookie } from './languages';
export type { Language } from './languages';
export { formatMessage, formatNumber } from './message';
export type { MessageValues } from './message';
export type { Catalog } from './catalog';

/** The kernel's texts in every language, for the server's answers (the screens compare some with theirs). */
export const KERNEL_CATALOGS: Record<Language, Catalog<keyof typeof english>> = { en: english, hi: hindi, mr: marathi };
