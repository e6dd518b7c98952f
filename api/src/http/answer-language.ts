import type { FastifyRequest } from 'fastify';
import { KERNEL_CATALOGS, languageFromAcceptLanguage, languageFromCookie, type Language } from '@matka/shared-kernel/language-rules';

/** A feature's texts in every language: the same keys, English the one its code throws and answers with. */
export type TextsInLanguages = Record<Language, Readonly<Record<string, string>>>;

/** English text → its translations, from every catalog added (the kernel's and the features'). */
const translations = new Map<string, Partial<Record<Language, string>>>();

/** Adds a feature's catalogs: its English texts are then said in the request's language (docs/languages.md). */
export function addTranslations(texts: TextsInLanguages): void {
  for (const [key, english] of Object.entries(texts.en)) {
    const known = translations.get(english) ?? {};
    for (const language of ['hi', 'mr'] as const) {
      const text = texts[language][key];
      if (text !== undefined) known[language] = text;
    }
    translations.set(english, known);
  }
}
addTranslations(KERNEL_CATALOGS);

/** An English text of a catalog in a language; a text no catalog has (an operator's, a player's) as it is. */
export function inLanguage(message: string, language: Language): string {
  return language === 'en' ? message : (translations.get(message)?.[language] ?? message);
}

/**
 * The language a request is answered in: the device's choice (the app's `matka_lang` cookie), else the browser's
 * Accept-Language. The field clients' calls at the root keep English, as they always had.
 */
export function languageOfRequest(request: FastifyRequest): Language {
  if (request.routeOptions.config.rootAlias === true) return 'en';
  return languageFromCookie(request.headers.cookie) ?? languageFromAcceptLanguage(request.headers['accept-language']);
}
