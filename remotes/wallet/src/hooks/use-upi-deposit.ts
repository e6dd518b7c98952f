import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@matka/shared-kernel/paths';
import { sessionAtom } from '@matka/shared-kernel/session';
import { FUND_REQUEST_DELAY_MS, upiIntentLink, type Gateway } from '../model/upi-intent';
import { useFundRequest, type FundRequestOutcome } from './use-fund-request';

/** A request filed without a UTR that no payment matched: the server's text asking for it, and what was filed. */
export interface UtrWanted {
  msg: string;
  amount: number;
  method: string;
  /** The request the UTR is for (an older server does not say: the UTR then files a new request). */
  requestId?: number;
}

/**
 * Pay via UPI (docs/screens.md § Add Funds): the UPI app opens (a new tab, so the app stays), and 2 s later the fund
 * request is filed, once (busy from the tap until the answer; one idempotency key kept across a retry). Automatic
 * deposits credit it when exactly one payment of its amount came from the player's own UPI number; then Deposit
 * History. Otherwise the server asks for the UTR (`utrWanted`), and `fileUtr` puts it on that same request.
 */
export function useUpiDeposit() {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState(false);
  const [utrWanted, setUtrWanted] = useState<UtrWanted | null>(null);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const { file, busy } = useFundRequest();

  const settle = useCallback(
    (outcome: FundRequestOutcome | null, filed: Omit<UtrWanted, 'msg' | 'requestId'>) => {
      if (!outcome || !shown.current) return;
      if (outcome.status === 'needs-utr') setUtrWanted({ msg: outcome.msg, ...filed, requestId: outcome.requestId });
      else navigate(PATHS.depositHistory);
    },
    [navigate],
  );

  const pay = useCallback(
    (input: { amount: number; gateway: Gateway; payeeId: string }) => {
      if (waiting) return;
      setWaiting(true);
      setUtrWanted(null);
      const link = upiIntentLink({ payeeId: input.payeeId, payerName: session?.username ?? '', amount: input.amount, at: Date.now() });
      window.open(link, '_blank', 'noopener');
      // Not cancelled when the player leaves: they may have paid, and the request must still be filed.
      setTimeout(() => {
        const filed = { amount: input.amount, method: input.gateway.key };
        void file({ request_amount: filed.amount, payment_method: filed.method })
          .then((outcome) => settle(outcome, filed))
          .finally(() => setWaiting(false));
      }, FUND_REQUEST_DELAY_MS);
    },
    [file, session?.username, settle, waiting],
  );

  const fileUtr = useCallback(
    (utr: string) => {
      if (!utrWanted) return;
      const filed = { amount: utrWanted.amount, method: utrWanted.method };
      void file({ request_amount: filed.amount, payment_method: filed.method, utr, request_id: utrWanted.requestId }).then((outcome) => settle(outcome, filed));
    },
    [file, settle, utrWanted],
  );
  return { pay, busy: waiting || busy, utrWanted, fileUtr };
}
