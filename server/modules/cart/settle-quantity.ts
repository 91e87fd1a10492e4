import { normalizeMultiple, roundUpToMultiple } from '#shared/catalog/quantity.ts';
import type { QuantityReason } from '#shared/cart-api/schemas.ts';

/** What the server stores for an asked quantity, and why it differs (null when it does not). */
export interface SettledQuantity {
  quantity: number;
  reason: Exclude<QuantityReason, 'not_found'> | null;
}

/**
 * The quantity a cart line may hold (spec §4/§5; ARCHITECTURE data flow 5): rounded up to the
 * product's multiple, then lowered to the largest multiple in stock. With less than one multiple
 * in stock the line cannot exist: quantity 0, `out_of_stock`.
 *
 * @example settleQuantity(7, 5, 100) → { quantity: 10, reason: 'rounded' }
 * @example settleQuantity(200, 5, 123) → { quantity: 120, reason: 'capped' }
 */
export function settleQuantity(requested: number, multiple: number, inventory: number): SettledQuantity {
  const step = normalizeMultiple(multiple);
  const inStock = Math.floor(Math.max(0, inventory) / step) * step;
  if (inStock < step) return { quantity: 0, reason: 'out_of_stock' };
  const rounded = roundUpToMultiple(requested, step);
  if (rounded > inStock) return { quantity: inStock, reason: 'capped' };
  return { quantity: rounded, reason: rounded === requested ? null : 'rounded' };
}
