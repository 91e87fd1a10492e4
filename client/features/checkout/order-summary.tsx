import { Trans, useLingui } from '@lingui/react/macro';
import { amountRows } from '#shared/checkout/summary-rows.ts';
import type { CheckoutTotals } from '#shared/checkout/totals.ts';
import type { Currency } from '#shared/money/format.ts';
import type { FormatPrice } from '../../money/price-formatter.ts';
import { amountRowLabel, amountRowValue, conversionRoundingRow } from '../../ui/order-amount-rows.ts';
import styles from './order-summary.module.css';

interface OrderSummaryProps {
  totals: CheckoutTotals;
  format: FormatPrice;
  currency: Currency;
  /** VND per USD, for the dollar conversion's rounding row. */
  exchangeRate: number;
  /** The delivery fee is not known yet (no address, or no delivery company chosen abroad). */
  deliveryUnknown: boolean;
  /** Nothing is delivered (pickup in the shop). */
  collected: boolean;
}

/**
 * The order's amounts (spec §9: goods, price increase with VAT, delivery or "paid on receipt",
 * COD fee, VAT, bonus, online payment fee, total), as shared/checkout/totals.ts computed them,
 * with the arithmetic shown: the VAT's rate and base, and the rounding to
 * hundreds as its own row, so the rows add up to the total (in dollars, the cent the conversion
 * of each row misses too).
 */
export function OrderSummary({ totals, format, currency, exchangeRate, deliveryUnknown, collected }: OrderSummaryProps) {
  const { t, i18n } = useLingui();
  const amounts = amountRows(totals, { showDelivery: !collected });
  const conversion = conversionRoundingRow(i18n, amounts, totals.total, currency, exchangeRate);
  const rows = amounts.map((row) => {
    let value = amountRowValue(row, format);
    let muted = false;
    if (row.key === 'delivery' && totals.deliveryOnReceipt > 0) {
      value = t`Thanh toán khi nhận hàng (${format(totals.deliveryOnReceipt)})`;
      muted = true;
    } else if (row.key === 'delivery' && deliveryUnknown) {
      value = t`Chưa xác định`;
      muted = true;
    }
    return { key: row.key as string, label: amountRowLabel(i18n, row, format), value, muted };
  });
  if (conversion) rows.push({ key: 'conversion', ...conversion, muted: false });

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
