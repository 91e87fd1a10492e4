import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ProductSchema } from './product.entity.ts';

/** A volume price: from `quantity` units on, each costs `price` VND (spec §3 Cart item prices). */
export const PriceBreakSchema = defineEntity({
  name: 'PriceBreak',
  tableName: 'product_prices',
  properties: {
    id: p.integer().primary(),
    product: () => p.manyToOne(ProductSchema).deleteRule('cascade'),
    quantity: p.integer(),
    price: p.integer(),
  },
  uniques: [{ properties: ['product', 'quantity'] }],
});
export type PriceBreak = InferEntity<typeof PriceBreakSchema>;
