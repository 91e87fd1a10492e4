import { useLingui } from '@lingui/react/macro';
import { cx } from '../../ui/class-names.ts';
import { orderStatusLabel } from '../../ui/order-status-label.ts';
import styles from './status-badge.module.css';

/** The order's status as a coloured pill (delivered green, cancelled red, the rest brand blue). */
export function StatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  return (
    <span className={cx(styles.badge, status === 'delivered' && styles.badgeDone, status === 'cancelled' && styles.badgeCancelled)}>
      {orderStatusLabel(i18n, status)}
    </span>
  );
}
