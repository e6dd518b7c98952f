/**
 * The releases that failed for this player in this browser session (tab): their entry, a singleton they need, their
 * route table or a screen. The shell then takes the release's fallback for the rest of the session, also after a
 * reload, so the player does not hit the same failure again. Kept in sessionStorage; in memory when it cannot be (a
 * private window that refuses storage). No imports: the entry script reads it before any shared module has loaded.
 */
const STORAGE_KEY = 'matka.failed-releases';

let memory: string[] | null = null;

const keyOf = (remote: string, release: string) => `${remote} ${release}`;

function read(): string[] {
  if (memory) return memory;
  try {
    const stored: unknown = JSON.parse(globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? '[]');
    memory = Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    memory = [];
  }
  return memory;
}

function write(entries: string[]): void {
  memory = entries;
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Kept in memory for this page.
  }
}

/**
 * Whether the page is being left. Leaving cancels the remote loads still on their way, and a cancelled load is not a
 * release that failed: remembering it would send the player to the fallback (or the unavailable page) for the rest of
 * the session, and reporting it would count against a canary.
 */
let leaving = false;
globalThis.addEventListener?.('pagehide', () => {
  leaving = true;
});
globalThis.addEventListener?.('pageshow', () => {
  leaving = false;
});
export const leavingPage = (): boolean => leaving;

/** Whether `release` of `remote` failed for this player earlier in the session. */
export function hasFailed(remote: string, release: string): boolean {
  return read().includes(keyOf(remote, release));
}

export function markFailed(remote: string, release: string): void {
  if (!hasFailed(remote, release)) write([...read(), keyOf(remote, release)]);
}

/** Forgets a remote's failures (the player pressed Retry: try again from the release remotes.json names). */
export function forgetFailures(remote: string): void {
  write(read().filter((entry) => !entry.startsWith(`${remote} `)));
}

/** Tests: drops what the module holds in memory (storage is the test's to clear). */
export function resetFailedReleasesForTests(): void {
  memory = null;
  leaving = false;
}
