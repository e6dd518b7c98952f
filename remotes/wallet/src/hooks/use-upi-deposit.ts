import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useSend } from '@matka/shared-kernel/data';
import { PATHS } from '@matka/shared-kernel/paths';
import { sessionAtom } from '@matka/shared-kernel/session';
import { WALLET_TEXTS } from '../messages';
import { FUND_REQUEST_DELAY_MS, upiIntentLink, type Gateway } from '../model/upi-intent';

/**
 * Pay via UPI (docs/screens.md § Add Funds): the UPI app opens (a new tab, so the app stays), and 2 s later the fund
 * request is filed, once (busy from the tap until the answer; one idempotency key kept across a retry). The request is
 * pending until an operator approves it: the player is taken to Deposit History, where it shows as pending.
 */
export function useUpiDeposit() {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState(false);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const { send, busy } = useSend('api-fund-request-add', {
    success: (answer) => answer.msg || 'Fund request submitted',
    failure: WALLET_TEXTS.paymentFailed,
    onSuccess: () => {
      if (shown.current) navigate(PATHS.depositHistory);
    },
  });

  const pay = useCallback(
    (input: { amount: number; gateway: Gateway; payeeId: string }) => {
      if (waiting) return;
      setWaiting(true);
      const link = upiIntentLink({ payeeId: input.payeeId, payerName: session?.username ?? '', amount: input.amount, at: Date.now() });
      window.open(link, '_blank', 'noopener');
      // Not cancelled when the player leaves: they may have paid, and the request must still be filed.
      setTimeout(() => {
        void send({ request_amount: input.amount, payment_method: input.gateway.key }).finally(() => setWaiting(false));
      }, FUND_REQUEST_DELAY_MS);
    },
    [send, session?.username, waiting],
  );
  return { pay, busy: waiting || busy };
}
