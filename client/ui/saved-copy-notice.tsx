import { Trans, useLingui } from '@lingui/react/macro';
import styles from './saved-copy-notice.module.css';
import { RefreshIcon, WifiOffIcon } from './icons.tsx';

/**
 * Above a signed-in page shown from its saved copy because the network failed:
 * says so and since when, beside the app's offline banner, with a button to load it again.
 */
export function SavedCopyNotice({ savedAt, onRetry }: { savedAt: number; onRetry: () => void }) {
  const { i18n } = useLingui();
  const when = i18n.date(new Date(savedAt), { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div className={styles.notice} role="status">
      <WifiOffIcon size={18} className={styles.icon} />
      <p className={styles.text}>
        <Trans>Không kết nối được máy chủ. Đang hiển thị bản đã lưu lúc {when}.</Trans>
      </p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        <RefreshIcon size={16} />
        <Trans>Tải lại</Trans>
      </button>
    </div>
  );
}
