import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CategoryListResponse,
  FilterCategoryResponse,
  ProductListResponse,
  SupplierDetailResponse,
  SupplierListResponse,
} from '#shared/catalog/schemas.ts';
import { foldText } from '#shared/search/normalize.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}

async function json<T>(url: string, schema?: TSchema): Promise<T> {
  const response = await t.app.inject(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  const body = response.json<T>();
  if (schema) expect(Value.Check(schema, body), JSON.stringify([...Value.Errors(schema, body)].slice(0, 3))).toBe(true);
  return body;
}

interface ScopeRow {
  id: number;
  supplier_id: number | null;
  inventory: number;
  property_ids: number[];
}

/** The products of a category subtree with their supplier, stock and filter values, by SQL. */
function subtreeProducts(categoryId: number): Promise<ScopeRow[]> {
  return sql<ScopeRow>(
    `with recursive subtree as (
       select id from categories where id = ?
       union all select c.id from categories c join subtree on c.parent_id = subtree.id
     )
     select p.id, p.supplier_id, p.inventory,
            coalesce((select array_agg(pp.property_id) from product_properties pp where pp.product_id = p.id), '{}') as property_ids
       from products p where p.subject_id in (select id from subtree)`,
    [categoryId],
  );
}

interface Selection {
  prid: number[];
  brand: number[];
  stock: boolean;
}

/** Filter counts computed the plain way from SQL rows: the expected facet semantics. */
function expectedCounts(rows: ScopeRow[], groupOf: Map<number, number>, selection: Selection) {
  const groups = new Map<number, number[]>();
  for (const id of selection.prid) groups.set(groupOf.get(id)!, [...(groups.get(groupOf.get(id)!) ?? []), id]);
  const passes = (row: ScopeRow, except: number | 'brand' | null) =>
    (!selection.stock || row.inventory > 0) &&
    (except === 'brand' || selection.brand.length === 0 || selection.brand.includes(row.supplier_id ?? -1)) &&
    [...groups].every(([group, ids]) => group === except || ids.some((id) => row.property_ids.includes(id)));
  const filters: Record<string, number> = {};
  for (const value of new Set(rows.flatMap((row) => row.property_ids))) {
    filters[value] = rows.filter((row) => passes(row, groupOf.get(value)!) && row.property_ids.includes(value)).length;
  }
  const brands: Record<string, number> = {};
  for (const supplier of new Set(rows.map((row) => row.supplier_id).filter((id) => id !== null))) {
    brands[supplier] = rows.filter((row) => passes(row, 'brand') && row.supplier_id === supplier).length;
  }
  return { filters, brands, total: rows.filter((row) => passes(row, null)).length, ids: rows.filter((row) => passes(row, null)).map((row) => row.id) };
}

function query(categoryId: number, selection: Selection, extra = ''): string {
  const parts = [`category_id=${categoryId}`];
  if (selection.prid.length) parts.push(`prid=${selection.prid.join(',')}`);
  if (selection.brand.length) parts.push(`brand=${selection.brand.join(',')}`);
  if (selection.stock) parts.push('stock=1');
  return parts.join('&') + extra;
}

let resistors: { id: number; number_product: number };
let groupOf: Map<number, number>;
beforeAll(async () => {
  [resistors] = (await sql<{ id: number; number_product: number }>("select id, number_product from categories where level = 1 and name_en = 'Resistors'")) as [
    { id: number; number_product: number },
  ];
  const values = await sql<{ id: number; parent_id: number }>('select id, parent_id from properties where parent_id is not null');
  groupOf = new Map(values.map((value) => [value.id, value.parent_id]));
});

describe('GET /v1/products', () => {
  test('lists a whole category subtree, 24 a page by default', async () => {
    const body = await json<ProductListResponse>(`/v1/products?category_id=${resistors.id}`, ProductListResponse);
    expect(body.total).toBe(resistors.number_product);
    expect(body).toMatchObject({ current_page: 1, per_page: 24, last_page: Math.ceil(resistors.number_product / 24) });
    expect(body.products).toHaveLength(24);
    const inSubtree = new Set((await subtreeProducts(resistors.id)).map((row) => row.id));
    expect(body.products.every((product) => inSubtree.has(product.id))).toBe(true);
  });

  test('pages do not overlap and a page past the end is empty with the real last page', async () => {
    const base = `/v1/products?category_id=${resistors.id}&number_view=48`;
    const [first, second] = [await json<ProductListResponse>(base), await json<ProductListResponse>(`${base}&page=2`)];
    expect(new Set([...first.products, ...second.products].map((p) => p.id)).size).toBe(96);
    const past = await json<ProductListResponse>(`${base}&page=500`);
    expect(past).toMatchObject({ products: [], current_page: 500, last_page: Math.ceil(resistors.number_product / 48), total: resistors.number_product });
  });

  test('sort orders: price both ways, stock, name, and in-stock first by default', async () => {
    const url = (sort: string) => `/v1/products?category_id=${resistors.id}&number_view=96&order_sort=${sort}`;
    const prices = (await json<ProductListResponse>(url('price_asc'))).products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = (await json<ProductListResponse>(url('price_desc'))).products.map((p) => p.price);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const stock = (await json<ProductListResponse>(url('stock_desc'))).products.map((p) => p.inventory);
    expect(stock).toEqual([...stock].sort((a, b) => b - a));
    const names = (await json<ProductListResponse>(url('name_asc'))).products.map((p) => foldText(p.name));
    expect(names).toEqual([...names].sort());
    const byDefault = (await json<ProductListResponse>(`/v1/products?category_id=${resistors.id}&page=1&number_view=96`)).products;
    const firstOut = byDefault.findIndex((p) => p.inventory <= 0);
    if (firstOut >= 0) expect(byDefault.slice(firstOut).every((p) => p.inventory <= 0)).toBe(true);
    const [{ cheapest }] = (await sql<{ cheapest: number }>(
      `with recursive subtree as (select id from categories where id = ? union all select c.id from categories c join subtree on c.parent_id = subtree.id)
       select min(price) as cheapest from products where subject_id in (select id from subtree)`,
      [resistors.id],
    )) as [{ cheapest: number }];
    expect(prices[0]).toBe(cheapest);
  });

  test('rows carry what list view compares, read fresh from the database', async () => {
    const [product] = (await json<ProductListResponse>(`/v1/products?category_id=${resistors.id}&number_view=24`)).products;
    const [row] = await sql<{ sku: string; mpn: string; price: number; supplier_slug: string | null }>(
      'select p.sku, p.mpn, p.price, s.slug as supplier_slug from products p left join suppliers s on s.id = p.supplier_id where p.id = ?',
      [product!.id],
    );
    expect(product).toMatchObject(row!);
    await sql('update products set price = price + 100 where id = ?', [product!.id]);
    const again = (await json<ProductListResponse>(`/v1/products?category_id=${resistors.id}&number_view=24`)).products.find((p) => p.id === product!.id);
    expect(again?.price).toBe(row!.price + 100);
    await sql('update products set price = price - 100 where id = ?', [product!.id]);
  });

  test('a brand page lists the supplier’s products; a search lists its matches', async () => {
    const [supplier] = await sql<{ id: number; n: number }>(
      'select supplier_id as id, count(*)::int as n from products where supplier_id is not null group by supplier_id order by n desc limit 1',
    );
    const brand = await json<ProductListResponse>(`/v1/products?supplier_id=${supplier!.id}`, ProductListResponse);
    expect(brand.total).toBe(supplier!.n);
    const search = await json<ProductListResponse>('/v1/products?search=dien%20tro', ProductListResponse);
    expect(search.total).toBeGreaterThan(100);
    const inside = await json<ProductListResponse>(`/v1/products?search=resistor&category_id=${resistors.id}&order_sort=price_asc`);
    expect(inside.total).toBeGreaterThan(0);
    expect(inside.total).toBeLessThanOrEqual(resistors.number_product);
  });
});

describe('GET /v1/filter-category', () => {
  test('every group present in the category, values in position order, counts for the whole subtree', async () => {
    const body = await json<FilterCategoryResponse>(`/v1/filter-category?category_id=${resistors.id}`, FilterCategoryResponse);
    const rows = await subtreeProducts(resistors.id);
    const expected = expectedCounts(rows, groupOf, { prid: [], brand: [], stock: false });
    expect({ filters: body.filters, brands: body.brands, total: body.total }).toEqual({ filters: expected.filters, brands: expected.brands, total: expected.total });
    const positions = await sql<{ id: number; position: number; parent_id: number | null }>('select id, position, parent_id from properties');
    const positionOf = new Map(positions.map((p) => [p.id, p.position]));
    const groupPositions = body.properties.map((group) => positionOf.get(group.id)!);
    expect(groupPositions).toEqual([...groupPositions].sort((a, b) => a - b));
    for (const group of body.properties) {
      const valuePositions = group.children.map((value) => positionOf.get(value.id)!);
      expect(valuePositions).toEqual([...valuePositions].sort((a, b) => a - b));
    }
  });

  test('counts match plain SQL for several selections, and the listing agrees', async () => {
    const base = await json<FilterCategoryResponse>(`/v1/filter-category?category_id=${resistors.id}`);
    const rows = await subtreeProducts(resistors.id);
    const [packageGroup, typeGroup] = base.properties;
    const [bigBrand] = Object.entries(base.brands).sort((a, b) => b[1] - a[1]);
    const selections: Selection[] = [
      { prid: [packageGroup!.children[0]!.id], brand: [], stock: false },
      { prid: [packageGroup!.children[0]!.id, packageGroup!.children[1]!.id], brand: [], stock: true },
      { prid: [packageGroup!.children[0]!.id, typeGroup!.children[0]!.id], brand: [], stock: false },
      { prid: [typeGroup!.children[0]!.id], brand: [Number(bigBrand![0])], stock: false },
      { prid: [], brand: [Number(bigBrand![0])], stock: true },
    ];
    for (const selection of selections) {
      const expected = expectedCounts(rows, groupOf, selection);
      const body = await json<FilterCategoryResponse>(`/v1/filter-category?${query(resistors.id, selection)}`, FilterCategoryResponse);
      expect({ filters: body.filters, brands: body.brands, total: body.total }, JSON.stringify(selection)).toEqual({
        filters: expected.filters,
        brands: expected.brands,
        total: expected.total,
      });
      const listing = await json<ProductListResponse>(`/v1/products?${query(resistors.id, selection, '&number_view=96')}`);
      expect(listing.total).toBe(expected.total);
      expect(listing.products.every((product) => expected.ids.includes(product.id))).toBe(true);
    }
  });

  test('works for brand and search scopes', async () => {
    const body = await json<FilterCategoryResponse>('/v1/filter-category?search=chip%20resistor', FilterCategoryResponse);
    expect(body.total).toBeGreaterThan(10);
    expect(body.properties.length).toBeGreaterThan(0);
    const supplier = Object.keys(body.brands)[0]!;
    const brand = await json<FilterCategoryResponse>(`/v1/filter-category?supplier_id=${supplier}`, FilterCategoryResponse);
    expect(Object.keys(brand.brands)).toEqual([supplier]);
  });
});

describe('bad parameters and unknown ids', () => {
  test.each([
    ['/v1/products?category_id=abc', 'category_id'],
    ['/v1/products?category_id=1&page=0', 'page'],
    ['/v1/products?category_id=1&order_sort=cheapest', 'order_sort'],
    ['/v1/products?category_id=1&number_view=50', 'number_view'],
    ['/v1/products?category_id=1&prid=1,x', 'prid'],
    ['/v1/filter-category?category_id=1&stock=2', 'stock'],
    ['/v1/filter-category?category_id=1&brand=-4', 'brand'],
    ['/v1/get-category?parent_id=x', 'parent_id'],
    ['/v1/get-category?parent_id=1&level=2', 'level'],
    ['/v1/suppliers/get-json?category_id=0', 'category_id'],
  ])('%s is a 400 naming %s', async (url, field) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'validation_failed', fields: { [field]: expect.any(String) } } });
  });

  test.each(['/v1/products?category_id=999999', '/v1/filter-category?category_id=999999', '/v1/products?supplier_id=999999', '/v1/get-category?parent_id=999999', '/v1/suppliers/get-json?category_id=999999', '/v1/suppliers/no-such-brand'])(
    '%s is a 404 with the error body',
    async (url) => {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'not_found', message: expect.stringMatching(/not found/) } });
    },
  );
});

describe('GET /v1/get-category', () => {
  test('parent_id 0 lists level 1; a parent lists its children with their counts', async () => {
    const roots = await json<CategoryListResponse>('/v1/get-category?parent_id=0', CategoryListResponse);
    expect(roots.categories.every((c) => c.level === 1)).toBe(true);
    const children = await json<CategoryListResponse>(`/v1/get-category?parent_id=${resistors.id}`, CategoryListResponse);
    const expected = await sql<{ id: number; number_product: number }>('select id, number_product from categories where parent_id = ?', [resistors.id]);
    expect(children.categories.map((c) => [c.id, c.number_product]).sort()).toEqual(expected.map((c) => [c.id, c.number_product]).sort());
  });

  test('level=3 lists every level-3 descendant', async () => {
    const body = await json<CategoryListResponse>(`/v1/get-category?parent_id=${resistors.id}&level=3`, CategoryListResponse);
    const expected = await sql<{ id: number }>(
      'select c3.id from categories c3 join categories c2 on c2.id = c3.parent_id where c3.level = 3 and c2.parent_id = ?',
      [resistors.id],
    );
    expect(body.categories.map((c) => c.id).sort()).toEqual(expected.map((c) => c.id).sort());
    const all = await json<CategoryListResponse>('/v1/get-category?parent_id=0&level=3');
    const [{ n }] = (await sql<{ n: number }>('select count(*)::int as n from categories where level = 3')) as [{ n: number }];
    expect(all.categories).toHaveLength(n);
  });
});

describe('brands', () => {
  test('get-json lists every brand by name with its product count; with a category, the brands in it', async () => {
    const all = await json<SupplierListResponse>('/v1/suppliers/get-json', SupplierListResponse);
    const counts = await sql<{ id: number; n: number }>('select s.id, count(p.id)::int as n from suppliers s left join products p on p.supplier_id = s.id group by s.id');
    expect(Object.fromEntries(all.suppliers.map((s) => [s.id, s.pCount]))).toEqual(Object.fromEntries(counts.map((c) => [c.id, c.n])));
    const names = all.suppliers.map((s) => s.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const inCategory = await json<SupplierListResponse>(`/v1/suppliers/get-json?category_id=${resistors.id}`, SupplierListResponse);
    const expected = expectedCounts(await subtreeProducts(resistors.id), groupOf, { prid: [], brand: [], stock: false }).brands;
    expect(Object.fromEntries(inCategory.suppliers.map((s) => [s.id, s.pCount]))).toEqual(expected);
  });

  test('a brand by slug, with its product count', async () => {
    const [supplier] = await sql<{ slug: string; id: number; name: string; n: number }>(
      'select s.slug, s.id, s.name, count(p.id)::int as n from suppliers s join products p on p.supplier_id = s.id group by s.id order by n desc limit 1',
    );
    const body = await json<SupplierDetailResponse>(`/v1/suppliers/${supplier!.slug}`, SupplierDetailResponse);
    expect(body.supplier).toEqual({ id: supplier!.id, name: supplier!.name, slug: supplier!.slug, pCount: supplier!.n });
  });
});

describe('GET /v1/get-menu cache', () => {
  test('serves one pre-compressed body per catalogue version, with a validator', async () => {
    await t.app.catalogSearch.refresh(); // earlier tests wrote to the catalogue: settle the version
    const plain = await t.app.inject({ url: '/v1/get-menu', headers: { 'accept-encoding': 'identity' } });
    const brotli = await t.app.inject({ url: '/v1/get-menu', headers: { 'accept-encoding': 'gzip, br' } });
    const gzip = await t.app.inject({ url: '/v1/get-menu', headers: { 'accept-encoding': 'gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const etag = plain.headers.etag as string;
    expect((await t.app.inject({ url: '/v1/get-menu', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    const [root] = await sql<{ id: number; name: string }>('select id, name from categories where level = 1 order by id limit 1');
    await sql('update categories set name = ? where id = ?', [`${root!.name} (mới)`, root!.id]);
    await t.app.catalogSearch.refresh();
    const renamed = await t.app.inject({ url: '/v1/get-menu', headers: { 'if-none-match': etag } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers.etag).not.toBe(etag);
    expect(renamed.body).toContain(`${root!.name} (mới)`);
    await sql('update categories set name = ? where id = ?', [root!.name, root!.id]);
  });
});

test('every catalogue route is in the OpenAPI document with its parameters', async () => {
  const doc = (await t.app.inject('/docs/json')).json<{ paths: Record<string, { get: { parameters?: { name: string }[] } }> }>();
  const parameters = (path: string) => doc.paths[path]?.get.parameters?.map((p) => p.name) ?? [];
  expect(parameters('/v1/products')).toEqual(expect.arrayContaining(['category_id', 'supplier_id', 'search', 'prid', 'brand', 'stock', 'order_sort', 'number_view', 'page']));
  expect(parameters('/v1/filter-category')).toEqual(expect.arrayContaining(['category_id', 'prid', 'brand', 'stock']));
  expect(parameters('/v1/get-category')).toEqual(expect.arrayContaining(['parent_id', 'level']));
  expect(parameters('/v1/suppliers/get-json')).toEqual(['category_id']);
  expect(parameters('/v1/suppliers/{slug}')).toEqual(['slug']);
  expect(parameters('/v1/search-autohome')).toEqual(['q']);
  expect(parameters('/v1/search-cart')).toEqual(['q']);
});
