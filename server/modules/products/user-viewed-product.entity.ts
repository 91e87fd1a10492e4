import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../accounts/user.entity.ts';
import { ProductSchema } from '../catalog/product.entity.ts';

/**
 * A signed-in user's recently viewed products ("recently viewed — Dexie for guests,
 * server for users"), so the box follows them to another device. Trimmed to the newest
 * VIEWED_LIMIT rows per user on every write.
 */
export const UserViewedProductSchema = defineEntity({
  name: 'UserViewedProduct',
  tableName: 'user_viewed_products',
  indexes: [{ properties: ['user', 'viewedAt'] }],
  properties: {
    user: () => p.manyToOne(UserSchema).primary().deleteRule('cascade'),
    product: () => p.manyToOne(ProductSchema).primary().index().deleteRule('cascade'),
    viewedAt: p.datetime(),
  },
});
export type UserViewedProduct = InferEntity<typeof UserViewedProductSchema>;
