import type { OrderSort } from '#shared/catalog/schemas.ts';
import { formatIdList } from '#shared/catalog/listing-params.ts';
import type { Prng } from './prng.ts';

/** A product drawn uniformly from the catalogue, with what a shopper could filter it by. */
export interface SampledProduct {
  /** Its category chain, leaf first (one to three ids). */
  categoryChain: readonly number[];
  supplierId: number | null;
  inventory: number;
  propertyIds: readonly number[];
}

/** One category page as a shopper sets it up: the listing and its filter counts share the selection. */
export interface ListingSelection {
  /** `/v1/products?...` */
  listingPath: string;
  /** `/v1/filter-category?...` with the same category, prid, brand and stock. */
  countsPath: string;
}

const SORTS: readonly [OrderSort, number][] = [
  ['default', 40],
  ['price_asc', 15],
  ['price_desc', 10],
  ['newest', 10],
  ['stock_desc', 15],
  ['name_asc', 10],
];
const PAGES: readonly [number, number][] = [
  [1, 50],
  [2, 20],
  [3, 12],
  [4, 10],
  [5, 8],
];
const PAGE_SIZES: readonly [number, number][] = [
  [24, 70],
  [48, 20],
  [96, 10],
];

function weightedPick<T>(table: readonly [T, number][], rng: Prng): T {
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of table) cumulative.push((total += weight));
  return (table[rng.weighted(cumulative)] as [T, number])[0];
}

function pickSome<T>(items: readonly T[], count: number, rng: Prng): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(rng.int(pool.length), 1)[0] as T);
  return picked;
}

/**
 * A category page selection built around a product drawn uniformly from the catalogue, so big
 * categories come up as often as shoppers meet them: its leaf, parent or grandparent category
 * (levels drawn evenly), 0-2 of its own filter values and, sometimes, its brand and "in stock
 * only" when it is in stock (so the selection always matches something), pages 1-5 and every
 * sort order.
 */
export function listingSelection(product: SampledProduct, rng: Prng): ListingSelection {
  const categoryId = rng.pick(product.categoryChain);
  const selection = new URLSearchParams({ category_id: String(categoryId) });
  const valueCount = weightedPick<number>([[0, 40], [1, 40], [2, 20]], rng);
  const prid = formatIdList(pickSome(product.propertyIds, valueCount, rng));
  if (prid) selection.set('prid', prid);
  if (product.supplierId !== null && rng.chance(0.25)) selection.set('brand', String(product.supplierId));
  if (rng.chance(0.25) && product.inventory > 0) selection.set('stock', '1');
  const listing = new URLSearchParams(selection);
  const sort = weightedPick(SORTS, rng);
  if (sort !== 'default') listing.set('order_sort', sort);
  const pageSize = weightedPick(PAGE_SIZES, rng);
  if (pageSize !== 24) listing.set('number_view', String(pageSize));
  const page = weightedPick(PAGES, rng);
  if (page > 1) listing.set('page', String(page));
  // Id lists go out with plain commas, as the storefront writes them (prid=4,30).
  const query = (params: URLSearchParams): string => params.toString().replaceAll('%2C', ',');
  return { listingPath: `/v1/products?${query(listing)}`, countsPath: `/v1/filter-category?${query(selection)}` };
}
