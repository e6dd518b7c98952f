import { useEffect, useState } from 'react';

/** `value` once it has kept still for `ms` (typing paused): what a search or filter should ask the server for. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
