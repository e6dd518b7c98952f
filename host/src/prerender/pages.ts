import type { Language } from '@matka/shared-kernel/languages';
/**
 * The pages the host build renders to HTML (render-pages.tsx) and the server sends (api/src/http/prerendered-pages.ts
 * reads the listing the build writes): a visitor's screens, whole, for React to hydrate; and Home's frame (header,
 * footer) for a signed-in player, which the app renders over (Home is a remote's screen), in two versions: with Home's
 * headline (its text a slot the server fills) for a player shown it, and without.
 */
export const PRERENDERED_LISTING = 'prerendered.json';

/** The pages in one language. */
export interface PagesInLanguage {
  /** Path → file in the host's dist, for a visitor (no session). */
  visitor: Record<string, string>;
  /** Path → file for a signed-in player (the session cookie is sent). */
  player: Record<string, string>;
  /** Path → file for a signed-in player shown Home's headline: Home's frame with the headline drawn, as `headlineSlot`. */
  playerWithHeadline: Record<string, string>;
}

/** The English pages at the top (as before languages came), each other language's under `languages`. */
export interface PrerenderedListing extends PagesInLanguage {
  /** The text standing for the headline in those files: the server puts the operators' headline there, escaped. */
  headlineSlot: string;
  /** Language → its pages (docs/languages.md). */
  languages: Partial<Record<Exclude<Language, 'en'>, PagesInLanguage>>;
}

/** A page's file in a language: English keeps the plain name (`login.html`), the others `login.hi.html`. */
export const inLanguage = (file: string, language: Language) => (language === 'en' ? file : file.replace(/\.html$/, `.${language}.html`));

/** The visitor's screens, rendered whole: the landing login, login, register, forgot password. */
export const VISITOR_PAGES = { '/': 'landing.html', '/login': 'login.html', '/r': 'register.html', '/forgotpass': 'forgotpass.html' } as const;
/** Home's frame: for /imp, and for / when a player is signed in (the app sends them on to /imp). */
export const HOME_FRAME = 'home-frame.html';
/** Home's frame with Home's headline in its place (HomeStart), for a player shown it. */
export const HOME_FRAME_WITH_HEADLINE = 'home-frame-headline.html';
/** What stands for the headline's text in that file until the server puts the text in. */
export const HEADLINE_SLOT = 'matka-headline-slot-4c1e9b';
export const FRAME_MARK = 'home-frame';

/** Whether the app may hydrate the page the server sent: rendered for this very path, for a visitor. */
export function mayHydrate(prerenderedFor: string | undefined, pathname: string, signedIn: boolean): boolean {
  if (signedIn || !prerenderedFor || prerenderedFor === FRAME_MARK) return false;
  const path = pathname.replace(/\/+$/, '') || '/';
  return path.toLowerCase() === prerenderedFor.toLowerCase();
}
