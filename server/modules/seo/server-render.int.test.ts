import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { homeBlockFamilies } from '#shared/catalog/home-blocks.ts';
import type { CategoryShowResponse, MenuResponse, ProductDetail, ProductListResponse } from '#shared/catalog/schemas.ts';
import { API_PATH, productDetailPath } from '#shared/http/api-paths.ts';
import { formatVnd } from '#shared/money/format.ts';
import { buildServerRenderer } from '../../../scripts/build.ts';
import { escapeHtml } from '../../lib/html-escape.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

// The real server-rendering bundle (client/entry-server.tsx, built as `npm run build` builds it)
// beside a client build holding the real index.html: the pages' first screens are rendered by the
// app's own components with the data of this test's database.
const build = mkdtempSync(join(tmpdir(), 'server-render-'));
const clientDir = join(build, 'client');
let t: TestApp;
let product: ProductDetail;

beforeAll(async () => {
  mkdirSync(clientDir);
  writeFileSync(join(clientDir, 'index.html'), readFileSync(new URL('../../../client/index.html', import.meta.url), 'utf8'));
  await buildServerRenderer(join(build, 'ssr'));
  t = await buildTestApp({ config: { clientDir } });
  const [row] = await t.orm.em.fork().execute<{ slug: string }[]>(
    `select p.slug from products p where exists (select 1 from product_prices pp where pp.product_id = p.id) order by p.id limit 1`,
  );
  product = (await t.app.inject(productDetailPath(row!.slug))).json<{ product: ProductDetail }>().product;
}, 240_000);
afterAll(async () => {
  await t.close();
  rmSync(build, { recursive: true, force: true });
});

/** The markup the server wrote into `#app`, followed by its answers; empty for the plain shell. */
function appMarkup(html: string): string {
  return /<div id="app">([\s\S]*)<\/div>\n {4}<script type="application\/json" id="first-answers">/.exec(html)?.[1] ?? '';
}

/** The first `<img>` of the markup showing this catalogue picture. */
function pictureTag(markup: string, imageId: number | null): string {
  return new RegExp(`<img [^>]*src="/upload/medium/${imageId}\\.jpg"[^>]*>`).exec(markup)?.[0] ?? '';
}

/** The answers block the page came with. */
function embeddedAnswers(html: string): Record<string, unknown> {
  return JSON.parse(/<script type="application\/json" id="first-answers">([^<]*)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
}

describe('server rendering of the first screen', () => {
  test("a guest's product page carries its name and price in the HTML, before any script runs", async () => {
    // The first product page this process renders: its comments are a lazy component whose code
    // is not loaded yet, and must be waited for, not left to the browser (a `<!--$!-->` boundary,
    // which the browser throws away and reports as React error 419 while hydrating).
    const page = await t.app.inject(`/products/${product.slug}`);
    expect(page.statusCode).toBe(200);
    const markup = appMarkup(page.body);
    expect(markup).toContain(`<h1`);
    expect(markup).toContain(escapeHtml(product.name));
    expect(markup).toContain(formatVnd(product.prices[0]!.price));
    expect(markup).toContain('id="comments"');
    expect(markup).not.toContain('<!--$!-->');
    expect(markup).not.toContain('aria-busy="true"></section>');
    // The answers it was rendered with travel with it, for the client's first load to hydrate with.
    expect(embeddedAnswers(page.body)[productDetailPath(product.slug)]).toEqual({ product });
    // Its data is in the page, so it is not preloaded a second time; no inline script is written.
    expect(page.body).not.toContain(`as="fetch"`);
    expect(page.body).not.toMatch(/<script>/);
  });

  test('the page is rendered in the language of the visitor', async () => {
    const [category] = await t.orm.em.fork().execute<{ slug: string; name: string; name_en: string }[]>(
      'select slug, name, name_en from categories where parent_id is null order by id limit 1',
    );
    expect(appMarkup((await t.app.inject(`/product/${category!.slug}`)).body)).toContain(escapeHtml(category!.name));
    const english = await t.app.inject({ url: `/product/${category!.slug}`, cookies: { lang: 'en' } });
    expect(appMarkup(english.body)).toContain(escapeHtml(category!.name_en));
  });

  test("the home page's first screen, its hero and first category blocks, is in the HTML", async () => {
    const families = await t.orm.em.fork().execute<{ name: string }[]>(
      'select name from categories where parent_id is null and number_product > 0 order by number_product desc, id limit 2',
    );
    const home = await t.app.inject('/');
    expect(home.statusCode).toBe(200);
    const markup = appMarkup(home.body);
    expect(markup).toContain('<h1');
    for (const { name } of families) expect(markup).toContain(escapeHtml(name));
    expect(home.body).not.toMatch(/<script>/);
  });

  test("a category's first products, read in an effect in the browser, are in the HTML with their prices", async () => {
    const [category] = await t.orm.em.fork().execute<{ id: string; slug: string }[]>(
      'select id, slug from categories where parent_id is null and number_product > 0 order by id limit 1',
    );
    const url = `/v1/products?category_id=${category!.id}`;
    const { products } = (await t.app.inject(url)).json<ProductListResponse>();
    expect(products.length).toBeGreaterThan(2);
    const page = await t.app.inject(`/product/${category!.slug}`);
    const markup = appMarkup(page.body);
    for (const listed of products.slice(0, 3)) {
      expect(markup).toContain(escapeHtml(listed.name));
      expect(markup).toContain(formatVnd(listed.price));
    }
    // The browser's first read of the list takes the answer the server rendered with.
    expect(embeddedAnswers(page.body)[url]).toEqual({ ...(await t.app.inject(url)).json<ProductListResponse>() });
  });

  test("the home page's first category blocks carry their products in the HTML", async () => {
    const menu = (await t.app.inject(API_PATH.menu)).json<MenuResponse>();
    const [first] = homeBlockFamilies(menu.categories);
    const home = await t.app.inject('/');
    const answers = embeddedAnswers(home.body);
    const showUrl = Object.keys(answers).find((key) => key.startsWith(`/v1/get-category-show?parent_id=${first!.id}&`));
    expect(showUrl).toBeDefined();
    const { products } = (await t.app.inject(showUrl!)).json<CategoryShowResponse>();
    expect(products.length).toBeGreaterThan(0);
    const markup = appMarkup(home.body);
    for (const shown of products.slice(0, 3)) expect(markup).toContain(escapeHtml(shown.name));
    // Its largest paint on a phone, the first block's first picture, is fetched at once and first
    // (route-preloads.test.ts: no route code is preloaded beside it).
    expect(pictureTag(markup, products[0]!.image_id)).toMatch(/fetchPriority="high"/);
    expect(pictureTag(markup, products[0]!.image_id)).not.toMatch(/loading="lazy"/);
  });

  test('the PCB quote page paints its heading and form tabs from the HTML', async () => {
    const pcb = await t.app.inject('/pcb');
    expect(pcb.statusCode).toBe(200);
    const markup = appMarkup(pcb.body);
    expect(markup).toContain('Đặt mạch in PCB trực tuyến</h1>');
    expect(markup).toContain('href="/pcb/assembly"');
    expect(pcb.body).not.toMatch(/<script>/);
  });

  test('a signed-in visitor, pages the server does not render and a missing product get the plain shell', async () => {
    const signedIn = await t.app.inject({ url: `/products/${product.slug}`, cookies: { sid: 'some-session' } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<div id="app"></div>');
    expect(signedIn.body).not.toContain(escapeHtml(product.name) + '</h1>');
    expect((await t.app.inject('/login')).body).toContain('<div id="app"></div>');
    expect((await t.app.inject({ url: '/', cookies: { sid: 'some-session' } })).body).toContain('<div id="app"></div>');
    const missing = await t.app.inject('/products/khong-co-trang-nay');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="app"></div>');
  });
});

describe("guests' rendered pages kept while their data stays the same", () => {
  /** How the server made this answer's markup: `cached` or `rendered` (Server-Timing). */
  const renderedHow = (headers: Record<string, unknown>) => /render;desc="(\w+)"/.exec(String(headers['server-timing']))?.[1];

  test('the next guest gets the same home page without a new render, and a 304 for the tag they hold', async () => {
    await t.app.inject('/');
    const kept = await t.app.inject('/');
    expect(renderedHow(kept.headers)).toBe('cached');
    const again = await t.app.inject('/');
    expect(renderedHow(again.headers)).toBe('cached');
    expect(again.body).toBe(kept.body);
    expect(kept.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(again.headers.etag).toBe(kept.headers.etag);
    const revalidated = await t.app.inject({ url: '/', headers: { 'if-none-match': String(kept.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.vary).toBe('cookie');
  });

  test('each language has its own render; a signed-in visitor never gets a kept render or a tag', async () => {
    await t.app.inject({ url: '/', cookies: { lang: 'en' } });
    const english = await t.app.inject({ url: '/', cookies: { lang: 'en' } });
    const vietnamese = await t.app.inject('/');
    expect(renderedHow(english.headers)).toBe('cached');
    expect(english.body).toContain('<html lang="en"');
    expect(vietnamese.body).toContain('<html lang="vi"');
    expect(english.headers.etag).not.toBe(vietnamese.headers.etag);
    const signedIn = await t.app.inject({ url: '/', cookies: { sid: 'some-session' } });
    expect(signedIn.body).toContain('<div id="app"></div>');
    expect(signedIn.headers['server-timing']).toBeUndefined();
    expect(signedIn.headers.etag).toBeUndefined();
  });

  test('a catalogue change (a product on the home page renamed) or a content edit (the footer address) renders it again', async () => {
    const menu = (await t.app.inject(API_PATH.menu)).json<MenuResponse>();
    const [first] = homeBlockFamilies(menu.categories);
    await t.app.inject('/');
    const before = await t.app.inject('/');
    expect(renderedHow(before.headers)).toBe('cached');
    const showUrl = Object.keys(embeddedAnswers(before.body)).find((key) => key.startsWith(`/v1/get-category-show?parent_id=${first!.id}&`))!;
    const [shown] = (await t.app.inject(showUrl)).json<CategoryShowResponse>().products;
    const em = t.orm.em.fork();
    await em.execute(`update products set name = name || ' (mới)' where id = ?`, [shown!.id]);
    const renamed = await t.app.inject('/');
    expect(renderedHow(renamed.headers)).toBe('rendered');
    expect(appMarkup(renamed.body)).toContain(escapeHtml(`${shown!.name} (mới)`));
    expect(renamed.headers.etag).not.toBe(before.headers.etag);
    expect(renderedHow((await t.app.inject('/')).headers)).toBe('cached');

    const [address] = await em.execute<{ id: number; address: string }[]>('select id, address from shop_addresses order by position, id limit 1');
    await em.execute(`update shop_addresses set address = ? where id = ?`, [`${address!.address}, tầng 2`, address!.id]);
    const edited = await t.app.inject('/');
    expect(renderedHow(edited.headers)).toBe('rendered');
    expect(appMarkup(edited.body)).toContain(escapeHtml(`${address!.address}, tầng 2`));
  });
});
