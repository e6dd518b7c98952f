import { useCallback, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { ApiError, messageOf } from '@matka/shared-kernel/errors';
import type { ApiCallName } from '../contract/index';
import type { Market } from '../contract/markets';
import { loadApiClient } from '@matka/shared-kernel/data';
import { MESSAGES } from '../domain/messages';
import { bidsCost, checkBidEntry, type BidEntry, type BidRow } from '../domain/bid-entry';
import type { EntryType, MarketKind, Session } from '../domain/bid-types';
import { formatBidDate } from '../domain/dates';
import { sessionAtom, userDetailAtom, walletAmountAtom } from '@matka/shared-kernel/session';
import { bidDraftsKey, newRowId, restoredBidBoard, useKeepBidRows } from './bid-drafts';

/** The call each kind of market takes its bid batches with. */
export const SUBMIT_CALL = {
  main: 'api-submit-bid',
  starline: 'api-starline-submit-bid',
  gali: 'api-galidisawar-submit-bid',
} as const satisfies Record<MarketKind, ApiCallName>;

export interface BoardRow extends BidRow {
  id: number;
  /** Why the server refused this row's batch at the last submission (it stays in the list, marked), if it did. */
  refused?: string;
}

/** How a submission ended: placed, some batches refused by the server (their rows marked), or not sent (retry). */
export type SubmitOutcome = { status: 'placed' } | { status: 'refused'; message: string } | { status: 'failed'; message: string } | { status: 'busy' };

/** The server said no to the batch (a rule: the session closed, the balance): its answer stands, a retry would not help. */
const isRefusal = (error: unknown) =>
  error instanceof ApiError &&
  (error.kind === 'rejected' || (error.kind === 'http' && error.httpStatus !== undefined && error.httpStatus >= 400 && error.httpStatus < 500 && error.httpStatus !== 401));

const newKey = () => `bid-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * A bid screen's list for any kind of market: entries checked with the shared rules against the wallet as shown (the
 * wallet less the list), rows removable, and one submission that sends a batch per bid type and session with the
 * kind's call. The batches' idempotency keys stay the same until the list changes, so a retry after a failure never
 * debits a batch twice. The unsent rows and their keys are kept for the tab (bid-drafts.ts): a reload draws them again.
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
   * Sends the list, a batch per bid type and session. Batches the server refuses keep their rows, marked with its
   * reason; the rest go on. A batch that got no answer stops the submission with its rows and keys kept, so a retry
   * never debits twice. A second call while busy is ignored.
   */
  const submit = useCallback(
    async (now: Date): Promise<SubmitOutcome> => {
      if (busy.current) return { status: 'busy' };
      if (!market || rows.length === 0) return { status: 'placed' };
      if (wallet - bidsCost(rows) < 0) return { status: 'failed', message: MESSAGES.notEnoughBalance };
      busy.current = true;
      setSubmitting(true);
      const sent = new Set<number>();
      const refused = new Map<number, string>();
      let firstRefusal: string | null = null;
      let lastWallet: number | undefined;
      const settle = () => {
        setRows((current) =>
          current
            .filter((row) => !sent.has(row.id))
            .map(({ refused: _before, ...row }) => (refused.has(row.id) ? { ...row, refused: refused.get(row.id) } : row)),
        );
        if (lastWallet !== undefined) setDetail((detail) => (detail ? { ...detail, walletAmount: lastWallet as number } : detail));
      };
      try {
        const groups = new Map<string, BoardRow[]>();
        for (const row of rows) groups.set(`${row.type}|${row.session}`, [...(groups.get(`${row.type}|${row.session}`) ?? []), row]);
        const client = await loadApiClient();
        for (const [group, batchRows] of groups) {
          const [settled, session] = group.split('|') as [BidRow['type'], Session];
          let key = keys.current.get(group);
          if (!key) {
            key = newKey();
            keys.current.set(group, key);
          }
          try {
            const answer = await client.call(SUBMIT_CALL[kind], {
              game_id: market.game_id,
              idempotency_key: key,
              new_result: {
                Gamename: market.game_name,
                totalbit: bidsCost(batchRows),
                gameid: market.game_id,
                pana: settled,
                gametype: type,
                bid_date: formatBidDate(now),
                session,
                result: batchRows.map((row) => ({ digits: row.digits, closedigits: row.closedigits, points: row.points })),
              },
            });
            for (const row of batchRows) sent.add(row.id);
            keys.current.delete(group);
            lastWallet = answer.wallet_amt ?? lastWallet;
          } catch (error) {
            if (!isRefusal(error)) throw error;
            const reason = messageOf(error, MESSAGES.bidFailed);
            firstRefusal ??= reason;
            for (const row of batchRows) refused.set(row.id, reason);
            // A refused batch left nothing behind: its next try is a new request.
            keys.current.delete(group);
          }
        }
        settle();
        return firstRefusal === null ? { status: 'placed' } : { status: 'refused', message: firstRefusal };
      } catch (error) {
        // No answer: batches that went through leave the list (their points are gone); the rest stay, with their keys.
        settle();
        return { status: 'failed', message: messageOf(error, MESSAGES.bidFailed) };
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [kind, market, rows, setDetail, type, wallet],
  );

  return { rows, add, remove, submit, submitting, shownWallet, totalPoints: bidsCost(rows) };
}
