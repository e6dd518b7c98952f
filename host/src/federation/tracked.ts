/**
 * A promise that records how it settled, in the fields React's `use()` reads: once it is in, `use()` hands the value
 * over without suspending (and without waiting out Suspense's reveal), and code outside React can read it too.
 */
export type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Marks `promise` as it settles; the failure stays for whoever awaits it, never an unhandled rejection here. */
export function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = promise as Tracked<T>;
  // The handlers return nothing: returning `tracked` itself would make the derived promise reject again, unhandled.
  tracked.then(
    (value) => {
      Object.assign(tracked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(tracked, { status: 'rejected', reason });
    },
  );
  return tracked;
}

/** The value of a tracked promise that has arrived; undefined while pending or after a failure. */
export function arrived<T>(tracked: Tracked<T> | undefined): T | undefined {
  return tracked?.status === 'fulfilled' ? tracked.value : undefined;
}
