import { Trans } from '@lingui/react/macro';
import styles from './auth-screen.module.css';

/** Shown for the moment between being signed in and the next page opening. */
export function SigningInStatus() {
  return (
    <p className={styles.status} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <Trans>Bạn đã đăng nhập. Đang chuyển trang…</Trans>
    </p>
  );
}
