import type { CartAdjustment, CartItem, CartSessionLine, CartStoreBody } from '#shared/cart/schemas.ts';
import { mergeWithinLimit } from '#shared/cart/cart-limit.ts';

/**
 * Pure rules of the cart sync ("The cart is local-first"): what is sent, how to tell that
 * the server already holds the browser's cart, and what an answer changes.
 */

/** The part of a local line the server keeps: which product, how many, which extra. */
export interface LineIntent {
  productId: number;
  quantity: number;
  catextId?: number | null | undefined;
}

/**
 * A stable text for a cart's content (order-free), so the sync can tell whether the server already
 * holds what the browser has and skip the request.
 */
export function cartSignature(lines: readonly LineIntent[]): string {
  return [...lines]
    .sort((a, b) => a.productId - b.productId)
    .map((line) => `${line.productId}:${line.quantity}:${line.catextId ?? ''}`)
    .join(',');
}

/** The signature of the server's lines (cart item `id` is the product id). */
export function serverSignature(items: readonly Pick<CartItem, 'id' | 'quantity' | 'catext_id'>[]): string {
  return cartSignature(items.map((item) => ({ productId: item.id, quantity: item.quantity, catextId: item.catext_id })));
}

/** The POST /v1/carts/set-store/cart body for the whole local cart (spec §7 "cartSession list, count"). */
export function storeBody(lines: readonly LineIntent[]): CartStoreBody {
  const cartSession: CartSessionLine[] = lines.map((line) => ({
    id: line.productId,
    quantity: line.quantity,
    ...(line.catextId ? { catext_id: line.catextId } : {}),
  }));
  return { cartSession, count: cartSession.length };
}

/** The lines the server holds after answering `sent` with `adjustments`: adjusted, dropped at 0. */
export function settledIntent(sent: readonly CartSessionLine[], adjustments: readonly CartAdjustment[]): LineIntent[] {
  const byId = new Map(adjustments.map((adjustment) => [adjustment.product_id, adjustment]));
  return sent.flatMap((line) => {
    const adjustment = byId.get(line.id);
    const quantity = adjustment ? adjustment.quantity : line.quantity;
    return quantity > 0 ? [{ productId: line.id, quantity, catextId: line.catext_id ?? null }] : [];
  });
}

/** What an adjustment does to a local line that still holds the quantity that was sent. */
export type LineUpdate = { productId: number; kind: 'set'; quantity: number } | { productId: number; kind: 'remove' };

/**
 * The local updates an answer asks for. A line whose quantity the user changed after the request
 * left keeps the new intent (the next sync settles it); a line already gone stays gone.
 */
export function adjustmentUpdates(
  local: readonly LineIntent[],
  sent: readonly CartSessionLine[],
  adjustments: readonly CartAdjustment[],
): { updates: LineUpdate[]; applied: CartAdjustment[] } {
  const localById = new Map(local.map((line) => [line.productId, line]));
  const sentById = new Map(sent.map((line) => [line.id, line]));
  const updates: LineUpdate[] = [];
  const applied: CartAdjustment[] = [];
  for (const adjustment of adjustments) {
    const line = localById.get(adjustment.product_id);
    const asSent = sentById.get(adjustment.product_id);
    if (!line || !asSent || line.quantity !== asSent.quantity) continue;
    updates.push(adjustment.quantity > 0 ? { productId: line.productId, kind: 'set', quantity: adjustment.quantity } : { productId: line.productId, kind: 'remove' });
    applied.push(adjustment);
  }
  return { updates, applied };
}

/**
 * The cart after signing in or loading as a user (the server merged the guest cart at sign-in):
 * every server line, with the server's quantity at sign-in and the browser's on a plain load (the
 * browser holds the newest intent), plus the browser's lines the server does not have yet, while
 * the cart has room (shared/cart/cart-limit.ts): the server's lines are the
 * account's and stay, browser-only lines past the limit are `refused`. Lines keep the browser's
 * order; server-only lines follow in the server's order.
 */
export function mergedIntent(
  local: readonly LineIntent[],
  server: readonly Pick<CartItem, 'id' | 'quantity' | 'catext_id'>[],
  serverQuantityWins: boolean,
): { lines: LineIntent[]; refused: LineIntent[] } {
  const serverById = new Map(server.map((item) => [item.id, item]));
  const refusedIds = new Set(mergeWithinLimit([...serverById.keys()], local.map((line) => line.productId)).refused);
  const intent = (line: LineIntent): LineIntent => ({ productId: line.productId, quantity: line.quantity, catextId: line.catextId ?? null });
  const merged: LineIntent[] = local.flatMap((line) => {
    if (refusedIds.has(line.productId)) return [];
    const item = serverById.get(line.productId);
    if (!item || !serverQuantityWins) return [intent(line)];
    return [{ productId: item.id, quantity: item.quantity, catextId: item.catext_id }];
  });
  const localIds = new Set(local.map((line) => line.productId));
  for (const item of server) {
    if (!localIds.has(item.id)) merged.push({ productId: item.id, quantity: item.quantity, catextId: item.catext_id });
  }
  return { lines: merged, refused: local.filter((line) => refusedIds.has(line.productId)).map(intent) };
}
