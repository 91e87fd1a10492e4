import { useCallback, useEffect, useState } from 'react';
import type { PcbConfig } from '#shared/pcb/config-types.ts';
import { cachedPcbConfig, fetchPcbConfig } from './pcb-api.ts';

export type ConfigState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  /** `stale`: the stored copy, because the network did not answer. `refresh` asks the server again. */
  | { status: 'ready'; config: PcbConfig; stale: boolean; refresh?: () => void };

/**
 * The PCB configuration: the stored copy at once when there is one (prices offline),
 * then the server's answer. Without either, an error with a retry.
 */
export function usePcbConfig(): ConfigState {
  const [state, setState] = useState<ConfigState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    let cancelled = false;
    let cached: PcbConfig | null = null;
    void cachedPcbConfig().then((config) => {
      cached = config;
      if (!cancelled && config) setState((current) => (current.status === 'ready' ? current : { status: 'ready', config, stale: true, refresh: retry }));
    });
    fetchPcbConfig(attempt > 0)
      .then((config) => {
        if (!cancelled) setState({ status: 'ready', config, stale: false, refresh: retry });
      })
      .catch(async () => {
        const stored = cached ?? (await cachedPcbConfig());
        if (cancelled) return;
        // A refresh that fails keeps the prices shown (the server will say again if they are wrong).
        setState((current) => (current.status === 'ready' ? current : stored ? { status: 'ready', config: stored, stale: true, refresh: retry } : { status: 'error', retry }));
      });
    return () => {
      cancelled = true;
    };
  }, [attempt, retry]);
  return state;
}
