import type { EntityManager } from '@mikro-orm/postgresql';
import type { CategoryExtra } from '#shared/cart/cart-line.ts';
import { AppError } from '../../errors.ts';
import { CategoryExtraSchema } from '../catalog/category-extra.entity.ts';
import { ProductSchema } from '../catalog/product.entity.ts';

/**
 * The category extras each product's lines may carry (spec §3 Cart item `category_extras`): the
 * options of the product's category, in the shop's order. Products without any map to [].
 */
export async function categoryExtrasOf(em: EntityManager, productIds: readonly number[]): Promise<Map<number, CategoryExtra[]>> {
  const byProduct = new Map<number, CategoryExtra[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const products = await em.find(ProductSchema, { id: { $in: [...productIds] } }, { fields: ['category'], disableIdentityMap: true });
  const categoryIds = [...new Set(products.map((product) => product.category.id))];
  const rows = categoryIds.length === 0 ? [] : await em.find(CategoryExtraSchema, { category: { $in: categoryIds } }, { orderBy: { sort: 'asc', id: 'asc' } });
  const byCategory = new Map<number, CategoryExtra[]>();
  for (const row of rows) {
    const extra = { id: row.id, name: row.name, name_en: row.nameEn, price: row.price, image_id: row.image?.id ?? null };
    byCategory.set(row.category.id, [...(byCategory.get(row.category.id) ?? []), extra]);
  }
  for (const product of products) byProduct.set(product.id, byCategory.get(product.category.id) ?? []);
  return byProduct;
}

/** The chosen extra when it is one of the offered ones; null for "none" or an extra no longer offered. */
export function offeredExtra(extras: readonly CategoryExtra[], catextId: number | null | undefined): CategoryExtra | null {
  if (catextId === null || catextId === undefined) return null;
  return extras.find((extra) => extra.id === catextId) ?? null;
}

/** The 400 of a `catext_id` that is not an option of the product's category. */
export function invalidExtra(): AppError {
  return new AppError(400, 'invalid_category_extra', 'This product has no such option', { catext_id: 'invalid_category_extra' });
}

/**
 * The extra a write asks for, checked against the product's category (never the browser's price):
 * `{ catextId, priceExt }` to store, or a 400 naming `catext_id` when it is not offered.
 */
export function chosenExtra(extras: readonly CategoryExtra[], catextId: number | null | undefined): { catextId: number | null; priceExt: number } {
  if (catextId === null || catextId === undefined) return { catextId: null, priceExt: 0 };
  const extra = offeredExtra(extras, catextId);
  if (!extra) throw invalidExtra();
  return { catextId: extra.id, priceExt: extra.price };
}
