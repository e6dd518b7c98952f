/** Route paths match case-insensitively (the seed spells /tripplePana and /tripplepana, /StarSingle, …). */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase();
}

/** Where the operators' manifest of remotes is served. */
export const REMOTES_MANIFEST_URL = '/remotes.json';
