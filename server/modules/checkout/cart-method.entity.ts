import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../accounts/user.entity.ts';

/**
 * A user's session cart method (spec §3 Cart method: payment_method, delivery_method,
 * delivery_cost, payment_in_shop, vat), kept per user so it follows them across devices and
 * reloads; POST /v1/carts/update/session changes it and a placed order stores its choices here.
 */
export const CartMethodSchema = defineEntity({
  name: 'CartMethod',
  tableName: 'cart_methods',
  properties: {
    user: () => p.manyToOne(UserSchema).primary().deleteRule('cascade'),
    paymentMethod: p.smallint(),
    deliveryMethod: p.smallint(),
    deliveryCost: p.smallint().default(0),
    paymentInShop: p.smallint(),
    vat: p.smallint().default(0),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type CartMethod = InferEntity<typeof CartMethodSchema>;
