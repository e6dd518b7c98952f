/**
 * The page's cache of API answers: one entry per call, body and player, shared by every screen of the host and of
 * every remote (a shared singleton: shared-kernel/singletons.json), with the polls' timers. It knows nothing of the
 * contract: each screen hands in how to ask (`Fetcher`, from `@matka/shared-kernel/data`, which bundles the checks with
 * the app that calls).
 */
import { ApiError } from '@matka/shared-kernel/errors';

/** How often the dashboard and the Starline and Gali lists are asked again (docs/screens.md § Layouts). */
export const POLL_MS = 5000;

/** What a screen knows of one call with one body. */
export interface CallSnapshot<Answer> {
  /** The last good answer (kept while a refresh is under way or after a failed one). */
  data: Answer | undefined;
  /** The last failure, cleared by the next good answer. */
  error: ApiError | null;
  /** A request is under way. */
  fetching: boolean;
}

/** Asks the server for an entry's answer; `polling` sends the last ETag (a 304 gives the last answer back). */
export type Fetcher = (polling: boolean) => Promise<unknown>;

interface Entry {
  name: string;
  /** How the latest screen to subscribe asks. */
  fetcher: Fetcher;
  snapshot: CallSnapshot<unknown>;
  listeners: Set<() => void>;
  pollers: number;
  inFlight: Promise<void> | null;
  timer: ReturnType<typeof setInterval> | null;
}

const entries = new Map<string, Entry>();
const EMPTY: CallSnapshot<never> = { data: undefined, error: null, fetching: false };

/** One cache entry per call, body and player: another player signing in on the same page never sees these. */
export function callKey(name: string, bodyJson: string, owner: string): string {
  return `${owner}|${name}|${bodyJson}`;
}

function entryFor(key: string, name: string, fetcher: Fetcher): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { name, fetcher, snapshot: EMPTY, listeners: new Set(), pollers: 0, inFlight: null, timer: null };
    entries.set(key, entry);
  }
  entry.fetcher = fetcher;
  return entry;
}

function publish(entry: Entry, snapshot: CallSnapshot<unknown>): void {
  entry.snapshot = snapshot;
  for (const listener of entry.listeners) listener();
}

const asApiError = (name: string, error: unknown) =>
  error instanceof ApiError ? error : new ApiError('network', name, `${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });

/**
 * Asks the server (once at a time per entry: a second caller shares the request under way). Polled entries send the
 * last ETag and get the last answer back on 304.
 */
export function fetchEntry(key: string, name: string, fetcher: Fetcher): Promise<void> {
  const entry = entryFor(key, name, fetcher);
  if (entry.inFlight) return entry.inFlight;
  publish(entry, { ...entry.snapshot, fetching: true });
  entry.inFlight = entry
    .fetcher(entry.pollers > 0)
    .then((answer) => publish(entry, { data: answer, error: null, fetching: false }))
    .catch((error: unknown) => publish(entry, { data: entry.snapshot.data, error: asApiError(name, error), fetching: false }))
    .finally(() => {
      entry.inFlight = null;
    });
  return entry.inFlight;
}

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Subscribes a screen to an entry; with `poll`, the entry is asked again every POLL_MS while any polling screen
 * shows it and the page is visible, and at once when the page comes back into view.
 */
export function subscribeEntry(key: string, name: string, fetcher: Fetcher, listener: () => void, poll: boolean): () => void {
  const entry = entryFor(key, name, fetcher);
  entry.listeners.add(listener);
  let onVisible: (() => void) | null = null;
  if (poll) {
    entry.pollers += 1;
    if (!entry.timer) {
      entry.timer = setInterval(() => {
        if (!hidden()) void fetchEntry(key, name, entry.fetcher);
      }, POLL_MS);
    }
    onVisible = () => {
      if (!hidden()) void fetchEntry(key, name, entry.fetcher);
    };
    document.addEventListener('visibilitychange', onVisible);
  }
  return () => {
    entry.listeners.delete(listener);
    if (onVisible) document.removeEventListener('visibilitychange', onVisible);
    if (poll) {
      entry.pollers -= 1;
      if (entry.pollers === 0 && entry.timer) {
        clearInterval(entry.timer);
        entry.timer = null;
      }
    }
  };
}

export function snapshotOf<Answer>(key: string): CallSnapshot<Answer> {
  return (entries.get(key)?.snapshot ?? EMPTY) as CallSnapshot<Answer>;
}

/** Drops every cached answer (tests; a sign-out forgets them through the key's owner anyway). */
export function clearCallCache(): void {
  for (const entry of entries.values()) if (entry.timer) clearInterval(entry.timer);
  entries.clear();
}
