import type { RemoteLoader } from './remote-loader';
import { isHostPath } from '../host-paths';
import { whenIdle } from '../when-idle';

/** Starts loading remotes.json (and zod, which validates it) the first time anything asks for it, once. */
export interface RemoteLoading {
  get(): Promise<RemoteLoader>;
  /** Starts the load when the browser is idle and the first screen has had its time. */
  prefetchWhenIdle(): void;
}

/**
 * The shell's own screens (login, register, account) need neither remotes.json nor zod, so a new player on 4G
 * gets the login form without them: they are fetched when a remote's route or the section links need them, or
 * once the page has been idle a while.
 */
export function remoteLoading(pathname?: string): RemoteLoading {
  let loading: Promise<RemoteLoader> | null = null;
  let manifestFetch: Promise<Response> | undefined;
  const get = () => {
    if (!loading) {
      loading = import('./create-remote-loader').then((module) => module.createRemoteLoader(manifestFetch));
      // Nothing may turn a failed load into an unhandled rejection: RemoteScreen's boundary shows it.
      loading.catch((error: unknown) => console.error('[remotes] could not start', error));
    }
    return loading;
  };
  // A page that opens on a remote's route (a signed-in player's Home) needs remotes.json at once: start now,
  // alongside React's own start, rather than after the first render asks for it.
  if (pathname !== undefined && !isHostPath(pathname)) {
    // index.ts asked for remotes.json already; the loader's chunk (and zod) are on their way too.
    manifestFetch = (window as { __matkaRemotesJson?: Promise<Response> }).__matkaRemotesJson;
    void get();
  }
  return {
    get,
    // After the first screen has had 1.5 s to itself.
    prefetchWhenIdle: () => {
      setTimeout(() => void whenIdle(3000).then(get), 1500);
    },
  };
}
