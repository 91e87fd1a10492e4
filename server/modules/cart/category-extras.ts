import type { EntityManager } from '@mikro-orm/postgresql';
import type { CategoryExtra } from '#shared/cart/cart-line.ts';
import { AppError } from '../../errors.ts';
import { intArray } from '../../lib/sql-arrays.ts';

/**
 * The category extras each product's lines may carry (spec §3 Cart item `category_extras`): the
 * options of the product's category, in the shop's order. Products without any map to [].
 */
export async function categoryExtrasOf(em: EntityManager, productIds: readonly number[]): Promise<Map<number, CategoryExtra[]>> {
  const byProduct = new Map<number, CategoryExtra[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await em.execute<{ product_id: number; id: number; name: string; name_en: string; price: number; image_id: number | null }[]>(
    `select p.id as product_id, e.id, e.name, e.name_en, e.price, e.image_id
       from products p join category_extras e on e.category_id = p.subject_id
      where p.id = any(?::int[])
      order by p.id, e.sort, e.id`,
    [intArray(productIds)],
  );
  for (const row of rows) {
    byProduct.get(Number(row.product_id))?.push({
      id: Number(row.id),
      name: row.name,
      name_en: row.name_en,
      price: Number(row.price),
      image_id: row.image_id === null ? null : Number(row.image_id),
    });
  }
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
