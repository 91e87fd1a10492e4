import { describe, expect, test } from 'vitest';
import type { AdminCategoriesResponse, AdminCategoryResponse } from '#shared/catalog-structure/schemas.ts';
import type { FilterCategoryResponse, MenuResponse, ProductListResponse } from '#shared/catalog/schemas.ts';
import { csrfHeaders, type SignedIn } from '../../test/auth.ts';
import { wrongCategoryCounts } from '../../test/category-counts.ts';
import type { TestApp } from '../../test/test-app.ts';
import { staffTestApp } from '../../test/staff-test-app.ts';

let t: TestApp;
let staff: SignedIn;
let customer: SignedIn;
staffTestApp((app) => ({ t, staff, customer } = app));

const BASE = '/v1/admin/categories';

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}

async function call<T = { id: number; error?: { code: string; fields?: Record<string, string> } }>(who: SignedIn | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await t.app.inject({ method, url, headers: csrfHeaders(who?.cookie), ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: response.statusCode, body: response.json<T>() };
}

async function category(id: number) {
  const [row] = await sql<{ id: number; parent_id: number | null; level: number; number_product: number; position: number; name: string; name_en: string; slug: string }>('select * from categories where id = ?', [id]);
  return row;
}

/** Moves `count` products of the seed into a category (the count triggers follow). */
async function fileProducts(categoryId: number, count: number, offset: number): Promise<number[]> {
  const rows = await sql<{ id: number }>(`select id from products order by id limit ? offset ?`, [count, offset]);
  const ids = rows.map((row) => row.id);
  await sql(`update products set subject_id = ? where id in (${ids.map(() => '?').join(', ')})`, [categoryId, ...ids]);
  return ids;
}

async function create(name: string, slug: string, parentId: number | null): Promise<number> {
  const created = await call(staff, 'POST', BASE, { name, name_en: `${name} (en)`, slug, parent_id: parentId });
  expect(created.status).toBe(201);
  return created.body.id;
}

describe('staff category tree: who may use it', () => {
  test('guests and customers get 403 on every call; staff read the whole tree', async () => {
    expect((await call(null, 'GET', BASE)).status).toBe(403);
    const asCustomer = await call(customer, 'GET', BASE);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.error?.code).toBe('forbidden');
    const [some] = await sql<{ id: number }>('select id from categories order by id limit 1');
    for (const [method, url, body] of [
      ['POST', BASE, { name: 'Khách', name_en: 'Guest', slug: 'khach', parent_id: null }],
      ['POST', `${BASE}/${some!.id}`, { name: 'Khách', name_en: 'Guest', slug: 'khach' }],
      ['POST', `${BASE}/${some!.id}/move`, { parent_id: null }],
      ['POST', `${BASE}/${some!.id}/merge`, { into_id: some!.id }],
      ['POST', `${BASE}/reorder`, { parent_id: null, ids: [] }],
      ['GET', `${BASE}/${some!.id}`, undefined],
    ] as const) {
      expect((await call(customer, method, url, body)).status, `${method} ${url}`).toBe(403);
      expect((await call(null, method, url, body)).status, `${method} ${url}`).toBe(403);
    }
    expect(await sql('select 1 from categories where slug = ?', ['khach'])).toEqual([]);
    const tree = await call<AdminCategoriesResponse>(staff, 'GET', BASE);
    expect(tree.status).toBe(200);
    const [{ n }] = (await sql<{ n: string }>('select count(*) as n from categories')) as [{ n: string }];
    expect(tree.body.categories).toHaveLength(Number(n));
  });
});

describe('create, rename, reorder', () => {
  test('a new category goes last under its parent; a rename (vi/en) is recorded before → after', async () => {
    const [root] = await sql<{ id: number }>('select id from categories where level = 1 order by position limit 1');
    const id = await create('Linh kiện thử', 'linh-kien-thu', root!.id);
    const created = await category(id);
    expect(created).toMatchObject({ parent_id: root!.id, level: 2, number_product: 0 });
    const [{ max }] = (await sql<{ max: number }>('select max(position) as max from categories where parent_id = ?', [root!.id])) as [{ max: number }];
    expect(created!.position).toBe(max);

    const renamed = await call(staff, 'POST', `${BASE}/${id}`, { name: 'Linh kiện mẫu', name_en: 'Sample parts', slug: 'linh-kien-mau' });
    expect(renamed.status).toBe(200);
    expect(await category(id)).toMatchObject({ name: 'Linh kiện mẫu', name_en: 'Sample parts', slug: 'linh-kien-mau' });
    const detail = await call<AdminCategoryResponse>(staff, 'GET', `${BASE}/${id}`);
    expect(detail.body.changes.map((change) => change.action)).toEqual(['rename', 'create']);
    expect(detail.body.changes[0]).toMatchObject({
      user_name: staff.user.fullname,
      before: { name: 'Linh kiện thử', name_en: 'Linh kiện thử (en)', slug: 'linh-kien-thu' },
      after: { name: 'Linh kiện mẫu', name_en: 'Sample parts', slug: 'linh-kien-mau' },
    });
  });

  test('bad input: field keys beside the inputs, a taken slug 409, a fourth level 422; nothing written', async () => {
    const before = await sql('select count(*) from categories');
    const bad = await call(staff, 'POST', BASE, { name: ' ', name_en: '', slug: 'Có Dấu', parent_id: null });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields).toEqual({ name: 'field_required', name_en: 'field_required', slug: 'slug_invalid' });
    const [taken] = await sql<{ slug: string }>('select slug from categories order by id limit 1');
    const clash = await call(staff, 'POST', BASE, { name: 'Trùng', name_en: 'Clash', slug: taken!.slug, parent_id: null });
    expect(clash.status).toBe(409);
    expect(clash.body.error?.fields).toEqual({ slug: 'slug_taken' });
    const [leaf] = await sql<{ id: number }>('select id from categories where level = 3 order by id limit 1');
    const deep = await call(staff, 'POST', BASE, { name: 'Cấp bốn', name_en: 'Level four', slug: 'cap-bon', parent_id: leaf!.id });
    expect(deep.status).toBe(422);
    expect(deep.body.error?.code).toBe('category_too_deep');
    expect(await sql('select count(*) from categories')).toEqual(before);
  });

  test('reorder names every child once and the menu follows', async () => {
    const roots = await sql<{ id: number }>('select id from categories where parent_id is null order by position, name');
    const reversed = roots.map((root) => root.id).reverse();
    expect((await call(staff, 'POST', `${BASE}/reorder`, { parent_id: null, ids: reversed.slice(1) })).status).toBe(422);
    expect((await call(staff, 'POST', `${BASE}/reorder`, { parent_id: null, ids: reversed })).status).toBe(200);
    await t.app.catalogSearch.refresh();
    const menu = (await t.app.inject('/v1/get-menu')).json<MenuResponse>();
    expect(menu.categories.map((family) => family.id)).toEqual(reversed);
    expect((await call(staff, 'POST', `${BASE}/reorder`, { parent_id: null, ids: roots.map((root) => root.id) })).status).toBe(200);
  });
});

describe('move', () => {
  test('a level-2 category with its children moves to another family: levels follow, every count stays right', async () => {
    const [source] = await sql<{ id: number; parent_id: number; number_product: number }>(
      `select c.id, c.parent_id, c.number_product from categories c where c.level = 2 and c.number_product > 0 and exists (select 1 from categories k where k.parent_id = c.id) order by c.id limit 1`,
    );
    const [family] = await sql<{ id: number; number_product: number }>('select id, number_product from categories where level = 1 and id <> ? order by id limit 1', [source!.parent_id]);
    const oldFamily = (await category(source!.parent_id))!;
    expect((await call(staff, 'POST', `${BASE}/${source!.id}/move`, { parent_id: family!.id })).status).toBe(200);
    expect(await category(source!.id)).toMatchObject({ parent_id: family!.id, level: 2 });
    expect((await category(family!.id))!.number_product).toBe(family!.number_product + source!.number_product);
    expect((await category(oldFamily.id))!.number_product).toBe(oldFamily.number_product - source!.number_product);
    expect(await wrongCategoryCounts(t.orm.em.fork())).toEqual([]);

    // To the top level: the category becomes level 1 and its children level 2.
    expect((await call(staff, 'POST', `${BASE}/${source!.id}/move`, { parent_id: null })).status).toBe(200);
    expect((await category(source!.id))!.level).toBe(1);
    expect(await sql('select distinct level from categories where parent_id = ?', [source!.id])).toEqual([{ level: 2 }]);
    expect(await wrongCategoryCounts(t.orm.em.fork())).toEqual([]);
    // Not below a level-2 category (its children would be level 4), not into itself.
    const [levelTwo] = await sql<{ id: number }>('select id from categories where level = 2 order by id limit 1');
    expect((await call(staff, 'POST', `${BASE}/${source!.id}/move`, { parent_id: levelTwo!.id })).body.error?.code).toBe('category_too_deep');
    const [child] = await sql<{ id: number }>('select id from categories where parent_id = ? limit 1', [source!.id]);
    expect((await call(staff, 'POST', `${BASE}/${source!.id}/move`, { parent_id: child!.id })).body.error?.code).toBe('category_move_into_itself');
    expect((await call(staff, 'POST', `${BASE}/${source!.id}/move`, { parent_id: oldFamily.id })).status).toBe(200);
    expect(await wrongCategoryCounts(t.orm.em.fork())).toEqual([]);
    const history = await call<AdminCategoryResponse>(staff, 'GET', `${BASE}/${source!.id}`);
    expect(history.body.changes.map((change) => change.action)).toEqual(['move', 'move', 'move']);
    expect(history.body.changes[2]).toMatchObject({ before: { parent_id: oldFamily.id }, after: { parent_id: family!.id } });
  });
});

describe('merge', () => {
  test('products and children move, same-named children meet, every count is right, the storefront follows', async () => {
    // Two look-alike families: A (3 own products, child "Ổn áp" 4 products with a level-3 child of 2, child "Riêng A" 1)
    // and B (child "Ổn áp" 5 products, 2 own products).
    const a = await create('Nguồn A', 'nguon-a-merge', null);
    const aTwin = await create('Ổn áp', 'on-ap-a-merge', a);
    const aTwinLeaf = await create('Ổn áp SOT-23', 'on-ap-a-sot23-merge', aTwin);
    const aOwn = await create('Riêng A', 'rieng-a-merge', a);
    const b = await create('Nguồn B', 'nguon-b-merge', null);
    const bTwin = await create('ổn áp ', 'on-ap-b-merge', b);
    const aProducts = await fileProducts(a, 3, 0);
    const twinProducts = await fileProducts(aTwin, 2, 3);
    const leafProducts = await fileProducts(aTwinLeaf, 2, 5);
    await fileProducts(aOwn, 1, 7);
    await fileProducts(bTwin, 5, 8);
    await fileProducts(b, 2, 13);
    expect((await category(a))!.number_product).toBe(8);
    expect((await category(b))!.number_product).toBe(7);
    expect(await wrongCategoryCounts(t.orm.em.fork())).toEqual([]);

    const wrongLevel = await call(staff, 'POST', `${BASE}/${aTwin}/merge`, { into_id: b });
    expect(wrongLevel.status).toBe(422);
    expect(wrongLevel.body.error?.code).toBe('category_merge_levels');
    expect((await call(staff, 'POST', `${BASE}/${a}/merge`, { into_id: a })).body.error?.code).toBe('category_merge_same');

    const merged = await call(staff, 'POST', `${BASE}/${a}/merge`, { into_id: b });
    expect(merged.status).toBe(200);
    expect(merged.body.id).toBe(b);
    expect(await category(a)).toBeUndefined();
    expect(await category(aTwin)).toBeUndefined();
    expect((await category(b))!.number_product).toBe(15);
    expect((await category(bTwin))!.number_product).toBe(9);
    expect(await category(aTwinLeaf)).toMatchObject({ parent_id: bTwin, level: 3, number_product: 2 });
    expect(await category(aOwn)).toMatchObject({ parent_id: b, level: 2, number_product: 1 });
    expect(await sql('select id from products where subject_id = ? and id in (?, ?, ?) order by id', [b, ...aProducts])).toHaveLength(3);
    expect(await sql(`select id from products where subject_id = ? and id in (${twinProducts.map(() => '?').join(',')})`, [bTwin, ...twinProducts])).toHaveLength(2);
    expect(await sql(`select id from products where subject_id = ? and id in (${leafProducts.map(() => '?').join(',')})`, [aTwinLeaf, ...leafProducts])).toHaveLength(2);
    expect(await wrongCategoryCounts(t.orm.em.fork())).toEqual([]);

    // Recorded on both sides, in the merge's own transaction.
    const history = await call<AdminCategoryResponse>(staff, 'GET', `${BASE}/${b}`);
    expect(history.body.changes[0]).toMatchObject({ action: 'merge_in', user_name: staff.user.fullname, after: { merged_from: a, name: 'Nguồn A', products_moved: 3 } });
    const [record] = await sql<{ action: string; before: { number_product: number } }>(`select action, before from staff_changes where subject = 'category' and subject_id = ? order by id desc limit 1`, [String(a)]);
    expect(record).toMatchObject({ action: 'merge', before: { number_product: 8 } });

    // The storefront: menu, category list, listing and filter counts show the merged family.
    await t.app.catalogSearch.refresh();
    const menu = (await t.app.inject('/v1/get-menu')).json<MenuResponse>();
    expect(menu.categories.some((family) => family.id === a)).toBe(false);
    const family = menu.categories.find((candidate) => candidate.id === b)!;
    expect(family.number_product).toBe(15);
    expect(family.children.map((child) => child.name).sort()).toEqual(['Riêng A', 'ổn áp']);
    const listing = (await t.app.inject(`/v1/products?category_id=${b}`)).json<ProductListResponse>();
    expect(listing.total).toBe(15);
    const filters = (await t.app.inject(`/v1/filter-category?category_id=${b}`)).json<FilterCategoryResponse>();
    expect(filters.total).toBe(15);
    expect(Object.values(filters.brands).reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(15);
    expect((await t.app.inject(`/v1/products?category_id=${a}`)).statusCode).toBe(404);
  });
});
