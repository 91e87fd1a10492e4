import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One changed product row (or, with no product, "everything"), written by triggers in the writing
 * transaction and read by sequence by every app worker (`ProductChangeFeed`, migration
 * ProductChangeTable). Not a foreign key: the row outlives a deleted product on purpose.
 */
export const ProductChangeSchema = defineEntity({
  name: 'ProductChange',
  tableName: 'product_changes',
  properties: {
    seq: p.bigint('number').primary(),
    productId: p.integer().nullable(),
    changedAt: p.datetime(),
  },
});
export type ProductChangeRow = InferEntity<typeof ProductChangeSchema>;

/** How far pruning has deleted `product_changes` (one row). */
export const ProductChangesPrunedSchema = defineEntity({
  name: 'ProductChangesPruned',
  tableName: 'product_changes_pruned',
  properties: {
    id: p.smallint().primary(),
    upTo: p.bigint('number').default(0),
  },
});
export type ProductChangesPruned = InferEntity<typeof ProductChangesPrunedSchema>;
