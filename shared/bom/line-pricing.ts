import type { PriceBreak } from '../catalog/schemas.ts';
import { quantityRule, roundUpToStep } from '../catalog/quantity.ts';
import { lineTotal, sortedBreaks, unitPriceAt } from '../catalog/volume-price.ts';
import { PARAMETRIC_KINDS, type ComponentKind } from './component-kind.ts';

/**
 * Pricing of a BOM for N boards with the shop's own rules: the quantity rule of the cart
 * (minimum `multiples`, `step`, the last lot: shared/catalog/quantity.ts) and the volume breaks
 * (shared/catalog/volume-price.ts), so the page, the server and the cart agree to the dong.
 */

/** What a product needs for pricing. */
export interface PricedProductFacts {
  price: number;
  prices: readonly PriceBreak[];
  multiples: number;
  step: number;
  inventory: number;
}

/**
 * Parts a line needs: per board × boards, plus its own spares, plus "+x % for passives" rounded
 * up (passives: resistors, capacitors, inductors, ferrite beads).
 *
 * @example needQuantity(4, 10, { spares: 2 }) === 42
 * @example needQuantity(4, 10, { kind: 'resistor', sparePercentPassives: 5 }) === 42
 */
export function needQuantity(perBoard: number, boards: number, options: { spares?: number | undefined; kind?: ComponentKind | null; sparePercentPassives?: number | undefined } = {}): number {
  const base = Math.max(0, Math.floor(perBoard)) * Math.max(1, Math.floor(boards));
  const percent = options.kind && PARAMETRIC_KINDS.has(options.kind) ? Math.max(0, options.sparePercentPassives ?? 0) : 0;
  // Integer percent of an integer: exact, and rounding up means the spares are never short.
  const extra = Math.ceil((base * percent) / 100);
  return base + extra + Math.max(0, Math.floor(options.spares ?? 0));
}

/** The quantity to buy, its unit price at that volume and the line total in VND. */
export interface LinePrice {
  buyQuantity: number;
  unitPrice: number;
  lineTotal: number;
}

/**
 * The cheapest allowed quantity of at least `need`: the need rounded up to the product's minimum
 * and step, or a higher volume break when buying that many costs less in total (100 at the
 * 100-break can cost less than 90 at the 10-break). Nothing is bought for a need of 0.
 *
 * @example priceLine({ price: 500, prices: [{ quantity: 1, price: 500 }, { quantity: 100, price: 400 }], multiples: 1, step: 1, inventory: 10000 }, 90)
 *   → { buyQuantity: 100, unitPrice: 400, lineTotal: 40000 } // 90 × 500 would cost 45,000
 */
export function priceLine(product: PricedProductFacts, need: number): LinePrice {
  if (!(need > 0)) return { buyQuantity: 0, unitPrice: 0, lineTotal: 0 };
  const rule = quantityRule(product);
  let best = roundUpToStep(need, rule);
  let bestTotal = lineTotal(product.prices, best, product.price);
  for (const row of sortedBreaks(product.prices)) {
    if (row.quantity <= need) continue;
    const candidate = roundUpToStep(row.quantity, rule);
    const total = lineTotal(product.prices, candidate, product.price);
    if (total < bestTotal) {
      best = candidate;
      bestTotal = total;
    }
  }
  return { buyQuantity: best, unitPrice: unitPriceAt(product.prices, best, product.price), lineTotal: bestTotal };
}

/**
 * A BOM line's price for the product it is bought as (null: none, so nothing is bought), and
 * whether that buy is more than the stock. The server's match and the page's re-pricing both read
 * it, so they count a shortfall alike.
 */
export function priceBomLine(product: PricedProductFacts | null, need: number): LinePrice & { shortfall: boolean } {
  const price = product ? priceLine(product, need) : { buyQuantity: 0, unitPrice: 0, lineTotal: 0 };
  return { ...price, shortfall: product !== null && price.buyQuantity > product.inventory };
}

/** The BOM total: the sum of the selected lines' totals. */
export function bomTotal(lines: readonly { lineTotal: number; selected: boolean }[]): number {
  return lines.reduce((sum, line) => (line.selected ? sum + line.lineTotal : sum), 0);
}
