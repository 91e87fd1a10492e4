import { settleQuantity } from '#shared/cart/cart-line.ts';
import { roundUpToMultiple } from '#shared/catalog/quantity.ts';
import type { QuantityReason } from '#shared/cart-api/schemas.ts';

/** What the server stores for an asked quantity, and why it differs (null when it does not). */
export interface SettledQuantity {
  quantity: number;
  reason: Exclude<QuantityReason, 'not_found'> | null;
}

/**
 * The quantity a cart line may hold, by the shared rule (`settleQuantity`: rounded up to the
 * multiple, then capped at the sellable stock), with the reason the answer gives the client.
 * With less than one multiple in stock the line cannot exist: quantity 0, `out_of_stock`.
 *
 * @example settleLineQuantity(7, 5, 100) → { quantity: 10, reason: 'rounded' }
 * @example settleLineQuantity(200, 5, 123) → { quantity: 120, reason: 'capped' }
 */
export function settleLineQuantity(requested: number, multiple: number, inventory: number): SettledQuantity {
  const quantity = settleQuantity(requested, multiple, inventory);
  if (quantity === 0) return { quantity: 0, reason: 'out_of_stock' };
  if (quantity < roundUpToMultiple(requested, multiple)) return { quantity, reason: 'capped' };
  return { quantity, reason: quantity === requested ? null : 'rounded' };
}
