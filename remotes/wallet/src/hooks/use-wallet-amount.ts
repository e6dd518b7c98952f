import { useCallback } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { userDetailAtom, walletAmountAtom } from '@matka/shared-kernel/session';

/**
 * The balance the header shows, and a setter for an answer's `wallet_amt`: the header and this screen show the new
 * balance at once instead of after the shell's next 5 s poll (which confirms it).
 */
export function useWalletAmount(): [number | null, (walletAmt: number | undefined) => void] {
  const amount = useAtomValue(walletAmountAtom);
  const setDetail = useSetAtom(userDetailAtom);
  const setAmount = useCallback(
    (walletAmt: number | undefined) => {
      if (walletAmt === undefined) return;
      setDetail((detail) => (detail ? { ...detail, walletAmount: walletAmt } : detail));
    },
    [setDetail],
  );
  return [amount, setAmount];
}
