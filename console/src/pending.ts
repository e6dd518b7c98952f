import { useEffect, useRef, useState } from 'react';
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

/**
 * What waits for the money desk, as Today counts it (polled with its ETag): pending deposits and withdrawals for the
 * section badges, and, when the operator turned it on (kept in this browser), a chime when a new request comes in.
 * Approvals' badge counts what waits for a second operator (its own list, polled the same way).
 */
export function usePending(enabled: boolean) {
  const { data } = useCall(enabled ? 'today' : null, {}, { poll: POLL_MS });
  const { data: waiting } = useCall(enabled ? 'approvals.list' : null, {}, { poll: POLL_MS });
  const [sound, setSound] = useState(() => localStorage.getItem(SOUND_KEY) === 'on');
  const deposits = data?.pending?.deposits.count ?? 0;
  const withdrawals = data?.pending?.withdrawals.count ?? 0;
  const total = deposits + withdrawals;
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (!data) return;
    if (sound && previous.current !== null && total > previous.current) chime();
    previous.current = total;
  }, [data, total, sound]);
  const toggleSound = (on: boolean) => {
    localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
    setSound(on);
  };
  const approvals = waiting?.approvals.length ?? 0;
  return { counts: { '/deposits': deposits, '/withdrawals': withdrawals, '/approvals': approvals } as Record<string, number>, total, sound, toggleSound };
}
