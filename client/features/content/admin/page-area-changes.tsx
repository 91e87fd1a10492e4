import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffChangeRow } from '#shared/audit/schemas.ts';
import styles from './admin-content.module.css';

const ACTIONS = { create: msg`tạo`, update: msg`sửa`, delete: msg`xóa` } as const;

function actionText(i18n: I18n, action: string): string {
  const known = ACTIONS[action as keyof typeof ACTIONS];
  return known ? i18n._(known) : action;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The latest recorded changes of a page area (banners, supporters), newest first: when, what was
 * done to which one (`name` says it in words), who did it, and each changed field before → after.
 */
export function PageAreaChanges({ id, changes, name }: { id: string; changes: readonly (StaffChangeRow & { subject_id: string })[]; name: (subjectId: string) => string }) {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        <Trans>Thay đổi gần đây</Trans>
      </h2>
      {changes.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Chưa có thay đổi nào được ghi lại.</Trans>
        </p>
      ) : (
        <ol className={styles.history}>
          {changes.map((change, index) => (
            <li key={index}>
              <time dateTime={change.at}>{i18n.date(new Date(change.at), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' })}</time> · <strong>{actionText(i18n, change.action)}</strong> {name(change.subject_id)} ·{' '}
              {change.user_name ?? t`(tài khoản đã xóa)`}
              {change.action === 'update' && change.after && (
                <ul className={styles.diff}>
                  {Object.keys(change.after).map((field) => (
                    <li key={field}>
                      <code>{field}</code>: {valueText(change.before?.[field])} → {valueText(change.after?.[field])}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
