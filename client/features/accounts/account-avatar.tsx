import type { SessionUser } from '#shared/accounts/schemas.ts';
import { cx } from '../../ui/class-names.ts';
import { accountInitial } from './account-name.ts';
import styles from './account-avatar.module.css';

/** The user's picture, or their initial on a coloured disc when they have none (decorative). */
export function AccountAvatar({ user, size = 28, className }: { user: SessionUser; size?: number; className?: string }) {
  if (user.avatar) {
    return <img className={cx(styles.avatar, className)} src={user.avatar} alt="" width={size} height={size} decoding="async" />;
  }
  return (
    <span className={cx(styles.avatar, styles.initial, className)} style={{ width: size, height: size, fontSize: size * 0.46 }} aria-hidden="true">
      {accountInitial(user.fullname, user.email)}
    </span>
  );
}
