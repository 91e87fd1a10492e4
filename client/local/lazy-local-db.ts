import { useEffect, useState } from 'react';
import type { LocalDb } from './db.ts';

let localDb: Promise<LocalDb> | null = null;

/**
 * The app's local database, loaded on first use. Dexie is about 30 KB gzipped; loading it after
 * the first paint keeps the home route's initial JavaScript under budget.
 */
export function loadLocalDb(): Promise<LocalDb> {
  localDb ??= import('./db.ts').then((module) => module.localDb);
  return localDb;
}

/**
 * A live query on the local database (re-runs when the tables it read change), starting from
 * `initial` until Dexie has loaded. A failing query keeps the last value: local storage quirks
 * (private mode) must not break the header.
 */
export function useLocalLiveQuery<T>(query: (db: LocalDb) => Promise<T>, initial: T): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    let cancelled = false;
    let unsubscribe = (): void => {};
    void Promise.all([import('dexie'), loadLocalDb()]).then(([{ liveQuery }, db]) => {
      if (cancelled) return;
      const subscription = liveQuery(() => query(db)).subscribe({ next: setValue, error: () => {} });
      unsubscribe = () => subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
    // The query is read once per mount, like useLiveQuery with an empty dependency list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}
