import type { EntityManager } from '@mikro-orm/postgresql';
import { preparedQuery } from '../../lib/prepared-query.ts';
import { ON_SALE_SQL } from './on-sale.ts';
import type { PriceBreak, ProductCard, ProductListItem, SuggestionProduct } from '#shared/catalog/schemas.ts';

/** Columns of a product card (spec §3 Product), read from `PRODUCT_ROWS_FROM`. */
export const CARD_COLUMNS = `p.id, p.slug, p.name, p.name_en, p.image_id, p.price, p.unit, p.inventory, p.multiples, p.step,
  s.name as supplier_name, p.product_tag_name, p.subject_id`;
const LIST_COLUMNS = `${CARD_COLUMNS}, p.sku, p.mpn, p.package, p.description, s.slug as supplier_slug`;
/** Products with their supplier, aliased `p` and `s` as the column lists expect. */
export const PRODUCT_ROWS_FROM = 'products p left join suppliers s on s.id = p.supplier_id';
const SUGGESTION_COLUMNS = `p.id, p.name, p.name_en, p.slug, p.image_id, p.price, p.unit, p.multiples, p.step, p.inventory, p.sku, p.mpn,
  s.name as supplier_name`;

/**
 * Rows for ids the catalogue index chose, read fresh from PostgreSQL (so price and stock are
 * current) and returned in the given order. Unknown ids (e.g. deleted since the index was built)
 * and products no longer on sale (hidden or archived since) are skipped, repeated ids shown once.
 */
async function rowsInOrder<T extends { id: number }>(em: EntityManager, name: string, columns: string, ids: readonly number[]): Promise<T[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  // One array parameter instead of `in (?, ?, ...)`: the same SQL text for any number of ids, so
  // it runs as a named prepared statement (parsed once per connection, generic plan after a few).
  const rows = await preparedQuery<T>(em, name, `select ${columns} from ${PRODUCT_ROWS_FROM} where p.id = any($1::int[]) and ${ON_SALE_SQL}`, [unique]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => byId.get(id)).filter((row) => row !== undefined);
}

export function productCardRows(em: EntityManager, ids: readonly number[]): Promise<ProductCard[]> {
  return rowsInOrder<ProductCard>(em, 'product-card-rows-v4', CARD_COLUMNS, ids);
}

export function productListRows(em: EntityManager, ids: readonly number[]): Promise<ProductListItem[]> {
  return rowsInOrder<ProductListItem>(em, 'product-list-rows-v4', LIST_COLUMNS, ids);
}

export function suggestionRows(em: EntityManager, ids: readonly number[]): Promise<SuggestionProduct[]> {
  return rowsInOrder<SuggestionProduct>(em, 'suggestion-rows-v4', SUGGESTION_COLUMNS, ids);
}

/** Volume price breaks of each product, by quantity (spec §3 Cart item `prices`). */
export async function priceBreaksOf(em: EntityManager, ids: readonly number[]): Promise<Map<number, PriceBreak[]>> {
  const prices = new Map<number, PriceBreak[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return prices;
  const rows = await preparedQuery<{ product_id: number; quantity: number; price: number }>(
    em,
    'price-breaks-of-v1',
    'select product_id, quantity, price from product_prices where product_id = any($1::int[]) order by product_id, quantity',
    [ids],
  );
  for (const row of rows) prices.get(row.product_id)?.push({ quantity: row.quantity, price: row.price });
  return prices;
}
