import { useEffect, useState } from 'react';
import type { PcbDraft, PcbDraftKind } from '../../local/db.ts';
import { loadLocalDb } from '../../local/lazy-local-db.ts';
import { newestEditingDraft } from './pcb-drafts-store.ts';

export type LastDraftState = { status: 'loading' } | { status: 'ready'; row: PcbDraft | null };

/**
 * The newest draft of this form still being filled, read once when the page opens without one
 * (`enabled`), so that it can be offered. Later saves of the page's own form
 * do not change it.
 */
export function useLastDraft(kind: PcbDraftKind, enabled: boolean): LastDraftState {
  const [state, setState] = useState<LastDraftState>(enabled ? { status: 'loading' } : { status: 'ready', row: null });
  const [asked] = useState(enabled);
  useEffect(() => {
    if (!asked) return;
    let cancelled = false;
    loadLocalDb()
      .then((db) => newestEditingDraft(db, kind))
      .then(
        (row) => !cancelled && setState({ status: 'ready', row }),
        () => !cancelled && setState({ status: 'ready', row: null }),
      );
    return () => {
      cancelled = true;
    };
  }, [asked, kind]);
  return state;
}
