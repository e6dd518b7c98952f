import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from './early-fetches';

/**
 * How long a remote's manifest may take to answer before its load fails (its entry script has the runtime's own 20 s).
 * Only the remote's answer is timed, never the whole load: on a busy phone the page's own start-up (React, the
 * shared packages the remote needs) can take longer than this while everything is on its way, and the remote must not
 * be shown as unavailable then.
 */
export const ANSWER_TIMEOUT_MS = 15_000;

const FAILED = Symbol('remote failed');
type FailedModule = { [FAILED]: unknown };

/** What the loader tells the federation runtime: the integrity the entry of each remote's current source must have. */
export type EntryIntegrity = (remote: string, url: string) => string | undefined;

/**
 * Containment, first line: a remote whose entry, manifest or module fails to load resolves to a marked module instead
 * of an exception thrown deep inside the federation runtime. (Second line: the error boundary around each screen.)
 * Also loads a release's entry with its subresource integrity: a file that is not the one released does not run.
 */
export function containmentPlugin(integrityOf: EntryIntegrity): ModuleFederationRuntimePlugin {
  return {
    name: 'matka-remote-containment',
    // A manifest the entry script fetched ahead (early-fetches.ts) is answered from that fetch, once — if it worked.
    // A failed one is never handed over: it is fetched again (handing the runtime a failure would leave the remote
    // failed for good, Retry included). A manifest that gives no answer in time fails like one that is not there.
    fetch(url, init) {
      const fetchNow = () => fetch(url, { ...init, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
      const early = takeEarlyManifest(url);
      if (!early) return fetchNow();
      return early.then((response) => (response.ok ? response : fetchNow()), fetchNow);
    },
    createScript({ url, remoteInfo }) {
      const integrity = remoteInfo && integrityOf(remoteInfo.name, url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.integrity = integrity;
      // A release on another origin (a CDN) is checked through CORS.
      if (new URL(url, window.location.href).origin !== window.location.origin) script.crossOrigin = 'anonymous';
      return script;
    },
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[remotes] ${id} failed during ${lifecycle}`, error);
      if (lifecycle === 'onLoad' || lifecycle === 'afterResolve') return { [FAILED]: error } satisfies FailedModule;
      return undefined;
    },
  };
}

/** The error a marked module (a failed load) stands for; undefined for a module that loaded. */
export function failureOf(module: unknown): Error | undefined {
  if (typeof module !== 'object' || module === null || !(FAILED in module)) return undefined;
  const error = (module as FailedModule)[FAILED];
  return error instanceof Error ? error : new Error(String(error));
}
