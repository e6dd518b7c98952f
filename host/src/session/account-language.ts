import { useStore } from 'jotai';
import type { Language } from '@matka/shared-kernel/languages';
import { chosenLanguage, languageAtom, sessionAtom } from '@matka/shared-kernel/session';
import { loadShellTexts } from '../host-texts';
import { api } from './api';

/** Remembers the language on the player's account (best effort: the device remembers it anyway). */
export async function tellAccountLanguage(language: Language): Promise<void> {
  await (await api()).call('api-user-language', { language }).catch(() => undefined);
}

/**
 * After signing in: a device where the player chose a language tells the account; a device that never chose takes
 * the account's (a player signing in on a new phone reads what they chose before).
 */
export function useAdoptAccountLanguage(): (accountLanguage: Language | undefined) => Promise<void> {
  const store = useStore();
  return async (accountLanguage) => {
    const chosen = chosenLanguage();
    if (chosen) {
      if (chosen !== accountLanguage) await tellAccountLanguage(chosen);
      return;
    }
    if (!accountLanguage || accountLanguage === store.get(languageAtom)) return;
    await loadShellTexts(accountLanguage).then(
      () => store.set(languageAtom, accountLanguage),
      () => undefined,
    );
  };
}

/** The switch's step before the language changes: the shell's texts in it, and the account told when signed in. */
export function usePrepareLanguage(): (language: Language) => Promise<void> {
  const store = useStore();
  return async (language) => {
    // The account screens' texts too (one may be on screen under the side menu), fetched with their own chunk.
    await Promise.all([loadShellTexts(language), import('../screens/account-texts').then(({ accountTexts }) => accountTexts.load(language))]);
    if (store.get(sessionAtom)) void tellAccountLanguage(language);
  };
}
