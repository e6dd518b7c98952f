import { useCallback } from 'react';
import { useSend, type SendBody } from '@matka/shared-kernel/data';
import { announcePushMoment } from '@matka/shared-kernel/push';
import { useToast } from '@matka/shared-kernel/toasts';
import { WALLET_TEXTS } from '../messages';
import { useWalletAmount } from './use-wallet-amount';

/**
 * How a filed deposit request stands: `approved` (credited as it was filed: its payment had arrived), `pending`
 * (waiting for its payment, or a cashier), or `needs-utr` (filed without a UTR and no payment matched it: the server's
 * `msg` asks for the UTR).
 */
export interface FundRequestOutcome {
  status: 'approved' | 'pending' | 'needs-utr';
  msg: string;
  /** The request filed (or the one a UTR was put on), when the server says. */
  requestId?: number;
}

/**
 * Files a deposit request (QR Payment, Pay via UPI; docs/screens.md § Add Funds). A credited one shows the new balance
 * at once in the header and the screens (the shell's poll confirms it). The server's text is the toast, except when it
 * asks for the UTR: the screen shows that beside the UTR field. Resolves to how it stands, or null when it failed (the
 * toast says why).
 */
export function useFundRequest() {
  const [, setWalletAmount] = useWalletAmount();
  const toast = useToast();
  const { send, busy } = useSend('api-fund-request-add', { failure: WALLET_TEXTS.paymentFailed });
  const file = useCallback(
    async (body: SendBody<'api-fund-request-add'>): Promise<FundRequestOutcome | null> => {
      const answer = await send(body);
      if (!answer) return null;
      const status = answer.request_status === 'approved' ? 'approved' : body.utr ? 'pending' : 'needs-utr';
      if (status === 'approved') setWalletAmount(answer.wallet_amt);
      if (status !== 'needs-utr') {
        toast.success(answer.msg || WALLET_TEXTS.requestFiled);
        announcePushMoment();
      }
      return { status, msg: answer.msg || WALLET_TEXTS.requestFiled, requestId: answer.request_id };
    },
    [send, setWalletAmount, toast],
  );
  return { file, busy };
}
