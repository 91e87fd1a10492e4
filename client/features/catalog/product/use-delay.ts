import { useEffect, useState } from 'react';

/** False until `ms` milliseconds after mount (spec §9: recently viewed and popular boxes load after 300 ms). */
export function useDelay(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setElapsed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return elapsed;
}
