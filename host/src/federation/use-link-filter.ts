import { use, useEffect, useState, useSyncExternalStore } from 'react';
import { RemoteLoaderContext } from './remote-loader-context';
import type { RemoteLoader } from './remote-loader';

const noChanges = () => () => undefined;

/**
 * Whether a link's target can be shown: false for the routes of a switched-off remote. Does not suspend: until
 * remotes.json is in, every link shows. Follows remotes.json as the page polls it: a remote switched off loses its
 * links at once.
 */
export function useLinkFilter(): (path: string) => boolean {
  const loading = use(RemoteLoaderContext);
  const [loader, setLoader] = useState<RemoteLoader | null>(null);
  useEffect(() => {
    let current = true;
    loading
      ?.get()
      .then((ready) => current && setLoader(ready))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [loading]);
  // The server snapshot: the prerendered frame (host/src/prerender) draws every link, as before remotes.json is in.
  useSyncExternalStore(loader ? loader.subscribe : noChanges, () => loader?.changes ?? 0, () => 0);
  return (path) => (loader ? loader.serves(path) : true);
}
