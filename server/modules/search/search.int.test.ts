import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type FilterCategoryResponse, type ProductListResponse, SearchCartResponse, SearchSuggestResponse } from '#shared/catalog/schemas.ts';
import { foldText } from '#shared/search/normalize.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

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

function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}

async function suggest(q: string, app: TestApp = t): Promise<SearchSuggestResponse> {
  const response = await app.app.inject(`/v1/search-autohome?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const body = response.json<SearchSuggestResponse>();
  expect(Value.Check(SearchSuggestResponse, body), JSON.stringify([...Value.Errors(SearchSuggestResponse, body)].slice(0, 3))).toBe(true);
  return body;
}

describe('GET /v1/search-autohome', () => {
  test('is gzip-compressed for clients that accept it (never brotli), and decodes to the same answer', async () => {
    const url = `/v1/search-autohome?q=${encodeURIComponent('dien tro')}`;
    const plain = await t.app.inject(url);
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  test('an exact SKU comes first', async () => {
    const body = await suggest('c25804');
    expect(body.products.data[0]).toMatchObject({ sku: 'C25804' });
    expect(body.products.data.length).toBeLessThanOrEqual(8);
  });

  test('an exact MPN comes first, whatever its case and separators', async () => {
    const [part] = await sql<{ mpn: string; sku: string }>("select mpn, sku from products where mpn ~ '^[A-Z0-9]+-[A-Z0-9]+$' order by id limit 1");
    for (const typed of [part!.mpn, part!.mpn.toLowerCase(), part!.mpn.replace('-', ''), part!.mpn.replace('-', ' ')]) {
      const body = await suggest(typed);
      expect(body.products.data[0], typed).toMatchObject({ mpn: part!.mpn });
    }
  });

  test('MPN prefixes rank before products that only mention the words', async () => {
    const [part] = await sql<{ mpn: string }>("select mpn from products where mpn like 'STM32F%' order by id limit 1");
    const prefix = part!.mpn.slice(0, 7).toLowerCase();
    const body = await suggest(prefix);
    expect(body.products.total).toBeGreaterThan(0);
    expect(body.products.data.every((p) => p.mpn.toLowerCase().replace(/[^a-z0-9]/g, '').startsWith(prefix))).toBe(true);
  });

  test('diacritics do not matter: "dien tro" finds the resistors and their category', async () => {
    const body = await suggest('dien tro');
    expect(body.category.map((c) => c.name)).toContain('Điện trở');
    expect(body.products.total).toBeGreaterThan(300);
    const ids = body.products.data.map((p) => p.id);
    const [{ n }] = (await sql<{ n: number }>(
      `with recursive tree as (select id from categories where name = 'Điện trở' and level = 1
         union all select c.id from categories c join tree on c.parent_id = tree.id)
       select count(*)::int as n from products where id in (?) and subject_id in (select id from tree)`,
      [ids],
    )) as [{ n: number }];
    expect(n).toBe(ids.length);
    expect((await suggest('điện trở')).products.total).toBe(body.products.total);
  });

  test('a typo is forgiven', async () => {
    const exact = await suggest('resistor');
    const typo = await suggest('resitsor');
    expect(typo.products.total).toBeGreaterThan(0);
    expect(typo.products.data.map((p) => p.id)).toEqual(exact.products.data.map((p) => p.id));
  });

  test('a manufacturer is found as a brand and through its products', async () => {
    const body = await suggest('texas instruments');
    expect(body.suppliers.map((s) => s.name)).toContain('Texas Instruments');
    expect(body.products.total).toBeGreaterThan(10);
    expect(body.products.data.every((p) => p.supplier_name === 'Texas Instruments')).toBe(true);
  });

  test('description words find products whose names lack them', async () => {
    const body = await suggest('surface mount');
    expect(body.products.total).toBeGreaterThan(0);
    const ids = body.products.data.map((p) => p.id);
    const rows = await sql<{ name: string; description: string }>('select name, description from products where id in (?)', [ids]);
    expect(rows.some((row) => !foldText(row.name).includes('surface') && foldText(row.description).includes('surface mount'))).toBe(true);
  });

  test('the total counts every match and suggestions keep the spec fields', async () => {
    const body = await suggest('capacitor');
    expect(body.products.total).toBeGreaterThan(body.products.data.length);
    expect(body.products.data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      // Staff's English name, null where none was written.
      name_en: expect.toBeOneOf([null, expect.any(String)]),
      slug: expect.any(String),
      image_id: expect.any(Number),
      price: expect.any(Number),
      unit: 'Cái',
      multiples: expect.any(Number),
      step: 1,
      inventory: expect.any(Number),
      sku: expect.any(String),
      mpn: expect.any(String),
      supplier_name: expect.any(String),
    });
  });

  test('nothing found is an empty answer, not an error', async () => {
    expect(await suggest('zzqxjw')).toEqual({ products: { data: [], total: 0 }, category: [], suppliers: [] });
    expect((await suggest('%%')).products.total).toBe(0);
  });

  test('bad queries are 400s naming q', async () => {
    for (const url of ['/v1/search-autohome?q=a', '/v1/search-autohome', `/v1/search-autohome?q=${'x'.repeat(101)}`, '/v1/search-cart?q=']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.fields).toHaveProperty('q');
    }
  });
});

describe('GET /v1/search-cart', () => {
  test('gives up to ten products with their volume prices in quantity order', async () => {
    const response = await t.app.inject('/v1/search-cart?q=resistor');
    expect(response.statusCode).toBe(200);
    const body = response.json<SearchCartResponse>();
    expect(Value.Check(SearchCartResponse, body)).toBe(true);
    expect(body.products.data).toHaveLength(10);
    const [first] = body.products.data;
    const prices = await sql<{ quantity: number; price: number }>('select quantity, price from product_prices where product_id = ? order by quantity', [first!.id]);
    expect(first!.prices).toEqual(prices);
    expect(first!.prices.length).toBeGreaterThan(0);
  });
});

describe('search results page (GET /v1/products?search)', () => {
  test('relevance is the default order: the exact SKU first', async () => {
    const response = await t.app.inject('/v1/products?search=C25804');
    const body = response.json<ProductListResponse>();
    expect(body.products[0]).toMatchObject({ sku: 'C25804' });
  });

  test('filters and their counts work on search results', async () => {
    const counts = (await t.app.inject('/v1/filter-category?search=chip%20resistor')).json<FilterCategoryResponse>();
    const [value] = counts.properties[0]!.children;
    const filtered = (await t.app.inject(`/v1/products?search=chip%20resistor&prid=${value!.id}&number_view=96`)).json<ProductListResponse>();
    expect(filtered.total).toBe(value!.pCount);
    const withCounts = (await t.app.inject(`/v1/filter-category?search=chip%20resistor&prid=${value!.id}`)).json<FilterCategoryResponse>();
    expect(withCounts.total).toBe(value!.pCount);
  });
});

describe('freshness across instances (catalog_version)', () => {
  test('a product inserted through SQL is found after the version moves, on every instance', async () => {
    const [leaf] = await sql<{ id: number; number_product: number }>('select id, number_product from categories where level = 3 order by id limit 1');
    const [{ before }] = (await sql<{ before: string }>('select sum(version)::text as before from catalog_version')) as [{ before: string }];
    const [inserted] = await sql<{ id: number }>(
      `insert into products (slug, name, sku, mpn, subject_id, price, inventory, created_at, updated_at)
       values ('zq-flux-capacitor-c99999991', 'ZQ-FLUX Capacitor Điện dung 1.21GW', 'C99999991', 'ZQ-FLUX-121', ?, 12100, 88, now(), now()) returning id`,
      [leaf!.id],
    );
    const [{ after }] = (await sql<{ after: string }>('select sum(version)::text as after from catalog_version')) as [{ after: string }];
    expect(Number(after)).toBeGreaterThan(Number(before));
    expect((await suggest('zqflux')).products.total).toBe(0);

    await t.app.catalogSearch.refresh();
    expect(t.app.catalogSearch.version).toBe(Number(after));
    const found = await suggest('zqflux121');
    expect(found.products.data[0]).toMatchObject({ id: inserted!.id, sku: 'C99999991' });
    expect((await suggest('dien dung 1.21gw')).products.data.map((p) => p.id)).toContain(inserted!.id);
    const listing = (await t.app.inject(`/v1/products?category_id=${leaf!.id}&order_sort=newest`)).json<ProductListResponse>();
    expect(listing.total).toBe(leaf!.number_product + 1);
    expect(listing.products[0]!.id).toBe(inserted!.id);

    // The other instance catches up by itself within a couple of polls (every 2 s).
    const deadline = Date.now() + 8_000;
    while (second.app.catalogSearch.version < Number(after) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await suggest('zq-flux-121', second)).products.data[0]).toMatchObject({ id: inserted!.id });

    await sql('delete from products where id = ?', [inserted!.id]);
    await t.app.catalogSearch.refresh();
    expect((await suggest('zqflux121')).products.total).toBe(0);
  });

  test('writes the index does not read leave the version alone', async () => {
    const [{ before }] = (await sql<{ before: string }>('select sum(version)::text as before from catalog_version')) as [{ before: string }];
    await sql('update products set datasheet_url = datasheet_url where id = (select min(id) from products)');
    await sql('update product_prices set price = price where id = (select min(id) from product_prices)');
    const [{ after }] = (await sql<{ after: string }>('select sum(version)::text as after from catalog_version')) as [{ after: string }];
    expect(after).toBe(before);
  });
});
