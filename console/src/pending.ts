import { useEffect, useRef, useState } from 'react';
import type { PaymentView } from '@matka/shared-kernel/operator-contract';
import { POLL_MS, useCall } from './use-load';

const SOUND_KEY = 'matka-console-sound';

/** A short two-tone chime (Web Audio; silent where there is none). */
function chime(): void {
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  const context = new Context();
  [880, 1320].forEach((frequency, index) => {
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.frequency.value = frequency;
    volume.gain.value = 0.15;
    tone.connect(volume).connect(context.destination);
    const start = context.currentTime + index * 0.18;
    tone.start(start);
    tone.stop(start + 0.15);
  });
  setTimeout(() => void context.close(), 1000);
}

/** What waits for a cashier in the payments: the Payments section's badge. */
export const paymentsWaiting = (counts: Partial<Record<PaymentView, number>>) => (counts.review ?? 0) + (counts.unclaimed ?? 0) + (counts.unreadable ?? 0);

/**
 * What waits for the money desk (polled with their ETags): pending deposits and withdrawals as Today counts them, the
 * payments a cashier decides (to review, unclaimed, unreadable: the counts of the Payments views) and what waits for a
 * second operator (Approvals), for the section badges; and, when the operator turned it on (kept in this browser), a
 * chime when a new request comes in.
 */
export function usePending(enabled: boolean) {
  const { data } = useCall(enabled ? 'today' : null, {}, { poll: POLL_MS });
  const { data: waiting } = useCall(enabled ? 'approvals.list' : null, {}, { poll: POLL_MS });
  // Any view answers every view's counts: the unreadable one is the shortest list.
  const { data: payments } = useCall(enabled ? 'payments.list' : null, { query: { view: 'unreadable' } }, { poll: POLL_MS });
  const [sound, setSound] = useState(() => localStorage.getItem(SOUND_KEY) === 'on');
  const deposits = data?.pending?.deposits.count ?? 0;
  const withdrawals = data?.pending?.withdrawals.count ?? 0;
  const requests = deposits + withdrawals;
  const waitingPayments = payments ? paymentsWaiting(payments.counts) : 0;
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (!data) return;
    if (sound && previous.current !== null && requests > previous.current) chime();
    previous.current = requests;
  }, [data, requests, sound]);
  const toggleSound = (on: boolean) => {
    localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
    setSound(on);
  };
  const approvals = waiting?.approvals.length ?? 0;
  const counts: Record<string, number> = { '/deposits': deposits, '/withdrawals': withdrawals, '/approvals': approvals, '/payments': waitingPayments };
  return { counts, total: requests + waitingPayments, sound, toggleSound };
}
