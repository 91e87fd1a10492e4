import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { precompress } from '../../scripts/precompress.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

/** A shell shaped like the built index.html (title and a multi-line description in the head). */
const SHELL = `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="UTF-8" />
    <title>Linh Kiện Việt — Linh kiện điện tử &amp; báo giá mạch in PCB</title>
    <meta
      name="description"
      content="Linh kiện điện tử chính hãng."
    />
    <script type="module" crossorigin src="/assets/main-abc123.js"></script>
  </head>
  <body><div id="app"></div></body>
</html>`;

/** A script large enough to be compressed (scripts/precompress.ts skips tiny files). */
const BIG_SCRIPT = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i};`).join('\n');

const BUILD_MANIFEST = {
  'index.html': { file: 'assets/main-abc123.js', isEntry: true },
  'i18n/locales/vi/messages.po': { file: 'assets/messages-vi1.js' },
  'i18n/locales/en/messages.po': { file: 'assets/messages-en1.js' },
  'routes/products.$slug.tsx?tsr-split=component': { file: 'assets/product-p1.js', imports: ['_card.js'] },
  '_card.js': { file: 'assets/card-c1.js', css: ['assets/card-c1.css'] },
};

const clientDir = mkdtempSync(join(tmpdir(), 'client-build-'));
const HOST = 'shop.test';
let t: TestApp;
let productSlug: string;
beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), SHELL);
  writeFileSync(join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  // A build that (wrongly or as `sourcemap: 'hidden'`) left a source map beside its chunk.
  writeFileSync(join(clientDir, 'assets', 'main-abc123.js.map'), '{"version":3,"sources":["../../client/main.tsx"],"sourcesContent":["secret"]}');
  writeFileSync(join(clientDir, 'service-worker.js'), `self.x = 1;\n${BIG_SCRIPT}`);
  writeFileSync(join(clientDir, 'assets', 'app-big1.js'), BIG_SCRIPT);
  // Vite's build manifest (build.manifest): the entry, the catalogues and the product route.
  mkdirSync(join(clientDir, '.vite'));
  writeFileSync(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(BUILD_MANIFEST));
  await precompress(clientDir);
  t = await buildTestApp({ config: { clientDir } });
  const [row] = await t.orm.em.fork().execute<{ slug: string }[]>('select slug from products order by id limit 1');
  productSlug = row!.slug;
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}

/** The head the server wrote for a page: status, title, description, canonical, robots, JSON-LD. */
async function pageHead(url: string, lang: 'vi' | 'en' = 'vi', app = t.app) {
  const response = await app.inject({ url, headers: { host: HOST }, cookies: { lang } });
  const body = response.body;
  const one = (pattern: RegExp) => {
    const matches = [...body.matchAll(new RegExp(pattern, 'g'))];
    expect(matches.length, `${pattern} in ${url}`).toBeLessThanOrEqual(1);
    return matches[0]?.[1] ?? null;
  };
  const jsonLd = one(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/);
  return {
    status: response.statusCode,
    lang: one(/<html lang="([a-z]+)"/),
    title: one(/<title>([\s\S]*?)<\/title>/),
    description: one(/<meta name="description" content="([^"]*)"/),
    canonical: one(/<link rel="canonical" href="([^"]*)"/),
    robots: one(/<meta name="robots" content="([^"]*)"/),
    jsonLd: jsonLd === null ? null : (JSON.parse(jsonLd) as Record<string, unknown>),
    body,
  };
}

describe('the PWA shell', () => {
  test('app pages get the shell with 200 and the language from the cookie', async () => {
    const home = await t.app.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.body).toContain('<html lang="vi"');
    const english = await t.app.inject({ url: '/product/dien-tro', cookies: { lang: 'en' } });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en"');
  });

  test('a category page exists only for a real category slug', async () => {
    expect((await t.app.inject('/product/dien-tro')).statusCode).toBe(200);
    expect((await t.app.inject('/product/khong-co-danh-muc')).statusCode).toBe(404);
  });

  test('a product slug at the root or under /products is a page; an unknown one is a real 404', async () => {
    expect((await t.app.inject(`/${productSlug}`)).statusCode).toBe(200);
    expect((await t.app.inject(`/products/${productSlug}`)).statusCode).toBe(200);
    const missing = await t.app.inject('/khong-co-trang-nay');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="app">');
    expect((await t.app.inject('/products/khong-co-trang-nay')).statusCode).toBe(404);
    expect((await t.app.inject('/a/b/c')).statusCode).toBe(404);
  });

  test('top-level routes of the spec are never looked up as products', async () => {
    for (const path of ['/suppliers', '/information/gioi-thieu', '/pcb/unknown']) {
      const response = await t.app.inject(path);
      expect(response.statusCode, path).toBe(404);
    }
    // /tin-tuc is the news page (spec §2), never a product named "tin-tuc".
    const news = await t.app.inject({ url: '/tin-tuc', headers: { accept: 'text/html' } });
    expect(news.statusCode).toBe(200);
    expect(news.body).toContain('<title>Tin tức — Linh Kiện Việt</title>');
  });

  test('the cart, checkout, orders and back office answer 200, never indexed; the PCB quote pages are indexed', async () => {
    for (const [path, title] of [['/carts', 'Giỏ hàng'], ['/checkout', 'Thanh toán'], ['/orders', 'Đơn hàng của tôi'], ['/pcb-orders', 'Đơn hàng PCB'], ['/admin', 'Quản trị đơn hàng']] as const) {
      const response = await t.app.inject({ url: path, headers: { accept: 'text/html' } });
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toContain(`<title>${title} — Linh Kiện Việt</title>`);
      expect(response.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
    for (const path of ['/pcb', '/pcb/assembly', '/pcb/stencil', '/pcb/custom']) {
      expect(await pageHead(path), path).toMatchObject({ status: 200, robots: null, canonical: `http://shop.test${path}` });
    }
    expect((await pageHead('/pcb/drafts')).robots).toBe('noindex, nofollow');
  });

  test('account pages answer 200 with their title and are never indexed', async () => {
    for (const [path, title] of [['/login', 'Đăng nhập'], ['/user/delivery-addresses', 'Địa chỉ giao hàng'], ['/users/1', 'Thành viên']] as const) {
      const response = await t.app.inject({ url: path, headers: { accept: 'text/html' } });
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toContain(`<title>${title} — Linh Kiện Việt</title>`);
      expect(response.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
  });

  test('brand pages exist for real brands under both paths; the brand index and search always', async () => {
    const [brand] = await sql<{ slug: string }>('select slug from suppliers order by id limit 1');
    expect((await t.app.inject(`/suppliers/${brand!.slug}`)).statusCode).toBe(200);
    expect((await t.app.inject(`/thuong-hieu/${brand!.slug}`)).statusCode).toBe(200);
    expect((await t.app.inject('/suppliers/khong-co-hang-nay')).statusCode).toBe(404);
    expect((await t.app.inject('/thuong-hieu/khong-co-hang-nay')).statusCode).toBe(404);
    expect((await t.app.inject('/thuong-hieu')).statusCode).toBe(200);
    expect((await t.app.inject('/products?search=ne555')).statusCode).toBe(200);
    expect((await t.app.inject('/products')).statusCode).toBe(200);
  });

  test('API paths never fall back to the shell', async () => {
    const response = await t.app.inject('/v1/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  test('source maps are never served, even when the build left one in the folder', async () => {
    const map = await t.app.inject('/assets/main-abc123.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('sourcesContent');
    expect((await t.app.inject('/assets/main-abc123.js')).statusCode).toBe(200);
  });

  test('hashed assets are immutable; the shell and service worker revalidate', async () => {
    const asset = await t.app.inject('/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject('/service-worker.js')).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject('/')).headers['cache-control']).toBe('no-cache');
  });

  test('a build asset with a Brotli copy is sent as br to browsers that take it, compressed on the fly to others', async () => {
    const accepting = (encoding: string) => t.app.inject({ url: '/assets/app-big1.js', headers: { 'accept-encoding': encoding } });
    const br = await accepting('gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gzip = await accepting('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect((await accepting('identity')).body).toBe(BIG_SCRIPT);
    expect((await t.app.inject('/assets/app-big1.js.br')).statusCode).toBe(404);
    // Fixed names (the service worker) are never precompressed: a new deploy's worker must be
    // the file on disk, not a copy written before it.
    expect(existsSync(join(clientDir, 'service-worker.js.br'))).toBe(false);
    const deployed = `self.x = 2;\n${BIG_SCRIPT}`;
    writeFileSync(join(clientDir, 'service-worker.js'), deployed);
    const worker = await t.app.inject({ url: '/service-worker.js', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(worker.rawPayload).toString()).toBe(deployed);
  });
});

describe('what the shell preloads', () => {
  async function preloads(url: string, lang: 'vi' | 'en' = 'vi') {
    const response = await t.app.inject({ url, headers: { host: HOST }, cookies: { lang } });
    const links = [...response.body.matchAll(/<link rel="(modulepreload|preload)"(?: as="(\w+)")?[^>]* href="([^"]+)">/g)];
    return { status: response.statusCode, links: links.map(([, rel, as, href]) => `${rel === 'modulepreload' ? 'module' : as} ${href}`), body: response.body };
  }

  test('a product page: its route chunks, the language catalogue, its data and main image, after the entry script', async () => {
    const [product] = await sql<{ slug: string; image_id: number }>(
      `select p.slug, coalesce((select g.image_id from product_images g where g.product_id = p.id order by g.position limit 1), p.image_id) as image_id
         from products p where p.image_id is not null order by p.id limit 1`,
    );
    const page = await preloads(`/products/${product!.slug}`, 'en');
    expect(page.status).toBe(200);
    expect(page.links).toEqual([
      `fetch /v1/get-menu`,
      `fetch /v1/get-footer`,
      `fetch /v1/products/${product!.slug}`,
      'module /assets/messages-en1.js',
      'module /assets/product-p1.js',
      'module /assets/card-c1.js',
      'style /assets/card-c1.css',
      `image /upload/large/${product!.image_id}.jpg`,
    ]);
    expect(page.body.indexOf('rel="modulepreload"')).toBeGreaterThan(page.body.indexOf('src="/assets/main-abc123.js"'));
  });

  test('other pages preload the shell data and catalogue only; a missing page nothing; the manifest is never served', async () => {
    expect((await preloads('/', 'vi')).links).toEqual(['fetch /v1/get-menu', 'fetch /v1/get-footer', 'module /assets/messages-vi1.js']);
    expect((await preloads('/products/khong-co-san-pham-nay')).links).toEqual([]);
    expect((await t.app.inject('/.vite/manifest.json')).statusCode).toBe(404);
  });
});

describe('SEO in the HTML the server sends', () => {
  test('home: the shop’s title and description in each language, canonical on the request’s host', async () => {
    const vi = await pageHead('/');
    expect(vi).toMatchObject({ status: 200, lang: 'vi', canonical: 'http://shop.test/', robots: null, jsonLd: null });
    expect(vi.title).toBe('Linh Kiện Việt — Linh kiện điện tử &amp; báo giá mạch in PCB');
    expect(vi.description).toContain('Linh kiện điện tử chính hãng');
    const en = await pageHead('/', 'en');
    expect(en.lang).toBe('en');
    expect(en.title).toBe('Linh Kiện Việt — Electronic components &amp; instant PCB quotes');
    expect(en.description).toContain('Genuine electronic components');
  });

  test('category: its name and size; filters, sort and page stay out of the canonical URL', async () => {
    const [category] = await sql<{ slug: string; name: string; name_en: string; number_product: number }>(
      'select slug, name, name_en, number_product from categories where level = 1 order by number_product desc limit 1',
    );
    const vi = await pageHead(`/product/${category!.slug}?prid=1,2&stock=1&page=3`);
    expect(vi.status).toBe(200);
    expect(vi.title).toBe(`${category!.name} — Linh Kiện Việt`);
    expect(vi.description).toContain(`${category!.name}: ${category!.number_product.toLocaleString('de-DE')} sản phẩm`);
    expect(vi.canonical).toBe(`http://shop.test/product/${category!.slug}`);
    const en = await pageHead(`/product/${category!.slug}/`, 'en');
    expect(en.title).toBe(`${category!.name_en} — Linh Kiện Việt`);
    expect(en.description).toContain(`${category!.number_product.toLocaleString('en-US')} products`);
    expect(en.canonical).toBe(`http://shop.test/product/${category!.slug}`);
  });

  test('product: /products/{slug} is canonical for both URLs and the page carries schema.org Product JSON-LD', async () => {
    const [product] = await sql<{ id: number; slug: string; name: string; sku: string; mpn: string; image_id: number; supplier: string; inventory: number }>(
      `select p.id, p.slug, p.name, p.sku, p.mpn, p.image_id, s.name as supplier, p.inventory from products p
         join suppliers s on s.id = p.supplier_id where p.inventory > 0 and p.image_id is not null
          and (select count(*) from product_prices b where b.product_id = p.id) >= 3 order by p.id limit 1`,
    );
    const prices = await sql<{ price: number }>('select price from product_prices where product_id = ? order by quantity', [product!.id]);
    for (const path of [`/products/${product!.slug}`, `/${product!.slug}`]) {
      const head = await pageHead(path);
      expect(head.status).toBe(200);
      expect(head.canonical).toBe(`http://shop.test/products/${product!.slug}`);
      expect(head.title).toBe(`${product!.name} — Linh Kiện Việt`.replaceAll('&', '&amp;'));
      expect(head.description).toContain(product!.mpn);
    }
    const { jsonLd } = await pageHead(`/${product!.slug}`);
    const url = `http://shop.test/products/${product!.slug}`;
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product!.name,
      sku: product!.sku,
      mpn: product!.mpn,
      url,
      brand: { '@type': 'Brand', name: product!.supplier },
      offers: {
        '@type': 'AggregateOffer',
        url,
        priceCurrency: 'VND',
        lowPrice: Math.min(...prices.map((p) => p.price)),
        highPrice: Math.max(...prices.map((p) => p.price)),
        offerCount: prices.length,
        availability: 'https://schema.org/InStock',
      },
    });
    const images = jsonLd!.image as string[];
    expect(images[0]).toBe(`http://shop.test/upload/large/${product!.image_id}.jpg`);
    expect(images.length).toBeGreaterThanOrEqual(2);
    expect(typeof jsonLd!.category).toBe('string');
    const english = await pageHead(`/${product!.slug}`, 'en');
    expect(english.description).toMatch(/in stock/);
    expect(english.jsonLd!.category).not.toBe(jsonLd!.category);
  });

  test('an out-of-stock product is offered as OutOfStock', async () => {
    const [product] = await sql<{ slug: string }>('select slug from products where inventory = 0 order by id limit 1');
    const { jsonLd } = await pageHead(`/products/${product!.slug}`);
    expect((jsonLd!.offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
  });

  test('brand: /suppliers/{slug} is canonical for both URLs; the brand index counts the brands', async () => {
    const [brand] = await sql<{ slug: string; name: string; products: number }>(
      `select s.slug, s.name, (select count(*)::int from products p where p.supplier_id = s.id) as products
         from suppliers s order by products desc limit 1`,
    );
    for (const path of [`/suppliers/${brand!.slug}`, `/thuong-hieu/${brand!.slug}`]) {
      const head = await pageHead(path);
      expect(head.status).toBe(200);
      expect(head.canonical).toBe(`http://shop.test/suppliers/${brand!.slug}`);
      expect(head.title).toBe(`${brand!.name} — linh kiện chính hãng — Linh Kiện Việt`.replaceAll('&', '&amp;'));
      expect(head.description).toContain(`sản phẩm của ${brand!.name.replaceAll('&', '&amp;')}`);
    }
    const en = await pageHead(`/suppliers/${brand!.slug}`, 'en');
    expect(en.title).toContain('genuine components');
    const [count] = await sql<{ n: number }>('select count(*)::int as n from suppliers');
    const index = await pageHead('/thuong-hieu');
    expect(index).toMatchObject({ status: 200, title: 'Thương hiệu linh kiện điện tử — Linh Kiện Việt', canonical: 'http://shop.test/thuong-hieu' });
    expect(index.description).toContain(`${count!.n} thương hiệu`);
    expect((await pageHead('/thuong-hieu', 'en')).title).toBe('Electronic component brands — Linh Kiện Việt');
  });

  test('search results: the keyword in the title, escaped; noindex; canonical keeps only the keyword', async () => {
    const head = await pageHead('/products?search=%3Cb%3Ene555&page=2&stock=1');
    expect(head.status).toBe(200);
    expect(head.title).toBe('Tìm kiếm: &lt;b&gt;ne555 — Linh Kiện Việt');
    expect(head.body).not.toContain('<b>ne555');
    expect(head.robots).toBe('noindex, follow');
    expect(head.canonical).toBe('http://shop.test/products?search=%3Cb%3Ene555');
    expect((await pageHead('/products', 'en')).title).toBe('Search components — Linh Kiện Việt');
  });

  test('not found pages say so, are not indexed and have no canonical link', async () => {
    const head = await pageHead('/khong-co-trang-nay', 'en');
    expect(head).toMatchObject({ status: 404, title: 'Page not found — Linh Kiện Việt', robots: 'noindex', canonical: null, jsonLd: null });
  });

  test('PUBLIC_URL makes every absolute URL use the public origin', async () => {
    const shop = await buildTestApp({ database: t.db, config: { clientDir, publicUrl: 'https://linhkienviet.vn' } });
    try {
      const head = await pageHead(`/${productSlug}`, 'vi', shop.app);
      expect(head.canonical).toBe(`https://linhkienviet.vn/products/${productSlug}`);
      expect((head.jsonLd!.image as string[])[0]).toMatch(/^https:\/\/linhkienviet\.vn\/upload\/large\/\d+\.jpg$/);
    } finally {
      await shop.close();
    }
  });

  test('a forged Host header never reaches the page', async () => {
    const response = await t.app.inject({ url: '/', headers: { host: 'evil.test"><script>x</script>' } });
    expect(response.body).toContain('<link rel="canonical" href="http://localhost/" />');
    expect(response.body).not.toContain('evil');
  });
});
