/**
 * How the service worker answers a request (service-worker.ts). Pure, so the rules are tested without a browser.
 *
 * - `pass`: not ours to answer — another origin, anything but GET (every API call is a POST), the API, the operator
 *   API and console. The browser fetches it as if there were no service worker; nothing of it is cached.
 * - `cache-first`: a file named with a content hash (`name.0123456789.js`) never changes: once cached, it is served
 *   from the cache.
 * - `network-first`: everything else we serve — pages, remotes.json, entry files (`main.js`, `remoteEntry.js`),
 *   `mf-manifest.json`, icons: the network's answer when there is one (so a new release or an operator's switch is
 *   taken at once), the cached copy only when the network is down.
 */
export type Strategy = 'pass' | 'cache-first' | 'network-first';

/** Paths never answered by the service worker. */
const NOT_OURS = ['/api/', '/operator/', '/console/'];
/** Content-hashed build files (webpack's `[name].[contenthash:10].js`). */
const HASHED_FILE = /\.[0-9a-f]{10}\.js$/;

export function strategyFor(request: { method: string; url: string }, origin: string): Strategy {
  if (request.method !== 'GET') return 'pass';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'pass';
  if (NOT_OURS.some((prefix) => url.pathname.startsWith(prefix) || `${url.pathname}/` === prefix)) return 'pass';
  if (HASHED_FILE.test(url.pathname)) return 'cache-first';
  return 'network-first';
}

/** The cache key of a page: its path alone (a query changes the screen's state, not the page the server sends). */
export function pageKey(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}

/** Entries a cache keeps before content-hashed files are dropped, oldest first (a full build of every app is ~210). */
export const MAX_CACHED = 400;
