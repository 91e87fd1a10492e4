import { useEffect, useState } from 'react';

/**
 * `value`, updated only after it has stopped changing for `delayMs` (the first value at once): the
 * listing's typed filters, the PCB price (spec §9 "Calculation delayed 150 ms").
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
