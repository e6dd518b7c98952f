import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAME, ROUTE_PATHS_FILE } from '@matka/shared-kernel/remotes';
import { describeUnmetNeeds, unmetNeeds, type Provides } from '@matka/shared-kernel/compatibility';
import type { Queryable } from './ports';
import { readBufferOrNull, readOrNull } from './read-files';
import type { ReleaseStore } from './published-releases.repository';
import {
  DEFAULT_RELEASE,
  RELEASES_URL,
  RELEASE_VERSION as VERSION,
  federationManifestProblem,
  isReleaseName,
  parseReleaseInfo,
  type ReleaseArchive,
  type ReleaseInfo,
} from './release-format';

/** What the host build writes beside its index.html: the version of each shared singleton it provides. */
export const HOST_PROVIDES_FILE = 'provides.json';
const providesSchema = z.record(z.string(), z.string());
/** … and the kernel singletons' version it provides with the hash of its recorded surface (build/surface-hash.ts). */
export const HOST_SURFACE_FILE = 'kernel-surface.json';
const hostSurfaceSchema = z.object({ version: z.string(), hash: z.string() });

/**
 * The releases of remotes, on this server's disk (`<releasesDir>/<name>/<version>/`, as scripts/release.mjs wrote
 * them) or published into the database (`store`), and the `default` build in `<webRoot>/remotes/<name>/dist`: what
 * exists, whether players could load it, and its files (release-format.ts says what a release is).
 */
export class ReleaseFiles {
  constructor(
    readonly releasesDir: string,
    readonly webRoot: string,
    /** Published releases (none: only what is on this disk). */
    readonly store: ReleaseStore | null = null,
  ) {}

  /** The folder of a release; null for a name that cannot be one (nothing outside the two roots is ever read). */
  folderOf(name: string, release: string): string | null {
    if (!REMOTE_NAME.test(name) || !isReleaseName(release)) return null;
    return release === DEFAULT_RELEASE ? path.join(this.webRoot, 'remotes', name, 'dist') : path.join(this.releasesDir, name, release);
  }

  /** Where players fetch a versioned release's mf-manifest.json. */
  manifestUrl(name: string, release: string): string {
    return `${RELEASES_URL}${name}/${release}/mf-manifest.json`;
  }

  /** The versioned releases of a remote on this disk, newest first (by build time). */
  private onDisk(name: string): ReleaseInfo[] {
    if (!REMOTE_NAME.test(name)) return [];
    const folder = path.join(this.releasesDir, name);
    let entries: string[];
    try {
      entries = fs.readdirSync(folder);
    } catch {
      return [];
    }
    return entries
      .filter((entry) => VERSION.test(entry))
      .map((entry) => this.diskInfo(name, entry))
      .filter((info): info is ReleaseInfo => info !== null)
      .sort((a, b) => (a.builtAt < b.builtAt ? 1 : a.builtAt > b.builtAt ? -1 : 0));
  }

  /**
   * The versioned releases of every remote that has any, on this disk or published, newest first (by build time),
   * each release.json read once. A version on both is the disk's.
   */
  async releasesByRemote(): Promise<Map<string, ReleaseInfo[]>> {
    let entries: string[] = [];
    try {
      entries = fs.readdirSync(this.releasesDir);
    } catch {
      // No releases folder: none on disk.
    }
    const byRemote = new Map(entries.filter((entry) => REMOTE_NAME.test(entry)).map((name) => [name, this.onDisk(name)] as const));
    for (const published of ((await this.store?.all()) ?? []).filter((release) => release.version !== DEFAULT_RELEASE)) {
      const releases = byRemote.get(published.name) ?? [];
      if (!releases.some((info) => info.version === published.version)) releases.push(published.info);
      byRemote.set(published.name, releases);
    }
    for (const [name, releases] of byRemote) {
      if (releases.length === 0) byRemote.delete(name);
      releases.sort((a, b) => (a.builtAt < b.builtAt ? 1 : a.builtAt > b.builtAt ? -1 : 0));
    }
    return byRemote;
  }

  /** release.json of a release in this server's releases folder, or null. */
  private diskInfo(name: string, version: string): ReleaseInfo | null {
    const folder = this.folderOf(name, version);
    if (!folder || version === DEFAULT_RELEASE) return null;
    const text = readOrNull(path.join(folder, 'release.json'));
    const info = text === null ? null : parseReleaseInfo(text);
    return info && info.name === name && info.version === version ? info : null;
  }

  /** release.json of a versioned release, on disk or published; null for none (and for `default`). */
  async info(name: string, version: string, via?: Queryable): Promise<ReleaseInfo | null> {
    if (!REMOTE_NAME.test(name) || !VERSION.test(version) || version === DEFAULT_RELEASE) return null;
    return this.diskInfo(name, version) ?? (await this.store?.find(name, version, via))?.info ?? null;
  }

  /** Whether `name` has an `npm run build` output here (its `dist`, with its mf-manifest.json). */
  hasBuild(name: string): boolean {
    const folder = this.folderOf(name, DEFAULT_RELEASE);
    return folder !== null && fs.existsSync(path.join(folder, 'mf-manifest.json'));
  }

  /**
   * The `npm run build` output of `name` (its `dist`) as a release to keep, version `default`, as a published
   * release is stored; null when there is no loadable build to keep.
   */
  buildToKeep(name: string, now: Date): ReleaseArchive | null {
    const folder = this.folderOf(name, DEFAULT_RELEASE);
    if (!folder || !fs.existsSync(folder)) return null;
    const files = new Map<string, Buffer>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        // Hidden files (the build stamp) and source maps are not the release: a map would be served to anyone.
        if (entry.name.startsWith('.') || entry.name.endsWith('.map')) continue;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.isFile()) files.set(path.relative(folder, full).split(path.sep).join('/'), fs.readFileSync(full));
      }
    };
    walk(folder);
    if (federationManifestProblem(name, DEFAULT_RELEASE, (file) => files.get(file)?.toString('utf8') ?? null)) return null;
    const manifest = JSON.parse(files.get('mf-manifest.json')?.toString('utf8') ?? '{}') as { metaData: { remoteEntry: { name: string; path?: string } } };
    const remoteEntry = path.posix.join(manifest.metaData.remoteEntry.path ?? '', manifest.metaData.remoteEntry.name);
    const built = [...files.keys()].filter((file) => !/\.(br|gz)$/.test(file) || !files.has(file.replace(/\.(br|gz)$/, ''))).sort();
    const content = crypto.createHash('sha256');
    for (const file of built) content.update(`${file}\0`).update(files.get(file) as Buffer).update('\0');
    const info: ReleaseInfo = {
      name,
      version: DEFAULT_RELEASE,
      remoteEntry,
      integrity: `sha384-${crypto.createHash('sha384').update(files.get(remoteEntry) as Buffer).digest('base64')}`,
      files: built,
      builtAt: now.toISOString(),
    };
    return { info, files, contentDigest: content.digest('hex'), bytes: [...files.values()].reduce((sum, file) => sum + file.length, 0) };
  }

  /** Whether a versioned release is in this server's releases folder. */
  onThisDisk(name: string, version: string): boolean {
    return this.diskInfo(name, version) !== null;
  }

  /** The build digest of a release on this disk, as release-archive.ts computes it for an upload. */
  diskDigest(name: string, version: string): string | null {
    const info = this.diskInfo(name, version);
    const folder = this.folderOf(name, version);
    if (!info || !folder) return null;
    const hash = crypto.createHash('sha256');
    for (const file of [...info.files].sort()) {
      const content = readBufferOrNull(path.join(folder, file));
      if (content === null) return null;
      hash.update(`${file}\0`).update(content).update('\0');
    }
    return hash.digest('hex');
  }

  /** Whether the release exists (`default` always does: it is whatever remotes.json points at). */
  async exists(name: string, release: string, via?: Queryable): Promise<boolean> {
    return release === DEFAULT_RELEASE || (await this.info(name, release, via)) !== null;
  }

  /**
   * Reads what `routePaths` and `servedManifest` answer for these releases into memory (published ones are read from
   * the database once, and kept: they never change), so those can answer at once.
   */
  async prepare(releases: Array<{ name: string; release: string }>): Promise<void> {
    await Promise.all(
      releases
        .filter(({ name, release }) => this.store && !this.diskInfo(name, release))
        .map(({ name, release }) => this.store?.find(name, release)),
    );
  }

  /** One file of a versioned release, with whether it is on this disk or published; null for none. */
  async file(name: string, version: string, file: string): Promise<{ disk: string } | { content: Buffer } | null> {
    const folder = this.folderOf(name, version);
    if (!folder || !/^[\w@+-][\w.@+-]*(\/[\w@+-][\w.@+-]*)*$/.test(file) || file.split('/').some((part) => part.startsWith('.'))) {
      return null;
    }
    if (version !== DEFAULT_RELEASE && fs.existsSync(path.join(folder, 'release.json'))) {
      const onDisk = path.join(folder, file);
      return fs.existsSync(onDisk) && fs.statSync(onDisk).isFile() ? { disk: onDisk } : null;
    }
    const content = this.store ? await this.store.file(name, version, file) : null;
    return content ? { content } : null;
  }

  /**
   * Why players could not load this release, or null when they can (inside a transaction, `via` it): its folder and every file its build wrote are
   * there, its remoteEntry is the one it was released with (integrity), and its mf-manifest.json is a federation
   * manifest of this remote that exposes the route table. A published release was checked so when it was published,
   * in one transaction, and never changes.
   */
  async problemWith(name: string, release: string, via?: Queryable): Promise<string | null> {
    const folder = this.folderOf(name, release);
    if (!folder) return `"${release}" is not a release name`;
    // A kept `default` build was checked when it was kept.
    if (release === DEFAULT_RELEASE && (await this.store?.find(name, release, via))) return null;
    if (!fs.existsSync(folder)) {
      if (release !== DEFAULT_RELEASE && (await this.store?.find(name, release, via))) return null;
      return `${name} has no release ${release}`;
    }
    if (release !== DEFAULT_RELEASE) {
      const info = this.diskInfo(name, release);
      if (!info) return `release ${release} of ${name} has no readable release.json`;
      const missing = info.files.filter((file) => file.includes('..') || !fs.existsSync(path.join(folder, file)));
      if (missing.length > 0) return `release ${release} of ${name} is missing ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}`;
      const entry = fs.readFileSync(path.join(folder, info.remoteEntry));
      const [algorithm, digest] = info.integrity.split('-', 2) as [string, string];
      if (crypto.createHash(algorithm).update(entry).digest('base64') !== digest) {
        return `release ${release} of ${name}: ${info.remoteEntry} is not the file it was released with`;
      }
    }
    return federationManifestProblem(name, release, (file) => readOrNull(path.join(folder, file)));
  }

  /**
   * Why the host this server serves cannot run the release (the shared singletons it needs, against the host build's
   * provides.json), or null when it can. `default` records no needs.
   */
  async incompatibility(name: string, release: string, via?: Queryable): Promise<string | null> {
    const info = await this.info(name, release, via);
    const surface = info && this.surfaceProblem(info);
    if (surface) return surface;
    const needs = info?.needs;
    if (!needs || Object.keys(needs).length === 0) return null;
    const text = readOrNull(path.join(this.webRoot, 'host', 'dist', HOST_PROVIDES_FILE));
    let provides: Provides = {};
    try {
      const parsed = providesSchema.safeParse(text === null ? {} : JSON.parse(text));
      if (parsed.success) provides = parsed.data;
    } catch {
      // Unreadable: the host provides nothing we can count on.
    }
    const unmet = unmetNeeds(needs, provides);
    if (unmet.length === 0) return null;
    const why = text === null ? ` (host/dist/${HOST_PROVIDES_FILE} is missing: build the host)` : '';
    return `${describeUnmetNeeds(`${name} ${release}`, unmet)}${why}`;
  }

  /**
   * Why a release may not reach players because of the singletons' surface it was built on: it names the version the
   * host provides with another surface's hash — a singleton changed without a new version, whose new export would be
   * `undefined` in the page. Null when it matches, names another version (the needs decide then), or names none.
   */
  surfaceProblem(info: ReleaseInfo): string | null {
    if (!info.surface) return null;
    const text = readOrNull(path.join(this.webRoot, 'host', 'dist', HOST_SURFACE_FILE));
    let host: z.infer<typeof hostSurfaceSchema> | null = null;
    try {
      const parsed = hostSurfaceSchema.safeParse(text === null ? null : JSON.parse(text));
      if (parsed.success) host = parsed.data;
    } catch {
      // Unreadable: nothing to compare with.
    }
    if (!host || host.version !== info.surface.version || host.hash === info.surface.hash) return null;
    return (
      `${info.name} ${info.version} was built on shared singletons ${info.surface.version} whose surface is not ${host.version}'s, ` +
      `which this host provides (a singleton changed without a new version): bump it with npm run kernel-surface -- --write ` +
      `(above ${host.version}), ship the host with it, then release again`
    );
  }

  /** release.json of a versioned release on disk, or published and `prepare`d; null for any other. */
  preparedInfo(name: string, version: string): ReleaseInfo | null {
    return this.diskInfo(name, version) ?? this.store?.cached(name, version)?.info ?? null;
  }

  /** routes.json of a release (the paths of its route table), as text; null when it has none (or is not `prepare`d). */
  routePaths(name: string, release: string): string | null {
    const folder = this.folderOf(name, release);
    if (!folder) return null;
    const kept = this.store?.cached(name, release);
    return kept ? kept.routePaths : readOrNull(path.join(folder, ROUTE_PATHS_FILE));
  }

  /**
   * The mf-manifest.json behind a manifest URL this server serves (`/remotes/<name>/mf-manifest.json` or
   * `/releases/<name>/<version>/mf-manifest.json`), as text; null for any other URL (or a published release not
   * `prepare`d).
   */
  servedManifest(url: string): string | null {
    const dist = /^\/remotes\/([a-z][a-z0-9_]*)\/mf-manifest\.json$/.exec(url);
    if (dist?.[1]) return readOrNull(path.join(this.folderOf(dist[1], DEFAULT_RELEASE) ?? '', 'mf-manifest.json'));
    const versioned = /^\/releases\/([a-z][a-z0-9_]*)\/([^/]+)\/mf-manifest\.json$/.exec(url);
    const [, name, version] = versioned ?? [];
    if (!name || !version) return null;
    const folder = this.folderOf(name, version);
    if (!folder) return null;
    if (version === DEFAULT_RELEASE) return this.store?.cached(name, version)?.manifest ?? null;
    return readOrNull(path.join(folder, 'mf-manifest.json')) ?? this.store?.cached(name, version)?.manifest ?? null;
  }
}
