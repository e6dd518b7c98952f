import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '@matka/shared-kernel/paths';
import { bettingOnly, Screen } from '@matka/shared-kernel/ui';
import { useToast } from '@matka/shared-kernel/toasts';
import { Balance } from '../components/Balance';
import { ButtonGrid, LinkButton, RemoteLinkButton } from '../components/styled';
import { WithdrawMethods } from '../components/WithdrawMethods';
import { useSavedNumbers } from '../hooks/use-saved-numbers';
import { useWalletAmount } from '../hooks/use-wallet-amount';

/** The toast a screen sent the player here with (`showToast` state), shown once: not again on reload or back. */
function useShowToastState() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const shown = useRef(false);
  const text = (location.state as { showToast?: unknown } | null)?.showToast;
  useEffect(() => {
    if (typeof text !== 'string' || !text || shown.current) return;
    shown.current = true;
    toast.success(text);
    navigate(location.pathname, { replace: true, state: null });
  }, [location.pathname, navigate, text, toast]);
}

/** Wallet (/imp7, /wallet): balance, Add Fund, Withdraw Fund, Wallet History, and the Withdraw Methods panel. */
function Wallet() {
  const [amount] = useWalletAmount();
  const { numbers, loading } = useSavedNumbers();
  useShowToastState();
  return (
    <Screen title="Wallet">
      <Balance amount={amount} />
      <ButtonGrid>
        <LinkButton to={PATHS.addFunds}>Add Fund</LinkButton>
        <LinkButton to={PATHS.withdraw}>Withdraw Fund</LinkButton>
      </ButtonGrid>
      <ButtonGrid>
        <RemoteLinkButton to={PATHS.transactions}>Wallet History</RemoteLinkButton>
        <LinkButton to={PATHS.transfer}>Transfer Points</LinkButton>
      </ButtonGrid>
      <WithdrawMethods numbers={numbers} loading={loading} />
    </Screen>
  );
}

export default bettingOnly('Wallet', Wallet);
