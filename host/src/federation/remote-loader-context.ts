import { createContext, use } from 'react';
import type { RemoteLoader } from './remote-loader';
import type { RemoteLoading } from './start-remote-loading';

/** Where the host's one RemoteLoader comes from (made once remotes.json has been fetched and validated). */
export const RemoteLoaderContext = createContext<RemoteLoading | null>(null);

/** The RemoteLoader; suspends until remotes.json is in. */
export function useRemoteLoader(): RemoteLoader {
  const loading = use(RemoteLoaderContext);
  if (!loading) throw new Error('useRemoteLoader needs <RemoteLoaderContext.Provider>');
  return use(loading.get());
}
