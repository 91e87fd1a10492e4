import type { EntityManager } from '@mikro-orm/postgresql';
import type { CartAdjustment, CartSessionLine } from '#shared/cart/schemas.ts';
import { CART_FULL, CART_FULL_TEXT_EN, CART_MAX_LINES, fitsInCart } from '#shared/cart/cart-limit.ts';
import { AppError, notFound } from '../../errors.ts';
import type { CartOwner } from './cart-owner.ts';
import { categoryExtrasOf, chosenExtra } from './category-extras.ts';
import { CartLineSchema } from './cart-line.entity.ts';
import { lineQuantities, lockCart, ownerFilter, stockOf, upsertLines, type LineWrite } from './cart-sql.ts';
import { settleLineQuantity } from './settle-quantity.ts';

function outOfStock(): AppError {
  return new AppError(409, 'out_of_stock', 'This product is out of stock', { quantity: 'out_of_stock' });
}

/** 409 `cart_full` (spec §8 "Your cart is full, please submit this order. Thanks"); nothing is written. */
export function cartFull(): AppError {
  return new AppError(409, CART_FULL, CART_FULL_TEXT_EN);
}

/**
 * Sets one line to `requested` units after rounding and capping; `merge` adds them to what the
 * line already holds (POST /v1/carts) instead of replacing it (POST /v1/carts/{product_id}).
 * `catextId`: a category extra of the product's category to store (priced from the table, never
 * from the request), null to clear it, undefined to keep what the line holds.
 */
async function writeLine(
  em: EntityManager,
  owner: CartOwner,
  productId: number,
  quantity: number,
  merge: boolean,
  catextId?: number | null,
): Promise<CartAdjustment[]> {
  return em.transactional(async (tx) => {
    await lockCart(tx, owner);
    const product = (await stockOf(tx, [productId])).get(productId);
    if (!product) throw notFound('Product');
    const extra = catextId === undefined ? undefined : chosenExtra((await categoryExtrasOf(tx, [productId])).get(productId) ?? [], catextId);
    const lines = await lineQuantities(tx, owner);
    // A new line only below the limit; the lines there stay as they are.
    if (!fitsInCart([...lines.keys()], productId)) throw cartFull();
    const existing = merge ? (lines.get(productId) ?? 0) : 0;
    const requested = existing + quantity;
    const settled = settleLineQuantity(requested, product);
    if (settled.reason === 'out_of_stock') throw outOfStock();
    await upsertLines(tx, owner, [{ productId, quantity: settled.quantity, extra }]);
    return settled.reason ? [{ product_id: productId, requested, quantity: settled.quantity, reason: settled.reason }] : [];
  });
}

/** Adds units of a product to the cart (spec §7 POST /v1/carts): the line grows, re-rounded and capped. */
export function addToCart(em: EntityManager, owner: CartOwner, productId: number, quantity: number): Promise<CartAdjustment[]> {
  return writeLine(em, owner, productId, quantity, true);
}

/**
 * Sets a line's quantity and option (spec §7 POST /v1/carts/{product_id}), creating it if absent.
 * An absent `catextId` keeps the line's extra; null clears it; an id must be one of the product's
 * category extras (400 `invalid_category_extra` on `catext_id` otherwise).
 */
export function setCartLine(
  em: EntityManager,
  owner: CartOwner,
  productId: number,
  quantity: number,
  catextId: number | null | undefined,
): Promise<CartAdjustment[]> {
  return writeLine(em, owner, productId, quantity, false, catextId);
}

/** Removes a product's line (spec §7 DELETE /v1/carts/{id}); false when it was not there. */
export async function removeCartLine(em: EntityManager, owner: CartOwner, productId: number): Promise<boolean> {
  return (await em.nativeDelete(CartLineSchema, { ...ownerFilter(owner), product: productId })) > 0;
}

/**
 * Replaces the owner's whole cart with the browser's (spec §7 POST /v1/carts/set-store/cart; issue
 * 5: the guest cart syncs about 2 s after a change). Lines of products that no longer exist or have
 * no stock are left out and reported; the rest are re-rounded and capped. One transaction.
 */
export async function replaceCart(em: EntityManager, owner: CartOwner, lines: readonly CartSessionLine[]): Promise<CartAdjustment[]> {
  const ids = lines.map((line) => line.id);
  if (new Set(ids).size !== ids.length) {
    throw new AppError(400, 'validation_failed', 'A product appears twice in cartSession', { cartSession: 'duplicate product' });
  }
  // A cart over the limit is refused whole; the server's cart stays as it was.
  if (ids.length > CART_MAX_LINES) throw cartFull();
  return em.transactional(async (tx) => {
    await lockCart(tx, owner);
    const stock = await stockOf(tx, ids);
    const extras = await categoryExtrasOf(tx, ids);
    const adjustments: CartAdjustment[] = [];
    const kept: LineWrite[] = [];
    for (const line of lines) {
      const product = stock.get(line.id);
      if (!product) {
        adjustments.push({ product_id: line.id, requested: line.quantity, quantity: 0, reason: 'not_found' });
        continue;
      }
      // The snapshot is the whole intent: no catext_id means no extra (spec §3 `catext_id`).
      const extra = chosenExtra(extras.get(line.id) ?? [], line.catext_id ?? null);
      const settled = settleLineQuantity(line.quantity, product);
      if (settled.reason) adjustments.push({ product_id: line.id, requested: line.quantity, quantity: settled.quantity, reason: settled.reason });
      if (settled.quantity > 0) kept.push({ productId: line.id, quantity: settled.quantity, extra });
    }
    const keptIds = kept.map((line) => line.productId);
    await tx.nativeDelete(CartLineSchema, keptIds.length > 0 ? { ...ownerFilter(owner), product: { $nin: keptIds } } : ownerFilter(owner));
    await upsertLines(tx, owner, kept);
    return adjustments;
  });
}
