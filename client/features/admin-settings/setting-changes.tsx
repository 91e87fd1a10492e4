import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffChangeRow } from '#shared/audit/schemas.ts';
import mutedText from '../../ui/muted-text.module.css';
import styles from './admin-settings-screen.module.css';

/** A setting's latest recorded changes: what changed (before → after), who, when; newest first. */
export function SettingChanges({ changes, describe }: { changes: readonly StaffChangeRow[]; describe: (change: StaffChangeRow) => string }) {
  const { t, i18n } = useLingui();
  return (
    <details className={styles.settingChanges}>
      <summary>
        <Trans>Thay đổi gần đây ({changes.length})</Trans>
      </summary>
      {changes.length === 0 ? (
        <p className={mutedText.muted}>
          <Trans>Chưa có thay đổi nào được ghi lại.</Trans>
        </p>
      ) : (
        <ol className={styles.changes}>
          {changes.map((change, index) => (
            <li key={index}>
              {describe(change)}
              <div className={mutedText.muted}>
                {change.user_name ?? t`(không rõ)`} · <time dateTime={change.at}>{i18n.date(new Date(change.at), { dateStyle: 'short', timeStyle: 'short' })}</time>
              </div>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
