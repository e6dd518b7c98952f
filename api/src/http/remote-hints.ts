import path from 'node:path';
import { parseRemotesManifest, remoteOwning } from '@matka/shared-kernel/remotes';
import { readOrNull } from '../platform/files';

/**
 * What the server adds to a page that opens on a remote's route. The browser would otherwise learn of remotes.json,
 * the remote's mf-manifest.json, its remoteEntry.js and its route table only one after another, after the host's
 * runtime has arrived and run — on 4G, round trips the player waits through before Home shows a market.
 *
 * The server already serves remotes.json and every local remote's files, so it can put them in the page: remotes.json
 * itself and, for an owner this server serves, its mf-manifest.json, inline as JSON (both are `no-store`: a preload
 * of them would not be reused, and the page is as fresh as they are); `<link rel="preload">` for that remote's entry
 * and route table's chunks; and the host's own files such a page needs beyond every page's (the remote loader, the
 * API client and the contract: the host build lists them in remote-route-preloads.json). The host still validates
 * remotes.json as always. Anything unreadable gives less, never an error.
 */
export interface RemoteHintSources {
  /** remotes.json as served (served-remotes.ts). */
  remotesJson: string | null;
  /** The mf-manifest.json behind a manifest URL this server serves (a remote's build or release), or null. */
  localManifest(url: string): string | null;
  /** The host build's remote-route-preloads.json: what a remote route's page needs from the host. */
  hostPreloads: string | null;
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: Array<{ path?: unknown; assets?: { js?: { sync?: unknown } } }>;
}

function parse<T>(text: string | null): T | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** The ids of the inline JSON the host's early-fetches.ts reads (the browser test of Home checks they meet). */
const INLINE_REMOTES_ID = 'matka-remotes-json';
const INLINE_MANIFEST_ID = 'matka-remote-manifest';

/** JSON safe inside a <script> element: no `<` can end it or open a comment. */
export const inlineJson = (id: string, value: unknown, url?: string) =>
  `<script type="application/json" id="${id}"${url ? ` data-url="${url}"` : ''}>${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** The tags for the page at `pathname`; none for the shell's own pages or unknown paths. */
export function remoteHints(pathname: string, sources: RemoteHintSources): string[] {
  const parsed = parseRemotesManifest(parse<unknown>(sources.remotesJson));
  if ('error' in parsed) return [];
  const listing = parsed.manifest;
  const owner = remoteOwning(listing, pathname);
  if (!owner?.enabled) return [];

  const links = [inlineJson(INLINE_REMOTES_ID, listing)];
  const hostFiles = parse<{ remoteRoutes?: unknown }>(sources.hostPreloads)?.remoteRoutes;
  if (Array.isArray(hostFiles)) {
    for (const file of hostFiles) {
      if (typeof file === 'string' && /^\/[\w.-]+\.js$/.test(file)) links.push(`<link rel="preload" as="script" href="${file}">`);
    }
  }
  // Only a remote this server serves is named: one elsewhere may be down, and Chrome hands a failed preload to the
  // runtime's own fetch later (a Retry would then fail without asking again).
  const local = /^(\/(?:remotes\/[a-z][a-z0-9_]*|releases\/[a-z][a-z0-9_]*\/[\w.+-]+)\/)mf-manifest\.json$/.exec(owner.manifest);
  const base = local?.[1];
  if (!base) return links;
  const manifest = parse<FederationManifest>(sources.localManifest(owner.manifest));
  if (manifest) links.push(inlineJson(INLINE_MANIFEST_ID, manifest, owner.manifest));
  const entry = manifest?.metaData?.remoteEntry;
  const scripts: Array<{ file: string; integrity?: string }> = [];
  if (typeof entry?.name === 'string' && entry.name) {
    // The shell loads a release's entry with its integrity: the preload must carry the same, or it is not reused.
    const file = `${typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/+$/, '')}/` : ''}${entry.name}`;
    scripts.push({ file, ...(owner.integrity ? { integrity: owner.integrity } : {}) });
  }
  const routes = manifest?.exposes?.find((expose) => expose.path === './routes');
  const sync = routes?.assets?.js?.sync;
  if (Array.isArray(sync)) scripts.push(...sync.filter((file): file is string => typeof file === 'string').map((file) => ({ file })));
  for (const { file, integrity } of scripts) {
    if (/^[\w./-]+$/.test(file) && !file.includes('..')) {
      links.push(`<link rel="preload" as="script" href="${base}${file}"${integrity ? ` integrity="${integrity}"` : ''}>`);
    }
  }
  return links;
}

/** The hint sources: remotes.json as served to this player, the manifests and the host's preloads from disk. */
export function diskHintSources(remotesJson: string | null, webRoot: string, servedManifest: (url: string) => string | null): RemoteHintSources {
  return {
    remotesJson,
    localManifest: servedManifest,
    hostPreloads: readOrNull(path.join(webRoot, 'host', 'dist', 'remote-route-preloads.json')),
  };
}
