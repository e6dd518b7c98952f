import { useCallback, useEffect, useState } from 'react';
import { OTP_RESEND_WAIT_S } from '@matka/shared-kernel/domain';

/** Seconds left before Resend shows, counting down from `OTP_RESEND_WAIT_S` each second; `restart()` after a resend. */
export function useResendTimer() {
  const [left, setLeft] = useState(OTP_RESEND_WAIT_S);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const restart = useCallback(() => setLeft(OTP_RESEND_WAIT_S), []);
  return { left, restart };
}
