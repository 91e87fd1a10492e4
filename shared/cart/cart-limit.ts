/**
 * The most lines a cart holds (spec §8 "Your cart is full, please submit this
 * order. Thanks"): one constant for every place a line is added — POST /v1/carts, a line set by
 * POST /v1/carts/{product_id}, the whole-cart sync (set-store), the guest cart merged at sign-in,
 * and the browser's own cart (client/local/cart-lines.ts). When the cart is full nothing already
 * in it is touched: a line already there can still change its quantity; only a new one is refused.
 */
export const CART_MAX_LINES = 500;

/** The message key of a full cart (the client translates it; the server's text is spec §8's). */
export const CART_FULL = 'cart_full';
export const CART_FULL_TEXT_EN = 'Your cart is full, please submit this order. Thanks';

/** Whether a product may go into a cart holding `lineIds`: always when it is there, else only below the limit. */
export function fitsInCart(lineIds: readonly number[], productId: number): boolean {
  return lineIds.includes(productId) || lineIds.length < CART_MAX_LINES;
}

/**
 * Lines joining a cart (the guest cart merged at sign-in, the server's lines joined into the
 * browser's): every line already there stays; incoming products already there merge into their
 * line; new ones are added in order while there is room, the rest refused.
 *
 * @example mergeWithinLimit([1, 2], [2, 3, 4]) // with a limit of 3: { added: [3], refused: [4] }
 */
export function mergeWithinLimit(existingIds: readonly number[], incomingIds: readonly number[], limit: number = CART_MAX_LINES): { added: number[]; refused: number[] } {
  const present = new Set(existingIds);
  const added: number[] = [];
  const refused: number[] = [];
  for (const id of incomingIds) {
    if (present.has(id)) continue;
    if (present.size < limit) {
      present.add(id);
      added.push(id);
    } else {
      refused.push(id);
    }
  }
  return { added, refused };
}
