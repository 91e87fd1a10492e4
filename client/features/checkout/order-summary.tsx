import { Trans, useLingui } from '@lingui/react/macro';
import { amountRows } from '#shared/checkout/summary-rows.ts';
import type { CheckoutTotals } from '#shared/checkout/totals.ts';
import type { FormatPrice } from '../../money/price-formatter.ts';
import { amountRowLabel, amountRowValue } from '../../ui/order-amount-rows.ts';
import styles from './checkout.module.css';

interface OrderSummaryProps {
  totals: CheckoutTotals;
  format: FormatPrice;
  /** The delivery fee is not known yet (no address, or no delivery company chosen abroad). */
  deliveryUnknown: boolean;
  /** Nothing is delivered (pickup in the shop). */
  collected: boolean;
}

/**
 * The order's amounts (spec §9: goods, price increase with VAT, delivery or "paid on receipt",
 * COD fee, VAT, bonus, online payment fee, total), as shared/checkout/totals.ts computed them,
 * with the arithmetic shown (issue 14 item 12): the VAT's rate and base, and the rounding to
 * hundreds as its own row, so the rows add up to the total.
 */
export function OrderSummary({ totals, format, deliveryUnknown, collected }: OrderSummaryProps) {
  const { t, i18n } = useLingui();
  const rows = amountRows(totals, { showDelivery: !collected }).map((row) => {
    let value = amountRowValue(row, format);
    let muted = false;
    if (row.key === 'delivery' && totals.deliveryOnReceipt > 0) {
      value = t`Thanh toán khi nhận hàng (${format(totals.deliveryOnReceipt)})`;
      muted = true;
    } else if (row.key === 'delivery' && deliveryUnknown) {
      value = t`Chưa xác định`;
      muted = true;
    }
    return { key: row.key, label: amountRowLabel(i18n, row, format), value, muted };
  });

  return (
    <dl className={styles.summary} aria-label={t`Tổng đơn hàng`}>
      {rows.map((row) => (
        <div key={row.key} className={styles.summaryRow}>
          <dt>{row.label}</dt>
          <dd className={row.muted ? styles.muted : undefined}>{row.value}</dd>
        </div>
      ))}
      <div className={styles.summaryTotal}>
        <dt>
          <Trans>Tổng cộng</Trans>
        </dt>
        <dd data-testid="checkout-total">{format(totals.total)}</dd>
      </div>
    </dl>
  );
}
