import { Trans } from '@lingui/react/macro';
import { WifiOffIcon } from '../ui/icons.tsx';
import styles from './offline-banner.module.css';
import { useOnlineStatus } from './use-online-status.ts';

/** Tells the visitor that what they see comes from the offline cache. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  return (
    <div role="status" className={styles.region}>
      {!online && (
        <p className={styles.banner}>
          <WifiOffIcon size={18} />
          <Trans>Bạn đang ngoại tuyến — đang hiển thị dữ liệu đã lưu</Trans>
        </p>
      )}
    </div>
  );
}
