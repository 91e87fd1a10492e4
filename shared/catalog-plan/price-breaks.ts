import { usdToVndPrice } from '#shared/money/exchange.ts';
import type { CatalogPlanOptions, PlanPriceBreak, RawPriceBreak } from './catalog-plan-types.ts';

/**
 * The VND price table of a part: every row starts at a quantity one can actually
 * order, and every row is strictly cheaper per unit than the one before.
 *
 * Rules:
 * - Below the minimum order nothing can be bought, so the first row starts at
 *   `max(1, minOrder)`. Its price is the supplier's price for that quantity, i.e. the
 *   last USD row whose quantity is ≤ minOrder (with minOrder 72 and rows from 1, 10,
 *   30, 100, the 30-piece price applies); rows it swallows are dropped.
 * - Each USD price goes through `usdToVndPrice` (margin, whole hundreds, 100 đ floor).
 * - The floor and rounding make neighbouring rows equal; a row whose VND price is not
 *   strictly lower than the previous kept row adds nothing and is dropped.
 */
export function buildPriceBreaks(
  breaksUsd: readonly RawPriceBreak[],
  minOrder: number,
  options: CatalogPlanOptions,
): PlanPriceBreak[] {
  const sorted = [...breaksUsd].sort((a, b) => a[0] - b[0]);
  const firstQuantity = Math.max(1, Math.ceil(minOrder));
  const rows: RawPriceBreak[] = [];
  for (const [quantity, usd] of sorted) {
    if (quantity <= firstQuantity) rows[0] = [firstQuantity, usd];
    else rows.push([quantity, usd]);
  }
  const kept: PlanPriceBreak[] = [];
  for (const [quantity, usd] of rows) {
    const price = usdToVndPrice(usd, options.exchangeRate, options.marginPercent);
    const previous = kept[kept.length - 1];
    if (previous === undefined || price < previous.price) kept.push({ quantity, price });
  }
  return kept;
}
