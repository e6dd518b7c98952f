import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteRoute, RemoteRoutesModule } from '@matka/shared-kernel/ui';
import type { ShellLinks } from '@matka/shared-kernel/links';
import type { MenuItem } from '@matka/shared-kernel/menus';
import { normalisePath } from './paths';
import { isHostPath } from '../host-paths';
import { remoteOwning, type RemoteEntry, type RemotesManifest } from '@matka/shared-kernel/remotes';
import { FIRST_ATTEMPT, loadScreen } from './screen-loads';
import { takeEarlyManifest } from './early-fetches';
import { arrived, track, type Tracked } from './tracked';
import { forgetFailures, hasFailed, markFailed } from './failed-releases';
import { remoteReporter, type ReportRemote } from './report-remote';

/** How long a remote may take to answer before its routes show the unavailable page. */
const LOAD_TIMEOUT_MS = 15_000;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`The ${remote} section is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

export type RouteLookup =
  | { kind: 'found'; remote: string; route: RemoteRoute; release?: string }
  | { kind: 'unavailable'; remote: string; reason: string }
  | { kind: 'not-found' };

/** The name a lookup reports when remotes.json itself failed; retrying it reloads the page. */
const MANIFEST = '*';

const FAILED = Symbol('remote failed');
type FailedModule = { [FAILED]: unknown };

/** Where a remote's code comes from: a release (named by the server; none in development), its manifest, its hash. */
interface Source {
  release?: string;
  /** The mf-manifest.json URL, absolute. */
  manifest: string;
  /** The sha384 of the release's remoteEntry.js (release.json's), checked by the browser as it loads the entry. */
  integrity?: string;
}

/** A route table as loaded, with the source it came from. */
interface LoadedTable {
  routes: RemoteRoute[];
  source: Source;
}

/** What the loader tells the federation runtime: the integrity the entry of each remote's current source must have. */
type EntryIntegrity = (remote: string, url: string) => string | undefined;

/**
 * Containment, first line: a remote whose entry, manifest or module fails to load resolves to a marked module instead
 * of an exception thrown deep inside the federation runtime. (Second line: the error boundary around each screen.)
 * Also loads a release's entry with its subresource integrity: a file that is not the one released does not run.
 */
function containmentPlugin(integrityOf: EntryIntegrity): ModuleFederationRuntimePlugin {
  return {
    name: 'matka-remote-containment',
    // A manifest the entry script fetched ahead (early-fetches.ts) is answered from that fetch, once — if it worked.
    // A failed one is never handed over: the runtime fetches for itself (handing it a failure would leave the remote
    // failed for good, Retry included).
    fetch(url) {
      const early = takeEarlyManifest(url);
      if (!early) return undefined;
      return early.then(
        (response) => (response.ok ? response : fetch(url)),
        () => fetch(url),
      );
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

function isFailed(module: unknown): module is FailedModule {
  return typeof module === 'object' && module !== null && FAILED in module;
}

function isRoutesModule(module: unknown): module is RemoteRoutesModule {
  return (
    typeof module === 'object' && module !== null && Array.isArray((module as Partial<RemoteRoutesModule>).routes)
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number, remote: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteUnavailableError(remote, `no answer in ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** What went wrong, for the report: which step (entry, singleton, routes, screen) and the error's message. */
export function failureReason(step: 'routes' | 'screen', error: unknown): string {
  const message = describe(error).replace(/^\[ Federation Runtime \]:?\s*/, '');
  const kind =
    step === 'screen' ? 'screen' : /does not satisfy/.test(message) ? 'singleton' : /Script(Network|Execution)Error|RUNTIME-00|manifest|fetch/i.test(message) ? 'entry' : 'routes';
  return `${kind}: ${message}`;
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
  /** Tracked: a table that has arrived answers `knownLookup` without waiting. Each is of the source in `tableSources`. */
  private readonly routeTables = new Map<string, Tracked<LoadedTable>>();
  private readonly tableSources = new Map<string, string>();
  /** The entry URL the federation runtime has for each remote, and the integrity its entry must have. */
  private readonly registered = new Map<string, Source>();
  private readonly listeners = new Set<() => void>();
  private manifest: RemotesManifest;
  private manifestMissing: boolean;
  private shellLinks: ShellLinks;
  /** Counts the updates that changed something (a snapshot for useSyncExternalStore). */
  changes = 0;

  /** `manifest` is null when remotes.json could not be used: then every remote path is unavailable. */
  constructor(
    manifest: RemotesManifest | null,
    private readonly baseUrl: string = window.location.href,
    private readonly report: ReportRemote = remoteReporter(),
  ) {
    this.manifest = manifest ?? { remotes: [] };
    this.manifestMissing = manifest === null;
    this.shellLinks = this.makeLinks();
    registerPlugins([containmentPlugin((remote, url) => this.entryIntegrity(remote, url))]);
    const remotes: Array<{ name: string; entry: string }> = [];
    for (const remote of this.enabled()) {
      const source = this.sourceOf(remote);
      if (!source) continue;
      this.registered.set(remote.name, source);
      remotes.push({ name: remote.name, entry: source.manifest });
    }
    registerRemotes(remotes);
  }

  /** Takes a newer remotes.json; listeners hear of it when anything changed. */
  update(manifest: RemotesManifest): void {
    if (!this.manifestMissing && JSON.stringify(manifest) === JSON.stringify(this.manifest)) return;
    this.manifest = manifest;
    this.manifestMissing = false;
    this.changed();
  }

  /** For useSyncExternalStore: called after every `update` (or failure) that changed something. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  enabled(): RemoteEntry[] {
    return this.manifest.remotes.filter((remote) => remote.enabled);
  }

  isEnabled(name: string): boolean {
    return this.enabled().some((remote) => remote.name === name);
  }

  /** False when the path belongs to a switched-off remote (or remotes.json could not be used): hide links to it. */
  serves(pathname: string): boolean {
    const owner = remoteOwning(this.manifest, pathname);
    if (owner) return owner.enabled;
    return !this.manifestMissing || isHostPath(pathname);
  }

  /** What links anywhere in the page need (the kernel's `shellLinksAtom`): a new object after every change. */
  links(): ShellLinks {
    return this.shellLinks;
  }

  /** Whether the remote owning `pathname` is switched off (or remotes.json could not be used). */
  isSwitchedOff(pathname: string): boolean {
    if (this.manifestMissing) return true;
    return remoteOwning(this.manifest, pathname)?.enabled === false;
  }

  /** The route table of one remote, from the release the manifest names now; a failure is not cached, so Retry asks again. */
  routesOf(name: string): Promise<RemoteRoute[]> {
    return this.tableOf(name).then((table) => table.routes);
  }

  /** Forgets a failed remote (and its failed releases) so the next load fetches its entry again. */
  retry(name: string): void {
    if (name === MANIFEST) {
      window.location.reload();
      return;
    }
    forgetFailures(name);
    this.routeTables.delete(name);
    const remote = this.enabled().find((entry) => entry.name === name);
    const source = remote && this.sourceOf(remote);
    if (source) this.register(name, source, true);
  }

  /**
   * What `lookup` would answer, when that is known without waiting: a switched-off owner, or an owner whose route
   * table has arrived (the page's first screen, loaded ahead by start-remote-loading.ts). Null otherwise.
   */
  knownLookup(pathname: string): RouteLookup | null {
    if (this.manifestMissing) return { kind: 'unavailable', remote: MANIFEST, reason: 'remotes.json could not be used' };
    const owner = remoteOwning(this.manifest, pathname);
    if (owner && !owner.enabled) return { kind: 'unavailable', remote: owner.name, reason: 'switched off' };
    const table = owner ? arrived(this.currentTable(owner.name)) : undefined;
    const route = table ? findRoute(table.routes, pathname) : undefined;
    return owner && table && route ? found(owner.name, route, table.source) : null;
  }

  /**
   * Finds the screen for a path: first in the remote the manifest names for it, then (for a screen a remote added
   * after the manifest was written) in every other enabled remote.
   */
  async lookup(pathname: string): Promise<RouteLookup> {
    if (this.manifestMissing) return { kind: 'unavailable', remote: MANIFEST, reason: 'remotes.json could not be used' };
    const owner = remoteOwning(this.manifest, pathname);
    if (owner && !owner.enabled) return { kind: 'unavailable', remote: owner.name, reason: 'switched off' };
    if (owner) {
      try {
        const table = await this.tableOf(owner.name);
        const route = findRoute(table.routes, pathname);
        if (route) return found(owner.name, route, table.source);
      } catch (error) {
        return { kind: 'unavailable', remote: owner.name, reason: describe(error) };
      }
    }
    const others = this.enabled().filter((remote) => remote.name !== owner?.name);
    const tables = await Promise.allSettled(others.map((remote) => this.tableOf(remote.name)));
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
    if (lookup.kind === 'found') void loadScreen(lookup.route, FIRST_ATTEMPT);
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
    if (!release) return false;
    this.failed(remote, { release, manifest: '' }, failureReason('screen', error));
    this.routeTables.delete(remote);
    const entry = this.enabled().find((candidate) => candidate.name === remote);
    const next = entry ? this.sourceOf(entry) : null;
    this.changed();
    return next !== null;
  }

  private changed(): void {
    this.changes += 1;
    this.shellLinks = this.makeLinks();
    for (const listener of this.listeners) listener();
  }

  private makeLinks(): ShellLinks {
    const menus: MenuItem[] = this.enabled().flatMap((remote) => remote.menus.map((entry) => ({ ...entry, remote: remote.name })));
    return { serves: (pathname) => this.serves(pathname), menus };
  }

  /** The table of the source the manifest names now, loading it if need be. */
  private tableOf(name: string): Promise<LoadedTable> {
    let table = this.currentTable(name);
    if (!table) {
      const remote = this.enabled().find((entry) => entry.name === name);
      const source = remote ? this.sourceOf(remote) : null;
      const loading = track(withTimeout(this.fetchRoutes(name), LOAD_TIMEOUT_MS, name));
      loading.catch(() => {
        if (this.routeTables.get(name) === loading) this.routeTables.delete(name);
      });
      this.routeTables.set(name, loading);
      if (source) this.tableSources.set(name, source.manifest);
      table = loading;
    }
    return table;
  }

  /**
   * Loads the remote's route table from the release the manifest names — or, once that release has failed for this
   * player, from its fallback. A release that fails here is reported and remembered, and the fallback is tried
   * before the routes show the unavailable page.
   */
  private async fetchRoutes(name: string): Promise<LoadedTable> {
    const remote = this.enabled().find((entry) => entry.name === name);
    if (!remote) throw new RemoteUnavailableError(name, 'not in remotes.json');
    let reason = 'every release of it failed in this session';
    for (let source = this.sourceOf(remote); source; source = this.sourceOf(remote)) {
      this.register(name, source, false);
      try {
        return { routes: await this.loadTable(name), source };
      } catch (error) {
        reason = describe(error);
        // In development (no release named) there is nothing to report or fall back to.
        if (!source.release) break;
        this.failed(name, source, failureReason('routes', error));
        console.error(`[remotes] ${name} ${source.release} failed to load${remote.fallback ? `; trying ${remote.fallback.release}` : ''}`);
      }
    }
    throw new RemoteUnavailableError(name, reason);
  }

  /** Evaluates the registered entry's route table: a failed load, a throw or no table is an error. */
  private async loadTable(name: string): Promise<RemoteRoute[]> {
    const module = await loadRemote<unknown>(`${name}/routes`);
    if (isFailed(module)) throw module[FAILED] instanceof Error ? module[FAILED] : new Error(describe(module[FAILED]));
    if (!isRoutesModule(module)) throw new Error('its ./routes module has no route table');
    return module.routes;
  }

  private failed(remote: string, source: Source, reason: string): void {
    if (!source.release) return;
    markFailed(remote, source.release);
    this.report({ remote, release: source.release, outcome: 'failure', reason });
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

  /** The remote's table if it is of the source the manifest names now (or on its way). */
  private currentTable(name: string): Tracked<LoadedTable> | undefined {
    const table = this.routeTables.get(name);
    const remote = this.enabled().find((entry) => entry.name === name);
    const source = remote ? this.sourceOf(remote) : null;
    return table && source && this.tableSources.get(name) === source.manifest ? table : undefined;
  }

  /** Points the runtime at `source` for the remote: at once if it had another (a new release, a fallback), or `force`. */
  private register(name: string, source: Source, force: boolean): void {
    const known = this.registered.get(name);
    this.registered.set(name, source);
    if (known?.manifest === source.manifest && !force) return;
    registerRemotes([{ name, entry: source.manifest }], { force: known !== undefined || force });
  }

  /** The integrity the entry at `url` must have: its release's, when `url` is the entry next to its manifest. */
  private entryIntegrity(remote: string, url: string): string | undefined {
    const source = this.registered.get(remote);
    if (!source?.integrity) return undefined;
    return new URL(url, this.baseUrl).href === new URL('remoteEntry.js', source.manifest).href ? source.integrity : undefined;
  }

  private absolute(url: string): string {
    return new URL(url, this.baseUrl).href;
  }
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
