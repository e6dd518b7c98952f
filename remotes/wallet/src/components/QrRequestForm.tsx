import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { UTR_PATTERN, depositProblem, parsePoints } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';
import { Button, TextField } from '@matka/shared-kernel/ui';
import { useFundRequest } from '../hooks/use-fund-request';
import { useMinDeposit } from '../hooks/use-min-deposit';
import { WALLET_TEXTS } from '../messages';
import { Note } from './styled';

/**
 * After paying by QR the player files the fund request for what they paid, with the payment's UTR reference: automatic
 * deposits approve it once the payment with that UTR and amount arrives (at once when it came first). Then Deposit
 * History; filed without a UTR and not matched, the server's request for the UTR shows here, above its field.
 */
export function QrRequestForm() {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [utr, setUtr] = useState('');
  const [utrError, setUtrError] = useState<string | null>(null);
  const [askedForUtr, setAskedForUtr] = useState<string | null>(null);
  const { min, max, ready } = useMinDeposit();
  const navigate = useNavigate();
  const { file, busy } = useFundRequest();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = depositProblem({ amount, minDeposit: min, ...(max === undefined ? {} : { maxDeposit: max }), method: 'qr' });
    const utrProblem = utr === '' || UTR_PATTERN.test(utr) ? null : WALLET_TEXTS.utrInvalid;
    setError(problem);
    setUtrError(utrProblem);
    if (problem || utrProblem) return;
    void file({ request_amount: parsePoints(amount) ?? 0, payment_method: 'qr', ...(utr ? { utr } : {}) }).then((outcome) => {
      if (outcome?.status === 'needs-utr') setAskedForUtr(outcome.msg);
      else if (outcome) navigate(PATHS.depositHistory);
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Note>Paid by QR? Enter the amount you paid and submit it for approval.</Note>
      <Note>{WALLET_TEXTS.qrWhatToEnter}</Note>
      <Note>{WALLET_TEXTS.approvedOnPayment}</Note>
      {askedForUtr && <Note role="alert">{askedForUtr}</Note>}
      <TextField label="Amount Paid (INR)" inputMode="numeric" value={amount} error={error} onChange={setAmount} />
      <TextField
        label="UTR reference (optional)"
        inputMode="numeric"
        maxLength={12}
        value={utr}
        error={utrError}
        onChange={(value) => setUtr(value.replace(/\D/g, ''))}
      />
      <Button type="submit" disabled={busy || !ready}>
        {busy ? 'Submitting...' : 'Submit Request'}
      </Button>
    </form>
  );
}
