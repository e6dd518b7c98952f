import { useCallback, useEffect, useState } from 'react';

/** The seed's wait before Resend shows, in seconds (the server refuses a new code sooner). */
export const RESEND_WAIT_S = 30;

/** Counts down from 30 s each second; `restart()` after a resend. */
export function useResendTimer() {
  const [left, setLeft] = useState(RESEND_WAIT_S);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const restart = useCallback(() => setLeft(RESEND_WAIT_S), []);
  return { left, restart };
}
