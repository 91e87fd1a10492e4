import type { EntityManager } from '@mikro-orm/postgresql';
import { CartMethodSchema } from './cart-method.entity.ts';
import { defaultChoices, normalizeChoices, type CartMethod, type CheckoutChoices, type MethodContext } from '#shared/checkout/methods.ts';

/** The user's stored session cart method (spec §3 Cart method), or null before the first choice. */
export async function storedCartMethod(em: EntityManager, userId: number): Promise<CartMethod | null> {
  const row = await em.findOne(CartMethodSchema, { user: userId }, { refresh: true });
  if (!row) return null;
  return {
    payment_method: row.paymentMethod,
    delivery_method: row.deliveryMethod,
    delivery_cost: row.deliveryCost === 1 ? 1 : 0,
    payment_in_shop: row.paymentInShop,
    vat: row.vat === 1 ? 1 : 0,
  };
}

/** The choices a stored method stands for in this context (the defaults without one), every §4 rule applied. */
export function choicesOf(method: CartMethod | null, context: MethodContext): CheckoutChoices {
  const defaults = defaultChoices(context);
  return method ? normalizeChoices({ ...defaults, ...method }, context) : defaults;
}

/** Only the cart method part of the choices (what the session keeps). */
export function cartMethodOf(choices: CheckoutChoices): CartMethod {
  const { payment_method, delivery_method, delivery_cost, payment_in_shop, vat } = choices;
  return { payment_method, delivery_method, delivery_cost, payment_in_shop, vat };
}

/** Stores the user's session cart method (one row per user). */
export async function saveCartMethod(em: EntityManager, userId: number, method: CartMethod): Promise<void> {
  await em.upsert(CartMethodSchema, {
    user: userId,
    paymentMethod: method.payment_method,
    deliveryMethod: method.delivery_method,
    deliveryCost: method.delivery_cost,
    paymentInShop: method.payment_in_shop,
    vat: method.vat,
    updatedAt: new Date(),
  });
}
