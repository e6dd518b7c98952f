import crypto from 'node:crypto';

/** What the host build writes beside provides.json: the kernel singletons' version it provides and its surface's hash. */
export const KERNEL_SURFACE_FILE = 'kernel-surface.json';

/**
 * The hash a surface of the kernel's singletons (share key → export → its type, scripts/kernel-surface.ts) is named
 * by: the same surface gives the same hash on any machine, whatever order it was written in. A release names the hash
 * of the surface it was built on; the host the hash of the version it provides (singletons.json's record).
 */
export function surfaceHash(surface: Record<string, Record<string, string>>): string {
  const byName = (a: [string, unknown], b: [string, unknown]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  const canonical = Object.entries(surface)
    .sort(byName)
    .map(([key, exports]) => [key, Object.entries(exports).sort(byName)]);
  return `sha256-${crypto.createHash('sha256').update(JSON.stringify(canonical)).digest('base64')}`;
}
