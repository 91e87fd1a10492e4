import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { WifiOffIcon } from '../ui/icons.tsx';
import styles from './offline-banner.module.css';
import { useOnlineStatus } from './use-online-status.ts';

/** How long "back online" stays after the connection returns. */
const BACK_ONLINE_MS = 4000;

/**
 * Tells the visitor that what they see comes from the saved (offline) copies, above the header
 * in the page flow so it covers nothing; says briefly when the connection is
 * back. The live region is always in the page so screen readers hear both changes, politely.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const [previous, setPrevious] = useState(online);
  const [backOnline, setBackOnline] = useState(false);
  if (online !== previous) {
    setPrevious(online);
    setBackOnline(online);
  }

  useEffect(() => {
    if (!backOnline) return;
    const timer = window.setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => window.clearTimeout(timer);
  }, [backOnline]);

  return (
    <div role="status" className={styles.region}>
      {!online && (
        <p className={styles.banner}>
          <WifiOffIcon size={18} />
          <Trans>Bạn đang ngoại tuyến — đang hiển thị dữ liệu đã lưu</Trans>
        </p>
      )}
      {online && backOnline && (
        <p className={styles.banner} data-tone="online">
          <Trans>Đã kết nối lại</Trans>
        </p>
      )}
    </div>
  );
}
