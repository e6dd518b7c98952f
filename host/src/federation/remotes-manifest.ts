import * as z from '@matka/shared-kernel/zod';
import { REMOTES_MANIFEST_URL, listsPath } from './paths';

/** One remote in the operators' manifest (`remotes.json`). */
export const remoteEntrySchema = z.object({
  name: z.string().check(z.regex(/^[a-z][a-z0-9_]*$/, 'a remote name is lower-case letters, digits and _')),
  /** URL of the remote's mf-manifest.json, absolute or relative to the page. */
  manifest: z.string().check(z.minLength(1)),
  enabled: z.boolean(),
  /**
   * The seed paths this remote serves. The host uses them to load only the remote a route needs, and to show the
   * "unavailable" page on a switched-off remote's routes. The remote's own route table stays the authority.
   */
  paths: z._default(z.array(z.string().check(z.startsWith('/'))), []),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

export const remotesManifestSchema = z.object({ remotes: z.array(remoteEntrySchema) }).check(
  z.refine((manifest: { remotes: RemoteEntry[] }) => new Set(manifest.remotes.map((r) => r.name)).size === manifest.remotes.length, {
    error: 'remote names must be unique',
  }),
);
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;


/**
 * Fetches and validates the operators' manifest; `null` when it cannot be had or is malformed. The shell then works
 * without remotes (their routes show the unavailable page) instead of going blank.
 */
export async function fetchRemotesManifest(
  url: string = REMOTES_MANIFEST_URL,
  fetchImpl: typeof fetch = fetch,
): Promise<RemotesManifest | null> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const parsed = remotesManifestSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error(z.prettifyError(parsed.error));
    return parsed.data;
  } catch (error) {
    console.error(`[remotes] ${url} could not be used; no remote is loaded.`, error);
    return null;
  }
}

/** The remote that declares `pathname`, enabled or not. */
export function remoteOwning(manifest: RemotesManifest, pathname: string): RemoteEntry | undefined {
  return manifest.remotes.find((remote) => listsPath(remote.paths, pathname));
}
