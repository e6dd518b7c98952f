import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useSend } from '@matka/shared-kernel/data';
import { parsePoints, transferProblem } from '@matka/shared-kernel/domain';
import { sessionAtom } from '@matka/shared-kernel/session';
import { bettingOnly, Button, Dialog, DialogActions, PhoneField, Screen, TextField } from '@matka/shared-kernel/ui';
import { useToast } from '@matka/shared-kernel/toasts';
import { Balance } from '../components/Balance';
import { Panel } from '../components/styled';
import { useWalletAmount } from '../hooks/use-wallet-amount';
import { WALLET_TEXTS } from '../messages';
import { pts } from '../model/statuses';

interface Pending {
  name: string;
  phone: string;
  points: number;
}

/** Transfer Points (/transfer, /transfermodel): phone and points, the recipient's name confirmed in a modal, then sent. */
function Transfer() {
  const [phone, setPhone] = useState('');
  const [points, setPoints] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [balance, setBalance] = useWalletAmount();
  const ownPhone = useAtomValue(sessionAtom)?.mobile ?? '';
  const toast = useToast();
  const check = useSend('api-check-user-for-transfer-amt', { failure: WALLET_TEXTS.transferCheckFailed });
  const transfer = useSend('api-user-transfer-wallet-balance', {
    success: (answer) => answer.msg || 'Points transferred successfully',
    failure: WALLET_TEXTS.genericError,
    onSuccess: (answer) => {
      setBalance(answer.wallet_amt);
      setPending(null);
      setPhone('');
      setPoints('');
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = transferProblem({ phone, ownPhone, points, walletBalance: balance ?? 0 });
    if (problem) {
      toast.error(problem);
      return;
    }
    const recipient = await check.send({ mobile_no: phone.trim() });
    if (recipient) setPending({ name: recipient.user_name, phone: phone.trim(), points: parsePoints(points) ?? 0 });
  }

  return (
    <Screen title="Transfer Points">
      <Balance amount={balance} />
      <Panel>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <PhoneField label="Phone Number" value={phone} onChange={setPhone} />
          <TextField label="Points" inputMode="numeric" value={points} onChange={setPoints} />
          <Button type="submit" disabled={check.busy}>
            {check.busy ? 'Checking...' : 'Transfer'}
          </Button>
        </form>
      </Panel>
      {pending && (
        <Dialog title="Confirm Transfer" busy={transfer.busy} onClose={() => setPending(null)}>
          <p>
            Send <strong>{pts(pending.points)}</strong> to <strong>{pending.name}</strong> (+91 {pending.phone})?
          </p>
          <DialogActions>
            <Button type="button" $variant="secondary" disabled={transfer.busy} onClick={() => setPending(null)}>
              Cancel
            </Button>
            <Button
              type="button"
              disabled={transfer.busy}
              onClick={() => void transfer.send({ amount: pending.points, mobile_no: pending.phone, transfer_note: '' })}
            >
              {transfer.busy ? 'Sending...' : 'Confirm'}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Screen>
  );
}

export default bettingOnly('Transfer Points', Transfer);
