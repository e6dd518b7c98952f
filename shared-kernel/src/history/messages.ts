/** The history kit's texts (every history list's, and the wallet's fund histories'): docs/screens.md § History lists. */
export const HISTORY_TEXTS = {
  /** Nothing in the range, or the server refused the question. */
  noData: 'NO DATA FOUND',
  /** The history could not be loaded (no connection, no answer in time, a server error): not the same as empty. */
  loadFailed: 'Could not load your history. Check your connection and try again.',
  retry: 'Retry',
  retrying: 'Retrying...',
  loadMore: 'Load more',
} as const;
