import { useCallback, useEffect, useState } from 'react';
import type { PcbConfig } from '#shared/pcb/config-types.ts';
import { cachedPcbConfig, fetchPcbConfig } from './pcb-api.ts';

export type ConfigState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  /** `stale`: the stored copy, because the network did not answer. */
  | { status: 'ready'; config: PcbConfig; stale: boolean };

/**
 * The PCB configuration: the stored copy at once when there is one (prices offline, issue 6),
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
      if (!cancelled && config) setState((current) => (current.status === 'ready' ? current : { status: 'ready', config, stale: true }));
    });
    fetchPcbConfig()
      .then((config) => {
        if (!cancelled) setState({ status: 'ready', config, stale: false });
      })
      .catch(async () => {
        const stored = cached ?? (await cachedPcbConfig());
        if (cancelled) return;
        setState(stored ? { status: 'ready', config: stored, stale: true } : { status: 'error', retry });
      });
    return () => {
      cancelled = true;
    };
  }, [attempt, retry]);
  return state;
}
