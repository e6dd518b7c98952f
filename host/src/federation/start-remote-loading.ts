import type { RemoteLoader } from './remote-loader';
import { isHostPath } from '../host-paths';
import { whenIdle } from '../when-idle';
import { earlyRemotesJson, startEarlyFetches } from './early-fetches';
import { track } from './tracked';

/** Starts loading remotes.json (and the schema that validates it) the first time anything asks for it, once. */
export interface RemoteLoading {
  get(): Promise<RemoteLoader>;
  /** Starts the load when the browser is idle and the first screen has had its time. */
  prefetchWhenIdle(): void;
}

let pageLoading: RemoteLoading | null = null;

/**
 * The page's one RemoteLoading. The shell's own screens (login, register, account) need neither remotes.json nor
 * its schema, so a new player on 4G gets the login form without them: they are fetched when a remote's route or the
 * section links need them, or once the page has been idle a while.
 *
 * A page that opens on a remote's route (a signed-in player's Home) needs its remote at once, so the entry script
 * (index.ts) calls this with the page's path before React has arrived: remotes.json and the owner's manifest
 * (early-fetches.ts), the remote loader, the remote's entry, its route table and the first screen's code then load
 * alongside React instead of after the first render asks for them.
 */
export function remoteLoading(pathname?: string): RemoteLoading {
  if (pageLoading) return pageLoading;
  const onRemoteRoute = pathname !== undefined && !isHostPath(pathname);
  if (onRemoteRoute) void startEarlyFetches(pathname);
  let loading: Promise<RemoteLoader> | null = null;
  const get = () => {
    if (!loading) {
      // Tracked, so useRemoteLoader's use() reads it without suspending once it is in. A failure is RemoteScreen's
      // boundary's to show. On a remote's route the loader takes the remotes.json answer started above.
      loading = track(import(/* webpackChunkName: "remote-loader" */ './remote-loader').then((module) => module.createRemoteLoader(earlyRemotesJson())));
      loading.catch((error: unknown) => console.error('[remotes] could not start', error));
    }
    return loading;
  };
  if (onRemoteRoute) void get().then((loader) => loader.prefetchScreen(pathname));
  pageLoading = {
    get,
    // After the first screen has had 1.5 s to itself.
    prefetchWhenIdle: () => {
      setTimeout(() => void whenIdle(3000).then(get), 1500);
    },
  };
  return pageLoading;
}
