import { use, useEffect, useState } from 'react';
import { RemoteLoaderContext } from './remote-loader-context';
import type { RemoteLoader } from './remote-loader';

/**
 * Whether a link's target can be shown: false for the routes of a switched-off remote. Does not suspend: until
 * remotes.json is in, every link shows.
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
  return (path) => (loader ? loader.serves(path) : true);
}
