import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ApiError } from '../api/api-error.ts';
import { cx } from './class-names.ts';
import styles from './error-state.module.css';
import { RefreshIcon, WifiOffIcon } from './icons.tsx';

/** True when the failure is the network (offline or server unreachable), not the server refusing. */
function isOfflineError(error: unknown): boolean {
  return (error instanceof ApiError && error.isNetworkError) || (typeof navigator !== 'undefined' && !navigator.onLine);
}

interface ErrorStateProps {
  error: unknown;
  onRetry: () => void;
  title?: ReactNode;
  compact?: boolean;
  className?: string | undefined;
}

/** A failed load, explained in plain words, with a retry button. */
export function ErrorState({ error, onRetry, title, compact = false, className }: ErrorStateProps) {
  const offline = isOfflineError(error);
  return (
    <div className={cx(styles.state, compact && styles.compact, className)} role="alert">
      {offline && <WifiOffIcon size={compact ? 20 : 28} className={styles.icon} />}
      <div className={styles.text}>
        <p className={styles.title}>{title ?? <Trans>Không tải được dữ liệu</Trans>}</p>
        <p className={styles.detail}>
          {offline ? (
            <Trans>Bạn đang ngoại tuyến và dữ liệu này chưa được lưu. Kết nối mạng rồi thử lại.</Trans>
          ) : (
            <Trans>Máy chủ đang bận hoặc gặp lỗi. Vui lòng thử lại sau giây lát.</Trans>
          )}
        </p>
      </div>
      <button type="button" className={styles.retry} onClick={onRetry}>
        <RefreshIcon size={16} />
        <Trans>Thử lại</Trans>
      </button>
    </div>
  );
}
