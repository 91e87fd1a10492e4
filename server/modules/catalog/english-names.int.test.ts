import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, test } from 'vitest';
import type { CartDetailsResponse } from '#shared/cart/schemas.ts';
import type { AdminProductBody, AdminProductResponse } from '#shared/catalog-admin/schemas.ts';
import { ProductDetailResponse, ProductListResponse, ProductListsResponse, SearchCartResponse, SearchSuggestResponse } from '#shared/catalog/schemas.ts';
import type { SignedIn } from '../../test/auth.ts';
import type { TestApp } from '../../test/test-app.ts';
import { staffTestApp } from '../../test/staff-test-app.ts';

// A product's English name (name_en, written by staff) in every storefront answer that names a
// product, beside the Vietnamese one: one cached answer serves both storefronts, which pick the
// name by language; the search index finds the English words. (The page head, rendered per
// language: seo/page-head.test.ts and e2e/english-product-names.spec.ts.)

let t: TestApp;
let staff: SignedIn;
let customer: SignedIn;
staffTestApp((app) => ({ t, staff, customer } = app));

const TAG = `qv${Date.now().toString(36)}`;

/** A product's names; `word` is in the English name only. */
function namesOf(suffix: string) {
  // Words far apart (no typo or prefix of one finds the other).
  const word = `${suffix === 'a' ? 'hygrometric' : 'psychrometer'}${TAG}`;
  return { sku: `${TAG}${suffix}`.toUpperCase(), vi: `Cảm biến độ ẩm thử nghiệm ${TAG.toUpperCase()}${suffix}`, word, en: `Humidity sensor ${word}` };
}

async function leafCategory(): Promise<number> {
  const [row] = await t.orm.em.fork().execute<{ id: number }[]>('select id from categories where level = 3 order by id limit 1');
  return row!.id;
}

async function getJson<S extends TSchema>(url: string, schema: S): Promise<Static<S>> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url} ${response.body.slice(0, 300)}`).toBe(200);
  const body = response.json<Static<S>>();
  expect(Value.Check(schema, body), `${url} ${JSON.stringify([...Value.Errors(schema, body)].slice(0, 3))}`).toBe(true);
  return body;
}

async function createProduct(names: ReturnType<typeof namesOf>): Promise<{ id: number; slug: string; body: AdminProductBody }> {
  const body: AdminProductBody = {
    name: names.vi, name_en: '', mpn: `QV-${names.sku}`, sku: names.sku, supplier_id: null, category_id: await leafCategory(), package: '', description: '',
    unit: 'Cái', multiples: 1, step: 1, datasheet_url: '', property_ids: [], prices: [{ quantity: 1, price: 20_000 }], inventory: 40, visible: true, preferred: false,
  };
  const created = await t.app.inject({ method: 'POST', url: '/v1/admin/products', headers: staff.headers, payload: body });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ id: number }>().id;
  const detail = (await t.app.inject({ method: 'GET', url: `/v1/admin/products/${id}`, headers: { cookie: staff.cookie } })).json<AdminProductResponse>();
  return { id, slug: detail.product.slug, body };
}

async function setEnglishName(id: number, body: AdminProductBody, nameEn: string): Promise<void> {
  const saved = await t.app.inject({ method: 'PUT', url: `/v1/admin/products/${id}`, headers: staff.headers, payload: { ...body, name_en: nameEn } });
  expect(saved.statusCode, saved.body).toBe(200);
  // The name is in the index's words: a structural change, the index rebuilds (here at once).
  await t.app.catalogSearch.refresh();
}

describe('a product named in English by staff', () => {
  test('every storefront answer that names it carries both names; search finds it by its English words', async () => {
    const { vi: NAME_VI, word: WORD_EN, en: NAME_EN } = namesOf('a');
    const { id, slug, body } = await createProduct(namesOf('a'));
    await setEnglishName(id, body, NAME_EN);
    const both = { name: NAME_VI, name_en: NAME_EN };

    const detail = await getJson(`/v1/products/${slug}`, ProductDetailResponse);
    expect(detail.product).toMatchObject({ id, ...both });

    const listing = await getJson(`/v1/products?category_id=${body.category_id}&order_sort=newest`, ProductListResponse);
    expect(listing.products[0]).toMatchObject({ id, ...both });
    const viewed = await getJson(`/v1/product-viewed?ids=${id}`, ProductListsResponse);
    expect(viewed.products).toEqual([expect.objectContaining({ id, ...both })]);

    // The English word is found: suggestions, the cart page's search and the search listing.
    const suggestions = await getJson(`/v1/search-autohome?q=${WORD_EN}`, SearchSuggestResponse);
    expect(suggestions.products.data).toEqual([expect.objectContaining({ id, ...both })]);
    const cartSearch = await getJson(`/v1/search-cart?q=${encodeURIComponent(`humidity ${WORD_EN}`)}`, SearchCartResponse);
    expect(cartSearch.products.data.map((product) => product.id)).toEqual([id]);
    const results = await getJson(`/v1/products?search=${WORD_EN}`, ProductListResponse);
    expect(results.products.map((product) => [product.id, product.name_en])).toEqual([[id, NAME_EN]]);

    // The cart line carries both names.
    const added = await t.app.inject({ method: 'POST', url: '/v1/carts', headers: customer.headers, payload: { product_id: id, quantity: 1 } });
    expect(added.statusCode, added.body).toBe(200);
    const cart = (await t.app.inject({ method: 'GET', url: '/v1/carts', headers: { cookie: customer.cookie } })).json<CartDetailsResponse>();
    expect(cart.carts_details.find((item) => item.id === id)).toMatchObject(both);

  });

  test('an English name cleared by staff is null in the answers and its words are no longer found', async () => {
    const { vi: NAME_VI, word: WORD_EN, en: NAME_EN } = namesOf('b');
    const { id, slug, body } = await createProduct(namesOf('b'));
    await setEnglishName(id, body, NAME_EN);
    expect((await getJson(`/v1/search-autohome?q=${WORD_EN}`, SearchSuggestResponse)).products.total).toBe(1);

    await setEnglishName(id, body, '   ');
    const detail = await getJson(`/v1/products/${slug}`, ProductDetailResponse);
    expect(detail.product).toMatchObject({ name: NAME_VI, name_en: null });
    expect((await getJson(`/v1/search-autohome?q=${WORD_EN}`, SearchSuggestResponse)).products.total).toBe(0);
  });
});
