import { Trans, useLingui } from '@lingui/react/macro';
import type { PriceBreak } from '#shared/catalog/schemas.ts';
import { activeBreakIndex, savingPercent, sortedBreaks } from '#shared/catalog/volume-price.ts';
import { formatCount } from '../i18n/format-count.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { cx } from './class-names.ts';
import { useUnitPrice } from './use-unit-price.ts';
import styles from './volume-price-table.module.css';

/**
 * The volume price table (spec §3 `prices`): quantity from which a unit price applies, the price
 * in the storefront currency and its saving against the first row. The row that prices the chosen
 * quantity is highlighted and named for screen readers.
 */
export function VolumePriceTable({ prices, quantity, listPrice }: { prices: readonly PriceBreak[]; quantity: number; listPrice: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const price = useUnitPrice();
  const rows = sortedBreaks(prices);
  const active = activeBreakIndex(rows, quantity);
  const reference = rows[0]?.price ?? listPrice;

  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        <Trans>Giá theo số lượng</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Số lượng</Trans>
          </th>
          <th scope="col">
            <Trans>Đơn giá</Trans>
          </th>
          <th scope="col">
            <Trans>Tiết kiệm</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const saving = savingPercent(reference, row.price);
          const isActive = index === active;
          return (
            <tr key={row.quantity} className={cx(isActive && styles.active)} aria-current={isActive ? 'true' : undefined}>
              <th scope="row">
                {formatCount(row.quantity, locale)}+
                {isActive && <span className="visually-hidden"> ({t`đang áp dụng`})</span>}
              </th>
              <td className={styles.price}>{price(row.price)}</td>
              <td className={styles.saving}>{saving > 0 ? `−${saving}%` : '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
