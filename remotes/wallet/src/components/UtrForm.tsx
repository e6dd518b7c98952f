import { useEffect, useRef, useState, type FormEvent } from 'react';
import { UTR_DIGITS, UTR_PATTERN } from '@matka/shared-kernel/domain';
import { Button, TextField } from '@matka/shared-kernel/ui';
import { WALLET_TEXTS } from '../messages';
import { Note } from './styled';

/** The server's request for a deposit's UTR (`asked`), the 12-digit field and Submit UTR. */
export function UtrForm({ asked, busy, onSubmit }: { asked: string; busy: boolean; onSubmit: (utr: string) => void }) {
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // It appears below the payment's panel, out of view on a phone: bring it into view.
  useEffect(() => {
    form.current?.scrollIntoView?.({ block: 'center' });
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = UTR_PATTERN.test(utr) ? null : WALLET_TEXTS.utrInvalid;
    setError(problem);
    if (!problem) onSubmit(utr);
  }

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="UTR">
      <Note role="alert">{asked}</Note>
      {/* No maxLength: a UTR pasted as the payment app shows it ("4331 9999 0777") would be cut before its spaces go. */}
      <TextField label={WALLET_TEXTS.utrLabel} inputMode="numeric" value={utr} error={error} onChange={(value) => setUtr(value.replace(/\D/g, '').slice(0, UTR_DIGITS))} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Submitting...' : WALLET_TEXTS.submitUtr}
      </Button>
    </form>
  );
}
