import { isHostPath } from './host-paths';
import { remoteLoading } from './federation/start-remote-loading';
import { startFirstCalls } from './session/first-calls';

// A page opening on a remote's route (a signed-in player's Home) needs remotes.json, the remote and the player's
// first answers before it can show anything: ask for all of them now, alongside React, not after the first render.
if (!isHostPath(window.location.pathname)) {
  remoteLoading(window.location.pathname);
  startFirstCalls().catch(() => undefined);
}

// Async boundary: shared singletons are negotiated before any app code runs. (The chunk's name lets the page
// preload it and the shared packages it needs: PreloadStartupPlugin in build/preload-startup-plugin.ts.)
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
