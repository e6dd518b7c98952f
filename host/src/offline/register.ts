import { whenIdle } from '../when-idle';

/**
 * Registers the service worker (/sw.js, scope `/`) once the first screen is painted and the page is idle, and hands
 * it the files this first visit loaded (already, and later without the worker), so the next visit works with the
 * network down. Production builds
 * only: the dev servers rebuild files under the same names.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  void whenIdle(3000)
    .then(() => navigator.serviceWorker.register('/sw.js', { scope: '/' }))
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
      registration.active?.postMessage({ type: 'remember', urls, page: window.location.href });
      // And what arrives later without passing through the worker: a request sent before it controlled the page, or
      // one the browser makes itself (the tab's icon). The worker skips what it already has.
      new PerformanceObserver((list) => {
        const late = (list.getEntries() as PerformanceResourceTiming[]).filter((entry) => entry.workerStart === 0).map((entry) => entry.name);
        if (late.length > 0) registration.active?.postMessage({ type: 'remember', urls: late });
      }).observe({ type: 'resource' });
    })
    // No service worker (a private window, an old browser): the app works as before, online.
    .catch(() => undefined);
}
