import { Trans } from '@lingui/react/macro';
import type { OrderRefundView } from '#shared/orders/refund-schema.ts';
import { formatRefundAmount } from '#shared/orders/refund.ts';
import { cx } from './class-names.ts';
import styles from './refund-state.module.css';

/** What a shop order (/orders) and a PCB order (/pcb-orders) say about their money. */
export interface PaymentState {
  payment_status: 'unpaid' | 'paid';
  refund: OrderRefundView | null;
}

/** The order's money in one pill: paid, unpaid, or (a cancelled paid order) refunding / refunded. */
export function PaymentBadge({ order }: { order: PaymentState }) {
  if (order.refund) {
    const done = order.refund.state === 'refunded';
    return <p className={cx(styles.badge, done ? styles.badgeRefunded : styles.badgeRefunding)}>{done ? <Trans>Đã hoàn tiền</Trans> : <Trans>Đang hoàn tiền</Trans>}</p>;
  }
  const paid = order.payment_status === 'paid';
  return <p className={cx(styles.badge, paid ? styles.badgePaid : styles.badgeUnpaid)}>{paid ? <Trans>Đã thanh toán</Trans> : <Trans>Chưa thanh toán</Trans>}</p>;
}

/**
 * Where the customer's money stands after the shop cancelled a paid order: on its way back (to
 * the card or wallet they paid with, or from the shop), or back, with when.
 */
export function RefundLine({ refund, when }: { refund: OrderRefundView; when: (iso: string) => string }) {
  const amount = formatRefundAmount(refund.amount, refund.currency);
  if (refund.state === 'refunded') {
    const at = refund.refunded_at ? when(refund.refunded_at) : null;
    return (
      <p className={styles.refund} role="status">
        <strong>
          <Trans>Hoàn tiền:</Trans>
        </strong>{' '}
        {at ? <Trans>đã hoàn {amount} lúc {at}.</Trans> : <Trans>đã hoàn {amount}.</Trans>}
      </p>
    );
  }
  return (
    <p className={styles.refund} role="status">
      <strong>
        <Trans>Hoàn tiền:</Trans>
      </strong>{' '}
      {refund.method === 'gateway' ? (
        <Trans>{amount} đang được hoàn về phương thức bạn đã thanh toán.</Trans>
      ) : (
        <Trans>cửa hàng sẽ hoàn lại cho bạn {amount} và liên hệ với bạn để chuyển trả.</Trans>
      )}
    </p>
  );
}
