import { Trans } from '@lingui/react/macro';
import type { StaffChangeRow } from '#shared/audit/schemas.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import mutedText from '../../ui/muted-text.module.css';
import { useLoaded } from '../../ui/use-loaded.ts';
import { StaffChangeList } from './staff-change-list.tsx';

interface StaffChangeHistoryProps {
  /** Read again whenever this changes (the row after each save). */
  revision: unknown;
  load: (signal: AbortSignal) => Promise<{ changes: readonly StaffChangeRow[] }>;
}

/** A category's, filter group's or value's recorded changes, loaded from its detail answer. */
export function StaffChangeHistory({ revision, load }: StaffChangeHistoryProps) {
  const detail = useLoaded(revision, load);
  if (detail.status === 'loading') {
    return (
      <p className={mutedText.muted} role="status">
        <Trans>Đang tải…</Trans>
      </p>
    );
  }
  if (detail.status === 'error') return <ErrorState compact error={detail.error} onRetry={detail.retry} />;
  return <StaffChangeList changes={detail.data.changes} />;
}
