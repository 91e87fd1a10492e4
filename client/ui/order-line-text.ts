import type { Locale } from '#shared/i18n/locale.ts';
import { formatCount } from '../i18n/format-count.ts';
import { unitLabel } from '../i18n/unit-label.ts';
import type { FormatLine } from '../money/price-formatter.ts';

/** What a placed order's line stores: the unit price holds the category extra, as the line total does. */
export interface StoredOrderLine {
  quantity: number;
  unit: string | null;
  unit_price: number;
  line_total: number;
}

/** A placed line's "15,000 pc × $0.003846" and its total, ready to show. */
export interface OrderLineText {
  /** Quantity, unit and unit price: "15,000 pc × $0.003846". */
  arithmetic: string;
  /** The stored line total: "$57.69". */
  total: string;
}

/**
 * A placed order's line written the way the checkout wrote it: the count
 * grouped for the storefront language, the unit in its words, and a unit price with the decimals
 * that make unit × quantity visibly equal the line. The total shown is the line total the order
 * stored (shared/cart/cart-line.ts: unit with the extra × quantity), never a product recomputed
 * from rounded numbers.
 *
 * @example orderLineText({ quantity: 15_000, unit: 'Cái', unit_price: 100, line_total: 1_500_000 }, 'en', linePriceFormatter('en', 26_000))
 *   // { arithmetic: '15,000 pc × $0.003846', total: '$57.69' }
 */
export function orderLineText(line: StoredOrderLine, locale: Locale, formatLine: FormatLine): OrderLineText {
  const shown = formatLine(line.unit_price, line.quantity, line.line_total);
  return { arithmetic: `${formatCount(line.quantity, locale)} ${unitLabel(line.unit, locale)} × ${shown.unit}`, total: shown.line };
}
