import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamps } from '../../db/timestamps.ts';
import { ImageSchema } from '../media/image.entity.ts';
import { CategorySchema } from './category.entity.ts';
import { PropertySchema } from './property.entity.ts';
import { SupplierSchema } from './supplier.entity.ts';

/**
 * A sellable part (spec §3 Product). `price` is the integer VND unit price of the first volume
 * break. Quantities (spec §3 `multiples` "minimum and step", §4; shared/catalog/quantity.ts):
 * `multiples` is the minimum order, `step` what the quantity moves by above it, `reel` a full reel
 * offered as a one-click choice (the reel is never the step).
 * `category` is stored as `subject_id`, the spec's name for the product's category.
 */
export const ProductSchema = defineEntity({
  name: 'Product',
  tableName: 'products',
  properties: {
    id: p.integer().primary(),
    slug: p.string().length(255).unique(),
    name: p.string().length(255),
    /** The English storefront's name; null shows `name`. */
    nameEn: p.string().length(255).nullable(),
    sku: p.string().length(64).unique(),
    mpn: p.string().length(128).index(),
    category: () => p.manyToOne(CategorySchema).fieldName('subject_id').index().deleteRule('restrict'),
    supplier: () => p.manyToOne(SupplierSchema).nullable().index().deleteRule('set null'),
    image: () => p.manyToOne(ImageSchema).nullable().deleteRule('set null'),
    price: p.integer(),
    unit: p.string().length(32).default('Cái'),
    inventory: p.integer().default(0),
    multiples: p.integer().default(1),
    step: p.integer().default(1),
    reel: p.integer().nullable(),
    productTagName: p.string().length(64).nullable(),
    package: p.string().length(128).nullable(),
    description: p.text().nullable(),
    datasheetUrl: p.string().length(500).nullable(),
    /** The supplier's USD price table `[[fromQuantity, unitPriceUsd], ...]`: the cost staff re-price from; null when unknown. */
    costUsd: p.json<[number, number][]>().nullable(),
    /** Hidden parts stay in /admin but leave every storefront listing, search and page. */
    visible: p.boolean().default(true),
    /** Archived instead of deleted (order lines keep pointing at it); off the storefront like hidden. */
    archivedAt: p.datetime().nullable(),
    priceBreaks: () => p.oneToMany(PriceBreakSchema).mappedBy('product').orderBy({ quantity: 'asc' }),
    properties: () => p.manyToMany(PropertySchema).pivotEntity(() => ProductPropertySchema),
    ...timestamps(),
  },
  // Best-stocked products of a category, and of the whole catalogue, read from an index: the
  // related and popular boxes at a million products (server/modules/products/product-box-queries.ts).
  indexes: [{ properties: ['category', 'inventory', 'id'] }, { properties: ['inventory', 'id'] }],
});
export type Product = InferEntity<typeof ProductSchema>;

// A product's volume prices and filter links are defined beside it: the relations point both ways,
// so in files of their own the entities would import each other (import-x/no-cycle).

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

/** Links a product to a filter value; indexed by value for the filter counts (spec §7 filter-category). */
export const ProductPropertySchema = defineEntity({
  name: 'ProductProperty',
  tableName: 'product_properties',
  properties: {
    product: () => p.manyToOne(ProductSchema).primary().deleteRule('cascade'),
    property: () => p.manyToOne(PropertySchema).primary().index().deleteRule('cascade'),
  },
});
