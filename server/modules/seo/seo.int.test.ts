import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { publicUrl: 'https://linhkienviet.vn' } });
});
afterAll(() => t.close());

async function count(query: string): Promise<number> {
  const [row] = await t.orm.em.fork().execute<{ n: number }[]>(query);
  return row!.n;
}

/** The <loc> values of a sitemap or sitemap index, after checking it is well-formed sitemap XML. */
function locations(xml: string, root: 'urlset' | 'sitemapindex'): string[] {
  expect(xml.startsWith(`<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`)).toBe(true);
  expect(xml.trimEnd().endsWith(`</${root}>`)).toBe(true);
  // Outside tags, only escaped entities: no raw & < >.
  const text = xml.replace(/<[^>]+>/g, '');
  expect(text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  const entry = root === 'urlset' ? 'url' : 'sitemap';
  const entries = [...xml.matchAll(new RegExp(`<${entry}><loc>([^<]+)</loc>(<lastmod>([^<]+)</lastmod>)?</${entry}>`, 'g'))];
  expect(entries.length).toBe((xml.match(new RegExp(`<${entry}>`, 'g')) ?? []).length);
  for (const match of entries) if (match[3]) expect(match[3]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  return entries.map((match) => match[1]!);
}

describe('robots.txt', () => {
  test('is plain text that opens the shop, closes private URLs and points to the sitemap on PUBLIC_URL', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^public/);
    expect(response.body).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/carts', '/checkout', '/user/', '/orders', '/notifications', '/v1/', '/api/']) expect(response.body).toContain(`Disallow: ${path}\n`);
    expect(response.body).toContain('Sitemap: https://linhkienviet.vn/sitemap.xml');
  });
});

describe('sitemaps', () => {
  test('/sitemap.xml indexes the pages, categories, brands and product files', async () => {
    const response = await t.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(locations(response.body, 'sitemapindex')).toEqual([
      'https://linhkienviet.vn/sitemaps/pages.xml',
      'https://linhkienviet.vn/sitemaps/categories.xml',
      'https://linhkienviet.vn/sitemaps/brands.xml',
      'https://linhkienviet.vn/sitemaps/products-1.xml',
    ]);
  });

  test('every sitemap the index names answers with valid XML', async () => {
    const index = locations((await t.app.inject('/sitemap.xml')).body, 'sitemapindex');
    for (const location of index) {
      const response = await t.app.inject(new URL(location).pathname);
      expect(response.statusCode, location).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      locations(response.body, 'urlset');
    }
  });

  test('pages.xml lists the home page, the brand index and the content pages (news, services, contact, footer pages)', async () => {
    const pages = locations((await t.app.inject('/sitemaps/pages.xml')).body, 'urlset');
    expect(pages.slice(0, 3)).toEqual(['https://linhkienviet.vn/', 'https://linhkienviet.vn/thuong-hieu', 'https://linhkienviet.vn/tin-tuc']);
    expect(pages).toContain('https://linhkienviet.vn/tin-tuc/xep-lop-mach-in-4-lop');
    expect(pages).toContain('https://linhkienviet.vn/dich-vu/tim-nguon-linh-kien');
    expect(pages).toContain('https://linhkienviet.vn/lien-he');
    expect(pages).toContain('https://linhkienviet.vn/information/chinh-sach');
    expect(pages).toContain('https://linhkienviet.vn/cong-ty/gioi-thieu');
    // A footer page with a url of its own (the warranty policy, /lien-he) is listed at that url only.
    expect(pages).not.toContain('https://linhkienviet.vn/cong-ty/quy-dinh-bao-hanh');
    expect(new Set(pages).size).toBe(pages.length);
  });

  test('categories.xml and brands.xml list every category and brand at its canonical URL', async () => {
    const categories = locations((await t.app.inject('/sitemaps/categories.xml')).body, 'urlset');
    expect(categories).toHaveLength(await count('select count(*)::int as n from categories'));
    expect(categories.every((loc) => /^https:\/\/linhkienviet\.vn\/product\/[a-z0-9-]+$/.test(loc))).toBe(true);
    const brands = locations((await t.app.inject('/sitemaps/brands.xml')).body, 'urlset');
    expect(brands).toHaveLength(await count('select count(*)::int as n from suppliers'));
    expect(brands.every((loc) => /^https:\/\/linhkienviet\.vn\/suppliers\/[a-z0-9-]+$/.test(loc))).toBe(true);
  });

  test('products-1.xml lists every product once at /products/{slug}, with lastmod', async () => {
    const response = await t.app.inject('/sitemaps/products-1.xml');
    const products = locations(response.body, 'urlset');
    expect(products).toHaveLength(await count('select count(*)::int as n from products'));
    expect(new Set(products).size).toBe(products.length);
    expect(products.every((loc) => /^https:\/\/linhkienviet\.vn\/products\/[a-z0-9-]+$/.test(loc))).toBe(true);
    expect(response.body.match(/<lastmod>/g)).toHaveLength(products.length);
  });

  test('a product file beyond the catalogue is a 404; a malformed name a 400', async () => {
    expect((await t.app.inject('/sitemaps/products-2.xml')).statusCode).toBe(404);
    expect((await t.app.inject('/sitemaps/products-0.xml')).statusCode).toBe(400);
    expect((await t.app.inject('/sitemaps/other.xml')).statusCode).toBe(400);
  });

  test('product files are id ranges of 50,000: ids past the first range go to the next file', async () => {
    const em = t.orm.em.fork();
    const [source] = await em.execute<{ id: number; subject_id: number }[]>('select id, subject_id from products order by id limit 1');
    await em.execute(
      `insert into products (id, slug, name, sku, mpn, subject_id, price, created_at, updated_at)
       values (50001, 'sitemap-range-test-c1', 'Range test', 'RANGE-TEST-1', 'RANGE-1', ?, 100, now(), now())`,
      [source!.subject_id],
    );
    try {
      const index = locations((await t.app.inject('/sitemap.xml')).body, 'sitemapindex');
      expect(index.slice(-2)).toEqual(['https://linhkienviet.vn/sitemaps/products-1.xml', 'https://linhkienviet.vn/sitemaps/products-2.xml']);
      expect(locations((await t.app.inject('/sitemaps/products-2.xml')).body, 'urlset')).toEqual(['https://linhkienviet.vn/products/sitemap-range-test-c1']);
      expect(locations((await t.app.inject('/sitemaps/products-1.xml')).body, 'urlset')).not.toContain('https://linhkienviet.vn/products/sitemap-range-test-c1');
    } finally {
      await em.execute('delete from products where id = 50001');
    }
  });
});

test('robots.txt and the sitemaps are in the OpenAPI document', async () => {
  const { paths } = (await t.app.inject('/docs/json')).json<{ paths: Record<string, unknown> }>();
  for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/categories.xml', '/sitemaps/brands.xml', '/sitemaps/{file}']) {
    expect(paths).toHaveProperty([path]);
  }
});
