import { useLingui } from '@lingui/react/macro';
import type { StaffChangeRow } from '#shared/audit/schemas.ts';
import { changeValueText } from '../../ui/change-value-text.ts';
import { NoChanges } from '../../ui/staff-change-log.tsx';
import mutedText from '../../ui/muted-text.module.css';
import styles from './staff-change-list.module.css';

/** A thing's recorded changes, newest first: who, when, what, and each changed field before → after. */
export function StaffChangeList({ changes }: { changes: readonly StaffChangeRow[] }) {
  const { t, i18n } = useLingui();
  if (changes.length === 0) return <NoChanges />;
  return (
    <ol className={styles.list} aria-label={t`Lịch sử thay đổi`}>
      {changes.map((change, index) => {
        const fields = Object.keys({ ...change.before, ...change.after });
        return (
          <li key={index} className={styles.item}>
            <div>
              <strong>{change.action}</strong> · {change.user_name ?? t`(không rõ)`} ·{' '}
              <time dateTime={change.at}>{i18n.date(new Date(change.at), { dateStyle: 'short', timeStyle: 'short' })}</time>
            </div>
            {change.reason && <div className={mutedText.muted}>{change.reason}</div>}
            {fields.length > 0 && (
              <dl className={styles.fields}>
                {fields.map((field) => (
                  <div key={field}>
                    <dt>{field}</dt>
                    <dd>
                      {changeValueText(change.before?.[field])} → {changeValueText(change.after?.[field])}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        );
      })}
    </ol>
  );
}
