/**
 * The rows of an order's amounts as the checkout summary and an order's card show them: every part that is not zero, in the order of
 * shared/checkout/totals.ts, the VAT with its base and rate, and the rounding to hundreds as its
 * own row, so that the rows visibly add up to the total.
 */

/** An order's stored or computed amounts, integer VND (a `CheckoutTotals` or an order row). */
export interface OrderAmounts {
  goods: number;
  priceIncrease: number;
  /** The delivery fee the order charges (0 when paid to the carrier on receipt). */
  delivery: number;
  codFee: number;
  vat: number;
  /** The VAT rate in percent, when known (an order's card may not know it). */
  vatRate?: number | undefined;
  bonus: number;
  onlineFee: number;
  total: number;
}

export type AmountRowKey = 'goods' | 'increase' | 'delivery' | 'cod' | 'vat' | 'bonus' | 'online' | 'rounding';

export interface AmountRow {
  key: AmountRowKey;
  /** Signed: the bonus is negative, the rounding either. */
  amount: number;
}

export interface VatRow extends AmountRow {
  key: 'vat';
  /** What the VAT is charged on: goods + price increase + delivery + COD fee (totals.ts step 5). */
  base: number;
  rate: number | null;
}

/** The taxed base of an order: goods + price increase + delivery charged + COD fee (totals.ts step 5). */
export function vatBaseOf(amounts: Pick<OrderAmounts, 'goods' | 'priceIncrease' | 'delivery' | 'codFee'>): number {
  return amounts.goods + amounts.priceIncrease + amounts.delivery + amounts.codFee;
}

/**
 * What the rounding to hundreds added (positive) or took off (negative): the total less every
 * other part. 0 in USD mode, where the total is kept exact.
 */
export function roundingOf(amounts: OrderAmounts): number {
  return amounts.total - (vatBaseOf(amounts) + amounts.vat - amounts.bonus + amounts.onlineFee);
}

/**
 * The rows of an order's amounts, goods first and then each non-zero part; `delivery` is listed
 * even at 0 when `showDelivery` (an order that is delivered: the page says "free" or "on receipt").
 * The rows plus nothing else sum to `amounts.total`.
 */
export function amountRows(amounts: OrderAmounts, options: { showDelivery?: boolean } = {}): (AmountRow | VatRow)[] {
  const rows: (AmountRow | VatRow)[] = [{ key: 'goods', amount: amounts.goods }];
  if (amounts.priceIncrease !== 0) rows.push({ key: 'increase', amount: amounts.priceIncrease });
  if (amounts.delivery !== 0 || options.showDelivery) rows.push({ key: 'delivery', amount: amounts.delivery });
  if (amounts.codFee !== 0) rows.push({ key: 'cod', amount: amounts.codFee });
  if (amounts.vat !== 0) rows.push({ key: 'vat', amount: amounts.vat, base: vatBaseOf(amounts), rate: amounts.vatRate ?? null });
  if (amounts.bonus !== 0) rows.push({ key: 'bonus', amount: -amounts.bonus });
  if (amounts.onlineFee !== 0) rows.push({ key: 'online', amount: amounts.onlineFee });
  const rounding = roundingOf(amounts);
  if (rounding !== 0) rows.push({ key: 'rounding', amount: rounding });
  return rows;
}

/** Narrows a row to the VAT row with its base. */
export function isVatRow(row: AmountRow | VatRow): row is VatRow {
  return row.key === 'vat';
}
