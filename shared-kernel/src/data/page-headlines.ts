import { PAGE_DATA_IDS } from '../paths';

// What a signed-in player's page brought (the server puts it in): read once, with no call and no client, so the shell
// can draw Home's headline while the app is still on the way.

/** The headlines that are on, as the page brought them: id → text; null when the page had none (a visitor's page). */
let inPage: Map<number, string> | null | undefined;

function readPageHeadlines(): Map<number, string> | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_IDS.headlines);
  if (!element?.textContent) return null;
  try {
    const value: unknown = JSON.parse(element.textContent);
    if (!Array.isArray(value)) return null;
    const headlines = new Map<number, string>();
    for (const item of value as unknown[]) {
      const { id, notes } = (item ?? {}) as { id?: unknown; notes?: unknown };
      if (typeof id === 'number' && typeof notes === 'string' && notes.trim() !== '') headlines.set(id, notes);
    }
    return headlines;
  } catch {
    return null;
  }
}

/** The headline `id` as the page brought it: its text, null when it is off, undefined when the page brought none. */
export function pageHeadline(id: number): string | null | undefined {
  if (inPage === undefined) inPage = readPageHeadlines();
  return inPage === null ? undefined : (inPage.get(id) ?? null);
}

/**
 * Whether the headlines are shown to this player: while their betting is on (`betting`, from the player's detail).
 * Before the detail is known (`undefined`), the page says: the server brings the headlines, and draws Home's in the
 * page, only for a player whose betting is on.
 */
export function headlinesOn(betting: boolean | undefined): boolean {
  if (betting !== undefined) return betting;
  if (inPage === undefined) inPage = readPageHeadlines();
  return inPage !== null;
}

/** Forgets what was read from the page (tests). */
export function forgetPageHeadlines(): void {
  inPage = undefined;
}
