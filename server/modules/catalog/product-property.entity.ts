import { defineEntity, p } from '@mikro-orm/core';
import { ProductSchema } from './product.entity.ts';
import { PropertySchema } from './property.entity.ts';

/** Links a product to a filter value; indexed by value for the filter counts (spec §7 filter-category). */
export const ProductPropertySchema = defineEntity({
  name: 'ProductProperty',
  tableName: 'product_properties',
  properties: {
    product: () => p.manyToOne(ProductSchema).primary().deleteRule('cascade'),
    property: () => p.manyToOne(PropertySchema).primary().index().deleteRule('cascade'),
  },
});
