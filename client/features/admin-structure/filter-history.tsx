import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { AdminFilterResponse } from '#shared/catalog-structure/schemas.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import mutedText from '../../ui/muted-text.module.css';
import { fetchFilter } from './filters-api.ts';
import { StaffChangeList } from './staff-change-list.tsx';

type Detail = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; detail: AdminFilterResponse };

/** A filter group's or value's recorded changes, read again whenever `revision` changes (after each save). */
export function FilterHistory({ id, revision }: { id: number; revision: unknown }) {
  const [detail, setDetail] = useState<Detail>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setDetail({ status: 'loading' });
    fetchFilter(id, controller.signal).then(
      (loaded) => setDetail({ status: 'ready', detail: loaded }),
      (error: unknown) => {
        if (!controller.signal.aborted) setDetail({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [id, revision, attempt]);

  if (detail.status === 'loading') {
    return (
      <p className={mutedText.muted} role="status">
        <Trans>Đang tải…</Trans>
      </p>
    );
  }
  if (detail.status === 'error') return <ErrorState compact error={detail.error} onRetry={() => setAttempt((value) => value + 1)} />;
  return <StaffChangeList changes={detail.detail.changes} />;
}
