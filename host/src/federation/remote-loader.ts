import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteRoute, RemoteRoutesModule } from '@matka/shared-kernel/ui';
import { normalisePath } from './paths';
import { isHostPath } from '../host-paths';
import { REMOTE_REPORT_URL, remoteOwning, type RemoteEntry, type RemoteReport, type RemotesManifest } from '@matka/shared-kernel/remotes';
import { FIRST_ATTEMPT, loadScreen } from './screen-loads';
import { takeEarlyManifest } from './early-fetches';
import { arrived, track, type Tracked } from './tracked';

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
  | { kind: 'found'; remote: string; route: RemoteRoute }
  | { kind: 'unavailable'; remote: string; reason: string }
  | { kind: 'not-found' };

/** The name a lookup reports when remotes.json itself failed; retrying it reloads the page. */
const MANIFEST = '*';

const FAILED = Symbol('remote failed');
type FailedModule = { [FAILED]: unknown };

/**
 * Containment, first line: a remote whose entry, manifest or module fails to load resolves to a marked module instead
 * of an exception thrown deep inside the federation runtime. (Second line: the error boundary around each screen.)
 */
function containmentPlugin(): ModuleFederationRuntimePlugin {
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

/** Tells the server a remote's release failed to load for this player (counted per release: `remote list`). */
export function reportRemoteError(report: Pick<RemoteReport, 'remote' | 'release'>): void {
  void fetch(REMOTE_REPORT_URL, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...report, outcome: 'failure', reason: 'entry' } satisfies RemoteReport),
  }).catch(() => undefined);
}

/**
 * Registers the manifest's enabled remotes and loads their route tables on demand, one remote at a time. The manifest
 * may change while the page runs (`update`, from remotes.json polled by watch-remotes-manifest.ts): a remote switched
 * off shows the unavailable page at once, and a remote moved to another release is loaded from it the next time one
 * of its routes is looked up — a screen already shown keeps the code it came with.
 */
export class RemoteLoader {
  /** Tracked: a table that has arrived answers `knownLookup` without waiting. Each is of the entry in `tableEntries`. */
  private readonly routeTables = new Map<string, Tracked<RemoteRoute[]>>();
  private readonly tableEntries = new Map<string, string>();
  /** The entry URL the federation runtime has for each remote. */
  private readonly registered = new Map<string, string>();
  /** `<name> <release>` whose fallback was tried already: once a page. */
  private readonly fellBack = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private manifest: RemotesManifest;
  private manifestMissing: boolean;
  /** Counts the updates that changed something (a snapshot for useSyncExternalStore). */
  changes = 0;

  /** `manifest` is null when remotes.json could not be used: then every remote path is unavailable. */
  constructor(
    manifest: RemotesManifest | null,
    private readonly baseUrl: string = window.location.href,
    private readonly report: (report: Pick<RemoteReport, 'remote' | 'release'>) => void = reportRemoteError,
  ) {
    this.manifest = manifest ?? { remotes: [] };
    this.manifestMissing = manifest === null;
    registerPlugins([containmentPlugin()]);
    const remotes = this.enabled().map((remote) => this.toFederationRemote(remote));
    registerRemotes(remotes);
    for (const remote of remotes) this.registered.set(remote.name, remote.entry);
  }

  /** Takes a newer remotes.json; listeners hear of it when anything changed. */
  update(manifest: RemotesManifest): void {
    if (!this.manifestMissing && JSON.stringify(manifest) === JSON.stringify(this.manifest)) return;
    this.manifest = manifest;
    this.manifestMissing = false;
    this.changes += 1;
    for (const listener of this.listeners) listener();
  }

  /** For useSyncExternalStore: called after every `update` that changed something. */
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

  /** Whether the remote owning `pathname` is switched off (or remotes.json could not be used). */
  isSwitchedOff(pathname: string): boolean {
    if (this.manifestMissing) return true;
    return remoteOwning(this.manifest, pathname)?.enabled === false;
  }

  /** The route table of one remote, from the release the manifest names now; a failure is not cached, so Retry asks again. */
  routesOf(name: string): Promise<RemoteRoute[]> {
    const entry = this.entryOf(name);
    let table = this.currentTable(name);
    if (!table) {
      const loading = track(withTimeout(this.fetchRoutes(name), LOAD_TIMEOUT_MS, name));
      loading.catch(() => {
        if (this.routeTables.get(name) === loading) this.routeTables.delete(name);
      });
      this.routeTables.set(name, loading);
      if (entry) this.tableEntries.set(name, entry);
      table = loading;
    }
    return table;
  }

  /** Forgets a failed remote so the next load fetches its entry again. */
  retry(name: string): void {
    if (name === MANIFEST) {
      window.location.reload();
      return;
    }
    this.routeTables.delete(name);
    const entry = this.entryOf(name);
    if (entry) this.register(name, entry, true);
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
    const route = table ? findRoute(table, pathname) : undefined;
    return owner && route ? { kind: 'found', remote: owner.name, route } : null;
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
        const route = findRoute(await this.routesOf(owner.name), pathname);
        if (route) return { kind: 'found', remote: owner.name, route };
      } catch (error) {
        return { kind: 'unavailable', remote: owner.name, reason: describe(error) };
      }
    }
    const others = this.enabled().filter((remote) => remote.name !== owner?.name);
    const tables = await Promise.allSettled(others.map((remote) => this.routesOf(remote.name)));
    for (const [index, table] of tables.entries()) {
      const route = table.status === 'fulfilled' ? findRoute(table.value, pathname) : undefined;
      const remote = others[index];
      if (route && remote) return { kind: 'found', remote: remote.name, route };
    }
    return { kind: 'not-found' };
  }

  /** Starts loading the code of the screen at `pathname` (the page's first screen), so it is in when React asks. */
  async prefetchScreen(pathname: string): Promise<void> {
    const found = await this.lookup(pathname);
    if (found.kind === 'found') void loadScreen(found.route, FIRST_ATTEMPT);
  }

  /**
   * Loads the remote's route table from the release the manifest names. When that release fails to load, the server is
   * told, and the release named as its fallback (the one active before, or everyone's for a canary player) is tried
   * once before the routes show the unavailable page.
   */
  private async fetchRoutes(name: string): Promise<RemoteRoute[]> {
    const remote = this.enabled().find((entry) => entry.name === name);
    if (remote) this.register(name, this.toFederationRemote(remote).entry, false);
    let module = await loadRemote<unknown>(`${name}/routes`);
    const release = remote?.release;
    if (isFailed(module) && remote && release) {
      this.report({ remote: name, release });
      const fallback = remote.fallback;
      if (fallback && !this.fellBack.has(`${name} ${release}`)) {
        this.fellBack.add(`${name} ${release}`);
        console.error(`[remotes] ${name} ${release} failed to load; trying ${fallback.release}`);
        this.register(name, new URL(fallback.manifest, this.baseUrl).href, true);
        module = await loadRemote<unknown>(`${name}/routes`);
        if (isFailed(module)) this.report({ remote: name, release: fallback.release });
      }
    }
    if (isFailed(module)) throw new RemoteUnavailableError(name, describe(module[FAILED]));
    if (!isRoutesModule(module)) throw new RemoteUnavailableError(name, 'its ./routes module has no route table');
    return module.routes;
  }

  /** The entry URL the manifest names now for an enabled remote. */
  private entryOf(name: string): string | undefined {
    const remote = this.enabled().find((entry) => entry.name === name);
    return remote ? this.toFederationRemote(remote).entry : undefined;
  }

  /** The remote's route table if it is of the release the manifest names now (or on its way). */
  private currentTable(name: string): Tracked<RemoteRoute[]> | undefined {
    const table = this.routeTables.get(name);
    return table && this.tableEntries.get(name) === this.entryOf(name) ? table : undefined;
  }

  /** Points the runtime at `entry` for the remote: at once if it had another (a new release, a fallback), or `force`. */
  private register(name: string, entry: string, force: boolean): void {
    const known = this.registered.get(name);
    if (known === entry && !force) return;
    registerRemotes([{ name, entry }], { force: known !== undefined || force });
    this.registered.set(name, entry);
  }

  private toFederationRemote(remote: RemoteEntry) {
    return { name: remote.name, entry: new URL(remote.manifest, this.baseUrl).href };
  }
}

function findRoute(routes: RemoteRoute[], pathname: string): RemoteRoute | undefined {
  const wanted = normalisePath(pathname);
  return routes.find((route) => normalisePath(route.path) === wanted);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
