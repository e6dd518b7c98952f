import { isHostPath } from './host-paths';
import { remoteLoading } from './federation/start-remote-loading';
import { startFirstCalls } from './session/first-calls';

/**
 * Runs `step` in a task of its own: the entry's start-up in one piece was one long task (130–170 ms at 4× CPU, the
 * federation runtime, the remote's start and the shared packages' negotiation), in which a phone could neither paint
 * nor answer a tap.
 */
const inNextTask = (step: () => void) => setTimeout(step, 0);

// A page opening on a remote's route (a signed-in player's Home) needs remotes.json, the remote and the player's
// first answers before it can show anything: ask for all of them now, alongside React, not after the first render.
const onRemoteRoute = !isHostPath(window.location.pathname);
if (onRemoteRoute) startFirstCalls().catch(() => undefined);
inNextTask(() => {
  if (onRemoteRoute) remoteLoading(window.location.pathname);
  // Async boundary: shared singletons are negotiated before any app code runs. (The chunk's name lets the page
  // preload it and the shared packages it needs: PreloadStartupPlugin in build/preload-startup-plugin.ts.)
  inNextTask(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
});
