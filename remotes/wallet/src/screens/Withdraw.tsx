import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useNow, useSend } from '@matka/shared-kernel/data';
import { parsePoints, withdrawProblem } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';
import { userDetailAtom } from '@matka/shared-kernel/session';
import { bettingOnly, Button, Loading, Screen, TextField } from '@matka/shared-kernel/ui';
import { useToast } from '@matka/shared-kernel/toasts';
import { Balance } from '../components/Balance';
import { ButtonGrid, Choices, LinkButton, Note, Panel } from '../components/styled';
import { useSavedNumbers } from '../hooks/use-saved-numbers';
import { useWalletAmount } from '../hooks/use-wallet-amount';
import { WALLET_TEXTS } from '../messages';
import { pts } from '../model/statuses';
import { savedApps, type PayoutMethod } from '../model/upi-apps';

/**
 * Withdraw Funds (/withdraw): amount and a saved payout number, checked by the withdraw rules (`withdrawProblem`), then
 * /imp.
 */
function Withdraw() {
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PayoutMethod | null>(null);
  const [balance, setBalance] = useWalletAmount();
  const detail = useAtomValue(userDetailAtom);
  const { numbers, loading } = useSavedNumbers();
  const now = useNow();
  const toast = useToast();
  const navigate = useNavigate();
  const { send, busy } = useSend('api-user-withdraw-fund-request', {
    success: WALLET_TEXTS.withdrawSent,
    failure: WALLET_TEXTS.withdrawFailed,
    onSuccess: (answer) => {
      setBalance(answer.wallet_amt);
      navigate(PATHS.home);
    },
  });
  const methods = savedApps(numbers);
  const minWithdrawal = detail?.minWithdrawal ?? 0;
  const hours = { openTime: detail?.withdrawOpenTime ?? '', closeTime: detail?.withdrawCloseTime ?? '' };

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = withdrawProblem({ amount, walletBalance: balance ?? 0, minWithdrawal, method, window: hours, now });
    if (problem || !method) {
      toast.error(problem ?? WALLET_TEXTS.withdrawFailed);
      return;
    }
    void send({ request_amount: parsePoints(amount) ?? 0, payment_method: method });
  }

  return (
    <Screen title="Withdraw Funds">
      <Balance amount={balance} />
      <Panel aria-label="Withdraw rules">
        <p>
          Withdraw time: {hours.openTime || '—'} to {hours.closeTime || '—'}
        </p>
        <p>Minimum withdrawal: {pts(minWithdrawal)}</p>
      </Panel>
      <Panel>
        <form onSubmit={submit} noValidate>
          <TextField label="Amount" inputMode="numeric" value={amount} onChange={setAmount} />
          {loading && <Loading />}
          {!loading && methods.length === 0 && (
            <>
              <Note>{WALLET_TEXTS.noPaymentMethods}</Note>
              <ButtonGrid>
                <LinkButton to={PATHS.upiNumbers}>Add UPI Number</LinkButton>
              </ButtonGrid>
            </>
          )}
          {methods.length > 0 && (
            <Choices>
              <legend>Payment Method</legend>
              {methods.map(({ app, number }) => (
                <label key={app.key}>
                  <input type="radio" name="payout" value={app.payoutMethod} checked={method === app.payoutMethod} onChange={() => setMethod(app.payoutMethod)} />
                  {app.label} ({number})
                </label>
              ))}
            </Choices>
          )}
          <Button type="submit" disabled={busy}>
            {busy ? 'Submitting...' : 'Withdraw'}
          </Button>
        </form>
      </Panel>
      <ButtonGrid>
        <LinkButton to={PATHS.withdrawHistory}>Withdraw History</LinkButton>
        <LinkButton to={PATHS.withdrawRules}>Withdraw Rules</LinkButton>
      </ButtonGrid>
    </Screen>
  );
}

export default bettingOnly('Withdraw Funds', Withdraw);
