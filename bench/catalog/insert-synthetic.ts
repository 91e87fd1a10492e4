import type pg from 'pg';
import type { CatalogPlan } from '#shared/catalog-plan/catalog-plan-types.ts';
import { generateSyntheticProducts, type SyntheticProduct } from './synthetic-products.ts';

const BATCH = 10_000;
const LOADED_TABLES = ['products', 'product_prices', 'product_properties', 'product_images'];

/** Ids of the demo seed's rows, looked up by the plan's keys (as the seed itself maps them). */
interface IdMaps {
  category: Map<string, number>;
  supplier: Map<string, number>;
  property: Map<string, number>;
  /** Real part SKU → its product id and drawn picture. */
  real: Map<string, { id: number; imageId: number | null }>;
}

async function idMaps(client: pg.Client, plan: CatalogPlan): Promise<IdMaps> {
  const categories = await client.query<{ id: number; slug: string }>('select id, slug from categories');
  const categoryBySlug = new Map(categories.rows.map((row) => [row.slug, row.id]));
  const suppliers = await client.query<{ id: number; slug: string }>('select id, slug from suppliers');
  const supplierBySlug = new Map(suppliers.rows.map((row) => [row.slug, row.id]));
  const properties = await client.query<{ id: number; parent_id: number | null; name: string }>('select id, parent_id, name from properties');
  const propertyByName = new Map(properties.rows.map((row) => [`${row.parent_id ?? ''}|${row.name}`, row.id]));
  const property = new Map<string, number>();
  for (const isGroup of [true, false]) {
    for (const prop of plan.properties.filter((p) => (p.parentKey === null) === isGroup)) {
      const parent = prop.parentKey === null ? '' : property.get(prop.parentKey);
      const id = propertyByName.get(`${parent}|${prop.name}`);
      if (id !== undefined) property.set(prop.key, id);
    }
  }
  const real = await client.query<{ id: number; sku: string; image_id: number | null }>('select id, sku, image_id from products');
  return {
    category: new Map(plan.categories.map((c) => [c.key, required(categoryBySlug, c.slug, 'category')])),
    supplier: new Map(plan.suppliers.map((s) => [s.key, required(supplierBySlug, s.slug, 'supplier')])),
    property,
    real: new Map(real.rows.map((row) => [row.sku, { id: row.id, imageId: row.image_id }])),
  };
}

function required<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`the demo seed has no ${what} "${String(key)}"`);
  return value;
}

/** Gallery rows (product_images) of the real parts, when the schema has them: copied to the products that reuse their picture. */
async function galleryByProduct(client: pg.Client): Promise<Map<number, { imageId: number; position: number }[]> | null> {
  const exists = await client.query<{ table: string | null }>("select to_regclass('product_images')::text as table");
  if (!exists.rows[0]?.table) return null;
  const rows = await client.query<{ product_id: number; image_id: number; position: number }>('select product_id, image_id, position from product_images');
  if (rows.rowCount === 0) return null;
  const gallery = new Map<number, { imageId: number; position: number }[]>();
  for (const row of rows.rows) {
    const list = gallery.get(row.product_id) ?? [];
    list.push({ imageId: row.image_id, position: row.position });
    gallery.set(row.product_id, list);
  }
  return gallery;
}

const INSERT_PRODUCTS = `insert into products
  (id, slug, name, sku, mpn, subject_id, supplier_id, image_id, price, unit, inventory, multiples, product_tag_name, package, description, datasheet_url, created_at, updated_at)
  select id, slug, name, sku, mpn, subject_id, supplier_id, image_id, price, 'Cái', inventory, multiples, tag, package, description, datasheet, created, created
  from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[], $9::int[], $10::int[], $11::int[],
              $12::text[], $13::text[], $14::text[], $15::text[], $16::timestamptz[])
    as t(id, slug, name, sku, mpn, subject_id, supplier_id, image_id, price, inventory, multiples, tag, package, description, datasheet, created)`;
const INSERT_PRICES = 'insert into product_prices (product_id, quantity, price) select * from unnest($1::int[], $2::int[], $3::int[])';
const INSERT_PROPERTIES = 'insert into product_properties (product_id, property_id) select * from unnest($1::int[], $2::int[])';
const INSERT_GALLERY = 'insert into product_images (product_id, image_id, position) select * from unnest($1::int[], $2::int[], $3::smallint[])';

/** One batch as column arrays, ready for `unnest`. */
function batchColumns(batch: readonly SyntheticProduct[], firstId: number, ids: IdMaps, gallery: Map<number, { imageId: number; position: number }[]> | null) {
  const products: unknown[][] = Array.from({ length: 16 }, () => []);
  const prices: number[][] = [[], [], []];
  const properties: number[][] = [[], []];
  const images: number[][] = [[], [], []];
  batch.forEach((product, offset) => {
    const id = firstId + offset;
    const template = required(ids.real, product.imageSku, 'part');
    const row = [
      id,
      product.slug,
      product.name,
      product.sku,
      product.mpn,
      required(ids.category, product.categoryKey, 'category key'),
      ids.supplier.get(product.manufacturerKey) ?? null,
      template.imageId,
      product.price,
      product.inventory,
      product.multiples,
      product.productTagName,
      product.package,
      product.description,
      product.datasheetUrl,
      product.createdAt,
    ];
    row.forEach((value, column) => products[column]!.push(value));
    for (const priceBreak of product.priceBreaks) {
      prices[0]!.push(id);
      prices[1]!.push(priceBreak.quantity);
      prices[2]!.push(priceBreak.price);
    }
    for (const key of product.propertyKeys) {
      properties[0]!.push(id);
      properties[1]!.push(required(ids.property, key, 'property'));
    }
    for (const picture of gallery?.get(template.id) ?? []) {
      images[0]!.push(id);
      images[1]!.push(picture.imageId);
      images[2]!.push(picture.position);
    }
  });
  return { products, prices, properties, images };
}

/**
 * Secondary indexes (not backing a primary key or unique constraint) of the loaded tables: dropped
 * for the load and rebuilt once at the end, which is several times faster than updating them row
 * by row (and keeps working whatever indexes later migrations add, trigram ones included).
 */
async function secondaryIndexes(client: pg.Client): Promise<{ name: string; definition: string }[]> {
  const result = await client.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i
     where i.indrelid in (select to_regclass(name) from unnest($1::text[]) as name)
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
     order by 1`,
    [LOADED_TABLES],
  );
  return result.rows;
}

async function insertBatch(client: pg.Client, columns: ReturnType<typeof batchColumns>): Promise<void> {
  await client.query(INSERT_PRODUCTS, columns.products);
  await client.query(INSERT_PRICES, columns.prices);
  await client.query(INSERT_PROPERTIES, columns.properties);
  if (columns.images[0]!.length) await client.query(INSERT_GALLERY, columns.images);
}

/**
 * Appends `count` generated products (with price rows, filter values and, when the schema has a
 * gallery, the template's gallery rows) in multi-row `insert ... select from unnest(...)`
 * batches of 10,000, generating the next batch while PostgreSQL writes the previous one. The
 * per-row `products_count_categories` trigger is off meanwhile; the caller recounts the tree.
 */
export async function insertSyntheticProducts(
  client: pg.Client,
  plan: CatalogPlan,
  options: { count: number; seed: number; log: (line: string) => void },
): Promise<void> {
  const started = performance.now();
  const ids = await idMaps(client, plan);
  const gallery = await galleryByProduct(client);
  const triggers = await client.query<{ table: string; name: string; row_level: boolean }>(
    `select tgrelid::regclass::text as table, tgname as name, (tgtype & 1) = 1 as row_level from pg_trigger
     where tgrelid in (select to_regclass(name) from unnest($1::text[]) as name) and not tgisinternal
     order by 1, 2`,
    [LOADED_TABLES],
  );
  const others = triggers.rows.filter((row) => row.name !== 'products_count_categories');
  const rowLevel = others.filter((row) => row.row_level);
  // Replica mode skips every trigger of this session, the foreign-key checks included (the ids are
  // mapped from the seed, so they hold by construction). Only safe while no other row-level
  // trigger maintains derived data; otherwise just the counting trigger is paused and the rest
  // fire row by row. Statement-level triggers (catalog_version) are fired once after the load.
  const replica = rowLevel.length === 0;
  options.log(
    replica
      ? 'load mode: session_replication_role = replica (no per-row triggers or foreign-key checks)'
      : `load mode: products_count_categories paused; other row triggers still fire: ${rowLevel.map((row) => `${row.table}.${row.name}`).join(', ')}`,
  );
  const [{ max }] = (await client.query<{ max: number }>('select coalesce(max(id), 0)::int as max from products')).rows as [{ max: number }];
  let nextId = max + 1;

  const indexes = await secondaryIndexes(client);
  options.log(`rebuilt after the load: ${indexes.map((index) => index.name).join(', ')}`);
  for (const index of indexes) await client.query(`drop index ${index.name}`);
  await client.query(replica ? 'set session_replication_role = replica' : 'alter table products disable trigger products_count_categories');
  try {
    const generator = generateSyntheticProducts(plan, { count: options.count, seed: options.seed });
    let pending: Promise<void> | null = null;
    let done = 0;
    let lastReport = 0;
    for (;;) {
      const batch: SyntheticProduct[] = [];
      while (batch.length < BATCH) {
        const item = generator.next();
        if (item.done) break;
        batch.push(item.value);
      }
      if (batch.length === 0) break;
      const columns = batchColumns(batch, nextId, ids, gallery);
      nextId += batch.length;
      if (pending) await pending;
      pending = insertBatch(client, columns);
      pending.catch(() => {}); // awaited (and thrown) before the next batch is queued
      done += batch.length;
      if (done - lastReport >= 100_000) {
        lastReport = done;
        options.log(`  ${done.toLocaleString('en')} generated products queued (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      }
    }
    if (pending) await pending;
    options.log(`rebuilding ${indexes.length} indexes (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    await client.query("set maintenance_work_mem = '1GB'");
    for (const index of indexes) await client.query(index.definition);
    await client.query(`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`);
  } finally {
    await client.query(replica ? 'set session_replication_role = default' : 'alter table products enable trigger products_count_categories');
  }
  if (replica) {
    // An empty insert fires each table's statement-level insert triggers once, as the batches would have.
    for (const table of new Set(others.map((row) => row.table))) await client.query(`insert into ${table} select * from ${table} where false`);
  }
  options.log(`inserted ${options.count.toLocaleString('en')} generated products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
