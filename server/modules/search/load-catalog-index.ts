import pg from 'pg';
import type { CatalogData, CategoryMeta, PropertyMeta, SupplierMeta } from './catalog-data.ts';
import { CatalogIndexBuilder, type ProductRow } from './catalog-index-builder.ts';
import { ON_SALE_SQL } from '../catalog/index.ts';

/** Rows per round trip: small enough that processing one batch never holds the event loop long. */
const PRODUCT_BATCH = 2_000;
const LINK_BATCH = 20_000;

/** The products the storefront shows (the others' filter links are skipped by the builder). */

/**
 * Reads the catalogue from PostgreSQL into a new index snapshot. Everything is read in one
 * REPEATABLE READ transaction, so the version number, the per-category counts and the rows agree
 * even while the shop keeps writing. Products and their filter links stream through server-side
 * cursors in array row mode (no ORDER BY, so PostgreSQL sorts nothing); only typed arrays and the
 * words survive each batch. Uses its own connection so a long build never holds a pool slot.
 */
export async function loadCatalogData(connectionString: string, pause: () => Promise<void>): Promise<CatalogData> {
  const client = new pg.Client({ connectionString, application_name: 'catalog-index' });
  await client.connect();
  let builder: CatalogIndexBuilder;
  try {
    await client.query('begin isolation level repeatable read read only');
    // One connection runs one query at a time: these are small, so one after the other.
    const version = await client.query<{ v: string }>('select coalesce(sum(version), 0)::text as v from catalog_version');
    const categories = await client.query<CategoryMeta>('select id, parent_id, level, slug, name, name_en, image_id, number_product, position from categories');
    const suppliers = await client.query<SupplierMeta>('select id, name, slug from suppliers');
    const properties = await client.query<PropertyMeta>('select id, parent_id, name, name_en, position from properties');
    // Only what the storefront sells: hidden and archived products are staff-only (/admin/products).
    const counts = await client.query<{ subject_id: number; n: number }>(`select p.subject_id, count(*)::int as n from products p where ${ON_SALE_SQL} group by p.subject_id`);
    const maxId = await client.query<{ max: number }>('select coalesce(max(id), 0)::int as max from products');
    builder = new CatalogIndexBuilder({
      version: Number(version.rows[0]?.v ?? 0),
      categories: categories.rows,
      suppliers: suppliers.rows,
      properties: properties.rows,
      directProductCounts: new Map(counts.rows.map((row) => [row.subject_id, row.n])),
      maxProductId: maxId.rows[0]?.max ?? 0,
    });
    await client.query(
      `declare catalog_products no scroll cursor for
       select id, subject_id, supplier_id, price, inventory, extract(epoch from created_at)::int,
              product_tag_name is not null, name, name_en, description, mpn, sku, package
         from products p where ${ON_SALE_SQL}`,
    );
    for (;;) {
      const { rows } = await client.query<ProductRow>({ text: `fetch forward ${PRODUCT_BATCH} from catalog_products`, rowMode: 'array' });
      for (const row of rows) builder.addProduct(row);
      if (rows.length < PRODUCT_BATCH) break;
    }
    await client.query('declare catalog_links no scroll cursor for select product_id, property_id from product_properties');
    for (;;) {
      const { rows } = await client.query<[number, number]>({ text: `fetch forward ${LINK_BATCH} from catalog_links`, rowMode: 'array' });
      for (const [productId, valueId] of rows) builder.addProductValue(productId, valueId);
      if (rows.length < LINK_BATCH) break;
    }
    await client.query('commit');
  } finally {
    await client.end();
  }
  return builder.finish(pause);
}

/** The catalogue version PostgreSQL is at now (the sum of the `catalog_version` slots). */
export async function readCatalogVersion(query: (sql: string) => Promise<{ v: string }[]>): Promise<number> {
  const [row] = await query('select coalesce(sum(version), 0)::text as v from catalog_version');
  return Number(row?.v ?? 0);
}
