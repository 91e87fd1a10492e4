import { settleQuantity } from '#shared/cart/cart-line.ts';
import { quantityRule, roundUpToStep, type QuantityFacts } from '#shared/catalog/quantity.ts';
import type { QuantityReason } from '#shared/cart/schemas.ts';

/** What the server stores for an asked quantity, and why it differs (null when it does not). */
export interface SettledQuantity {
  quantity: number;
  reason: Exclude<QuantityReason, 'not_found'> | null;
}

/**
 * The quantity a cart line may hold, by the shared rule (`settleQuantity`: rounded up to the
 * product's minimum and step, then capped at the sellable stock; with less than the minimum in
 * stock the rest is sold as one lot), with the reason the answer gives the
 * client. With nothing in stock the line cannot exist: quantity 0, `out_of_stock`.
 *
 * @example settleLineQuantity(7, { multiples: 5, step: 5, inventory: 100 }) → { quantity: 10, reason: 'rounded' }
 * @example settleLineQuantity(200, { multiples: 5, step: 5, inventory: 123 }) → { quantity: 120, reason: 'capped' }
 * @example settleLineQuantity(1, { multiples: 10000, step: 1, inventory: 3188 }) → { quantity: 3188, reason: 'rounded' }
 */
export function settleLineQuantity(requested: number, product: QuantityFacts & { inventory: number }): SettledQuantity {
  const quantity = settleQuantity(requested, product);
  if (quantity === 0) return { quantity: 0, reason: 'out_of_stock' };
  if (quantity < roundUpToStep(requested, quantityRule(product))) return { quantity, reason: 'capped' };
  return { quantity, reason: quantity === requested ? null : 'rounded' };
}
