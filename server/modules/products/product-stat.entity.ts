import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ProductSchema } from '../catalog/product.entity.ts';

/**
 * How often a product page was viewed: the popularity behind GET /v1/product-popular (spec §7).
 * Written only by the view counter's periodic flush (one upsert for many products), never per
 * request. Products never viewed have no row.
 */
export const ProductStatSchema = defineEntity({
  name: 'ProductStat',
  tableName: 'product_stats',
  properties: {
    product: () => p.manyToOne(ProductSchema).primary().deleteRule('cascade'),
    views: p.integer().default(0).index(),
    updatedAt: p.datetime(),
  },
});
export type ProductStat = InferEntity<typeof ProductStatSchema>;
