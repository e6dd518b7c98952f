import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { correctedNow, serverClockOffsetAtom } from '@matka/shared-kernel/session';

/** The server-corrected clock, re-read every 15 s so windows close on screen as they close on the server. */
export function useNow(): Date {
  const offset = useAtomValue(serverClockOffsetAtom);
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setDeviceNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return correctedNow(offset, deviceNow);
}
