import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isVatRow, type AmountRow, type AmountRowKey, type VatRow } from '#shared/checkout/summary-rows.ts';
import type { Currency } from '#shared/money/format.ts';
import { formatScaledUsd, usdDisplayRounding } from '#shared/money/usd.ts';

/**
 * The words and amounts of an order's summary rows (shared/checkout/summary-rows.ts), one set for
 * every screen that lists an order's amounts (checkout, an order's card), so the arithmetic reads
 * the same everywhere: the VAT with its rate and base, the rounding with its sign.
 */

const LABELS: Readonly<Record<Exclude<AmountRowKey, 'vat'>, ReturnType<typeof msg>>> = {
  goods: msg`Tiền hàng`,
  increase: msg`Phụ thu xuất hóa đơn`,
  delivery: msg`Phí giao hàng`,
  cod: msg`Phí thu hộ (COD)`,
  bonus: msg`Điểm thưởng`,
  online: msg`Phí thanh toán trực tuyến`,
  rounding: msg`Làm tròn đến trăm đồng`,
};
const VAT_WITH_RATE = msg({ message: 'Thuế VAT {rate}% của {base}' });
const VAT_OF_BASE = msg({ message: 'Thuế VAT của {base}' });

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A row's label; the VAT's states its rate and the amount it is charged on ("Thuế VAT 10% của 1.520.000 đ"). */
export function amountRowLabel(i18n: I18n, row: AmountRow | VatRow, format: (vnd: number) => string): string {
  if (!isVatRow(row)) return i18n._(LABELS[row.key as Exclude<AmountRowKey, 'vat'>]);
  const base = format(row.base);
  return row.rate === null ? i18n._({ ...VAT_OF_BASE, values: { base } }) : i18n._({ ...VAT_WITH_RATE, values: { rate: percent.format(row.rate), base } });
}

/** A row's amount: a bonus with a minus sign, the rounding with its sign either way. */
export function amountRowValue(row: AmountRow, format: (vnd: number) => string): string {
  if (row.amount < 0) return `−${format(-row.amount)}`;
  return row.key === 'rounding' ? `+${format(row.amount)}` : format(row.amount);
}

const CONVERSION_ROUNDING = msg`Làm tròn khi đổi sang đô la`;

/**
 * In dollars, each row and the total are converted and rounded to the cent on their own, so the
 * rows can miss the total by a cent or two: that difference as its own row (label and signed
 * value), so the dollars add up on screen too; null in dong or when nothing is missed.
 */
export function conversionRoundingRow(
  i18n: I18n,
  rows: readonly AmountRow[],
  total: number,
  currency: Currency,
  exchangeRate: number,
): { label: string; value: string } | null {
  if (currency !== 'USD') return null;
  const cents = usdDisplayRounding(rows.map((row) => row.amount), total, exchangeRate);
  if (cents === 0n) return null;
  const shown = formatScaledUsd(cents < 0n ? -cents : cents, 2);
  return { label: i18n._(CONVERSION_ROUNDING), value: `${cents < 0n ? '−' : '+'}${shown}` };
}
