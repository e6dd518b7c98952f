import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAME } from '@matka/shared-kernel/remotes';
import { RELEASE_NAME } from '@matka/shared-kernel/operator-contract';

/**
 * The releases of remotes. A versioned release is written once and never changed, and is served at
 * `/releases/<name>/<version>/`: a folder `<releasesDir>/<name>/<version>/` that scripts/release.mjs wrote on this
 * server's disk (with `release.json`, the format below), or one a team's CI published into the database
 * (published-releases.repository.ts), which every instance serves. The release `default` is what remotes.json points at: the
 * `npm run build` output in `<webRoot>/remotes/<name>/dist`, served at `/remotes/<name>/` (unless the operators' file
 * names another URL).
 */
export const DEFAULT_RELEASE = 'default';

/** URL prefix the releases folder is served at (the API's web routes). */
export const RELEASES_URL = '/releases/';

/** A release's version: the operator contract's rule (what `remote activate --release` accepts). */
export const RELEASE_VERSION = RELEASE_NAME;
const VERSION = RELEASE_VERSION;

/** release.json, as scripts/release.mjs writes it. */
const releaseInfoSchema = z.object({
  name: z.string().regex(REMOTE_NAME),
  version: z.string().regex(VERSION),
  remoteEntry: z.string().regex(/^[\w.-]+\.js$/),
  integrity: z.string().regex(/^sha(256|384|512)-[A-Za-z0-9+/]+=*$/),
  files: z.array(z.string()),
  builtAt: z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'a time'),
  /** The shared singletons it needs from the host: share key → semver range (absent in releases made before). */
  needs: z.record(z.string(), z.string()).optional(),
  /** The kernel singletons' version it was built on and the hash of their surface (absent in releases made before). */
  surface: z.object({ version: z.string(), hash: z.string() }).optional(),
});
export type ReleaseInfo = z.infer<typeof releaseInfoSchema>;

/** What a federation mf-manifest.json must say for the shell to load the remote. */
const federationManifestSchema = z.object({
  name: z.string(),
  metaData: z.object({ remoteEntry: z.object({ name: z.string().min(1), path: z.string().optional() }) }),
  exposes: z.array(z.object({ path: z.string() })),
});

export const isReleaseName = (version: string) => version === DEFAULT_RELEASE || VERSION.test(version);

/** release.json's text checked; null when it is not one (`default` only for a kept build). */
export function parseReleaseInfo(text: string, kept = false): ReleaseInfo | null {
  try {
    const parsed = releaseInfoSchema.safeParse(JSON.parse(text));
    return parsed.success && (parsed.data.version === DEFAULT_RELEASE) === kept ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Why a release's mf-manifest.json would not load as `name`'s (read through `read`, a file's text or null), or null:
 * a federation manifest of this remote, exposing its route table, whose entry is there.
 */
export function federationManifestProblem(name: string, release: string, read: (file: string) => string | null): string | null {
  const manifestText = read('mf-manifest.json');
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
  const entry = path.posix.normalize(path.posix.join(manifest.metaData.remoteEntry.path ?? '', manifest.metaData.remoteEntry.name));
  if (entry.startsWith('..') || path.posix.isAbsolute(entry) || read(entry) === null) return `release ${release} of ${name} has no ${manifest.metaData.remoteEntry.name}`;
  return null;
}

/**
 * A release checked whole and ready to store: an upload (release-archive.ts) or the `default` build kept
 * (`ReleaseFiles.buildToKeep`), as published-releases.repository.ts writes it.
 */
export interface ReleaseArchive {
  info: ReleaseInfo;
  /** Every file by its path in the release folder. */
  files: Map<string, Buffer>;
  /** The build's files' own digest: two archives of one release have the same (their builtAt may differ). */
  contentDigest: string;
  /** Its files' bytes, unpacked. */
  bytes: number;
}
