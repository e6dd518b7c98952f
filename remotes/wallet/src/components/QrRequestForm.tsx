import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSend } from '@matka/shared-kernel/data';
import { UTR_PATTERN, depositProblem, parsePoints } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';
import { Button, TextField } from '@matka/shared-kernel/ui';
import { useMinDeposit } from '../hooks/use-min-deposit';
import { WALLET_TEXTS } from '../messages';
import { Note } from './styled';

/**
 * After paying by QR the player files the fund request for what they paid, with the payment's UTR reference if they
 * have it (the cashier matches it with the bank statement); an operator approves it.
 */
export function QrRequestForm() {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [utr, setUtr] = useState('');
  const [utrError, setUtrError] = useState<string | null>(null);
  const { min, max, ready } = useMinDeposit();
  const navigate = useNavigate();
  const { send, busy } = useSend('api-fund-request-add', {
    success: (answer) => answer.msg || 'Fund request submitted',
    failure: WALLET_TEXTS.paymentFailed,
    onSuccess: () => navigate(PATHS.depositHistory),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = depositProblem({ amount, minDeposit: min, ...(max === undefined ? {} : { maxDeposit: max }), method: 'qr' });
    const utrProblem = utr === '' || UTR_PATTERN.test(utr) ? null : WALLET_TEXTS.utrInvalid;
    setError(problem);
    setUtrError(utrProblem);
    if (!problem && !utrProblem) void send({ request_amount: parsePoints(amount) ?? 0, payment_method: 'qr', ...(utr ? { utr } : {}) });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Note>Paid by QR? Enter the amount you paid and submit it for approval.</Note>
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
