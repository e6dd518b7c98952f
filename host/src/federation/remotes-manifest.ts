import { parseRemotesManifest, type RemotesManifest } from '@matka/shared-kernel/remotes';
import { REMOTES_MANIFEST_URL } from './paths';

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
    const parsed = parseRemotesManifest(await response.json());
    if ('error' in parsed) throw new Error(parsed.error);
    return parsed.manifest;
  } catch (error) {
    console.error(`[remotes] ${url} could not be used; no remote is loaded.`, error);
    return null;
  }
}
