import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import type { CartAdjustment } from '#shared/cart-api/schemas.ts';
import { namedCartSession, type CartOwner } from './cart-owner.ts';
import { lineExtras, lineQuantities, lockCart, ownerCondition, stockOf, upsertLines, type LineWrite } from './cart-sql.ts';
import { settleLineQuantity } from './settle-quantity.ts';

/**
 * Moves a guest cart session's lines into a user's cart (issue 5: "the guest cart ... merges into
 * the user's cart at login"). A product in both carts gets the sum, re-rounded to its multiple and
 * capped at stock, and takes the guest line's extra if it has one; lines with no stock stay out.
 * The guest session's lines are removed. One transaction, both carts locked (guest first, always,
 * so two merges never deadlock).
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
    for (const [productId, guestQuantity] of guestLines) {
      const product = stock.get(productId);
      if (!product) continue; // deleted products take their lines with them (FK cascade)
      const requested = (userLines.get(productId) ?? 0) + guestQuantity;
      const settled = settleLineQuantity(requested, product);
      if (settled.reason) adjustments.push({ product_id: productId, requested, quantity: settled.quantity, reason: settled.reason });
      // The guest's chosen extra is the newer intent; without one the user's line keeps its own.
      if (settled.quantity > 0) merged.push({ productId, quantity: settled.quantity, extra: guestExtras.get(productId) });
    }
    const where = ownerCondition(guest);
    await tx.execute(`delete from cart_lines where ${where.sql}`, [where.param]);
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
