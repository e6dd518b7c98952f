import { useEffect, useMemo, useRef, type MutableRefObject } from 'react';
import { keptInTab, type TabKept } from '@matka/shared-kernel/data';
import type { BidRow } from '../domain/bid-entry';
import { SETTLED_BID_TYPES, type EntryType, type MarketKind } from '../domain/bid-types';

/**
 * A bid board's unsent bids, kept for the tab (sessionStorage) so a reload or a pull-to-refresh draws them again
 * instead of dropping them: the rows, and the idempotency key of any batch sent without an answer (the retry after
 * the reload is then the same request, never a second debit). Written as the list changes; gone once the list is
 * empty (placed), and when the board is left (in the app that asks "Discard N bids?" first).
 */
export interface KeptRow extends BidRow {
  id: number;
  refused?: string;
}

/** Past a market's betting window unsent bids are not worth drawing again. */
export const BID_DRAFTS_MAX_AGE_MS = 3 * 3_600_000;

/** Where one player's board for one market and bid type keeps its bids in the tab. */
export function bidDraftsKey(kind: MarketKind, gameId: number, type: EntryType, mobile: string): string {
  return `matka.bids.${mobile}.${kind}.${gameId}.${type}`;
}

let rowIds = 1;
/** A row id unique in the page (restored rows get new ones too). */
export function newRowId(): number {
  return rowIds++;
}

interface KeptBoard {
  rows: Omit<KeptRow, 'id'>[];
  keys: Array<[string, string]>;
}

const isRow = (value: unknown): value is Omit<KeptRow, 'id'> => {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    (SETTLED_BID_TYPES as readonly unknown[]).includes(row.type) &&
    typeof row.digits === 'string' &&
    typeof row.closedigits === 'string' &&
    typeof row.points === 'number' &&
    Number.isSafeInteger(row.points) &&
    (row.session === 'Open' || row.session === 'Close') &&
    (row.refused === undefined || typeof row.refused === 'string')
  );
};

/** A kept board as stored, or null. */
export function keptBoardFrom(value: unknown): KeptBoard | null {
  if (typeof value !== 'object' || value === null) return null;
  const { rows, keys } = value as Record<string, unknown>;
  if (!Array.isArray(rows) || !rows.every(isRow) || !Array.isArray(keys)) return null;
  const pairs = keys.filter((pair): pair is [string, string] => Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string');
  return {
    rows: rows.map(({ type, digits, closedigits, points, session, refused }) => ({ type, digits, closedigits, points, session, ...(refused ? { refused } : {}) })),
    keys: pairs,
  };
}

/** The batches' idempotency keys, by group: each change is written to the tab at once (before the batch is sent). */
class KeptKeys extends Map<string, string> {
  private kept: (() => void) | null = null;
  keepWith(write: (() => void) | null): void {
    this.kept = write;
  }
  override set(group: string, key: string): this {
    super.set(group, key);
    this.kept?.();
    return this;
  }
  override delete(group: string): boolean {
    const had = super.delete(group);
    this.kept?.();
    return had;
  }
  override clear(): void {
    super.clear();
    this.kept?.();
  }
}

/** Writes the board to the tab, or forgets it once nothing is left to send. */
function keepBoard(kept: TabKept<KeptBoard> | null, rows: readonly KeptRow[], keys: Map<string, string>): void {
  if (!kept) return;
  if (rows.length === 0) return kept.forget();
  kept.write({
    rows: rows.map(({ type, digits, closedigits, points, session, refused }) => ({ type, digits, closedigits, points, session, ...(refused ? { refused } : {}) })),
    keys: [...keys.entries()],
  });
}

const keptBoard = (key: string | null) => (key ? keptInTab(key, keptBoardFrom, BID_DRAFTS_MAX_AGE_MS) : null);

/**
 * What this tab kept for the board (`key`: `bidDraftsKey`, null while the player is unknown): its rows, with new ids,
 * and its batch keys as a map that keeps each change (`useKeepBidRows` says where).
 */
export function restoredBidBoard(key: string | null): { rows: KeptRow[]; keys: Map<string, string> } {
  const board = keptBoard(key)?.read();
  return { rows: (board?.rows ?? []).map((row) => ({ ...row, id: newRowId() })), keys: new KeptKeys(board?.keys ?? []) };
}

/**
 * Keeps a board's rows and batch keys in the tab as they change; forgets them when the list is empty (placed) or the
 * board is left (a reload never runs that).
 */
export function useKeepBidRows(key: string | null, rows: readonly KeptRow[], keys: MutableRefObject<Map<string, string>>): void {
  const kept = useMemo(() => keptBoard(key), [key]);
  const latestRows = useRef(rows);

  useEffect(() => {
    const map = keys.current;
    if (!(map instanceof KeptKeys)) return;
    map.keepWith(() => keepBoard(kept, latestRows.current, map));
    return () => map.keepWith(null);
  }, [keys, kept]);

  useEffect(() => {
    latestRows.current = rows;
    keepBoard(kept, rows, keys.current);
  }, [rows, kept, keys]);

  // Left in the app (after "Discard N bids?", or with nothing unsent): nothing to draw again.
  useEffect(() => () => kept?.forget(), [kept]);
}
