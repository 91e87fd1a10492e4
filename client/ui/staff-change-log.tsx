import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffChangeRow } from '#shared/audit/schemas.ts';
import { changeValueText } from './change-value-text.ts';
import mutedText from './muted-text.module.css';
import styles from './staff-change-log.module.css';

interface StaffChangeLogProps<Change extends StaffChangeRow> {
  changes: readonly Change[];
  /** The recorded actions in words (an unknown one shows as recorded). */
  actions: Readonly<Record<string, MessageDescriptor>>;
  /** Which thing the change was made to, after the action (a list of several things). */
  subject?: (change: Change) => string;
  /** Whether the change's fields before → after are listed. */
  showFields: (change: Change) => boolean;
  /** The list's look (the screen's own: numbered and muted, or divided rows). */
  className: string | undefined;
  itemClassName?: string | undefined;
}

/** What a staff change history says before anything is recorded. */
export function NoChanges() {
  return (
    <p className={mutedText.muted}>
      <Trans>Chưa có thay đổi nào được ghi lại.</Trans>
    </p>
  );
}

/**
 * Recorded staff changes, newest first (a product's history, a page area's latest changes): when
 * (Vietnam time), what was done, to which, who did it, and the changed fields before → after.
 */
export function StaffChangeLog<Change extends StaffChangeRow>({ changes, actions, subject, showFields, className, itemClassName }: StaffChangeLogProps<Change>) {
  const { t, i18n } = useLingui();
  if (changes.length === 0) return <NoChanges />;
  return (
    <ol className={className}>
      {changes.map((change, index) => {
        const action = actions[change.action];
        return (
          <li key={index} className={itemClassName}>
            <time dateTime={change.at}>{i18n.date(new Date(change.at), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' })}</time> · <strong>{action ? i18n._(action) : change.action}</strong>
            {subject ? ` ${subject(change)}` : ''} · {change.user_name ?? t`(tài khoản đã xóa)`}
            {showFields(change) && change.after && (
              <ul className={styles.diff}>
                {Object.keys(change.after).map((field) => (
                  <li key={field}>
                    <code>{field}</code>: {changeValueText(change.before?.[field])} → {changeValueText(change.after?.[field])}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
