import type { EntityManager } from '@mikro-orm/postgresql';
import type { CartMethodBody } from '#shared/checkout/schemas.ts';
import { applyMethodChange, DELIVERY_METHOD, PAYMENT_METHOD, PICKUP_PAYMENT, type CartMethod, type MethodName } from '#shared/checkout/methods.ts';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { lockCart } from '../cart/index.ts';
import { cartMethodOf, choicesOf, saveCartMethod, storedCartMethod } from './cart-method-commands.ts';
import { checkoutContext } from './checkout-queries.ts';

/** The spec §4 codes each method takes; anything else is a 400 naming `value`. */
const SPEC_CODES: Record<MethodName, readonly number[]> = {
  delivery_method: Object.values(DELIVERY_METHOD),
  payment_method: Object.values(PAYMENT_METHOD),
  payment_in_shop: Object.values(PICKUP_PAYMENT),
  delivery_cost: [0, 1],
  vat: [0, 1],
};

/**
 * POST /v1/carts/update/session (spec §7): applies one method change to the user's stored cart
 * method with the page's own rule (shared/checkout/methods.ts applyMethodChange: bonus and pickup
 * reset, English-mode and abroad forcing, in-shop delivery 1). A spec code the context does not
 * offer (a hidden provider, card in English mode) changes nothing, as on the page.
 */
export async function changeCartMethod(em: EntityManager, config: AppConfig, userId: number, language: 'vi' | 'en', body: CartMethodBody): Promise<CartMethod> {
  if (!SPEC_CODES[body.method].includes(body.value)) {
    throw new AppError(400, 'validation_failed', `${body.value} is not a ${body.method} code`, { value: `not a ${body.method} code` });
  }
  return em.transactional(async (tx) => {
    // Serialises with other changes of this user's session and with order placement.
    await lockCart(tx, { kind: 'user', userId });
    const context = await checkoutContext(tx, config, userId, language);
    const current = choicesOf(await storedCartMethod(tx, userId), context.methods);
    const next = cartMethodOf(applyMethodChange(current, { method: body.method, value: body.value }, context.methods));
    await saveCartMethod(tx, userId, next);
    return next;
  });
}
