import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs` (spec §9 "Calculation delayed 150 ms"). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
