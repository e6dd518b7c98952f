/** One page of records, newest first, and where the next (older) one starts. */
export interface Page<T> {
  items: T[];
  hasMore: boolean;
  /** The id to ask `before` for the next page; null on the last one. */
  nextBefore: number | null;
}

/**
 * A page from rows fetched with `LIMIT limit + 1`, newest first: the extra row only says that more exist.
 * Paging by id (not offset) keeps pages apart while new records arrive on top.
 */
export function pageOf<T extends { id: number }>(rows: T[], limit: number): Page<T> {
  const items = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  return { items, hasMore, nextBefore: hasMore ? (items.at(-1)?.id ?? null) : null };
}

/** The fields a paged answer carries beside its records. */
export function pageFields(page: Page<unknown>): { has_more: boolean; next_before: string } {
  return { has_more: page.hasMore, next_before: page.nextBefore === null ? '' : String(page.nextBefore) };
}
