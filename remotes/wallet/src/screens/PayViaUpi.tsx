import { useState } from 'react';
import styled from 'styled-components';
import { useCall } from '@matka/shared-kernel/data';
import { depositProblem, parsePoints } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';
import { bettingOnly, Button, Screen, TextField } from '@matka/shared-kernel/ui';
import { useToast } from '@matka/shared-kernel/toasts';
import { Choices, Note, Panel } from '../components/styled';
import { BackLink } from '../components/BackLink';
import { UtrForm } from '../components/UtrForm';
import { useMinDeposit } from '../hooks/use-min-deposit';
import { useUpiDeposit } from '../hooks/use-upi-deposit';
import { WALLET_TEXTS } from '../messages';
import { GATEWAYS, type Gateway } from '../model/upi-intent';

const Warning = styled(Note)`
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * Pay via UPI (/payviaupi): amount, gateway, Add Money opens the UPI app and files the fund request 2 s later; when no
 * payment matched it, the server's request for the UTR and its field.
 */
function PayViaUpi() {
  const [amount, setAmount] = useState('');
  const [gateway, setGateway] = useState<Gateway | null>(null);
  const { min, max, failed: minFailed, ready } = useMinDeposit();
  const bank = useCall('api-admin-bank-details', {});
  const { pay, busy, utrWanted, fileUtr } = useUpiDeposit();
  const toast = useToast();
  const ids = bank.data?.bank_details[0];

  function addMoney() {
    const problem = depositProblem({ amount, minDeposit: min, ...(max === undefined ? {} : { maxDeposit: max }), method: gateway?.key });
    if (problem || !gateway) {
      toast.error(problem ?? WALLET_TEXTS.genericError);
      return;
    }
    const payeeId = ids?.[gateway.idField] ?? '';
    if (!payeeId) {
      toast.error(WALLET_TEXTS.upiIdNotFound);
      return;
    }
    pay({ amount: parsePoints(amount) ?? 0, gateway, payeeId });
  }

  return (
    <Screen title="Pay via UPI">
      <BackLink to={PATHS.addFunds} />
      <Panel>
        <TextField label="Amount (INR)" inputMode="numeric" value={amount} onChange={setAmount} />
        {minFailed ? <Warning>{WALLET_TEXTS.minDepositFailed}</Warning> : <Note>{`Minimum amount to add is ${min}`}</Note>}
        <Note>{WALLET_TEXTS.upiWhatToPay}</Note>
        <Note>{WALLET_TEXTS.approvedOnPayment}</Note>
        {bank.loading && <p role="status">{WALLET_TEXTS.loadingPaymentOptions}</p>}
        {bank.error && !bank.data && <Warning role="alert">{WALLET_TEXTS.paymentOptionsFailed}</Warning>}
        {bank.data && (
          <Choices>
            <legend>Payment Method</legend>
            {GATEWAYS.map((option) => (
              <label key={option.key}>
                <input type="radio" name="gateway" value={option.key} checked={gateway?.key === option.key} onChange={() => setGateway(option)} />
                {option.label}
              </label>
            ))}
          </Choices>
        )}
        <Button type="button" disabled={!amount || !gateway || !ready || busy} onClick={addMoney}>
          {busy ? 'Processing...' : 'Add Money'}
        </Button>
      </Panel>
      {utrWanted && (
        <Panel>
          <UtrForm asked={utrWanted.msg} busy={busy} onSubmit={fileUtr} />
        </Panel>
      )}
    </Screen>
  );
}

export default bettingOnly('Pay via UPI', PayViaUpi);
