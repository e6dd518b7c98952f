import { useCallback, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { ApiError, messageOf } from '@matka/shared-kernel/errors';
import type { Market } from '../contract/markets';
import { submitBidsBody } from '../contract/bid-batches';
import { loadApiClient } from '@matka/shared-kernel/data';
import { MESSAGES } from '../domain/messages';
import { bidsCost, checkBidEntry, type BidEntry, type BidRow } from '../domain/bid-entry';
import type { EntryType, MarketKind } from '../domain/bid-types';
import { formatBidDate } from '../domain/dates';
import { sessionAtom, userDetailAtom, walletAmountAtom } from '@matka/shared-kernel/session';
import { bidDraftsKey, newRowId, restoredBidBoard, useKeepBidRows } from './bid-drafts';
import { limitRefusalOf, rowsThatFit } from './limit-refusal';

export interface BoardRow extends BidRow {
  id: number;
  /** Why the server refused this row's batch at the last submission (it stays in the list, marked), if it did. */
  refused?: string;
}

/** What fits under a stake limit that refused the list: the list cut down to it, offered to the player (never sent unasked). */
export interface FitOffer {
  /** The refused outcome's numbers and the points that fit on it. */
  numbers: string;
  points: number;
  rows: BoardRow[];
}

/**
 * How a submission ended: placed, refused by the server (every row kept, marked; with what fits when a stake limit
 * names it), or not sent (retry).
 */
export type SubmitOutcome =
  | { status: 'placed' }
  | { status: 'refused'; message: string; fit?: FitOffer }
  | { status: 'failed'; message: string }
  | { status: 'busy' };

/** The server said no to the confirm (a rule: the session closed, the balance): its answer stands, a retry would not help. */
const isRefusal = (error: unknown) =>
  error instanceof ApiError &&
  (error.kind === 'rejected' || (error.kind === 'http' && error.httpStatus !== undefined && error.httpStatus >= 400 && error.httpStatus < 500 && error.httpStatus !== 401));

/** Where the list's idempotency key is kept among the board's kept keys. */
const LIST_KEY = 'list';

const newKey = () => `bid-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * A bid screen's list for any kind of market: entries checked with the shared rules against the wallet as shown (the
 * wallet less the list), rows removable, and one submission: the whole list in one call (`api-submit-bids`, a batch per
 * bid type and session), placed all together or not at all. Its idempotency key stays the same until the list changes,
 * so a retry after a failure never debits twice. The unsent rows and the key are kept for the tab (bid-drafts.ts): a
 * reload draws them again, and a retry after it is the same request.
 */
export function useBidBoard(kind: MarketKind, market: Pick<Market, 'game_id' | 'game_name'> | null, type: EntryType) {
  const wallet = useAtomValue(walletAmountAtom) ?? 0;
  const setDetail = useSetAtom(userDetailAtom);
  const mobile = useAtomValue(sessionAtom)?.mobile;
  const draftKey = market && mobile ? bidDraftsKey(kind, market.game_id, type, mobile) : null;
  const [restored] = useState(() => restoredBidBoard(draftKey));
  const [rows, setRows] = useState<BoardRow[]>(restored.rows);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  // The list's one idempotency key, under LIST_KEY in the kept keys (a map that keeps each change for the tab).
  const keys = useRef(restored.keys);
  useKeepBidRows(draftKey, rows, keys);
  const shownWallet = wallet - bidsCost(rows);

  const add = useCallback(
    (entry: Omit<BidEntry, 'market' | 'type'>): { message: string; alert?: string } | null => {
      const check = checkBidEntry({ ...entry, market: kind, type }, shownWallet);
      if (!check.ok) return check.alert ? { message: check.message, alert: check.alert } : { message: check.message };
      keys.current.clear();
      setRows((current) => [...current, ...check.bids.map((bid) => ({ ...bid, id: newRowId() }))]);
      return null;
    },
    [kind, shownWallet, type],
  );

  const remove = useCallback((id: number) => {
    keys.current.clear();
    setRows((current) => current.filter((row) => row.id !== id));
  }, []);

  /**
   * Sends the list in one call, a batch per bid type and session: the server places all of it or none. A refusal keeps
   * every row, marked with its reason; no answer keeps the rows and the key, so a retry never debits twice. A second
   * call while busy is ignored.
   */
  const send = useCallback(
    async (rows: BoardRow[], now: Date): Promise<SubmitOutcome> => {
      if (busy.current) return { status: 'busy' };
      if (!market || rows.length === 0) return { status: 'placed' };
      if (wallet - bidsCost(rows) < 0) return { status: 'failed', message: MESSAGES.notEnoughBalance };
      busy.current = true;
      setSubmitting(true);
      const groups = new Map<string, BoardRow[]>();
      for (const row of rows) groups.set(`${row.type}|${row.session}`, [...(groups.get(`${row.type}|${row.session}`) ?? []), row]);
      const key = keys.current.get(LIST_KEY) ?? newKey();
      keys.current.set(LIST_KEY, key);
      try {
        const client = await loadApiClient();
        const answer = await client.call(
          'api-submit-bids',
          submitBidsBody({
            marketId: market.game_id,
            idempotencyKey: key,
            batches: [...groups.values()].map((batchRows) => ({
              marketId: market.game_id,
              marketName: market.game_name,
              type: batchRows[0]!.type,
              screen: type,
              bidDate: formatBidDate(now),
              session: batchRows[0]!.session,
              totalPoints: bidsCost(batchRows),
              rows: batchRows.map((row) => ({ digits: row.digits, closedigits: row.closedigits, points: row.points })),
            })),
          }),
        );
        keys.current.clear();
        const sent = new Set(rows.map((row) => row.id));
        setRows((current) => current.filter((row) => !sent.has(row.id)));
        if (answer.wallet_amt !== undefined) {
          const walletAmount = answer.wallet_amt;
          setDetail((detail) => (detail ? { ...detail, walletAmount } : detail));
        }
        return { status: 'placed' };
      } catch (error) {
        // No answer: the rows stay, with the key, for a retry that places them at most once.
        if (!isRefusal(error)) return { status: 'failed', message: messageOf(error, MESSAGES.bidFailed) };
        // Refused: nothing was placed, and the next try is a new request.
        keys.current.clear();
        const reason = messageOf(error, MESSAGES.bidFailed);
        const refused = new Set(rows.map((row) => row.id));
        setRows(rows.map(({ refused: _before, ...row }) => (refused.has(row.id) ? { ...row, refused: reason } : row)));
        const room = limitRefusalOf(error)?.room;
        const fitted = room ? rowsThatFit(rows, room) : null;
        if (!room || !fitted) return { status: 'refused', message: reason };
        const numbers = room.closedigits ? `${room.digits}-${room.closedigits}` : (room.digits ?? '');
        return { status: 'refused', message: reason, fit: { numbers, points: room.points, rows: fitted.map(({ refused: _reason, ...row }) => row) } };
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [market, setDetail, type, wallet],
  );

  /** Sends the list as it stands. */
  const submit = useCallback((now: Date) => send(rows, now), [rows, send]);
  /** The player agreed to what fits: the list becomes it, and is sent (a new request). */
  const placeWhatFits = useCallback(
    (fit: FitOffer, now: Date) => {
      keys.current.clear();
      setRows(fit.rows);
      return send(fit.rows, now);
    },
    [send],
  );

  return { rows, add, remove, submit, placeWhatFits, submitting, shownWallet, totalPoints: bidsCost(rows) };
}
