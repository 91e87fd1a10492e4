import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { StaffChangeRow } from '#shared/audit/schemas.ts';
import { StaffChangeLog } from '../../../ui/staff-change-log.tsx';
import styles from './admin-content.module.css';

const ACTIONS = { create: msg`tạo`, update: msg`sửa`, delete: msg`xóa` } as const;

/**
 * The latest recorded changes of a page area (banners, supporters), newest first: when, what was
 * done to which one (`name` says it in words), who did it, and each changed field before → after.
 */
export function PageAreaChanges({ id, changes, name }: { id: string; changes: readonly (StaffChangeRow & { subject_id: string })[]; name: (subjectId: string) => string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        <Trans>Thay đổi gần đây</Trans>
      </h2>
      <StaffChangeLog changes={changes} actions={ACTIONS} subject={(change) => name(change.subject_id)} showFields={(change) => change.action === 'update'} className={styles.history} />
    </section>
  );
}
