import { REMOTES_MANIFEST_URL, normalisePath } from './paths';

/**
 * The entry script's head start for a page that opens on a remote's route: remotes.json, and as soon as it is in,
 * the mf-manifest.json of the remote owning the page — while React and the schema that validates remotes.json are
 * still on their way. Nothing here trusts remotes.json: the loader validates it as always, and only a manifest URL
 * it registers itself is ever answered from here (once).
 */
let remotesJson: Promise<Response> | undefined;
const manifests = new Map<string, Promise<Response>>();

/** Resolves once the manifest's fetch is under way, or known not to be wanted. */
export function startEarlyFetches(pathname: string, baseUrl: string = window.location.href): Promise<void> {
  if (remotesJson) return Promise.resolve();
  remotesJson = fetch(REMOTES_MANIFEST_URL, { cache: 'no-store', headers: { accept: 'application/json' } });
  remotesJson.catch(() => undefined);
  const wanted = normalisePath(pathname);
  return remotesJson
    .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null))
    .then((body) => {
      const remotes = (body as { remotes?: unknown } | null)?.remotes;
      if (!Array.isArray(remotes)) return;
      const owner = remotes.find(
        (remote: { paths?: unknown }) =>
          Array.isArray(remote?.paths) && remote.paths.some((path) => typeof path === 'string' && normalisePath(path) === wanted),
      ) as { manifest?: unknown; enabled?: unknown } | undefined;
      if (owner?.enabled !== true || typeof owner.manifest !== 'string') return;
      const url = new URL(owner.manifest, baseUrl).href;
      const manifest = fetch(url);
      manifest.catch(() => undefined);
      manifests.set(url, manifest);
    })
    .catch(() => undefined);
}

/** remotes.json as the entry script fetched it, if it did. */
export function earlyRemotesJson(): Promise<Response> | undefined {
  return remotesJson;
}

/** The early answer for a remote's manifest URL, once; undefined when there is none. */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const early = manifests.get(url);
  manifests.delete(url);
  return early;
}
