import { useEffect, useState } from 'react';
import type { PcbDraft } from '../../local/db.ts';
import { loadLocalDb } from '../../local/lazy-local-db.ts';
import { getDraft } from './pcb-drafts-store.ts';

export type DraftRowState = { status: 'loading' } | { status: 'ready'; row: PcbDraft | null };

/** The draft named in the address bar (`?draft=`), read once; `row` null when there is none. */
export function useDraftRow(draftId: string | undefined): DraftRowState {
  const [state, setState] = useState<DraftRowState>(draftId ? { status: 'loading' } : { status: 'ready', row: null });
  useEffect(() => {
    if (!draftId) {
      setState({ status: 'ready', row: null });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    loadLocalDb()
      .then((db) => getDraft(db, draftId))
      .then(
        (row) => !cancelled && setState({ status: 'ready', row: row ?? null }),
        () => !cancelled && setState({ status: 'ready', row: null }),
      );
    return () => {
      cancelled = true;
    };
  }, [draftId]);
  return state;
}
