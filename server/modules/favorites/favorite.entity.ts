import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../accounts/user.entity.ts';
import { ProductSchema } from '../catalog/product.entity.ts';

/**
 * A product a user bookmarked (spec §6 "favorites", §7 POST /v1/favorites with `page_id`, the
 * product id). At most one row per user and product.
 */
export const FavoriteSchema = defineEntity({
  name: 'Favorite',
  tableName: 'favorites',
  uniques: [{ name: 'favorites_user_id_product_id_unique', properties: ['user', 'product'] }],
  properties: {
    id: p.bigint('number').primary(),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    product: () => p.manyToOne(ProductSchema).index().deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Favorite = InferEntity<typeof FavoriteSchema>;
