import { use } from 'react';
import { useAtomValue } from 'jotai';
import { languageAtom } from '@matka/shared-kernel/session';
import { LANGUAGES, type Language } from './languages';
import { formatMessage, type MessageValues } from './message';

/** One app's texts in one language: every key of its English catalog, each an ICU-style message (message.ts). */
export type Catalog<Key extends string> = Readonly<Record<Key, string>>;

/** A catalog's texts in one language: `t('bids', { count: 3 })`. */
export interface Texts<Key extends string> {
  (key: Key, values?: MessageValues): string;
  readonly language: Language;
}

type Translated = Exclude<Language, 'en'>;

/** An app's texts: English bundled, the others each a chunk loaded when that language is in use. */
export interface AppTexts<Key extends string> {
  readonly english: Catalog<Key>;
  /** Loads the language's catalog (once); English is there already. */
  load(language: Language): Promise<void>;
  /** The language's catalog itself, once loaded (for the catalogs' test). */
  catalogOf(language: Language): Catalog<Key> | undefined;
  /** The texts in a language, if loaded; else English (the server, tests and a catalog still arriving). */
  textsFor(language: Language): Texts<Key>;
  /** The texts in the page's language (languageAtom); suspends while that language's catalog arrives. */
  useTexts(): Texts<Key>;
}

/**
 * Declares an app's catalogs: its English texts and, for each other language, an `import()` of that language's
 * catalog (typed `Catalog<keyof typeof english>`, so a missing key does not compile). See docs/languages.md.
 */
export function defineCatalog<const English extends Record<string, string>>(
  english: English,
  translations: Record<Translated, () => Promise<{ default: Catalog<keyof English & string> }>>,
): AppTexts<keyof English & string> {
  type Key = keyof English & string;
  const loaded = new Map<Language, Catalog<Key>>([['en', english]]);
  const loading = new Map<Language, Promise<void>>();
  const failed = new Set<Language>();
  const textsOf = (language: Language, catalog: Catalog<Key>): Texts<Key> =>
    Object.assign((key: Key, values?: MessageValues) => formatMessage(language, catalog[key], values), { language });

  const load = (language: Language): Promise<void> => {
    if (loaded.has(language)) return Promise.resolve();
    let pending = loading.get(language);
    if (!pending) {
      failed.delete(language);
      pending = translations[language as Translated]().then((module) => void loaded.set(language, module.default));
      // A chunk that failed (offline, a new build) is tried again on the next load, and shows English meanwhile.
      pending.catch(() => {
        loading.delete(language);
        failed.add(language);
      });
      loading.set(language, pending);
    }
    return pending;
  };
  const textsFor = (language: Language) => textsOf(language, loaded.get(language) ?? english);
  const settled = new Map<Promise<void>, Promise<void>>();
  /** The load of a language as a promise that never rejects: a screen waits for it, then shows what there is. */
  const whenSettled = (pending: Promise<void>) => {
    let done = settled.get(pending);
    if (!done) settled.set(pending, (done = pending.catch(() => undefined)));
    return done;
  };

  return {
    english,
    load,
    catalogOf: (language) => loaded.get(language),
    textsFor,
    useTexts() {
      const language = useAtomValue(languageAtom);
      if (!loaded.has(language) && !failed.has(language)) use(whenSettled(load(language)));
      return textsFor(language);
    },
  };
}

/** Loads every language's catalog of these apps: for a test that compares them, or a page's start-up. */
export async function loadCatalogs(language: Language | 'all', ...apps: Array<Pick<AppTexts<never>, 'load'>>): Promise<void> {
  const languages = language === 'all' ? LANGUAGES : [language];
  await Promise.all(apps.flatMap((app) => languages.map((each) => app.load(each))));
}
