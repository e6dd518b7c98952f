/**
 * The pages the host build renders to HTML (render-pages.tsx) and the server sends (api/src/http/prerendered-pages.ts
 * reads the listing the build writes): a visitor's screens, whole, for React to hydrate; and Home's frame (header,
 * footer, market-card skeletons) for a signed-in player, which the app renders over (Home is a remote's screen).
 */
export const PRERENDERED_LISTING = 'prerendered.json';

export interface PrerenderedListing {
  /** Path → file in the host's dist, for a visitor (no session). */
  visitor: Record<string, string>;
  /** Path → file for a signed-in player (the session cookie is sent). */
  player: Record<string, string>;
}

/** The visitor's screens, rendered whole: the landing login, login, register, forgot password. */
export const VISITOR_PAGES = { '/': 'landing.html', '/login': 'login.html', '/r': 'register.html', '/forgotpass': 'forgotpass.html' } as const;
/** Home's frame: for /imp, and for / when a player is signed in (the app sends them on to /imp). */
export const HOME_FRAME = 'home-frame.html';
export const FRAME_MARK = 'home-frame';

/** Whether the app may hydrate the page the server sent: rendered for this very path, for a visitor. */
export function mayHydrate(prerenderedFor: string | undefined, pathname: string, signedIn: boolean): boolean {
  if (signedIn || !prerenderedFor || prerenderedFor === FRAME_MARK) return false;
  const path = pathname.replace(/\/+$/, '') || '/';
  return path.toLowerCase() === prerenderedFor.toLowerCase();
}
