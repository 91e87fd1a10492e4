import type { EntityManager } from '@mikro-orm/postgresql';
import { defaultChoices, normalizeChoices, type CartMethod, type CheckoutChoices, type MethodContext } from '#shared/checkout/methods.ts';

interface CartMethodRow {
  payment_method: number;
  delivery_method: number;
  delivery_cost: number;
  payment_in_shop: number;
  vat: number;
}

/** The user's stored session cart method (spec §3 Cart method), or null before the first choice. */
export async function storedCartMethod(em: EntityManager, userId: number): Promise<CartMethod | null> {
  const [row] = await em.execute<CartMethodRow[]>(
    'select payment_method, delivery_method, delivery_cost, payment_in_shop, vat from cart_methods where user_id = ?',
    [userId],
  );
  if (!row) return null;
  return {
    payment_method: Number(row.payment_method),
    delivery_method: Number(row.delivery_method),
    delivery_cost: Number(row.delivery_cost) === 1 ? 1 : 0,
    payment_in_shop: Number(row.payment_in_shop),
    vat: Number(row.vat) === 1 ? 1 : 0,
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
  await em.execute(
    `insert into cart_methods (user_id, payment_method, delivery_method, delivery_cost, payment_in_shop, vat, updated_at)
     values (?, ?, ?, ?, ?, ?, now())
     on conflict (user_id) do update set payment_method = excluded.payment_method, delivery_method = excluded.delivery_method,
       delivery_cost = excluded.delivery_cost, payment_in_shop = excluded.payment_in_shop, vat = excluded.vat, updated_at = now()`,
    [userId, method.payment_method, method.delivery_method, method.delivery_cost, method.payment_in_shop, method.vat],
  );
}
