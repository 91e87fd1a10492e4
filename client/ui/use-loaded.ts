import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

const LOADING = { status: 'loading' } as const;

/**
 * Loads what a staff screen shows for `key` (an id, or the row whose history is shown), read again
 * when `key` changes (showing "loading" meanwhile) or on `reload()` (after a save: the current data
 * stays on screen until the new answer arrives). `retry()` after a failure shows "loading" again.
 */
export function useLoaded<T>(key: unknown, load: (signal: AbortSignal) => Promise<T>): Loaded<T> & { reload: () => void; retry: () => void } {
  const [state, setState] = useState<{ key: unknown; loaded: Loaded<T> }>({ key, loaded: LOADING });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, loaded: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, loaded: { status: 'error', error } });
      },
    );
    return () => controller.abort();
    // `load` reads what `key` names: a new key (or a reload) is the only reason to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const retry = useCallback(() => {
    setState((current) => ({ key: current.key, loaded: LOADING }));
    setAttempt((value) => value + 1);
  }, []);
  const loaded = Object.is(state.key, key) ? state.loaded : LOADING;
  return { ...loaded, reload, retry };
}
