import { useEffect, useState } from 'react';
import type { PcbDraft } from '../../local/db.ts';
import { loadLocalDb } from '../../local/lazy-local-db.ts';
import { getDraft } from './pcb-drafts-store.ts';

export type DraftRowState = { status: 'loading' } | { status: 'ready'; row: PcbDraft | null };

/**
 * The draft `draftId` (`?draft=`, or the one chosen to continue), read once per id; `row` null when
 * there is none. Loading until the row of this very id has been read.
 */
export function useDraftRow(draftId: string | undefined): DraftRowState {
  const [read, setRead] = useState<{ id: string; row: PcbDraft | null } | null>(null);
  useEffect(() => {
    if (!draftId) return;
    let cancelled = false;
    loadLocalDb()
      .then((db) => getDraft(db, draftId))
      .then(
        (row) => !cancelled && setRead({ id: draftId, row: row ?? null }),
        () => !cancelled && setRead({ id: draftId, row: null }),
      );
    return () => {
      cancelled = true;
    };
  }, [draftId]);
  if (!draftId) return { status: 'ready', row: null };
  return read?.id === draftId ? { status: 'ready', row: read.row } : { status: 'loading' };
}
