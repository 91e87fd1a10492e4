import { Trans } from '@lingui/react/macro';
import { UserIcon } from '../ui/icons.tsx';
import styles from './user-link.module.css';

/** Guests see a login link (spec §2 user menu); the signed-in menu comes with accounts. */
export function UserLink() {
  return (
    <a href="/login" className={styles.link}>
      <UserIcon size={22} />
      <span className={styles.label}>
        <Trans>Đăng nhập</Trans>
      </span>
    </a>
  );
}
