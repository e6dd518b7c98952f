import type { RemoteLoader } from './remote-loader';
import { fetchRemotesManifest } from './remotes-manifest';
import { REMOTES_MANIFEST_URL } from './paths';

/** How often a visible page asks for remotes.json: operators' changes reach open pages within this. */
export const MANIFEST_CHECK_MS = 3 * 60_000;

/**
 * Keeps the loader's remotes.json current on a page that stays open: asked for again when the tab comes back to the
 * foreground and every few minutes while it is visible — never on a hidden tab, never all pages at once (each counts
 * from its own load), and never a reload: a switched-off remote shows the unavailable page, a new release is taken
 * on the next navigation into its remote. A failed check keeps what the page has.
 */
export function watchRemotesManifest(loader: RemoteLoader, fetchImpl: typeof fetch = fetch): () => void {
  let checking = false;
  let lastCheck = Date.now();
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      const manifest = await fetchRemotesManifest(REMOTES_MANIFEST_URL, fetchImpl);
      if (manifest) loader.update(manifest);
    } finally {
      checking = false;
      lastCheck = Date.now();
    }
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void check();
  };
  document.addEventListener('visibilitychange', onVisibility);
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= MANIFEST_CHECK_MS) void check();
  }, MANIFEST_CHECK_MS / 6);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    clearInterval(timer);
  };
}
