import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckoutTotals } from '#shared/checkout/totals.ts';
import type { FormatPrice } from '../../money/price-formatter.ts';
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
 * COD fee, VAT, bonus, online payment fee, total), as shared/checkout/totals.ts computed them.
 */
export function OrderSummary({ totals, format, deliveryUnknown, collected }: OrderSummaryProps) {
  const { t } = useLingui();
  const rows: { key: string; label: string; value: string; muted?: boolean }[] = [{ key: 'goods', label: t`Tiền hàng`, value: format(totals.goods) }];
  if (totals.priceIncrease > 0) rows.push({ key: 'increase', label: t`Phụ thu xuất hóa đơn`, value: format(totals.priceIncrease) });
  if (!collected) {
    let delivery = format(totals.delivery);
    if (totals.deliveryOnReceipt > 0) delivery = t`Thanh toán khi nhận hàng (${format(totals.deliveryOnReceipt)})`;
    else if (deliveryUnknown) delivery = t`Chưa xác định`;
    rows.push({ key: 'delivery', label: t`Phí giao hàng`, value: delivery, muted: totals.deliveryOnReceipt > 0 || deliveryUnknown });
  }
  if (totals.codFee > 0) rows.push({ key: 'cod', label: t`Phí thu hộ (COD)`, value: format(totals.codFee) });
  if (totals.vat > 0) rows.push({ key: 'vat', label: t`Thuế VAT`, value: format(totals.vat) });
  if (totals.bonus > 0) rows.push({ key: 'bonus', label: t`Điểm thưởng`, value: `−${format(totals.bonus)}` });
  if (totals.onlineFee > 0) rows.push({ key: 'online', label: t`Phí thanh toán trực tuyến`, value: format(totals.onlineFee) });

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
