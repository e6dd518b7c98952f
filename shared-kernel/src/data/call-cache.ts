import { ApiError } from '@matka/shared-kernel/errors';
import { loadApiClient } from './load-client';
import type { ApiCallName, ApiRequest, ApiResponse } from '../contract/index';

/** The seed's polling interval for the dashboard and the Starline and Gali lists. */
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

interface Entry {
  name: ApiCallName;
  body: unknown;
  snapshot: CallSnapshot<unknown>;
  listeners: Set<() => void>;
  pollers: number;
  inFlight: Promise<void> | null;
  timer: ReturnType<typeof setInterval> | null;
}

const entries = new Map<string, Entry>();
const EMPTY: CallSnapshot<never> = { data: undefined, error: null, fetching: false };

/** One cache entry per call, body and player: another player signing in on the same page never sees these. */
export function callKey(name: ApiCallName, bodyJson: string, owner: string): string {
  return `${owner}|${name}|${bodyJson}`;
}

function entryFor(key: string, name: ApiCallName, body: unknown): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { name, body, snapshot: EMPTY, listeners: new Set(), pollers: 0, inFlight: null, timer: null };
    entries.set(key, entry);
  }
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
export function fetchEntry(key: string, name: ApiCallName, body: unknown): Promise<void> {
  const entry = entryFor(key, name, body);
  if (entry.inFlight) return entry.inFlight;
  publish(entry, { ...entry.snapshot, fetching: true });
  entry.inFlight = loadApiClient()
    .then((client) => (entry.pollers > 0 ? client.poll(name, body as never).then((polled) => polled.answer) : client.call(name, body as never)))
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
export function subscribeEntry(key: string, name: ApiCallName, body: unknown, listener: () => void, poll: boolean): () => void {
  const entry = entryFor(key, name, body);
  entry.listeners.add(listener);
  let onVisible: (() => void) | null = null;
  if (poll) {
    entry.pollers += 1;
    if (!entry.timer) {
      entry.timer = setInterval(() => {
        if (!hidden()) void fetchEntry(key, name, body);
      }, POLL_MS);
    }
    onVisible = () => {
      if (!hidden()) void fetchEntry(key, name, body);
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

export function snapshotOf<Name extends ApiCallName>(key: string): CallSnapshot<ApiResponse<Name>> {
  return (entries.get(key)?.snapshot ?? EMPTY) as CallSnapshot<ApiResponse<Name>>;
}

/** Drops every cached answer (tests; a sign-out forgets them through the key's owner anyway). */
export function clearCallCache(): void {
  for (const entry of entries.values()) if (entry.timer) clearInterval(entry.timer);
  entries.clear();
}

export type { ApiRequest };
