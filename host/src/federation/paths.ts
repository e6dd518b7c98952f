/** Route paths match case-insensitively (the seed spells /tripplePana and /tripplepana, /StarSingle, …). */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase();
}

/** Whether a remote's `paths` (as remotes.json lists them, checked or not) include `pathname`. */
export function listsPath(paths: unknown, pathname: string): boolean {
  const wanted = normalisePath(pathname);
  return Array.isArray(paths) && paths.some((path) => typeof path === 'string' && normalisePath(path) === wanted);
}

/** Where the operators' manifest of remotes is served. */
export const REMOTES_MANIFEST_URL = '/remotes.json';
