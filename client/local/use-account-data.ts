import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/api-error.ts';
import { readAccountCopy, saveAccountCopy } from './account-copies.ts';
import { loadLocalDb } from './lazy-local-db.ts';

export type AccountData<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  /** `savedAt`: when the copy shown was saved, because the network failed; null when fresh. */
  | { status: 'ready'; data: T; savedAt: number | null };

/** A failure of the network itself (offline, server unreachable), not the server refusing. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.isNetworkError;
}

async function saveCopy(userId: number, key: string, data: unknown): Promise<void> {
  await saveAccountCopy(await loadLocalDb(), userId, key, data);
}

/**
 * Loads a signed-in user's own page data (`load`), keeping the answer as the user's copy of `key`;
 * when the network fails the last copy shows instead, with when it was saved
 * (/orders, /notifications, the settings and the addresses open offline). A refusal (signed out,
 * 5xx) never falls back: the copy is only for a missing network. `userId` null: nobody to load
 * for yet. Coming back online loads again; `update` changes the data shown and its copy.
 */
export function useAccountData<T>(userId: number | null, key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<{ for: string; data: AccountData<T> } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const stateRef = useRef(state);
  stateRef.current = state;
  const loadRef = useRef(load);
  loadRef.current = load;
  const identity = userId === null ? null : `${userId}:${key}`;

  useEffect(() => {
    if (userId === null || identity === null) return;
    const controller = new AbortController();
    // Loading again (a retry, the connection back) keeps what is on screen until the answer.
    setState((current) => (current?.for === identity && current.data.status === 'ready' ? current : { for: identity, data: { status: 'loading' } }));
    loadRef.current(controller.signal).then(
      (data) => {
        setState({ for: identity, data: { status: 'ready', data, savedAt: null } });
        void saveCopy(userId, key, data).catch(() => undefined);
      },
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const copy = isNetworkFailure(error) ? await readAccountCopy<T>(await loadLocalDb(), userId, key).catch(() => null) : null;
        if (controller.signal.aborted) return;
        setState({ for: identity, data: copy ? { status: 'ready', data: copy.data, savedAt: copy.savedAt } : { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [userId, key, identity, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  // A saved copy on screen is refreshed as soon as the connection returns.
  const showingCopy = state?.for === identity && state.data.status === 'ready' && state.data.savedAt !== null;
  useEffect(() => {
    if (!showingCopy) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [showingCopy, retry]);

  /** Changes the data shown (after a successful change on the server) and keeps it as the copy. */
  const update = useCallback(
    (change: (data: T) => T) => {
      const current = stateRef.current;
      if (!current || current.data.status !== 'ready' || userId === null) return;
      const data = change(current.data.data);
      const next = { for: current.for, data: { status: 'ready', data, savedAt: current.data.savedAt } as const };
      stateRef.current = next;
      setState(next);
      void saveCopy(userId, key, data).catch(() => undefined);
    },
    [userId, key],
  );

  const data: AccountData<T> = state?.for === identity ? state.data : { status: 'loading' };
  return { state: data, retry, update };
}
