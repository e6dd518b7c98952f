import { atomWithStorage } from 'jotai/utils';
import { LANGUAGE_COOKIE, isLanguage, type Language } from '../languages/languages';

export const LANGUAGE_STORAGE_KEY = 'matka.language';

const storage = (): Storage | undefined => globalThis.localStorage;

/** The language this device chose, or null when the player never chose one here. */
export function chosenLanguage(): Language | null {
  try {
    const stored = storage()?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The device's choice, else the language of the page the server sent (it chose by the cookie or the browser's
 * Accept-Language, host/src/prerender), else English: what the page shows and what the app first renders agree.
 */
function initialLanguage(): Language {
  const pageLanguage = typeof document === 'undefined' ? null : document.documentElement.lang;
  return chosenLanguage() ?? (isLanguage(pageLanguage) ? pageLanguage : 'en');
}

/** Puts the language on the page (`<html lang>`, read by screen readers and fonts) and in the server's cookie. */
function showLanguage(language: Language) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

const languageStorage = {
  getItem: () => initialLanguage(),
  setItem: (key: string, language: Language) => {
    storage()?.setItem(key, language);
    showLanguage(language);
  },
  removeItem: (key: string) => storage()?.removeItem(key),
  /** Another tab switching language switches this one too. */
  subscribe: (key: string, callback: (value: Language) => void) => {
    if (typeof window === 'undefined') return () => undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) callback(initialLanguage());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

/**
 * The language the app shows, one for every app in the page (a singleton like the session): set by the language
 * switch, remembered on the device (localStorage and a cookie for the server) and set on `<html lang>`.
 */
export const languageAtom = atomWithStorage<Language>(LANGUAGE_STORAGE_KEY, 'en', languageStorage, { getOnInit: true });
