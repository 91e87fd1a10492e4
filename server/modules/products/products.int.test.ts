import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ProductDetailResponse, ProductListsResponse, type ProductCard, type ProductDetail } from '#shared/catalog/schemas.ts';
import { registerAndSignIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}

/** Ids of a category and all its descendants. */
async function subtreeOf(categoryId: number): Promise<Set<number>> {
  const rows = await sql<{ id: number }>(
    'with recursive s as (select id from categories where id = ? union all select c.id from categories c join s on c.parent_id = s.id) select id from s',
    [categoryId],
  );
  return new Set(rows.map((row) => row.id));
}

async function detail(slug: string): Promise<ProductDetail> {
  const response = await t.app.inject(`/v1/products/${slug}`);
  expect(response.statusCode).toBe(200);
  const body = response.json<ProductDetailResponse>();
  expect(Value.Check(ProductDetailResponse, body), JSON.stringify([...Value.Errors(ProductDetailResponse, body)].slice(0, 3))).toBe(true);
  return body.product;
}

async function cards(url: string): Promise<ProductCard[]> {
  const response = await t.app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<ProductListsResponse>();
  expect(Value.Check(ProductListsResponse, body)).toBe(true);
  return body.products;
}

/** A product with several price breaks, attributes in two groups and a three-level category. */
async function richProduct(): Promise<{ id: number; slug: string; package: string }> {
  const [row] = await sql<{ id: number; slug: string; package: string }>(
    `select p.id, p.slug, p.package from products p join categories c on c.id = p.subject_id
      where c.level = 3 and p.package <> '-'
        and (select count(*) from product_prices b where b.product_id = p.id) >= 4
        and (select count(distinct v.parent_id) from product_properties pp join properties v on v.id = pp.property_id where pp.product_id = p.id) >= 2
      order by p.id limit 1`,
  );
  return row!;
}

describe('GET /v1/products/{slug}', () => {
  test('returns the whole product page: card fields, identifiers, supplier, datasheet', async () => {
    const { slug, id } = await richProduct();
    const product = await detail(slug);
    const [row] = await sql<Record<string, unknown>>(
      'select p.*, s.name as supplier_name, s.slug as supplier_slug from products p left join suppliers s on s.id = p.supplier_id where p.id = ?',
      [id],
    );
    expect(product).toMatchObject({
      id,
      slug,
      sku: row!.sku,
      mpn: row!.mpn,
      package: row!.package,
      supplier_id: row!.supplier_id,
      supplier_name: row!.supplier_name,
      supplier_slug: row!.supplier_slug,
      datasheet_url: row!.datasheet_url,
      subject_id: row!.subject_id,
      unit: 'Cái',
    });
  });

  test('volume prices ascend by quantity, get cheaper, and start at the card price and the multiple', async () => {
    const product = await detail((await richProduct()).slug);
    expect(product.prices.length).toBeGreaterThanOrEqual(4);
    for (let i = 1; i < product.prices.length; i++) {
      expect(product.prices[i]!.quantity).toBeGreaterThan(product.prices[i - 1]!.quantity);
      expect(product.prices[i]!.price).toBeLessThanOrEqual(product.prices[i - 1]!.price);
    }
    expect(product.prices[0]).toEqual({ quantity: product.multiples, price: product.price });
  });

  test('the gallery has the main picture first and the package land pattern second, shared by the package', async () => {
    const { slug, package: packageName } = await richProduct();
    const product = await detail(slug);
    expect(product.images.length).toBeGreaterThanOrEqual(2);
    expect(product.images[0]).toBe(product.image_id);
    expect(new Set(product.images).size).toBe(product.images.length);
    const [other] = await sql<{ slug: string }>('select slug from products where package = ? and slug <> ? limit 1', [packageName, slug]);
    if (other) expect((await detail(other.slug)).images[1]).toBe(product.images[1]);
    const picture = await t.app.inject(`/upload/medium/${product.images[1]}.jpg`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
  });

  test('every seeded product has two pictures; land patterns are drawn once per package', async () => {
    const [counts] = await sql<{ products: number; with_two: number; drawings: number; packages: number }>(
      `select (select count(*)::int from products) as products,
              (select count(*)::int from (select product_id from product_images group by product_id having count(*) >= 2) x) as with_two,
              (select count(distinct image_id)::int from product_images where position = 1) as drawings,
              (select count(distinct package)::int from products) as packages`,
    );
    expect(counts!.with_two).toBe(counts!.products);
    expect(counts!.drawings).toBeLessThanOrEqual(counts!.packages + 25);
    expect(counts!.drawings).toBeLessThan(counts!.products / 4);
  });

  test('attributes come in property order, in both languages', async () => {
    const { id, slug } = await richProduct();
    const product = await detail(slug);
    const expected = await sql<{ group_id: number; value_id: number }>(
      `select g.id as group_id, v.id as value_id from product_properties pp
         join properties v on v.id = pp.property_id join properties g on g.id = v.parent_id
        where pp.product_id = ? order by g.position, g.id, v.position, v.id`,
      [id],
    );
    expect(product.attributes.map((a) => [a.group_id, a.value_id])).toEqual(expected.map((e) => [e.group_id, e.value_id]));
    const packageAttribute = product.attributes.find((a) => a.group_en === 'Package');
    expect(packageAttribute).toMatchObject({ group: 'Kiểu chân', value: product.package });
  });

  test('categories run from the root to the product’s own category', async () => {
    const product = await detail((await richProduct()).slug);
    expect(product.categories.map((c) => c.level)).toEqual([1, 2, 3]);
    expect(product.categories[0]!.parent_id).toBeNull();
    expect(product.categories[1]!.parent_id).toBe(product.categories[0]!.id);
    expect(product.categories[2]!.parent_id).toBe(product.categories[1]!.id);
    expect(product.categories[2]!.id).toBe(product.subject_id);
  });

  test('is publicly cacheable for a short time', async () => {
    const response = await t.app.inject(`/v1/products/${(await richProduct()).slug}`);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d{2}\b/);
  });

  test('an unknown slug is a JSON 404; a malformed one a 400 naming the slug', async () => {
    const missing = await t.app.inject('/v1/products/khong-co-san-pham-nay');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'not_found', message: 'Product not found' } });
    const bad = await t.app.inject('/v1/products/Not_A_Slug');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('slug');
  });
});

describe('GET /v1/products/product-relate', () => {
  test('up to 12 products of the same category, most shared filter values first, never the product itself', async () => {
    const [busy] = await sql<{ id: number; subject_id: number }>(
      `select p.id, p.subject_id from products p
        where (select count(*) from products o where o.subject_id = p.subject_id) > 20 order by p.id limit 1`,
    );
    const related = await cards(`/v1/products/product-relate?product_id=${busy!.id}`);
    expect(related).toHaveLength(12);
    expect(related.map((c) => c.id)).not.toContain(busy!.id);
    expect(related.every((c) => c.subject_id === busy!.subject_id)).toBe(true);
    const shared = await sql<{ id: number; shared: number }>(
      `select o.product_id as id, count(*)::int as shared from product_properties o
        where o.property_id in (select property_id from product_properties where product_id = ?) group by o.product_id`,
      [busy!.id],
    );
    const sharedOf = new Map(shared.map((row) => [row.id, row.shared]));
    const ranks = related.map((c) => sharedOf.get(c.id) ?? 0);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  test('falls back to the parent category when the product’s own category is small', async () => {
    const [lonely] = await sql<{ id: number; subject_id: number; parent_id: number; own: number }>(
      `select p.id, p.subject_id, c.parent_id, (select count(*)::int from products o where o.subject_id = p.subject_id) as own
         from products p join categories c on c.id = p.subject_id
        where c.parent_id is not null
          and (select count(*) from products o where o.subject_id = p.subject_id) between 2 and 5
          and (select number_product from categories pc where pc.id = c.parent_id) > 30
        order by p.id limit 1`,
    );
    const related = await cards(`/v1/products/product-relate?product_id=${lonely!.id}`);
    expect(related).toHaveLength(12);
    expect(related.map((c) => c.id)).not.toContain(lonely!.id);
    const own = related.filter((c) => c.subject_id === lonely!.subject_id);
    expect(own).toHaveLength(lonely!.own - 1);
    // The same-category products come first, then the parent's other categories.
    expect(related.slice(0, own.length)).toEqual(own);
    const parentSubtree = await subtreeOf(lonely!.parent_id);
    expect(related.every((c) => parentSubtree.has(c.subject_id))).toBe(true);
  });

  test('an unknown product is a 404; a missing or bad product_id a 400 naming it', async () => {
    expect((await t.app.inject('/v1/products/product-relate?product_id=99999999')).statusCode).toBe(404);
    const missing = await t.app.inject('/v1/products/product-relate');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('product_id');
    expect((await t.app.inject('/v1/products/product-relate?product_id=abc')).json().error.fields).toHaveProperty('product_id');
  });
});

describe('GET /v1/product-viewed', () => {
  test('returns cards in the given order, skipping unknown ids and repeats', async () => {
    const ids = (await sql<{ id: number }>('select id from products order by id desc limit 4')).map((r) => r.id);
    const [a, b, c, d] = ids as [number, number, number, number];
    const viewed = await cards(`/v1/product-viewed?ids=${c},99999999,${a},${d},${c},${b}`);
    expect(viewed.map((card) => card.id)).toEqual([c, a, d, b]);
  });

  test('no ids gives an empty list; more than 20 ids or a malformed list is a 400 naming ids', async () => {
    expect(await cards('/v1/product-viewed')).toEqual([]);
    const many = Array.from({ length: 21 }, (_, i) => i + 1).join(',');
    const tooMany = await t.app.inject(`/v1/product-viewed?ids=${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toHaveProperty('ids');
    const malformed = await t.app.inject('/v1/product-viewed?ids=1,,x');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toHaveProperty('ids');
    expect(await cards(`/v1/product-viewed?ids=${Array.from({ length: 20 }, (_, i) => i + 1).join(',')}`)).toHaveLength(20);
  });
  test('signed-in users get the list the server keeps, newest first, at most 20, their own only', async () => {
    const first = await registerAndSignIn(t.app);
    const second = await registerAndSignIn(t.app);
    const products = await sql<{ id: number; slug: string }>('select id, slug from products order by id limit 22');
    const viewedBy = async (cookie: string) =>
      (await t.app.inject({ url: '/v1/product-viewed?ids=1', headers: { cookie } })).json<ProductListsResponse>().products.map((p) => p.id);
    const waitFor = async (cookie: string, length: number) => {
      for (let attempt = 0; attempt < 50 && (await viewedBy(cookie)).length !== length; attempt += 1) await new Promise((r) => setTimeout(r, 20));
    };

    for (const product of products) {
      await t.app.inject({ url: `/v1/products/${product.slug}`, headers: { cookie: first.cookie } });
      await new Promise((r) => setTimeout(r, 5));
    }
    await t.app.inject({ url: `/v1/products/${products[5]!.slug}`, headers: { cookie: first.cookie } });
    await waitFor(first.cookie, 20);
    await new Promise((r) => setTimeout(r, 50));

    const list = await viewedBy(first.cookie);
    expect(list).toHaveLength(20);
    expect(list[0]).toBe(products[5]!.id);
    expect(list.slice(1, 4)).toEqual([products[21]!.id, products[20]!.id, products[19]!.id]);
    expect(list).not.toContain(products[0]!.id);
    const response = await t.app.inject({ url: '/v1/product-viewed', headers: { cookie: first.cookie } });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(await viewedBy(second.cookie)).toEqual([]);
  });
});

describe('GET /v1/product-popular', () => {
  test('most viewed product pages first once the counted views are written, then the best stocked', async () => {
    // Views counted by the other tests of this file are written and forgotten first.
    await t.app.productViews.flush();
    await sql('delete from product_stats');
    const before = await cards('/v1/product-popular?limit=6');
    expect(before).toHaveLength(6);
    const inventories = before.map((c) => c.inventory);
    expect(inventories).toEqual([...inventories].sort((a, b) => b - a));

    const [quiet, quieter] = await sql<{ id: number; slug: string }>('select id, slug from products where inventory = 0 order by id limit 2');
    for (let i = 0; i < 3; i++) await t.app.inject(`/v1/products/${quiet!.slug}`);
    await t.app.inject(`/v1/products/${quieter!.slug}`);
    // Crawlers read pages but are no shoppers: their views are not counted.
    const googlebot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ url: `/v1/products/${quieter!.slug}`, headers: googlebot })).statusCode).toBe(200);
    // Counted in memory only: nothing is written per request.
    expect((await sql('select * from product_stats'))).toHaveLength(0);
    expect(await t.app.productViews.flush()).toBe(2);
    const stats = await sql<{ product_id: number; views: number }>('select product_id, views from product_stats order by views desc');
    expect(stats).toEqual([
      { product_id: quiet!.id, views: 3 },
      { product_id: quieter!.id, views: 1 },
    ]);

    const after = await cards('/v1/product-popular?limit=6');
    expect(after.slice(0, 2).map((c) => c.id)).toEqual([quiet!.id, quieter!.id]);
    expect(after.slice(2).map((c) => c.id)).toEqual(before.slice(0, 4).map((c) => c.id));

    await t.app.inject(`/v1/products/${quieter!.slug}`);
    await t.app.inject(`/v1/products/${quieter!.slug}`);
    await t.app.inject(`/v1/products/${quieter!.slug}`);
    await t.app.productViews.flush();
    expect((await cards('/v1/product-popular?limit=2')).map((c) => c.id)).toEqual([quieter!.id, quiet!.id]);
  });

  test('category_id scopes to the category subtree; an unknown category is a 404', async () => {
    const [level1] = await sql<{ id: number }>('select id from categories where level = 1 order by number_product desc limit 1');
    const subtree = await subtreeOf(level1!.id);
    const popular = await cards(`/v1/product-popular?category_id=${level1!.id}&limit=24`);
    expect(popular).toHaveLength(24);
    expect(popular.every((c) => subtree.has(c.subject_id))).toBe(true);
    expect((await t.app.inject('/v1/product-popular?category_id=99999999')).statusCode).toBe(404);
    const bad = await t.app.inject('/v1/product-popular?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('limit');
  });
});

test('the product routes are described in the OpenAPI document', async () => {
  const { paths } = (await t.app.inject('/docs/json')).json<{ paths: Record<string, unknown> }>();
  for (const path of ['/v1/products/{slug}', '/v1/products/product-relate', '/v1/product-viewed', '/v1/product-popular']) {
    expect(paths).toHaveProperty([path]);
  }
});
