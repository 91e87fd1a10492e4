import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ProductSchema } from '../catalog/product.entity.ts';
import { OrderSchema } from './order.entity.ts';

/**
 * One product of an order, with the name, unit price and extra as they were when ordered (spec
 * §3 Cart item fields); the product link survives only while the product exists.
 */
export const OrderLineSchema = defineEntity({
  name: 'OrderLine',
  tableName: 'order_lines',
  properties: {
    id: p.bigint('number').primary(),
    order: () => p.manyToOne(OrderSchema).index().deleteRule('cascade'),
    product: () => p.manyToOne(ProductSchema).nullable().index().deleteRule('set null'),
    name: p.string().length(500),
    /** The English storefront's name when ordered (null: none, `name` is shown). */
    nameEn: p.string().length(255).nullable(),
    sku: p.string().length(64).nullable(),
    unit: p.string().length(64).nullable(),
    quantity: p.integer(),
    unitPrice: p.integer(),
    catextId: p.integer().nullable(),
    priceExt: p.integer().default(0),
    lineTotal: p.bigint('number'),
  },
});
export type OrderLine = InferEntity<typeof OrderLineSchema>;
