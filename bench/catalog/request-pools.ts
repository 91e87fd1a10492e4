import pg from 'pg';
import type { BomMatchRequest } from '#shared/bom/schemas.ts';
import { BOM_BENCH_LINES, bomRequestPool, type BomSourcePart } from './bom-requests.ts';
import { listingSelection, type ListingSelection, type SampledProduct } from './listing-selections.ts';
import { createPrng, type Prng } from './prng.ts';
import { searchQueryPool } from './search-queries.ts';

/** Fixed request pools for one dataset: the same database and seed always give the same pools. */
export interface RequestPools {
  searchQueries: string[];
  listings: ListingSelection[];
  productSlugs: string[];
  /** 200-line BOMs for POST /v1/bom/match. */
  bomRequests: BomMatchRequest[];
}

export interface PoolSizes {
  search: number;
  listings: number;
  products: number;
  boms: number;
}

export const DEFAULT_POOL_SIZES: PoolSizes = { search: 1000, listings: 2000, products: 20_000, boms: 50 };

/** `count` product ids drawn uniformly (with repeats) from 1..max id, in draw order. */
function drawIds(maxId: number, count: number, rng: Prng): number[] {
  return Array.from({ length: count }, () => 1 + rng.int(maxId));
}

async function rowsById<T extends { id: number }>(client: pg.Client, sql: string, ids: readonly number[]): Promise<T[]> {
  const result = await client.query<T>(sql, [[...new Set(ids)]]);
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}

async function categoryChains(client: pg.Client): Promise<Map<number, number[]>> {
  const rows = (await client.query<{ id: number; parent_id: number | null }>('select id, parent_id from categories')).rows;
  const parent = new Map(rows.map((row) => [row.id, row.parent_id]));
  const chains = new Map<number, number[]>();
  for (const row of rows) {
    const chain = [row.id];
    for (let up = parent.get(row.id); up !== null && up !== undefined; up = parent.get(up)) chain.push(up);
    chains.set(row.id, chain);
  }
  return chains;
}

/**
 * Draws the benchmark's request pools from the loaded database with a seeded random source
 * (products are drawn uniformly by id, so big categories and brands come up in proportion).
 */
export async function buildRequestPools(url: string, seed: number, sizes: PoolSizes = DEFAULT_POOL_SIZES): Promise<RequestPools> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [{ max }] = (await client.query<{ max: number }>('select coalesce(max(id), 0)::int as max from products')).rows as [{ max: number }];
    if (max === 0) throw new Error('the dataset has no products');

    const searchRng = createPrng(seed + 1);
    const searchProducts = await rowsById<{ id: number; sku: string; mpn: string; package: string | null; description: string | null }>(
      client,
      'select id, sku, mpn, package, description from products where id = any($1)',
      drawIds(max, sizes.search, searchRng),
    );
    const categories = (
      await client.query<{ name: string; products: number }>('select name, number_product as products from categories where level <= 2 order by id')
    ).rows;
    const supplierNames = (await client.query<{ name: string }>('select name from suppliers order by id')).rows.map((row) => row.name);
    const searchQueries = searchQueryPool({ products: searchProducts, categories, supplierNames }, sizes.search, searchRng);

    const listingRng = createPrng(seed + 2);
    const chains = await categoryChains(client);
    const listingProducts = await rowsById<{ id: number; subject_id: number; supplier_id: number | null; inventory: number; property_ids: number[] }>(
      client,
      `select p.id, p.subject_id, p.supplier_id, p.inventory,
         coalesce((select array_agg(pp.property_id order by pp.property_id) from product_properties pp where pp.product_id = p.id), '{}') as property_ids
       from products p where p.id = any($1)`,
      drawIds(max, sizes.listings, listingRng),
    );
    const listings = listingProducts.map((row) => {
      const sampled: SampledProduct = {
        categoryChain: chains.get(row.subject_id) ?? [row.subject_id],
        supplierId: row.supplier_id,
        inventory: row.inventory,
        propertyIds: row.property_ids,
      };
      return listingSelection(sampled, listingRng);
    });

    const productRng = createPrng(seed + 3);
    const productSlugs = (
      await rowsById<{ id: number; slug: string }>(client, 'select id, slug from products where id = any($1)', drawIds(max, sizes.products, productRng))
    ).map((row) => row.slug);

    const bomRng = createPrng(seed + 4);
    const bomParts = await rowsById<BomSourcePart & { id: number }>(
      client,
      'select id, sku, mpn, package, description from products where id = any($1)',
      drawIds(max, sizes.boms * BOM_BENCH_LINES, bomRng),
    );
    const bomRequests = bomRequestPool(bomParts, sizes.boms, bomRng);

    return { searchQueries, listings, productSlugs, bomRequests };
  } finally {
    await client.end();
  }
}
