export { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_COOKIE, isLanguage, languageFromAcceptLanguage, languageFromCookie } from './languages';
export type { Language } from './languages';
export { formatMessage, formatNumber } from './message';
export type { MessageValues } from './message';
export { defineCatalog, loadCatalogs } from './catalog';
export type { AppTexts, Catalog, Texts } from './catalog';
export { kernelTexts } from './kernel-texts';
export type { KernelTextKey } from './kernel-texts';
