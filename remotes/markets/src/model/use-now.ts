import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { correctedNow, serverClockOffsetAtom } from '@matka/shared-kernel/session';

/** The server-corrected clock, re-read every 15 s so windows close on screen as they close on the server. */
export function useNow(): Date {
  const offset = useAtomValue(serverClockOffsetAtom);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 15_000);
    return () => clearInterval(timer);
  }, []);
  void tick;
  return correctedNow(offset);
}
