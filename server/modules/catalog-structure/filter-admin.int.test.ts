import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminFilterResponse, AdminFiltersResponse } from '#shared/catalog-structure/schemas.ts';
import type { FilterCategoryResponse } from '#shared/catalog/schemas.ts';
import { csrfHeaders, registerAndSignIn, registerStaff, type SignedIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  [staff, customer] = [await registerStaff(t), await registerAndSignIn(t.app)];
});
afterAll(() => t.close());

const BASE = '/v1/admin/filters';

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}

async function call<T = { id: number; error?: { code: string; fields?: Record<string, string> } }>(who: SignedIn | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await t.app.inject({ method, url, headers: csrfHeaders(who?.cookie), ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: response.statusCode, body: response.json<T>() };
}

async function create(name: string, groupId: number | null): Promise<number> {
  const created = await call(staff, 'POST', BASE, { name, name_en: `${name} (en)`, group_id: groupId });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

/** Links products of the seed to a value, returns their ids and category. */
async function carry(valueId: number, productIds: readonly number[]): Promise<void> {
  for (const id of productIds) await sql('insert into product_properties (product_id, property_id) values (?, ?) on conflict do nothing', [id, valueId]);
}

async function filtersOf(categoryId: number): Promise<FilterCategoryResponse> {
  await t.app.catalogSearch.refresh();
  return (await t.app.inject(`/v1/filter-category?category_id=${categoryId}`)).json<FilterCategoryResponse>();
}

describe('staff filters: who may use them', () => {
  test('guests and customers get 403 on every call and nothing is written; staff read every group', async () => {
    const [value] = await sql<{ id: number }>('select id from properties where parent_id is not null order by id limit 1');
    const before = await sql('select count(*) from properties');
    for (const [method, url, body] of [
      ['GET', BASE, undefined],
      ['GET', `${BASE}/${value!.id}`, undefined],
      ['POST', BASE, { name: 'Khách', name_en: 'Guest', group_id: null }],
      ['POST', `${BASE}/${value!.id}`, { name: 'Khách', name_en: 'Guest' }],
      ['POST', `${BASE}/${value!.id}/merge`, { into_id: value!.id }],
      ['POST', `${BASE}/reorder`, { group_id: null, ids: [] }],
    ] as const) {
      const asCustomer = await call(customer, method, url, body);
      expect(asCustomer.status, `${method} ${url}`).toBe(403);
      expect(asCustomer.body.error?.code).toBe('forbidden');
      expect((await call(null, method, url, body)).status, `${method} ${url}`).toBe(403);
    }
    expect(await sql('select count(*) from properties')).toEqual(before);
    const all = await call<AdminFiltersResponse>(staff, 'GET', BASE);
    expect(all.status).toBe(200);
    const [{ n }] = (await sql<{ n: string }>('select count(*) as n from properties')) as [{ n: string }];
    expect(all.body.groups.reduce((sum, group) => sum + 1 + group.values.length, 0)).toBe(Number(n));
    const [linked] = await sql<{ property_id: number; n: number }>('select property_id, count(*)::int as n from product_properties group by property_id order by n desc limit 1');
    const row = all.body.groups.flatMap((group) => group.values).find((candidate) => candidate.id === linked!.property_id);
    expect(row?.product_count).toBe(linked!.n);
  });
});

describe('create, rename, reorder', () => {
  test('a new group and its values go last; a rename (vi/en) is recorded before → after', async () => {
    const group = await create('Điện áp thử', null);
    const low = await create('3,3 V', group);
    const high = await create('5 V', group);
    expect(await sql('select parent_id, position from properties where id in (?, ?) order by id', [low, high])).toEqual([
      { parent_id: group, position: 0 },
      { parent_id: group, position: 1 },
    ]);
    const [{ max }] = (await sql<{ max: number }>('select max(position) as max from properties where parent_id is null')) as [{ max: number }];
    expect((await sql<{ position: number }>('select position from properties where id = ?', [group]))[0]!.position).toBe(max);

    expect((await call(staff, 'POST', `${BASE}/${high}`, { name: '5,0 V', name_en: '5.0 V' })).status).toBe(200);
    const detail = await call<AdminFilterResponse>(staff, 'GET', `${BASE}/${high}`);
    expect(detail.body.filter).toMatchObject({ group_id: group, name: '5,0 V', name_en: '5.0 V' });
    expect(detail.body.changes.map((change) => change.action)).toEqual(['rename', 'create']);
    expect(detail.body.changes[0]).toMatchObject({ user_name: staff.user.fullname, before: { name: '5 V', name_en: '5 V (en)' }, after: { name: '5,0 V', name_en: '5.0 V' } });
  });

  test('bad input: field keys beside the inputs, a taken name 409, a value under a value 422; nothing written', async () => {
    const before = await sql('select count(*) from properties');
    const beforeChanges = await sql(`select count(*) from staff_changes where subject = 'filter'`);
    const bad = await call(staff, 'POST', BASE, { name: ' ', name_en: 'x'.repeat(201), group_id: null });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields).toEqual({ name: 'field_required', name_en: 'field_too_long' });
    const [value] = await sql<{ id: number; parent_id: number; name: string }>('select id, parent_id, name from properties where parent_id is not null order by id limit 1');
    const clash = await call(staff, 'POST', BASE, { name: ` ${value!.name.toUpperCase()} `, name_en: 'Clash', group_id: value!.parent_id });
    expect(clash.status).toBe(409);
    expect(clash.body.error?.fields).toEqual({ name: 'filter_name_taken' });
    const deep = await call(staff, 'POST', BASE, { name: 'Sâu', name_en: 'Deep', group_id: value!.id });
    expect(deep.status).toBe(422);
    expect(deep.body.error?.code).toBe('filter_value_in_value');
    expect((await call(staff, 'POST', BASE, { name: 'Mồ côi', name_en: 'Orphan', group_id: 2_000_000_000 })).status).toBe(404);
    expect(await sql('select count(*) from properties')).toEqual(before);
    expect(await sql(`select count(*) from staff_changes where subject = 'filter'`)).toEqual(beforeChanges);
  });

  test("reorder names every value once; the storefront lists a group's values in the new order", async () => {
    const [category] = await sql<{ id: number }>('select id from categories where level = 3 and number_product >= 3 order by id limit 1');
    const products = await sql<{ id: number }>('select id from products p where subject_id = ? and visible and archived_at is null order by id limit 3', [category!.id]);
    const group = await create('Thứ tự thử', null);
    const values = [await create('A-thu', group), await create('B-thu', group), await create('C-thu', group)];
    for (const [index, value] of values.entries()) await carry(value, [products[index]!.id]);
    const reversed = [...values].reverse();
    expect((await call(staff, 'POST', `${BASE}/reorder`, { group_id: group, ids: reversed.slice(1) })).status).toBe(422);
    expect((await call(staff, 'POST', `${BASE}/reorder`, { group_id: group, ids: reversed })).status).toBe(200);
    const shown = (await filtersOf(category!.id)).properties.find((candidate) => candidate.id === group)!;
    expect(shown.children.map((child) => child.id)).toEqual(reversed);
    const history = await call<AdminFilterResponse>(staff, 'GET', `${BASE}/${group}`);
    expect(history.body.changes[0]).toMatchObject({ action: 'reorder', before: { order: values }, after: { order: reversed } });
  });
});

describe('merge values', () => {
  test("the source's products carry the target (once), the source is gone, the storefront counts follow", async () => {
    const [category] = await sql<{ id: number }>('select id from categories where level = 3 and number_product >= 5 order by id desc limit 1');
    const products = (await sql<{ id: number }>('select id from products where subject_id = ? and visible and archived_at is null order by id limit 5', [category!.id])).map((row) => row.id);
    const group = await create('Kiểu chân thử', null);
    const target = await create('0603', group);
    const source = await create('0603 (1608)', group);
    const other = await create('0805-thu', null);
    await carry(target, products.slice(0, 3));
    await carry(source, products.slice(2, 5));
    const beforeMerge = (await filtersOf(category!.id)).filters;
    expect([beforeMerge[target], beforeMerge[source]]).toEqual([3, 3]);

    expect((await call(staff, 'POST', `${BASE}/${source}/merge`, { into_id: other })).body.error?.code).toBe('filter_merge_group');
    expect((await call(staff, 'POST', `${BASE}/${source}/merge`, { into_id: source })).body.error?.code).toBe('filter_merge_same');
    expect((await call(staff, 'POST', `${BASE}/${group}/merge`, { into_id: target })).body.error?.code).toBe('filter_merge_group');
    expect((await call(staff, 'POST', `${BASE}/${source}/merge`, { into_id: 2_000_000_000 })).status).toBe(404);

    const merged = await call(staff, 'POST', `${BASE}/${source}/merge`, { into_id: target });
    expect(merged.status).toBe(200);
    expect(merged.body.id).toBe(target);
    expect(await sql('select id from properties where id = ?', [source])).toEqual([]);
    expect((await sql<{ product_id: number }>('select product_id from product_properties where property_id = ? order by product_id', [target])).map((row) => row.product_id)).toEqual(products);
    const history = await call<AdminFilterResponse>(staff, 'GET', `${BASE}/${target}`);
    expect(history.body.changes[0]).toMatchObject({ action: 'merge_in', user_name: staff.user.fullname, after: { merged_from: source, name: '0603 (1608)', products_moved: 2 } });
    const [record] = await sql<{ action: string }>(`select action from staff_changes where subject = 'filter' and subject_id = ? order by id desc limit 1`, [String(source)]);
    expect(record?.action).toBe('merge');

    const after = await filtersOf(category!.id);
    expect(after.filters[target]).toBe(5);
    expect(after.filters[source]).toBeUndefined();
    const listed = (await t.app.inject(`/v1/products?category_id=${category!.id}&prid=${target}`)).json<{ total: number }>();
    expect(listed.total).toBe(5);
  });
});
