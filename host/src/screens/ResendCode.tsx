import { Button, useResendTimer } from '@matka/shared-kernel/ui';
import { useToast } from '@matka/shared-kernel/toasts';
import { accountTexts } from './account-texts';
import { api, failureText } from '../session/api';
import { Centered } from './AuthFrame';

/** "Resend code in N s", then the Resend Code button (`OTP_RESEND_WAIT_S` after each code), for one OTP flow. */
export function ResendCode({ mobile, purpose }: { mobile: string; purpose: 'register' | 'forgot' }) {
  const { left, restart } = useResendTimer();
  const toast = useToast();
  const a = accountTexts.useTexts();

  async function resend() {
    try {
      await (await api()).call('api-resend-otp', { mobile, purpose });
      restart();
      toast.success(a('otpSent'));
    } catch (failure) {
      toast.error(await failureText(failure, a('resendFailed')));
    }
  }

  return (
    <Centered>
      {left > 0 ? (
        <span aria-live="polite">{a('resendIn', { seconds: left })}</span>
      ) : (
        <Button type="button" $variant="secondary" onClick={() => void resend()}>
          {a('resendCode')}
        </Button>
      )}
    </Centered>
  );
}
