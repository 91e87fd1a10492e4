import { cx } from '../../ui/class-names.ts';
import styles from './avatar-image.module.css';
import { initialsOf } from './initials.ts';

interface AvatarImageProps {
  avatar: string | null;
  name: string;
  size?: number;
  className?: string;
}

/** A round avatar (`avatar` is its /photo/medium/{id}.jpg path, spec §2), or the name's initials when there is none. */
export function AvatarImage({ avatar, name, size = 96, className }: AvatarImageProps) {
  if (avatar) {
    return (
      <img
        className={cx(styles.avatar, className)}
        src={avatar}
        width={size}
        height={size}
        alt=""
        decoding="async"
      />
    );
  }
  return (
    <span
      className={cx(styles.avatar, styles.initials, className)}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.38) }}
      aria-hidden="true"
    >
      {initialsOf(name)}
    </span>
  );
}
