import { shellLinksAtom } from '@matka/shared-kernel/links';
import { appStore } from '../app-store';
import { RemoteLoader } from './remote-loader';
import { fetchRemotesManifest } from './remotes-manifest';
import { REMOTES_MANIFEST_URL } from './paths';
import { watchRemotesManifest } from './watch-remotes-manifest';

/**
 * remotes.json, fetched (or taken from a fetch already under way) and validated, turned into the RemoteLoader, which
 * is kept current from then on (watch-remotes-manifest.ts). What links need of it (which paths lead somewhere, the
 * remotes' menus) goes into the page's store before any remote screen can render, and follows every change.
 */
export async function createRemoteLoader(started?: Promise<Response>): Promise<RemoteLoader> {
  const fetchImpl: typeof fetch = started ? () => started : fetch;
  const loader = new RemoteLoader(await fetchRemotesManifest(REMOTES_MANIFEST_URL, fetchImpl));
  appStore.set(shellLinksAtom, loader.links());
  loader.subscribe(() => appStore.set(shellLinksAtom, loader.links()));
  watchRemotesManifest(loader);
  return loader;
}
