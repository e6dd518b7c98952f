/**
 * Whether a release's entry failed to load because it is not the one released: the browser refuses a script whose
 * hash is not its `integrity` with the same error event as one that did not arrive, so the entry is fetched again
 * (from the HTTP cache, mostly) and hashed. Answers why when its hash is another; null when it did not arrive or
 * matches (a network error, or a failure of another kind).
 */
export async function entryMismatch(url: string, integrity: string, fetchEntry: typeof fetch = fetch): Promise<string | null> {
  const [prefix, expected] = integrity.split('-', 2);
  const algorithm = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' }[prefix ?? ''];
  if (!algorithm || !expected) return null;
  try {
    const response = await fetchEntry(url, { credentials: 'same-origin' });
    if (!response.ok) return null;
    const digest = new Uint8Array(await crypto.subtle.digest(algorithm, await response.arrayBuffer()));
    const actual = btoa(String.fromCharCode(...digest));
    return actual === expected ? null : `${url.split('/').pop() ?? url} is not the one released (its ${prefix} is ${actual.slice(0, 12)}…, the release's ${expected.slice(0, 12)}…)`;
  } catch {
    return null;
  }
}
