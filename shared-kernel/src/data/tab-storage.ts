/**
 * What one tab keeps across a reload or a pull-to-refresh (sessionStorage: gone when the tab closes, never shared with
 * another tab): a step of a code flow, a bid board's unsent bids. Each value is written with when it was kept, and
 * read back only through its own check and while it is younger than its `maxAgeMs`. A storage the browser refuses
 * (full, locked down) keeps nothing: the screen works as before, only a reload loses the step.
 */
export interface TabKept<Value> {
  /** The value kept in this tab, or null (none, too old, or not what the check accepts). */
  read(): Value | null;
  /** Keeps the value (replacing the one before). */
  write(value: Value): void;
  /** Forgets it. */
  forget(): void;
}

const storage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    // A sandboxed frame throws on merely reading the property.
    return undefined;
  }
};

/** The value under `key` in this tab, as `check` accepts it, for at most `maxAgeMs` after it was written. */
export function keptInTab<Value>(key: string, check: (value: unknown) => Value | null, maxAgeMs: number, now: () => number = Date.now): TabKept<Value> {
  const forget = () => {
    try {
      storage()?.removeItem(key);
    } catch {
      // Nothing kept, nothing to forget.
    }
  };
  return {
    read() {
      try {
        const kept = JSON.parse(storage()?.getItem(key) ?? 'null') as { keptAt?: unknown; value?: unknown } | null;
        const age = typeof kept?.keptAt === 'number' ? now() - kept.keptAt : Number.NaN;
        if (!(age >= 0 && age <= maxAgeMs)) {
          if (kept) forget();
          return null;
        }
        return check(kept?.value);
      } catch {
        return null;
      }
    },
    write(value) {
      try {
        storage()?.setItem(key, JSON.stringify({ keptAt: now(), value }));
      } catch {
        // A full or refused storage only loses the step on a reload.
      }
    },
    forget,
  };
}
