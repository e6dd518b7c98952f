/**
 * The service worker (built to /sw.js by host/webpack.config.ts, scope `/`): a returning player's shell and remotes'
 * files come from the cache when the network is down. Points and results never do: API calls, remotes.json and
 * pages go to the network first (strategy.ts), and API answers are never cached.
 */
import { screenOf, shownPush } from './push-message';
import { MAX_CACHED, pageKey, strategyFor } from './strategy';

// The worker's own types (the project compiles against the DOM library, which has none of these).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageFromPage extends ExtendableEvent {
  readonly data: unknown;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageFromPage) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

declare const __SHELL_BUILD__: string;
const worker = self as unknown as WorkerScope;
const CACHE_PREFIX = 'matka-shell-';
/** One cache per host build: a new build's worker starts afresh and drops the old one's files. */
const CACHE = `${CACHE_PREFIX}${__SHELL_BUILD__}`;
/** The last page the network sent, for an address opened offline for the first time. */
const ANY_PAGE = new URL('/__any-page', worker.location.origin).href;

async function keep(request: Request | string, response: Response): Promise<void> {
  if (!response.ok || response.type !== 'basic') return;
  const cache = await caches.open(CACHE);
  await cache.put(request, response);
  const keys = await cache.keys();
  // Only content-hashed files go, oldest first (the releases long gone): pages and entry files are few, each kept
  // once under its own address and replaced in place.
  const excess = keys.length - MAX_CACHED;
  if (excess <= 0) return;
  const hashed = keys.filter((key) => strategyFor({ method: 'GET', url: key.url }, worker.location.origin) === 'cache-first');
  await Promise.all(hashed.slice(0, excess).map((key) => cache.delete(key)));
}

/** Work finished after the answer is on its way (the player never waits for the cache). */
type Later = (work: Promise<unknown>) => void;

async function networkFirst(request: Request, later: Later): Promise<Response> {
  const key = request.mode === 'navigate' ? pageKey(request.url) : request;
  try {
    const response = await fetch(request);
    // A server that answers but fails (a proxy's 502 during a deploy) is down too, when there is a copy to show.
    if (response.status >= 500) {
      const cached = await caches.match(key, { cacheName: CACHE });
      if (cached) return cached;
    }
    later(keep(key, response.clone()).catch(() => undefined));
    if (request.mode === 'navigate') later(keep(ANY_PAGE, response.clone()).catch(() => undefined));
    return response;
  } catch (offline) {
    const cached = await caches.match(key, { cacheName: CACHE });
    if (cached) return cached;
    // A page never opened before: any page of the shell starts the app, which routes by the address.
    if (request.mode === 'navigate') {
      const anyPage = await caches.match(ANY_PAGE, { cacheName: CACHE });
      if (anyPage) return anyPage;
    }
    throw offline;
  }
}

async function cacheFirst(request: Request, later: Later): Promise<Response> {
  const cached = await caches.match(request, { cacheName: CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  later(keep(request, response.clone()).catch(() => undefined));
  return response;
}

/**
 * The files the page loaded without this worker (before it controlled the page, or the browser's own requests such as
 * the tab's icon): cached now, so the next visit works offline. Each is fetched again (from the browser's HTTP cache,
 * mostly) under the same rules as any request. `page`, on the first message: the page itself, kept too.
 */
async function remember(urls: string[], page: string | null): Promise<void> {
  const origin = worker.location.origin;
  // Files only (a name with an extension): the page itself is fetched below, and a call's address is no file.
  const wanted = urls.filter((url) => /\.\w+$/.test(new URL(url).pathname) && strategyFor({ method: 'GET', url }, origin) !== 'pass');
  await Promise.all(
    wanted.map(async (url) => {
      if ((await caches.match(url, { cacheName: CACHE })) !== undefined) return;
      const response = await fetch(url).catch(() => null);
      if (response) await keep(url, response).catch(() => undefined);
    }),
  );
  if (page !== null && strategyFor({ method: 'GET', url: page }, origin) === 'network-first') {
    const response = await fetch(page, { headers: { accept: 'text/html' } }).catch(() => null);
    if (response) await Promise.all([keep(pageKey(page), response.clone()), keep(ANY_PAGE, response)]).catch(() => undefined);
  }
}

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, worker.location.origin);
  if (strategy === 'pass') return;
  const later: Later = (work) => event.waitUntil(work);
  event.respondWith(strategy === 'cache-first' ? cacheFirst(event.request, later) : networkFirst(event.request, later));
});

worker.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; urls?: unknown; page?: unknown } | null;
  if (message?.type !== 'remember' || !Array.isArray(message.urls)) return;
  const page = typeof message.page === 'string' ? message.page : null;
  event.waitUntil(remember(message.urls.filter((url): url is string => typeof url === 'string'), page));
});

// A push from the server (docs/operations.md, "Push notifications"): shown with the app's icon; one of the same tag
// (a market's result declared again) replaces the earlier.
worker.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json() ?? null;
  } catch {
    data = null;
  }
  const shown = shownPush(data);
  if (shown) event.waitUntil(worker.registration.showNotification(shown.title, shown.options));
});

// A tap opens the notification's screen: in a tab of the app already open (focused), else a new one.
worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(screenOf((event.notification.data as { url?: unknown } | null)?.url), worker.location.origin).href;
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (tabs) => {
      const open = tabs.find((tab) => new URL(tab.url).origin === worker.location.origin);
      if (!open) return worker.clients.openWindow(url);
      // A focus the browser refuses (the tap's allowance spent on a slow matchAll) must not keep the tab off the screen.
      const focused = await open.focus().catch(() => open);
      return focused.navigate(url);
    }),
  );
});
