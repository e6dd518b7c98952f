import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteRoute, RemoteRoutesModule } from '@matka/shared-kernel/ui';
import { shellLinksAtom, type ShellLinks } from '@matka/shared-kernel/links';
import type { MenuItem } from '@matka/shared-kernel/menus';
import { remoteOwning, type RemoteEntry, type RemotesManifest } from '@matka/shared-kernel/remotes';
import { appStore } from '../app-store';
import { isHostPath } from '../host-paths';
import { REMOTES_MANIFEST_URL, normalisePath } from './paths';
import { containmentPlugin, failureOf } from './containment';
import { entryMismatch } from './entry-integrity';
import { fetchRemotesManifest } from './remotes-manifest';
import { watchRemotesManifest } from './watch-remotes-manifest';
import { track, type Tracked } from './tracked';
import { forgetFailures, hasFailed, leavingPage, markFailed } from './failed-releases';
import { remoteReporter, type ReportRemote } from './report-remote';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`The ${remote} section is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

/** What a path shows: a remote's screen, the unavailable page (of one remote, or of all when remotes.json could not be used), or not-found. */
export type RouteLookup =
  | { kind: 'found'; remote: string; route: RemoteRoute; release?: string }
  | { kind: 'unavailable'; remote: string; reason: string }
  | { kind: 'manifest-unusable' }
  | { kind: 'not-found' };

type ScreenModule = { default: ComponentType };

/** Where a remote's code comes from: a release (named by the server; none in development), its manifest, its hash. */
interface Source {
  release?: string;
  /** The mf-manifest.json URL, absolute. */
  manifest: string;
  /** The sha384 of the release's remoteEntry.js (release.json's), checked by the browser as it loads the entry. */
  integrity?: string;
}

/** A route table that has arrived, from `source`: the release remotes.json names (`listed`), or its fallback. */
interface LoadedTable {
  state: 'loaded';
  listed: string;
  source: Source;
  routes: RemoteRoute[];
}

/** A remote's route table for the release remotes.json names (`listed`, its manifest URL): on its way, or in. */
type Table = { state: 'loading'; listed: string; load: Promise<LoadedTable> } | LoadedTable;

/** What the loader knows of one remote. */
interface RemoteState {
  /** The source the federation runtime has for it (its entry, and the integrity that entry must have). */
  registered: Source | null;
  /** Its route table; null before its first lookup, after a failed load and after a Retry (the next lookup loads it). */
  table: Table | null;
}

/**
 * The page's RemoteLoader: remotes.json (the answer the entry script started, else fetched now) validated, then kept
 * current (watch-remotes-manifest.ts). What links need of it (which paths lead somewhere, the remotes' menus) goes
 * into the page's store before any remote screen can render, and follows every change.
 */
export async function createRemoteLoader(started?: Promise<Response>): Promise<RemoteLoader> {
  const loader = new RemoteLoader(await fetchRemotesManifest(REMOTES_MANIFEST_URL, started ? () => started : fetch));
  appStore.set(shellLinksAtom, loader.links());
  loader.subscribe(() => appStore.set(shellLinksAtom, loader.links()));
  watchRemotesManifest(loader);
  return loader;
}

/**
 * Registers the manifest's enabled remotes and loads their route tables on demand, one remote at a time. The manifest
 * may change while the page runs (`update`, from remotes.json polled by watch-remotes-manifest.ts): a remote switched
 * off shows the unavailable page at once, and a remote moved to another release is loaded from it the next time one
 * of its routes is looked up — a screen already shown keeps the code it came with.
 *
 * A release that fails for the player — its entry does not load or is not the one released (integrity), a singleton
 * it needs is not the page's (`strictVersion`), its route table throws or is missing, one of its screens throws — is
 * a failed load: reported (`report-remote.ts`), remembered for the session (`failed-releases.ts`), and the player gets
 * the release's `fallback` from then on. Each release's first shown screen is reported as a load.
 */
export class RemoteLoader {
  private readonly remotes = new Map<string, RemoteState>();
  /** One load of each route's screen code (tracked: once in, React's `use()` reads it without suspending). */
  private readonly screens = new WeakMap<RemoteRoute, Tracked<ScreenModule>>();
  private readonly listeners = new Set<() => void>();
  private shellLinks: ShellLinks;

  /** `manifest` is null when remotes.json could not be used: then every remote path is unavailable. */
  constructor(
    private manifest: RemotesManifest | null,
    private readonly baseUrl: string = window.location.href,
    private readonly report: ReportRemote = remoteReporter(),
  ) {
    this.shellLinks = this.makeLinks();
    registerPlugins([containmentPlugin((remote, url) => this.entryIntegrity(remote, url))]);
    const remotes: Array<{ name: string; entry: string }> = [];
    for (const remote of this.enabled()) {
      const source = this.sourceOf(remote);
      if (!source) continue;
      this.stateOf(remote.name).registered = source;
      remotes.push({ name: remote.name, entry: source.manifest });
    }
    registerRemotes(remotes);
  }

  /** Takes a newer remotes.json; listeners hear of it when anything changed. */
  update(manifest: RemotesManifest): void {
    if (this.manifest && JSON.stringify(manifest) === JSON.stringify(this.manifest)) return;
    this.manifest = manifest;
    this.changed();
  }

  /** For useSyncExternalStore: called after every `update` (or failure) that changed something. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** False when the path belongs to a switched-off remote (or remotes.json could not be used): hide links to it. */
  serves(pathname: string): boolean {
    if (!this.manifest) return isHostPath(pathname);
    return remoteOwning(this.manifest, pathname)?.enabled ?? true;
  }

  /** What links anywhere in the page need (the kernel's `shellLinksAtom`): a new object after every change. */
  links(): ShellLinks {
    return this.shellLinks;
  }

  /** Whether the remote owning `pathname` is switched off (or remotes.json could not be used). */
  /** Whether `release` of `remote` is shown because this browser opened a preview link of it (the page says so). */
  isPreview(remote: string, release: string | undefined): boolean {
    const entry = this.manifest?.remotes.find((candidate) => candidate.name === remote);
    return release !== undefined && entry?.preview === true && entry.release === release;
  }

  isSwitchedOff(pathname: string): boolean {
    return !this.manifest || remoteOwning(this.manifest, pathname)?.enabled === false;
  }

  /**
   * What `lookup` answers, when that is known without waiting: remotes.json could not be used, the owner is switched
   * off, or the owner's route table has arrived with the path in it (the page's first screen, loaded ahead by
   * start-remote-loading.ts). Null otherwise.
   */
  knownLookup(pathname: string): RouteLookup | null {
    if (!this.manifest) return { kind: 'manifest-unusable' };
    const owner = remoteOwning(this.manifest, pathname);
    if (!owner) return null;
    if (!owner.enabled) return { kind: 'unavailable', remote: owner.name, reason: 'switched off' };
    const table = this.currentTable(owner);
    const route = table?.state === 'loaded' ? findRoute(table.routes, pathname) : undefined;
    return table?.state === 'loaded' && route ? found(owner.name, route, table.source) : null;
  }

  /**
   * Finds the screen for a path: first in the remote the manifest names for it, then (for a screen a remote added
   * after the manifest was written) in every other enabled remote.
   */
  async lookup(pathname: string): Promise<RouteLookup> {
    const known = this.knownLookup(pathname);
    if (known) return known;
    const owner = this.manifest && remoteOwning(this.manifest, pathname);
    if (owner) {
      try {
        const table = await this.tableOf(owner);
        const route = findRoute(table.routes, pathname);
        if (route) return found(owner.name, route, table.source);
      } catch (error) {
        // Said in the console, for whoever looks at an unavailable page (a browser test's failure report among them).
        console.error(`[remotes] ${owner.name} is unavailable: ${describe(error)}`);
        return { kind: 'unavailable', remote: owner.name, reason: describe(error) };
      }
    }
    const others = this.enabled().filter((remote) => remote.name !== owner?.name);
    const tables = await Promise.allSettled(others.map((remote) => this.tableOf(remote)));
    for (const [index, table] of tables.entries()) {
      const route = table.status === 'fulfilled' ? findRoute(table.value.routes, pathname) : undefined;
      const remote = others[index];
      if (route && remote && table.status === 'fulfilled') return found(remote.name, route, table.value.source);
    }
    return { kind: 'not-found' };
  }

  /** Starts loading the code of the screen at `pathname` (the page's first screen), so it is in when React asks. */
  async prefetchScreen(pathname: string): Promise<void> {
    const lookup = await this.lookup(pathname);
    if (lookup.kind === 'found') void this.loadScreen(lookup.route);
  }

  /**
   * The code of a route's screen, loaded once per route: a re-render never re-suspends a screen that already loaded,
   * and the page's first screen picks up the load `prefetchScreen` started before React rendered. A failed load stays
   * failed (the error boundary's to show) until its remote's Retry.
   */
  loadScreen(route: RemoteRoute): Promise<ScreenModule> {
    let load = this.screens.get(route);
    if (!load) {
      load = track(route.load());
      this.screens.set(route, load);
    }
    return load;
  }

  /** Forgets a failed remote (its failed releases, its table and its screens' loads) so the next lookup loads it again. */
  retry(name: string): void {
    forgetFailures(name);
    const state = this.remotes.get(name);
    if (state?.table?.state === 'loaded') for (const route of state.table.routes) this.screens.delete(route);
    if (state) state.table = null;
    const remote = this.enabledRemote(name);
    const source = remote && this.sourceOf(remote);
    if (source) this.register(name, source, true);
  }

  /** A screen of `release` was shown: its load is reported (once a page). */
  screenShown(remote: string, release: string | undefined): void {
    if (release) this.report({ remote, release, outcome: 'load' });
  }

  /**
   * A screen of `release` threw while loading or rendering: a failed load of that release. Reported, remembered for
   * the session, and the remote's next lookup takes the fallback. True when there is a fallback to take (the screen
   * is then looked up again at once), false when the unavailable page is all that is left.
   */
  screenFailed(remote: string, release: string | undefined, error: unknown): boolean {
    console.error(`[remotes] a ${remote} screen failed`, error);
    if (!release || leavingPage()) return false;
    this.failed(remote, release, failureReason('screen', error));
    const state = this.remotes.get(remote);
    if (state) state.table = null;
    const entry = this.enabledRemote(remote);
    const next = entry ? this.sourceOf(entry) : null;
    this.changed();
    return next !== null;
  }

  private enabled(): RemoteEntry[] {
    return this.manifest?.remotes.filter((remote) => remote.enabled) ?? [];
  }

  private enabledRemote(name: string): RemoteEntry | undefined {
    return this.enabled().find((remote) => remote.name === name);
  }

  private stateOf(name: string): RemoteState {
    let state = this.remotes.get(name);
    if (!state) {
      state = { registered: null, table: null };
      this.remotes.set(name, state);
    }
    return state;
  }

  private changed(): void {
    this.shellLinks = this.makeLinks();
    for (const listener of this.listeners) listener();
  }

  private makeLinks(): ShellLinks {
    const menus: MenuItem[] = this.enabled().flatMap((remote) => remote.menus.map((entry) => ({ ...entry, remote: remote.name })));
    return { serves: (pathname) => this.serves(pathname), menus };
  }

  /** The remote's table if it is of the release remotes.json names now (in, or on its way). */
  private currentTable(remote: RemoteEntry): Table | null {
    const table = this.remotes.get(remote.name)?.table;
    return table && table.listed === this.absolute(remote.manifest) ? table : null;
  }

  /** The table of the release the manifest names now, loading it if need be; a failed load is not kept (Retry asks again). */
  private tableOf(remote: RemoteEntry): Promise<LoadedTable> {
    const current = this.currentTable(remote);
    if (current) return current.state === 'loaded' ? Promise.resolve(current) : current.load;
    const state = this.stateOf(remote.name);
    const listed = this.absolute(remote.manifest);
    const load = this.fetchRoutes(remote).then(
      ({ source, routes }): LoadedTable => {
        const loaded: LoadedTable = { state: 'loaded', listed, source, routes };
        if (state.table === loading) state.table = loaded;
        return loaded;
      },
      (error: unknown) => {
        if (state.table === loading) state.table = null;
        throw error;
      },
    );
    const loading: Table = { state: 'loading', listed, load };
    state.table = loading;
    return load;
  }

  /**
   * Loads the remote's route table from the release the manifest names — or, once that release has failed for this
   * player, from its fallback. A release that fails here is reported and remembered, and the fallback is tried
   * before the routes show the unavailable page.
   */
  private async fetchRoutes(remote: RemoteEntry): Promise<{ source: Source; routes: RemoteRoute[] }> {
    let reason = 'every release of it failed in this session';
    for (let source = this.sourceOf(remote); source; source = this.sourceOf(remote)) {
      this.register(remote.name, source, false);
      try {
        return { source, routes: await this.loadTable(remote.name) };
      } catch (error) {
        reason = describe(error);
        // In development (no release named) there is nothing to report or fall back to; a page being left has its
        // loads cut off, which says nothing of the release.
        if (!source.release || leavingPage()) break;
        this.failed(remote.name, source.release, await this.reasonOf(source, error));
        console.error(`[remotes] ${remote.name} ${source.release} failed to load${remote.fallback ? `; trying ${remote.fallback.release}` : ''}`);
      }
    }
    throw new RemoteUnavailableError(remote.name, reason);
  }

  /** Why a release's route table did not load: an entry that arrived but is not the one released is `integrity`. */
  private async reasonOf(source: Source, error: unknown): Promise<string> {
    const reason = failureReason('routes', error);
    if (!reason.startsWith('entry:') || !source.integrity) return reason;
    const mismatch = await entryMismatch(new URL('remoteEntry.js', source.manifest).href, source.integrity);
    return mismatch ? `integrity: ${mismatch}` : reason;
  }

  /** Evaluates the registered entry's route table: a failed load, a throw or no table is an error. */
  private async loadTable(name: string): Promise<RemoteRoute[]> {
    const module = await loadRemote<unknown>(`${name}/routes`);
    const failure = failureOf(module);
    if (failure) throw failure;
    if (!isRoutesModule(module)) throw new Error('its ./routes module has no route table');
    return module.routes;
  }

  /** A release failed for this player (its callers have checked the page is not being left). */
  private failed(remote: string, release: string, reason: string): void {
    markFailed(remote, release);
    this.report({ remote, release, outcome: 'failure', reason });
  }

  /**
   * Where the remote's code comes from for this player now: the release remotes.json names, unless it failed earlier
   * in the session — then its fallback, unless that failed too (null: nothing left to try until Retry).
   */
  private sourceOf(remote: RemoteEntry): Source | null {
    const own: Source = { manifest: this.absolute(remote.manifest), ...(remote.release ? { release: remote.release } : {}), ...(remote.integrity ? { integrity: remote.integrity } : {}) };
    if (!own.release || !hasFailed(remote.name, own.release)) return own;
    const fallback = remote.fallback;
    if (!fallback || hasFailed(remote.name, fallback.release)) return null;
    return { release: fallback.release, manifest: this.absolute(fallback.manifest), ...(fallback.integrity ? { integrity: fallback.integrity } : {}) };
  }

  /** Points the runtime at `source` for the remote: at once if it had another (a new release, a fallback), or `force`. */
  private register(name: string, source: Source, force: boolean): void {
    const state = this.stateOf(name);
    const known = state.registered;
    state.registered = source;
    if (known?.manifest === source.manifest && !force) return;
    // What `force` does, without the runtime's warning that the remote "is already registered": a new release (or a
    // fallback, or Retry) is how this shell works, not a mistake.
    const runtime = getInstance();
    const registered = runtime?.options.remotes.find((entry) => entry.name === name);
    if (runtime && registered) runtime.remoteHandler['removeRemote'](registered);
    registerRemotes([{ name, entry: source.manifest }], { force: !runtime && (known !== null || force) });
  }

  /** The integrity the entry at `url` must have: its release's, when `url` is the entry next to its manifest. */
  private entryIntegrity(remote: string, url: string): string | undefined {
    const source = this.remotes.get(remote)?.registered;
    if (!source?.integrity) return undefined;
    return new URL(url, this.baseUrl).href === new URL('remoteEntry.js', source.manifest).href ? source.integrity : undefined;
  }

  private absolute(url: string): string {
    return new URL(url, this.baseUrl).href;
  }
}

/** What went wrong, for the report: which step (entry, singleton, routes, screen) and the error's message. */
export function failureReason(step: 'routes' | 'screen', error: unknown): string {
  const message = describe(error).replace(/^\[ Federation Runtime \]:?\s*/, '');
  const kind =
    step === 'screen' ? 'screen' : /does not satisfy/.test(message) ? 'singleton' : /Script(Network|Execution)Error|RUNTIME-00|manifest|fetch/i.test(message) ? 'entry' : 'routes';
  return `${kind}: ${message}`;
}

function isRoutesModule(module: unknown): module is RemoteRoutesModule {
  return typeof module === 'object' && module !== null && Array.isArray((module as Partial<RemoteRoutesModule>).routes);
}

function found(remote: string, route: RemoteRoute, source: Source): RouteLookup {
  return { kind: 'found', remote, route, ...(source.release ? { release: source.release } : {}) };
}

function findRoute(routes: RemoteRoute[], pathname: string): RemoteRoute | undefined {
  const wanted = normalisePath(pathname);
  return routes.find((route) => normalisePath(route.path) === wanted);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
