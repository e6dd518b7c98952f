import { PAGE_DATA_IDS } from '../paths';
import { useCall } from './use-call';

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

/**
 * The operators' headline `id` (1 Home, 2 Add Funds) while `enabled` (betting on): at once from the page when it
 * brought the headlines (so Home's largest text is in its first paint), then as api-get-headline answers.
 * `pending` is true only while neither has said.
 */
export function useHeadline(id: number, enabled: boolean): { text: string | null; pending: boolean } {
  const { data, loading } = useCall('api-get-headline', { ids: [id] }, { enabled });
  if (!enabled) return { text: null, pending: false };
  const answered = data ? (data.data.find((item) => item.id === id && item.status)?.notes ?? null) : undefined;
  const brought = pageHeadline(id);
  return { text: answered !== undefined ? answered : (brought ?? null), pending: loading && brought === undefined };
}
