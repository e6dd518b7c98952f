import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAME, ROUTE_PATHS_FILE } from '@matka/shared-kernel/remotes';
import { readOrNull } from '../../platform/files';
import { describeUnmetNeeds, unmetNeeds, type Provides } from '@matka/shared-kernel/compatibility';

/** What the host build writes beside its index.html: the version of each shared singleton it provides. */
export const HOST_PROVIDES_FILE = 'provides.json';
const providesSchema = z.record(z.string(), z.string());

/**
 * The releases of remotes on disk. A versioned release is a folder `<releasesDir>/<name>/<version>/` written once by
 * scripts/release.mjs (with `release.json`, the format below) and never changed; it is served at
 * `/releases/<name>/<version>/`. The release `default` is what remotes.json points at: the `npm run build` output in
 * `<webRoot>/remotes/<name>/dist`, served at `/remotes/<name>/` (unless the operators' file names another URL).
 */
export const DEFAULT_RELEASE = 'default';

/** URL prefix the releases folder is served at (api/src/http/web.routes.ts). */
export const RELEASES_URL = '/releases/';

const VERSION = /^[0-9A-Za-z][\w.+-]{0,63}$/;

/** release.json, as scripts/release.mjs writes it. */
const releaseInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  remoteEntry: z.string().regex(/^[\w.-]+\.js$/),
  integrity: z.string().regex(/^sha(256|384|512)-[A-Za-z0-9+/]+=*$/),
  files: z.array(z.string()),
  builtAt: z.string(),
  /** The shared singletons it needs from the host: share key → semver range (absent in releases made before). */
  needs: z.record(z.string(), z.string()).optional(),
});
export type ReleaseInfo = z.infer<typeof releaseInfoSchema>;

/** What a federation mf-manifest.json must say for the shell to load the remote. */
const federationManifestSchema = z.object({
  name: z.string(),
  metaData: z.object({ remoteEntry: z.object({ name: z.string().min(1), path: z.string().optional() }) }),
  exposes: z.array(z.object({ path: z.string() })),
});

export const isReleaseName = (version: string) => version === DEFAULT_RELEASE || VERSION.test(version);

export class ReleaseFiles {
  constructor(
    readonly releasesDir: string,
    readonly webRoot: string,
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

  /** The versioned releases of a remote, newest first (by build time). */
  list(name: string): ReleaseInfo[] {
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
      .map((entry) => this.info(name, entry))
      .filter((info): info is ReleaseInfo => info !== null)
      .sort((a, b) => (a.builtAt < b.builtAt ? 1 : a.builtAt > b.builtAt ? -1 : 0));
  }

  /** The versioned releases of every remote that has any, newest first, each release.json read once. */
  releasesByRemote(): Map<string, ReleaseInfo[]> {
    let entries: string[];
    try {
      entries = fs.readdirSync(this.releasesDir);
    } catch {
      return new Map();
    }
    return new Map(entries.filter((entry) => REMOTE_NAME.test(entry)).map((name) => [name, this.list(name)] as const).filter(([, releases]) => releases.length > 0));
  }

  info(name: string, version: string): ReleaseInfo | null {
    const folder = this.folderOf(name, version);
    if (!folder || version === DEFAULT_RELEASE) return null;
    const text = readOrNull(path.join(folder, 'release.json'));
    if (text === null) return null;
    try {
      const parsed = releaseInfoSchema.safeParse(JSON.parse(text));
      return parsed.success && parsed.data.name === name && parsed.data.version === version ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /**
   * Why players could not load this release, or null when they can: its folder and every file its build wrote are
   * there, its remoteEntry is the one it was released with (integrity), and its mf-manifest.json is a federation
   * manifest of this remote that exposes the route table.
   */
  problemWith(name: string, release: string): string | null {
    const folder = this.folderOf(name, release);
    if (!folder) return `"${release}" is not a release name`;
    if (!fs.existsSync(folder)) return `${name} has no release ${release}`;
    const info = release === DEFAULT_RELEASE ? null : this.info(name, release);
    if (release !== DEFAULT_RELEASE) {
      if (!info) return `release ${release} of ${name} has no readable release.json`;
      const missing = info.files.filter((file) => file.includes('..') || !fs.existsSync(path.join(folder, file)));
      if (missing.length > 0) return `release ${release} of ${name} is missing ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}`;
      const entry = fs.readFileSync(path.join(folder, info.remoteEntry));
      const [algorithm, digest] = info.integrity.split('-', 2) as [string, string];
      if (crypto.createHash(algorithm).update(entry).digest('base64') !== digest) {
        return `release ${release} of ${name}: ${info.remoteEntry} is not the file it was released with`;
      }
    }
    const manifestText = readOrNull(path.join(folder, 'mf-manifest.json'));
    if (manifestText === null) return `release ${release} of ${name} has no mf-manifest.json`;
    let manifest: z.infer<typeof federationManifestSchema>;
    try {
      const parsed = federationManifestSchema.safeParse(JSON.parse(manifestText));
      if (!parsed.success) return `release ${release} of ${name}: mf-manifest.json is not a federation manifest`;
      manifest = parsed.data;
    } catch {
      return `release ${release} of ${name}: mf-manifest.json is not JSON`;
    }
    if (manifest.name !== name) return `release ${release} is a build of ${manifest.name}, not ${name}`;
    if (!manifest.exposes.some((expose) => expose.path === './routes')) return `release ${release} of ${name} does not expose ./routes`;
    const entryFile = path.join(folder, manifest.metaData.remoteEntry.path ?? '', manifest.metaData.remoteEntry.name);
    if (!entryFile.startsWith(folder) || !fs.existsSync(entryFile)) return `release ${release} of ${name} has no ${manifest.metaData.remoteEntry.name}`;
    return null;
  }

  /**
   * Why the host this server serves cannot run the release (the shared singletons it needs, against the host build's
   * provides.json), or null when it can. `default` records no needs.
   */
  incompatibility(name: string, release: string): string | null {
    const needs = release === DEFAULT_RELEASE ? undefined : this.info(name, release)?.needs;
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

  /** routes.json of a release (the paths of its route table), as text; null when it has none. */
  routePaths(name: string, release: string): string | null {
    const folder = this.folderOf(name, release);
    return folder ? readOrNull(path.join(folder, ROUTE_PATHS_FILE)) : null;
  }

  /**
   * The mf-manifest.json behind a manifest URL this server serves (`/remotes/<name>/mf-manifest.json` or
   * `/releases/<name>/<version>/mf-manifest.json`), as text; null for any other URL.
   */
  servedManifest(url: string): string | null {
    const dist = /^\/remotes\/([a-z][a-z0-9_]*)\/mf-manifest\.json$/.exec(url);
    const versioned = /^\/releases\/([a-z][a-z0-9_]*)\/([^/]+)\/mf-manifest\.json$/.exec(url);
    const folder = dist?.[1] ? this.folderOf(dist[1], DEFAULT_RELEASE) : versioned?.[1] && versioned[2] && versioned[2] !== DEFAULT_RELEASE ? this.folderOf(versioned[1], versioned[2]) : null;
    return folder ? readOrNull(path.join(folder, 'mf-manifest.json')) : null;
  }
}
