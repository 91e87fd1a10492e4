import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FilterCategoryResponse, ProductListResponse } from '#shared/catalog/schemas.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { addToCart, buyer, pageOrder, postOrder, stockedProduct } from '../orders/order-test-kit.ts';

// Stock and price reach every instance's catalogue index through the product change table and are
// patched in place: an order never moves catalog_version and never rebuilds an index.

let db: TestDatabase;
let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp({ database: db });
  second = await buildTestApp({ database: db });
});
afterAll(async () => {
  await t.close();
  await second.close();
  await db.drop();
});

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}

async function catalogVersion(): Promise<number> {
  const [row] = await sql<{ v: string }>('select sum(version)::text as v from catalog_version');
  return Number(row!.v);
}

async function listing(app: TestApp, url: string): Promise<ProductListResponse> {
  const response = await app.app.inject(url);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json();
}

/** Polls `check` on an instance until it holds; returns how long that took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

describe('stock and price follow PostgreSQL without rebuilding the index', () => {
  test('an order takes the last units out of the stock filter and its counts on every instance within 2 s', async () => {
    const product = await stockedProduct(t, { price: 123_000, inventory: 3 });
    const [{ category }] = (await sql<{ category: number }>('select subject_id as category from products where id = ?', [product])) as [{ category: number }];
    const inStock = `/v1/products?category_id=${category}&stock=1&number_view=96`;
    const stocked = async (app: TestApp) => (await listing(app, inStock)).products.some((row) => row.id === product);
    // Setting up the product (price, stock) is itself followed without a rebuild.
    for (const app of [t, second]) await within(2_000, () => stocked(app));
    const versionBefore = await catalogVersion();
    const builds = [t.app.catalogSearch.buildCount, second.app.catalogSearch.buildCount];
    const countsBefore = (await t.app.inject(`/v1/filter-category?category_id=${category}&stock=1`)).json<FilterCategoryResponse>();

    const who = await buyer(t);
    await addToCart(t, who, product, 3);
    const page = await pageOrder(t, who);
    const response = await postOrder(t, who, page.fields);
    expect(response.statusCode, response.body).toBe(200);

    for (const app of [t, second]) {
      const waited = await within(2_000, async () => !(await stocked(app)));
      expect(waited).toBeLessThan(2_000);
    }
    const countsAfter = (await second.app.inject(`/v1/filter-category?category_id=${category}&stock=1`)).json<FilterCategoryResponse>();
    expect(countsAfter.total).toBe(countsBefore.total - 1);
    expect(await catalogVersion()).toBe(versionBefore);
    expect([t.app.catalogSearch.buildCount, second.app.catalogSearch.buildCount]).toEqual(builds);
    expect(second.app.catalogSearch.patchCount).toBeGreaterThan(0);
  });

  test('a new price moves the product in the price orders on every instance; a new product still rebuilds', async () => {
    const product = await stockedProduct(t, { price: 50_000, inventory: 10 });
    const [{ category }] = (await sql<{ category: number }>('select subject_id as category from products where id = ?', [product])) as [{ category: number }];
    const cheapestFirst = `/v1/products?category_id=${category}&order_sort=price_asc&number_view=24`;
    const builds = t.app.catalogSearch.buildCount;
    await sql('update products set price = 1 where id = ?', [product]);
    for (const app of [t, second]) await within(2_000, async () => (await listing(app, cheapestFirst)).products[0]?.id === product);
    await sql('update products set price = 999999999 where id = ?', [product]);
    const dearestFirst = `/v1/products?category_id=${category}&order_sort=price_desc&number_view=24`;
    for (const app of [t, second]) await within(2_000, async () => (await listing(app, dearestFirst)).products[0]?.id === product);
    expect(t.app.catalogSearch.buildCount).toBe(builds);

    // Structural: a renamed product moves the version and is found after a rebuild.
    const version = await catalogVersion();
    await sql(`update products set name = 'ZQ-STOCKFOLLOW part' where id = ?`, [product]);
    expect(await catalogVersion()).toBeGreaterThan(version);
    await t.app.catalogSearch.refresh();
    expect(t.app.catalogSearch.buildCount).toBe(builds + 1);
    expect((await listing(t, dearestFirst)).products[0]?.id).toBe(product);
  });
});

describe('the change table is read by sequence without losing a change', () => {
  /** A connection of its own, outside both apps' pools. */
  async function connection(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    return client;
  }

  async function inStockListing(product: number) {
    const [{ category }] = (await sql<{ category: number }>('select subject_id as category from products where id = ?', [product])) as [{ category: number }];
    const url = `/v1/products?category_id=${category}&stock=1&number_view=96`;
    return async (app: TestApp) => (await listing(app, url)).products.some((row) => row.id === product);
  }

  test('a change committed after a later one (an older sequence number) still reaches every instance', async () => {
    const early = await stockedProduct(t, { price: 80_000, inventory: 5 });
    const late = await stockedProduct(t, { price: 80_000, inventory: 5 });
    const [earlyStocked, lateStocked] = [await inStockListing(early), await inStockListing(late)];
    for (const app of [t, second]) await within(2_000, async () => (await earlyStocked(app)) && (await lateStocked(app)));
    await Promise.all([t.app.catalogSearch.refresh(), second.app.catalogSearch.refresh()]);
    const builds = [t.app.catalogSearch.buildCount, second.app.catalogSearch.buildCount];

    const slow = await connection();
    const quick = await connection();
    try {
      // The slow transaction takes its sequence number first and commits last.
      await slow.query('begin');
      await slow.query('update products set inventory = 0 where id = $1', [early]);
      await quick.query('update products set inventory = 0 where id = $1', [late]);
      // Both feeds have read past the slow transaction's number before it commits.
      for (const app of [t, second]) await within(2_000, async () => !(await lateStocked(app)));
      expect(await earlyStocked(t)).toBe(true);
      await slow.query('commit');
      for (const app of [t, second]) await within(2_000, async () => !(await earlyStocked(app)));
    } finally {
      await slow.end();
      await quick.end();
    }
    expect([t.app.catalogSearch.buildCount, second.app.catalogSearch.buildCount]).toEqual(builds);
  });

  test('when the feeds lose their connections, they catch up on what was written meanwhile without rebuilding', async () => {
    const product = await stockedProduct(t, { price: 90_000, inventory: 4 });
    const stocked = await inStockListing(product);
    for (const app of [t, second]) await within(2_000, () => stocked(app));
    await Promise.all([t.app.catalogSearch.refresh(), second.app.catalogSearch.refresh()]);
    const builds = [t.app.catalogSearch.buildCount, second.app.catalogSearch.buildCount];

    const admin = await connection();
    try {
      // The feeds' sessions end (a failover, a pooler restart), then stock changes.
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'product-change-feed'");
      await admin.query('update products set inventory = 0 where id = $1', [product]);
    } finally {
      await admin.end();
    }
    for (const app of [t, second]) await within(2_000, async () => !(await stocked(app)));
    // A feed that had lost changes would have asked for a rebuild: refresh would do it now.
    await Promise.all([t.app.catalogSearch.refresh(), second.app.catalogSearch.refresh()]);
    expect([t.app.catalogSearch.buildCount, second.app.catalogSearch.buildCount]).toEqual(builds);
  });
});
