import { REMOTES_MANIFEST_URL, listsPath } from './paths';
import { hasFailed } from './failed-releases';

/**
 * The entry script's head start for a page that opens on a remote's route: remotes.json, and as soon as it is in,
 * the mf-manifest.json of the remote owning the page — while React and the schema that validates remotes.json are
 * still on their way. The server may have put both in the page already (api/src/http/remote-hints.ts: inline JSON
 * with these ids); then no request is made at all. Nothing here trusts remotes.json: the loader validates it as
 * always, and only a manifest URL it registers itself is ever answered from here (once).
 */
// The same ids as the server's (api/src/http/remote-hints.ts); the browser test of Home checks they meet.
const INLINE_REMOTES_ID = 'matka-remotes-json';
const INLINE_MANIFEST_ID = 'matka-remote-manifest';

let remotesJson: Promise<Response> | undefined;
const manifests = new Map<string, Promise<Response>>();

/** The JSON the server put in the page under `id` (and the URL it stands for), as a fetch() answer. */
function inlineAnswer(id: string): { response: Response; url: string | null } | null {
  const element = globalThis.document?.getElementById(id);
  if (!element?.textContent) return null;
  const response = new Response(element.textContent, { status: 200, headers: { 'content-type': 'application/json' } });
  return { response, url: element.getAttribute('data-url') };
}

/** Resolves once the manifest's fetch is under way, or known not to be wanted. */
export function startEarlyFetches(pathname: string, baseUrl: string = window.location.href): Promise<void> {
  if (remotesJson) return Promise.resolve();
  const inline = inlineAnswer(INLINE_REMOTES_ID);
  remotesJson = inline
    ? Promise.resolve(inline.response)
    : fetch(REMOTES_MANIFEST_URL, { cache: 'no-store', headers: { accept: 'application/json' } });
  remotesJson.catch(() => undefined);
  return remotesJson
    .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null))
    .then((body) => {
      const remotes = (body as { remotes?: unknown } | null)?.remotes;
      if (!Array.isArray(remotes)) return;
      type Listed = { name?: unknown; paths?: unknown; manifest?: unknown; enabled?: unknown; release?: unknown; fallback?: { manifest?: unknown } };
      const owner = (remotes as Array<Listed | null>).find((remote) => listsPath(remote?.paths, pathname));
      if (owner?.enabled !== true || typeof owner.manifest !== 'string') return;
      // A release that failed for this player earlier in the session is skipped for its fallback (remote-loader.ts).
      const skipped = typeof owner.name === 'string' && typeof owner.release === 'string' && hasFailed(owner.name, owner.release);
      const chosen = skipped ? owner.fallback?.manifest : owner.manifest;
      if (typeof chosen !== 'string') return;
      const url = new URL(chosen, baseUrl).href;
      const inlineManifest = inlineAnswer(INLINE_MANIFEST_ID);
      const manifest =
        inlineManifest?.url && new URL(inlineManifest.url, baseUrl).href === url ? Promise.resolve(inlineManifest.response) : fetch(url);
      manifest.catch(() => undefined);
      manifests.set(url, manifest);
    })
    .catch(() => undefined);
}

/** remotes.json as the entry script fetched it (or the page carried it), if it did. */
export function earlyRemotesJson(): Promise<Response> | undefined {
  return remotesJson;
}

/** The early answer for a remote's manifest URL, once; undefined when there is none. */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const early = manifests.get(url);
  manifests.delete(url);
  return early;
}
