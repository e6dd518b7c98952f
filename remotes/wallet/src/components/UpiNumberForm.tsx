import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useSend } from '@matka/shared-kernel/data';
import { phoneProblem } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';
import { sessionAtom } from '@matka/shared-kernel/session';
import { Button, PhoneField } from '@matka/shared-kernel/ui';
import { WALLET_TEXTS } from '../messages';
import { UPI_APPS, type UpiType } from '../model/upi-apps';
import { upiDetailsBody, verifyUpiStep, type VerifyUpiState } from '../model/verify-state';
import { Choices } from './styled';

/**
 * Add or change a Paytm, GPay or PhonePe number: the server texts a code to the player's own phone, and the number is
 * saved on Verify UPI (/otpwithdraw), which gets the number by navigation state (and from this tab after a reload).
 */
export function UpiNumberForm({ initialOption = '1' }: { initialOption?: UpiType }) {
  const [option, setOption] = useState<UpiType>(initialOption);
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const { send, busy } = useSend('api-add-user-upi-details', { failure: WALLET_TEXTS.genericError });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = phoneProblem(number, 'upi');
    setError(problem);
    if (problem) return;
    const upiNumber = number.trim();
    const answer = await send(upiDetailsBody(option, upiNumber));
    if (!answer) return;
    const state: VerifyUpiState = { phoneNumber: session?.mobile ?? '', option, upiNumber };
    verifyUpiStep.write(state);
    navigate(PATHS.upiOtp, { state });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Choices>
        <legend>UPI App</legend>
        {UPI_APPS.map((app) => (
          <label key={app.upiType}>
            <input type="radio" name="upi-app" value={app.upiType} checked={option === app.upiType} onChange={() => setOption(app.upiType)} />
            {app.label}
          </label>
        ))}
      </Choices>
      <PhoneField label="Phone Number" value={number} onChange={setNumber} error={error} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending...' : 'Send OTP'}
      </Button>
    </form>
  );
}
