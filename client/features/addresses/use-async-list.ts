import { useEffect, useState } from 'react';

export type AsyncList<T> =
  | { status: 'idle'; items: readonly T[] }
  | { status: 'loading'; items: readonly T[] }
  | { status: 'ready'; items: readonly T[] }
  | { status: 'error'; items: readonly T[]; error: unknown };

const IDLE = { status: 'idle', items: [] } as const;

/**
 * Loads a list for `key` (null: nothing to load, e.g. no province chosen yet). A change of key
 * drops the old items at once, so a lower level never shows the previous parent's places.
 */
export function useAsyncList<T>(key: string | null, load: () => Promise<readonly T[]>): AsyncList<T> & { retry: () => void } {
  const [state, setState] = useState<{ key: string | null; list: AsyncList<T> }>({ key: null, list: IDLE });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState({ key, list: { status: 'loading', items: [] } });
    load().then(
      (items) => current && setState({ key, list: { status: 'ready', items } }),
      (error: unknown) => current && setState({ key, list: { status: 'error', items: [], error } }),
    );
    return () => {
      current = false;
    };
    // `load` is derived from `key`: a new key is the only reason to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const list = key === null ? IDLE : state.key === key ? state.list : ({ status: 'loading', items: [] } as const);
  return { ...list, retry: () => setAttempt((n) => n + 1) };
}
