import { isHostPath } from './host-paths';

// A page opening on a remote's route needs remotes.json: ask for it now, before the shell's own code has arrived
// (it needs no code to fetch). start-remote-loading.ts picks the answer up.
if (!isHostPath(window.location.pathname)) {
  const early = fetch('/remotes.json', { cache: 'no-store', headers: { accept: 'application/json' } });
  early.catch(() => undefined);
  Object.assign(window, { __matkaRemotesJson: early });
}

// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');
