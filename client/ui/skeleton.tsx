import { cx } from './class-names.ts';
import styles from './skeleton.module.css';

/** A grey placeholder block shaped like the content that is loading; sized by the caller's class. */
export function Skeleton({ className }: { className?: string | undefined }) {
  return <span className={cx(styles.skeleton, className)} aria-hidden="true" />;
}
