import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import type { AdminProductBody, AdminProductImages, AdminProductListResponse, AdminProductResponse } from '#shared/catalog-admin/schemas.ts';
import type { ProductDetail, SearchSuggestResponse } from '#shared/catalog/schemas.ts';
import { csrfHeaders, type SignedIn } from '../../test/auth.ts';
import { multipart } from '../../test/multipart.ts';
import type { TestApp } from '../../test/test-app.ts';
import { staffTestApp } from '../../test/staff-test-app.ts';

let t: TestApp;
let staff: SignedIn;
let customer: SignedIn;

staffTestApp((app) => ({ t, staff, customer } = app));

function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}

function get(url: string, who: SignedIn | null = staff) {
  return t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
}

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, who: SignedIn | null = staff) {
  return t.app.inject({ method, url, headers: who ? who.headers : csrfHeaders(), ...(payload === undefined ? {} : { payload: payload as object }) });
}

function picturePayload(bytes: Buffer, name = 'picture') {
  const body = multipart({}, [{ field: name, name: 'p.png', type: 'image/png', bytes }]);
  return { payload: body.payload, headers: { ...staff.headers, 'content-type': body.contentType } };
}

async function list(query: string): Promise<AdminProductListResponse> {
  const response = await get(`/v1/admin/products?${query}`);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json<AdminProductListResponse>();
}

async function detail(id: number): Promise<AdminProductResponse> {
  const response = await get(`/v1/admin/products/${id}`);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json<AdminProductResponse>();
}

/** The detail as a form body (what the editor sends back). */
function bodyOf(product: AdminProductResponse['product'], overrides: Partial<AdminProductBody> = {}): AdminProductBody {
  const { id: _id, slug: _slug, archived_at: _archived, on_orders: _on, images: _images, ...body } = product;
  return { ...body, ...overrides };
}

async function leafCategory(): Promise<number> {
  const [row] = await sql<{ id: number }>('select id from categories where level = 3 order by id limit 1');
  return row!.id;
}

async function waitFor(probe: () => Promise<boolean>, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return true;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return probe();
}

function newProduct(categoryId: number, overrides: Partial<AdminProductBody> = {}): AdminProductBody {
  return {
    name: 'Cảm biến nhiệt độ thử nghiệm ZQX',
    name_en: 'Test temperature sensor ZQX',
    mpn: 'ZQX-TMP-1001',
    sku: `ZQX${Date.now().toString(36).toUpperCase()}`,
    supplier_id: null,
    category_id: categoryId,
    package: 'SOT-23',
    description: 'Cảm biến ±0.5 °C',
    unit: 'Cái',
    multiples: 5,
    step: 5,
    datasheet_url: 'https://example.com/zqx.pdf',
    property_ids: [],
    prices: [{ quantity: 100, price: 9_000 }, { quantity: 5, price: 12_000 }],
    inventory: 250,
    visible: true,
    preferred: false,
    ...overrides,
  };
}

describe('permissions: staff only', () => {
  test('guests and customers get 403 on every call, staff 200', async () => {
    const [row] = await sql<{ id: number }>('select id from products order by id limit 1');
    const id = row!.id;
    for (const who of [null, customer]) {
      const code = who ? 'forbidden' : 'login_required';
      for (const url of ['/v1/admin/products', '/v1/admin/products/options', `/v1/admin/products/${id}`]) {
        const response = await get(url, who);
        expect(response.statusCode, url).toBe(403);
        expect(response.json<{ error: { code: string } }>().error.code).toBe(code);
      }
      for (const [method, url, payload] of [
        ['POST', '/v1/admin/products', newProduct(1)],
        ['PUT', `/v1/admin/products/${id}`, newProduct(1)],
        ['POST', `/v1/admin/products/${id}/archive`, { archived: true }],
        ['POST', `/v1/admin/products/${id}/pictures/order`, { image_ids: [1] }],
        ['DELETE', `/v1/admin/products/${id}/pictures/1`, undefined],
      ] as const) {
        expect((await send(method, url, payload, who)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await get('/v1/admin/products')).statusCode).toBe(200);
    expect((await sql<{ n: number }>("select count(*)::int as n from staff_changes where subject = 'product'"))[0]!.n).toBe(0);
  });
});

describe('GET /v1/admin/products', () => {
  test('pages with the shared envelope, newest first by default', async () => {
    const [{ n }] = (await sql<{ n: number }>('select count(*)::int as n from products where archived_at is null')) as [{ n: number }];
    const first = await list('');
    expect(first).toMatchObject({ total: n, current_page: 1, per_page: 25, last_page: Math.ceil(n / 25) });
    expect(first.data).toHaveLength(25);
    const second = await list('page=2');
    expect(second.data[0]!.id).not.toBe(first.data[0]!.id);
    const past = await list(`page=${first.last_page + 1}`);
    expect(past).toMatchObject({ data: [], total: n, last_page: first.last_page });
  });

  test('searches through the storefront index: an exact SKU comes first', async () => {
    const body = await list('q=c25804');
    expect(body.data[0]).toMatchObject({ sku: 'C25804' });
  });

  test('filters by category subtree, brand, stock, preferred and picture, and sorts', async () => {
    const [top] = await sql<{ id: number; number_product: number }>('select id, number_product from categories where level = 1 and number_product > 0 order by id limit 1');
    expect((await list(`category_id=${top!.id}`)).total).toBe(top!.number_product);
    const [brand] = await sql<{ id: number; n: number }>('select supplier_id as id, count(*)::int as n from products where supplier_id is not null group by supplier_id order by n desc limit 1');
    const byBrand = await list(`brand=${brand!.id}`);
    expect(byBrand.total).toBe(brand!.n);
    const [{ out }] = (await sql<{ out: number }>('select count(*)::int as out from products where inventory <= 0')) as [{ out: number }];
    expect((await list('stock=0')).total).toBe(out);
    for (const row of (await list('stock=1&sort=stock_asc')).data) expect(row.inventory).toBeGreaterThan(0);
    const preferred = await list('preferred=1');
    expect(preferred.total).toBeGreaterThan(0);
    expect(preferred.data.every((row) => row.preferred)).toBe(true);
    const [{ pictured }] = (await sql<{ pictured: number }>('select count(*)::int as pictured from products where image_id is not null')) as [{ pictured: number }];
    expect((await list('picture=1')).total).toBe(pictured);
    const prices = (await list('sort=price_desc')).data.map((row) => row.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  test('refuses a sort it does not know with the field named', async () => {
    const response = await get('/v1/admin/products?sort=random');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('validation_failed');
  });
});

describe('create, change, archive', () => {
  test('bad input answers the rule keys beside the fields and writes nothing', async () => {
    const before = await sql<{ n: number }>('select count(*)::int as n from products');
    const response = await send('POST', '/v1/admin/products', newProduct(await leafCategory(), { name: ' ', sku: 'has space', category_id: null, datasheet_url: 'ftp://x', prices: [] }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string; fields: Record<string, string> } }>().error).toMatchObject({
      code: 'validation_failed',
      fields: { name: 'field_required', sku: 'field_invalid', category_id: 'field_required', datasheet_url: 'datasheet_url_invalid', prices: 'price_breaks_required' },
    });
    expect(await sql('select count(*)::int as n from products')).toEqual(before);
  });

  test('creates a product with its volume prices and filter values, recorded as one change', async () => {
    const [value] = await sql<{ id: number }>('select id from properties where parent_id is not null order by id limit 1');
    const body = newProduct(await leafCategory(), { property_ids: [value!.id] });
    const response = await send('POST', '/v1/admin/products', body);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number }>();
    const { product, history, exchange_rate } = await detail(id);
    expect(product).toMatchObject({ name: body.name, name_en: body.name_en, sku: body.sku, multiples: 5, step: 5, inventory: 250, property_ids: [value!.id], on_orders: false });
    // Stored smallest quantity first; the list price is the first break's.
    expect(product.prices).toEqual([{ quantity: 5, price: 12_000 }, { quantity: 100, price: 9_000 }]);
    expect((await sql<{ price: number }>('select price from products where id = ?', [id]))[0]!.price).toBe(12_000);
    expect(exchange_rate).toBeGreaterThan(0);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'create', after: { sku: body.sku, inventory: 250 } });
  });

  test('an edit records only what changed, before → after', async () => {
    const { id } = (await send('POST', '/v1/admin/products', newProduct(await leafCategory()))).json<{ id: number }>();
    const { product } = await detail(id);
    const response = await send('PUT', `/v1/admin/products/${id}`, bodyOf(product, { inventory: 7, prices: [{ quantity: 5, price: 11_500 }, { quantity: 100, price: 9_000 }] }));
    expect(response.statusCode, response.body).toBe(200);
    const { history } = await detail(id);
    expect(history[0]).toMatchObject({
      action: 'update',
      before: { inventory: 250, prices: [{ quantity: 5, price: 12_000 }, { quantity: 100, price: 9_000 }] },
      after: { inventory: 7, prices: [{ quantity: 5, price: 11_500 }, { quantity: 100, price: 9_000 }] },
    });
    expect(Object.keys(history[0]!.after!).sort()).toEqual(['inventory', 'prices']);
    // Saving the same form again changes nothing and records nothing.
    await send('PUT', `/v1/admin/products/${id}`, bodyOf((await detail(id)).product));
    expect((await detail(id)).history).toHaveLength(2);
  });

  test("another product's SKU is a 409 on the field, and the rest of the edit is not written", async () => {
    const { id } = (await send('POST', '/v1/admin/products', newProduct(await leafCategory()))).json<{ id: number }>();
    const { product } = await detail(id);
    const response = await send('PUT', `/v1/admin/products/${id}`, bodyOf(product, { name: 'Đổi tên không được lưu', sku: 'C25804' }));
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: { code: string; fields: Record<string, string> } }>().error).toMatchObject({ code: 'sku_taken', fields: { sku: 'sku_taken' } });
    const after = await detail(id);
    expect(after.product.name).toBe(product.name);
    expect(after.history).toHaveLength(1);
  });

  test('an unknown category or filter value is refused on its field', async () => {
    const response = await send('POST', '/v1/admin/products', newProduct(999_999, { property_ids: [999_999] }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ category_id: 'field_invalid', property_ids: 'field_invalid' });
  });

  test('archiving takes a product off the storefront, keeps it for staff, and is recorded', async () => {
    const { id } = (await send('POST', '/v1/admin/products', newProduct(await leafCategory(), { sku: 'ZQXARCHIVE1', mpn: 'ZQXARCH-77' }))).json<{ id: number }>();
    const { product } = await detail(id);
    expect((await get(`/v1/products/${product.slug}`, null)).statusCode).toBe(200);
    expect((await send('POST', `/v1/admin/products/${id}/archive`, { archived: true })).statusCode).toBe(200);
    expect((await get(`/v1/products/${product.slug}`, null)).statusCode).toBe(404);
    expect((await list('q=ZQXARCHIVE1')).data).toEqual([]);
    expect((await list('q=ZQXARCHIVE1&archived=archived')).data.map((row) => row.id)).toEqual([id]);
    const { history, product: archived } = await detail(id);
    expect(archived.archived_at).not.toBeNull();
    expect(history[0]).toMatchObject({ action: 'archive', before: { archived_at: null } });
    expect((await sql<{ n: number }>('select count(*)::int as n from products where id = ?', [id]))[0]!.n).toBe(1);
  });
});

describe('pictures', () => {
  test('upload, order and remove through the image store; the first is the main picture', async () => {
    const { id } = (await send('POST', '/v1/admin/products', newProduct(await leafCategory()))).json<{ id: number }>();
    const red = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#cc2222' } }).png().toBuffer();
    const blue = await sharp({ create: { width: 20, height: 30, channels: 3, background: '#2222cc' } }).png().toBuffer();
    const first = await t.app.inject({ method: 'POST', url: `/v1/admin/products/${id}/pictures`, ...picturePayload(red) });
    expect(first.statusCode, first.body).toBe(201);
    const second = await t.app.inject({ method: 'POST', url: `/v1/admin/products/${id}/pictures`, ...picturePayload(blue) });
    const images = second.json<AdminProductImages>().images.map((image) => image.id);
    expect(images).toHaveLength(2);
    expect((await sql<{ image_id: number }>('select image_id from products where id = ?', [id]))[0]!.image_id).toBe(images[0]);
    // The rendition is served like every other picture.
    const rendition = await t.app.inject(`/upload/medium/${images[1]}.jpg`);
    expect(rendition.statusCode).toBe(200);
    expect(rendition.headers['content-type']).toContain('image/jpeg');

    const ordered = await send('POST', `/v1/admin/products/${id}/pictures/order`, { image_ids: [images[1], images[0]] });
    expect(ordered.json<AdminProductImages>().images.map((image) => image.id)).toEqual([images[1], images[0]]);
    expect((await sql<{ image_id: number }>('select image_id from products where id = ?', [id]))[0]!.image_id).toBe(images[1]);
    expect((await send('POST', `/v1/admin/products/${id}/pictures/order`, { image_ids: [images[1]] })).statusCode).toBe(400);

    const removed = await send('DELETE', `/v1/admin/products/${id}/pictures/${images[1]}`);
    expect(removed.json<AdminProductImages>().images.map((image) => image.id)).toEqual([images[0]]);
    expect((await sql<{ image_id: number }>('select image_id from products where id = ?', [id]))[0]!.image_id).toBe(images[0]);
    const actions = (await detail(id)).history.map((change) => change.action);
    expect(actions).toEqual(['picture_delete', 'picture_order', 'picture_add', 'picture_add', 'create']);
  });

  test('a file that is not a picture is a 415 on the field and adds nothing', async () => {
    const { id } = (await send('POST', '/v1/admin/products', newProduct(await leafCategory()))).json<{ id: number }>();
    const response = await t.app.inject({ method: 'POST', url: `/v1/admin/products/${id}/pictures`, ...picturePayload(Buffer.from('%PDF-1.4 not a picture')) });
    expect(response.statusCode).toBe(415);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ picture: 'invalid_file_type' });
    expect((await detail(id)).product.images).toEqual([]);
  });
});

describe('the storefront follows an edit', () => {
  test('price and stock show on the product page at once, a new name in search within seconds', async () => {
    const [row] = await sql<{ id: number }>('select id from products where archived_at is null and visible and inventory > 0 order by id desc limit 1');
    const { product } = await detail(row!.id);
    const newName = `${product.name} Zyxwvu`;
    const response = await send('PUT', `/v1/admin/products/${product.id}`, bodyOf(product, { name: newName, inventory: 4321, prices: [{ quantity: product.prices[0]!.quantity, price: 77_700 }] }));
    expect(response.statusCode, response.body).toBe(200);
    const page = (await get(`/v1/products/${product.slug}`, null)).json<{ product: ProductDetail }>().product;
    expect(page).toMatchObject({ name: newName, price: 77_700, inventory: 4321 });
    const found = await waitFor(async () => {
      const body = (await get('/v1/search-autohome?q=zyxwvu', null)).json<SearchSuggestResponse>();
      return body.products.data.some((item) => item.id === product.id && item.price === 77_700 && item.inventory === 4321);
    });
    expect(found).toBe(true);
  });

  test('hiding a product takes it out of listings and search within seconds', async () => {
    const { id } = (await send('POST', '/v1/admin/products', newProduct(await leafCategory(), { sku: 'ZQXHIDE1', mpn: 'ZQXHIDE-42' }))).json<{ id: number }>();
    expect(await waitFor(async () => (await get('/v1/search-autohome?q=zqxhide-42', null)).json<SearchSuggestResponse>().products.data.some((item) => item.id === id))).toBe(true);
    const { product } = await detail(id);
    await send('PUT', `/v1/admin/products/${id}`, bodyOf(product, { visible: false }));
    expect(await waitFor(async () => !(await get('/v1/search-autohome?q=zqxhide-42', null)).json<SearchSuggestResponse>().products.data.some((item) => item.id === id))).toBe(true);
    expect((await get(`/v1/products/${product.slug}`, null)).statusCode).toBe(404);
    // Staff still find it by its part number.
    expect((await list('q=ZQXHIDE1')).data.map((item) => item.id)).toEqual([id]);
  });
});

describe('bulk changes', () => {
  async function threeProducts(): Promise<number[]> {
    const category = await leafCategory();
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await send('POST', '/v1/admin/products', newProduct(category, { sku: `ZQXBULK${i}${Date.now().toString(36).toUpperCase()}`, prices: [{ quantity: 1, price: 10_000 + i * 1_000 }, { quantity: 50, price: 8_000 }] }));
      ids.push(response.json<{ id: number }>().id);
    }
    return ids;
  }

  test('customers cannot preview or apply', async () => {
    for (const path of ['preview', 'apply']) {
      expect((await send('POST', `/v1/admin/products/bulk/${path}`, { ids: [1], change: { kind: 'stock', inventory: 0 } }, customer)).statusCode).toBe(403);
    }
  });

  test('the preview shows before → after and writes nothing; applying writes exactly that, recorded per product', async () => {
    const ids = await threeProducts();
    const body = { ids, change: { kind: 'price_percent', percent: 10 } };
    const preview = await send('POST', '/v1/admin/products/bulk/preview', body);
    expect(preview.statusCode, preview.body).toBe(200);
    const rows = preview.json<{ rows: { id: number; before: { prices: unknown[] }; after: { prices: { quantity: number; price: number }[] } }[] }>().rows;
    expect(rows.map((row) => row.after.prices)).toEqual([
      [{ quantity: 1, price: 11_000 }, { quantity: 50, price: 8_800 }],
      [{ quantity: 1, price: 12_100 }, { quantity: 50, price: 8_800 }],
      [{ quantity: 1, price: 13_200 }, { quantity: 50, price: 8_800 }],
    ]);
    expect((await detail(ids[0]!)).product.prices).toEqual([{ quantity: 1, price: 10_000 }, { quantity: 50, price: 8_000 }]);

    const applied = await send('POST', '/v1/admin/products/bulk/apply', body);
    expect(applied.json<{ changed: number }>()).toEqual({ changed: 3 });
    for (const [i, id] of ids.entries()) {
      const { product, history } = await detail(id);
      expect(product.prices).toEqual(rows[i]!.after.prices);
      expect((await sql<{ price: number }>('select price from products where id = ?', [id]))[0]!.price).toBe(rows[i]!.after.prices[0]!.price);
      expect(history[0]).toMatchObject({ action: 'bulk_update', before: { prices: rows[i]!.before.prices }, after: { prices: rows[i]!.after.prices } });
    }
  });

  test('moving products to another category keeps every category count right', async () => {
    const ids = await threeProducts();
    const [from] = await sql<{ subject_id: number }>('select subject_id from products where id = ?', [ids[0]]);
    const [to] = await sql<{ id: number }>('select id from categories where level = 3 and id <> ? order by id desc limit 1', [from!.subject_id]);
    const counts = () => sql<{ id: number; number_product: number }>('select id, number_product from categories order by id');
    const direct = () => sql<{ id: number; n: number }>(
      `with recursive tree as (select id, id as root from categories union all select c.id, tree.root from categories c join tree on c.parent_id = tree.id)
       select t.root as id, count(p.id)::int as n from tree t left join products p on p.subject_id = t.id and p.visible and p.archived_at is null group by t.root order by t.root`,
    );
    const applied = await send('POST', '/v1/admin/products/bulk/apply', { ids, change: { kind: 'category', category_id: to!.id } });
    expect(applied.json<{ changed: number }>()).toEqual({ changed: 3 });
    expect((await counts()).map((row) => [row.id, row.number_product])).toEqual((await direct()).map((row) => [row.id, row.n]));
  });

  test('one unknown product refuses the whole change; a typo-sized percent is refused on its field', async () => {
    const ids = await threeProducts();
    const missing = await send('POST', '/v1/admin/products/bulk/apply', { ids: [...ids, 99_999_999], change: { kind: 'stock', inventory: 0 } });
    expect(missing.statusCode).toBe(404);
    for (const id of ids) expect((await detail(id)).product.inventory).toBe(250);
    const typo = await send('POST', '/v1/admin/products/bulk/apply', { ids, change: { kind: 'price_percent', percent: 1000 } });
    expect(typo.statusCode).toBe(400);
    expect(typo.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ change: 'field_too_large' });
  });
});
