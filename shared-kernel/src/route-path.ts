/**
 * How a page's path matches a route's: case-insensitively, a trailing slash ignored (links in the field spell
 * /tripplePana and /tripplepana, /StarSingle, …). No imports: the host's entry script uses it before any shared module
 * can load.
 */

/** The form two paths are compared in. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase();
}

/** Whether `paths` (as a remotes.json lists them, checked or not) include `pathname`. */
export function listsPath(paths: unknown, pathname: string): boolean {
  const wanted = normalisePath(pathname);
  return Array.isArray(paths) && paths.some((path) => typeof path === 'string' && normalisePath(path) === wanted);
}
