import type { RemoteLoader } from './remote-loader';
import { isHostPath } from '../host-paths';
import { whenIdle } from '../when-idle';
import { earlyRemotesJson } from './early-fetches';
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
 * (index.ts) calls this before React has arrived: remotes.json, the remote's entry, its route table and the first
 * screen's code then load alongside React instead of after the first render asks for them.
 */
export function remoteLoading(pathname?: string): RemoteLoading {
  if (pageLoading) return pageLoading;
  let loading: Promise<RemoteLoader> | null = null;
  const get = () => {
    if (!loading) {
      // On a remote's route index.ts asked for remotes.json already; take that answer.
      // Tracked, so useRemoteLoader's use() reads it without suspending once it is in. A failure is RemoteScreen's
      // boundary's to show.
      loading = track(
        import(/* webpackChunkName: "remote-loader" */ './create-remote-loader').then((module) =>
          module.createRemoteLoader(earlyRemotesJson()),
        ),
      );
      loading.catch((error: unknown) => console.error('[remotes] could not start', error));
    }
    return loading;
  };
  if (pathname !== undefined && !isHostPath(pathname)) {
    void get().then((loader) => loader.prefetchScreen(pathname));
  }
  pageLoading = {
    get,
    // After the first screen has had 1.5 s to itself.
    prefetchWhenIdle: () => {
      setTimeout(() => void whenIdle(3000).then(get), 1500);
    },
  };
  return pageLoading;
}
