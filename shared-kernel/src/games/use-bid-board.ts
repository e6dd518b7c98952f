import { useCallback, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { apiClient, messageOf } from '@matka/shared-kernel/api';
import { MESSAGES, bidsCost, checkBidEntry, formatBidDate, type BidEntry, type BidRow, type EntryType, type Session } from '@matka/shared-kernel/domain';
import { userDetailAtom, walletAmountAtom, type DashboardMarket } from '@matka/shared-kernel/session';

export interface BoardRow extends BidRow {
  id: number;
}

let rowIds = 1;
const newKey = () => `bid-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * A bid screen's list: entries checked with the shared rules against the wallet as shown (the wallet less the list),
 * rows removable, and one submission that sends a batch per bid type and session. The batches' idempotency keys
 * stay the same until the list changes, so a retry after a failure never debits a batch twice.
 */
export function useBidBoard(market: DashboardMarket | null, type: EntryType) {
  const wallet = useAtomValue(walletAmountAtom) ?? 0;
  const setDetail = useSetAtom(userDetailAtom);
  const [rows, setRows] = useState<BoardRow[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const keys = useRef(new Map<string, string>());
  const shownWallet = wallet - bidsCost(rows);

  const add = useCallback(
    (entry: Omit<BidEntry, 'market' | 'type'>): string | null => {
      const check = checkBidEntry({ ...entry, market: 'main', type }, shownWallet);
      if (!check.ok) return check.message;
      keys.current.clear();
      setRows((current) => [...current, ...check.bids.map((bid) => ({ ...bid, id: rowIds++ }))]);
      return null;
    },
    [shownWallet, type],
  );

  const remove = useCallback((id: number) => {
    keys.current.clear();
    setRows((current) => current.filter((row) => row.id !== id));
  }, []);

  /** Sends the list; resolves to null on success, else the message to show. A second call while busy is ignored. */
  const submit = useCallback(
    async (now: Date): Promise<string | null | 'busy'> => {
      if (submitting) return 'busy';
      if (!market || rows.length === 0) return null;
      if (wallet - bidsCost(rows) < 0) return MESSAGES.notEnoughBalance;
      setSubmitting(true);
      try {
        const groups = new Map<string, BoardRow[]>();
        for (const row of rows) groups.set(`${row.type}|${row.session}`, [...(groups.get(`${row.type}|${row.session}`) ?? []), row]);
        let lastWallet: number | undefined;
        for (const [group, batchRows] of groups) {
          const [settled, session] = group.split('|') as [BidRow['type'], Session];
          let key = keys.current.get(group);
          if (!key) {
            key = newKey();
            keys.current.set(group, key);
          }
          const answer = await apiClient().call('api-submit-bid', {
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
          lastWallet = answer.wallet_amt ?? lastWallet;
        }
        keys.current.clear();
        setRows([]);
        if (lastWallet !== undefined) setDetail((detail) => (detail ? { ...detail, walletAmount: lastWallet } : detail));
        return null;
      } catch (error) {
        return messageOf(error, MESSAGES.bidFailed);
      } finally {
        setSubmitting(false);
      }
    },
    [market, rows, setDetail, submitting, type, wallet],
  );

  return { rows, add, remove, submit, submitting, shownWallet, totalPoints: bidsCost(rows) };
}
