import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamps } from '../../db/timestamps.ts';
import { UserSchema } from '../accounts/user.entity.ts';
import { ProductSchema } from '../catalog/product.entity.ts';

/**
 * One product in a server-side cart (spec §3 Cart item; "The cart is local-first"). A
 * line belongs to a signed-in user OR to a guest cart session (the browser's guest session id,
 * a UUID), never both; one line per owner and product. `catextId`/`priceExt` hold the chosen
 * category extra and its unit surcharge when chosen (spec §3 `category_extras`, `price_ext`; checked
 * against the product's category and priced from `category_extras`, server/modules/cart/category-extras.ts).
 */
export const CartLineSchema = defineEntity({
  name: 'CartLine',
  tableName: 'cart_lines',
  uniques: [
    { name: 'cart_lines_user_id_product_id_unique', properties: ['user', 'product'] },
    { name: 'cart_lines_guest_session_product_id_unique', properties: ['guestSession', 'product'] },
  ],
  checks: [{ name: 'cart_lines_owner_check', expression: '(user_id is null) <> (guest_session is null)' }],
  properties: {
    id: p.bigint('number').primary(),
    user: () => p.manyToOne(UserSchema).nullable().deleteRule('cascade'),
    guestSession: p.uuid().nullable(),
    product: () => p.manyToOne(ProductSchema).index().deleteRule('cascade'),
    quantity: p.integer(),
    catextId: p.integer().nullable(),
    priceExt: p.integer().default(0),
    ...timestamps(),
  },
});
export type CartLine = InferEntity<typeof CartLineSchema>;
