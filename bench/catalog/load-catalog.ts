import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { loadConfig } from '../../server/config.ts';
import { dropDatabase, ensureDatabase, quoteIdent, withDatabase } from '../../server/db/database-url.ts';
import { migrationsList } from '../../server/db/migrations/index.ts';
import { ormConfig } from '../../server/db/orm-config.ts';
import type { CatalogPlan } from '#shared/catalog-plan/catalog-plan-types.ts';
import { seedDemoIfEmpty } from '../../server/seed/seed-demo.ts';
import { LocalStorage } from '../../server/storage/local-storage.ts';
import { insertSyntheticProducts } from './insert-synthetic.ts';

/** Bump when the generator or the loader changes what ends up in the database. */
export const GENERATOR_VERSION = 2;
const PARTS_FILE = new URL('../../server/seed/data/electronic-parts.json', import.meta.url);

export interface DatasetStats {
  products: number;
  productProperties: number;
  priceRows: number;
  categories: number;
  databaseBytes: number;
}

export interface LoadedDataset {
  url: string;
  database: string;
  /** True when the database matched its marker and nothing was loaded. */
  cached: boolean;
  /** How long building it took (this run, or the run that built the cached database). */
  loadSeconds: number;
  stats: DatasetStats;
}

export interface LoadOptions {
  adminUrl: string;
  database: string;
  products: number;
  seed: number;
  storageDir: string;
  reload: boolean;
  plan: CatalogPlan;
  log: (line: string) => void;
}

/** What the cached database was built from; any difference means it is rebuilt. */
function datasetMarker(options: LoadOptions): string {
  const parts = createHash('sha256').update(readFileSync(PARTS_FILE)).digest('hex').slice(0, 16);
  return JSON.stringify({
    generator: GENERATOR_VERSION,
    products: options.products,
    seed: options.seed,
    parts,
    migrations: migrationsList.map((migration) => migration.name),
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The database comment: the marker it was built from and how long that took. */
interface StoredMarker {
  marker: string;
  loadSeconds: number;
}

async function storedMarker(adminUrl: string, database: string): Promise<StoredMarker | null> {
  const comment = await withClient(adminUrl, async (client) => {
    const result = await client.query<{ comment: string | null }>(
      "select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1",
      [database],
    );
    return result.rows[0]?.comment ?? null;
  });
  try {
    const parsed = JSON.parse(comment ?? 'null') as Partial<StoredMarker> | null;
    return typeof parsed?.marker === 'string' && typeof parsed.loadSeconds === 'number' ? { marker: parsed.marker, loadSeconds: parsed.loadSeconds } : null;
  } catch {
    return null;
  }
}

/** Row counts and on-disk size of a loaded dataset. */
export async function datasetStats(url: string): Promise<DatasetStats> {
  return withClient(url, async (client) => {
    const result = await client.query<Record<keyof DatasetStats, string>>(`select
      (select count(*) from products) as "products",
      (select count(*) from product_properties) as "productProperties",
      (select count(*) from product_prices) as "priceRows",
      (select count(*) from categories) as "categories",
      pg_database_size(current_database()) as "databaseBytes"`);
    const row = result.rows[0]!;
    return {
      products: Number(row.products),
      productProperties: Number(row.productProperties),
      priceRows: Number(row.priceRows),
      categories: Number(row.categories),
      databaseBytes: Number(row.databaseBytes),
    };
  });
}

/**
 * `categories.number_product` for the whole tree in one statement: every product counts for its
 * category and all ancestors, as the `products_count_categories` trigger would have done row by row.
 */
export const RECOUNT_CATEGORIES_SQL = `
  with recursive chain(category_id, ancestor_id) as (
    select id, id from categories
    union all
    select chain.category_id, c.parent_id from chain join categories c on c.id = chain.ancestor_id where c.parent_id is not null
  ), direct as (
    select subject_id, count(*)::int as n from products group by subject_id
  ), totals as (
    select chain.ancestor_id as id, coalesce(sum(direct.n), 0)::int as n
    from chain left join direct on direct.subject_id = chain.category_id
    group by chain.ancestor_id
  )
  update categories set number_product = totals.n from totals where totals.id = categories.id and categories.number_product <> totals.n`;

/**
 * Makes sure `options.database` holds the dataset: reuses it when its marker (generator version,
 * size, seed, parts file, migrations) matches, else rebuilds it from scratch: the project's
 * migrations, the demo seed (categories, brands, filter groups, 3,414 real parts with their drawn
 * pictures, shop content), then generated products up to the requested size.
 */
export async function loadCatalog(options: LoadOptions): Promise<LoadedDataset> {
  const url = withDatabase(options.adminUrl, options.database);
  const marker = datasetMarker(options);
  const stored = options.reload ? null : await storedMarker(options.adminUrl, options.database);
  if (stored?.marker === marker) {
    options.log(`dataset ${options.database} is already loaded (its marker matches; --reload rebuilds it)`);
    return { url, database: options.database, cached: true, loadSeconds: stored.loadSeconds, stats: await datasetStats(url) };
  }

  const started = performance.now();
  options.log(`building dataset ${options.database}: ${options.products.toLocaleString('en')} products`);
  await dropDatabase(options.adminUrl, options.database);
  await ensureDatabase(options.adminUrl, options.database);

  const orm = await MikroORM.init(ormConfig(url));
  try {
    await orm.migrator.up();
    const defaults = loadConfig({});
    const seeded = await seedDemoIfEmpty(orm, new LocalStorage(options.storageDir), {
      exchangeRate: defaults.seedExchangeRate,
      marginPercent: defaults.seedMarginPercent,
    });
    options.log(`demo seed: ${seeded?.products ?? 0} real parts in ${seeded?.categories ?? 0} categories (${elapsed(started)})`);
  } finally {
    await orm.close();
  }

  await withClient(url, async (client) => {
    const [{ n }] = (await client.query<{ n: string }>('select count(*) as n from products')).rows as [{ n: string }];
    const missing = options.products - Number(n);
    if (missing > 0) {
      await insertSyntheticProducts(client, options.plan, { count: missing, seed: options.seed, log: options.log });
    }
    options.log(`finishing: category counts, vacuum analyze (${elapsed(started)})`);
    await client.query(RECOUNT_CATEGORIES_SQL);
    await client.query('vacuum (analyze)');
  });
  const loadSeconds = (performance.now() - started) / 1000;
  const comment = JSON.stringify({ marker, loadSeconds: Math.round(loadSeconds * 10) / 10 } satisfies StoredMarker);
  await withClient(options.adminUrl, (client) => client.query(`comment on database ${quoteIdent(options.database)} is ${pg.escapeLiteral(comment)}`));
  options.log(`dataset ${options.database} loaded in ${loadSeconds.toFixed(1)} s`);
  return { url, database: options.database, cached: false, loadSeconds, stats: await datasetStats(url) };
}

function elapsed(started: number): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}
