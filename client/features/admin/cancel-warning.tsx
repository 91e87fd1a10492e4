import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { AdminOrderDetail } from '#shared/admin/schemas.ts';
import { formatVnd } from '#shared/money/format.ts';
import { formatRefundAmount } from '#shared/orders/refund.ts';
import { paymentMethodLabel } from './admin-labels.ts';
import styles from './cancel-warning.module.css';

/**
 * What cancelling does, said before staff confirm it: a shop order's goods go
 * back to stock; a paid order is refunded through its gateway at once, or owes a refund staff pay
 * back by hand, of the amount the refund gives back (the detail's `refund_amount_on_cancel`). A
 * paid order's cancel needs the ticked "refund" box (the server refuses it otherwise,
 * `refund_confirmation_required`, shown beside the box).
 */
export function CancelWarning({
  order,
  confirmed,
  onConfirmedChange,
  error,
}: {
  order: AdminOrderDetail;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  error: string | null;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const method = paymentMethodLabel(i18n, order.payment.method);
  const refund = order.refund_on_cancel;
  // What the refund gives back, as the gateway refunds it: a PayPal payment in the dollars it
  // captured (at the order's rate), with the order's đồng beside them for staff.
  const refunded = order.refund_amount_on_cancel;
  const amount = refunded ? formatRefundAmount(refunded.amount, refunded.currency) : formatVnd(order.total);
  const dong = formatVnd(order.total);
  const amountWithDong = refunded?.currency === 'USD' ? t`${amount} (${dong} theo tỷ giá của đơn)` : amount;
  return (
    <div className={styles.warning} role="note" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.warningTitle}>
        {refund ? <Trans>Đơn hàng đã được thanh toán {amountWithDong} ({method})</Trans> : <Trans>Hủy đơn hàng</Trans>}
      </p>
      {order.kind === 'shop' && (
        <p>
          <Trans>Hàng trong đơn sẽ được trả lại kho và điểm thưởng khách đã dùng được hoàn lại.</Trans>
        </p>
      )}
      {refund === 'gateway' && (
        <p>
          <Trans>Hủy đơn sẽ hoàn {amountWithDong} cho khách qua {method} ngay khi bạn xác nhận.</Trans>
        </p>
      )}
      {refund === 'manual' && (
        <p>
          <Trans>Hủy đơn sẽ ghi nhận khoản cần hoàn {amountWithDong} cho khách. Sau khi chuyển trả tiền, hãy bấm “Đánh dấu đã hoàn tiền”.</Trans>
        </p>
      )}
      {refund && (
        <>
          <label className={styles.check}>
            <input
              type="checkbox"
              name="refund_confirmed"
              checked={confirmed}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => onConfirmedChange(event.target.checked)}
            />
            <span>
              <Trans>Tôi xác nhận hủy đơn và hoàn {amount} cho khách</Trans>
            </span>
          </label>
          {error && (
            <p id={`${id}-error`} className={styles.fieldError}>
              {error}
            </p>
          )}
        </>
      )}
    </div>
  );
}
