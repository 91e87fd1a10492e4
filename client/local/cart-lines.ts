import { mergeQuantities, roundUpToMultiple } from '#shared/catalog/quantity.ts';
import type { CartLine, LocalDb } from './db.ts';

/**
 * Adds `quantity` of a product to the local cart (architecture: writes are local-first, so this
 * works offline and the header count updates at once). An existing line grows by that much and is
 * re-rounded to the product's multiple (spec §4); a new line starts rounded too. Resolves with the
 * line as stored.
 */
export async function addCartLine(
  db: LocalDb,
  line: { productId: number; quantity: number; multiple: number },
  now: number = Date.now(),
): Promise<CartLine> {
  return db.transaction('rw', db.cartLines, async () => {
    const existing = await db.cartLines.get(line.productId);
    const stored: CartLine = existing
      ? { ...existing, quantity: mergeQuantities(existing.quantity, line.quantity, line.multiple), updatedAt: now }
      : { productId: line.productId, quantity: roundUpToMultiple(line.quantity, line.multiple), addedAt: now, updatedAt: now };
    await db.cartLines.put(stored);
    return stored;
  });
}

/** The local cart line of a product, if it is in the cart. */
export function getCartLine(db: LocalDb, productId: number): Promise<CartLine | undefined> {
  return db.cartLines.get(productId);
}
