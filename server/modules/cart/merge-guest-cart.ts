import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import type { CartAdjustment } from '#shared/cart/schemas.ts';
import { mergeWithinLimit } from '#shared/cart/cart-limit.ts';
import { namedCartSession, type CartOwner } from './cart-owner.ts';
import { CartLineSchema } from './cart-line.entity.ts';
import { lineExtras, lineQuantities, lockCart, ownerFilter, stockOf, upsertLines, type LineWrite } from './cart-sql.ts';
import { settleLineQuantity } from './settle-quantity.ts';

/**
 * Moves a guest cart session's lines into a user's cart ("the guest cart ... merges into
 * the user's cart at login"). A product in both carts gets the sum, re-rounded to its quantity rule and
 * capped at stock, and takes the guest line's extra if it has one; lines with no stock stay out.
 * The user's lines always stay; new products join while the cart has room
 * (shared/cart/cart-limit.ts), the others are reported `cart_full` (the browser still holds them
 * and names them to the user when it joins the server's cart). The guest session's lines are
 * removed. One transaction, both carts locked (guest first, always, so two merges never deadlock).
 */
export async function mergeGuestCart(em: EntityManager, guestSessionId: string, userId: number): Promise<CartAdjustment[]> {
  const guest: CartOwner = { kind: 'guest', sessionId: guestSessionId.toLowerCase() };
  const user: CartOwner = { kind: 'user', userId };
  return em.transactional(async (tx) => {
    await lockCart(tx, guest);
    await lockCart(tx, user);
    const guestLines = await lineQuantities(tx, guest);
    if (guestLines.size === 0) return [];
    const userLines = await lineQuantities(tx, user);
    const guestExtras = await lineExtras(tx, guest);
    const stock = await stockOf(tx, [...guestLines.keys()]);
    const adjustments: CartAdjustment[] = [];
    const merged: LineWrite[] = [];
    // The guest lines that would make a line (a product that exists with something in stock).
    const joining = [...guestLines].flatMap(([productId, guestQuantity]) => {
      const product = stock.get(productId);
      const quantity = product ? settleLineQuantity((userLines.get(productId) ?? 0) + guestQuantity, product).quantity : 0;
      return quantity > 0 ? [productId] : [];
    });
    const refused = new Set(mergeWithinLimit([...userLines.keys()], joining).refused);
    for (const productId of refused) adjustments.push({ product_id: productId, requested: guestLines.get(productId) ?? 0, quantity: 0, reason: 'cart_full' });
    for (const [productId, guestQuantity] of guestLines) {
      const product = stock.get(productId);
      if (!product || refused.has(productId)) continue; // deleted products take their lines with them (FK cascade)
      const requested = (userLines.get(productId) ?? 0) + guestQuantity;
      const settled = settleLineQuantity(requested, product);
      if (settled.reason) adjustments.push({ product_id: productId, requested, quantity: settled.quantity, reason: settled.reason });
      // The guest's chosen extra is the newer intent; without one the user's line keeps its own.
      if (settled.quantity > 0) merged.push({ productId, quantity: settled.quantity, extra: guestExtras.get(productId) });
    }
    await tx.nativeDelete(CartLineSchema, ownerFilter(guest));
    await upsertLines(tx, user, merged);
    return adjustments;
  });
}

/**
 * The sign-in hook (login and registration): when the browser names its guest cart session in
 * X-Cart-Session, that cart merges into the user's. A failure here never fails the sign-in: the
 * browser still holds the guest lines and syncs them again.
 */
export async function mergeGuestCartAfterSignIn(request: FastifyRequest, userId: number): Promise<void> {
  const sessionId = namedCartSession(request);
  if (!sessionId) return;
  try {
    await mergeGuestCart(request.em, sessionId, userId);
  } catch (error) {
    request.log.warn({ err: error }, 'guest cart merge failed');
  }
}
