import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MenuResponse, ProductListResponse } from '#shared/catalog/schemas.ts';
import { wrongCategoryCounts } from '../../test/category-counts.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}

async function counts(...ids: number[]): Promise<number[]> {
  const rows = await sql<{ id: number; number_product: number }>(`select id, number_product from categories where id in (${ids.map(() => '?').join(', ')})`, ids);
  return ids.map((id) => rows.find((row) => row.id === id)!.number_product);
}

// A category's `number_product` is what the storefront shows beside it (menu, category blocks,
// page titles): products on sale only. Hidden (`visible` false) or archived products stay in the
// database for their orders but are not counted, like the listing does not list them.
describe('category counts follow what is on sale', () => {
  test('hiding, archiving, moving, showing again and deleting keep every count right; the menu agrees with the listing', async () => {
    const [leaf] = await sql<{ id: number; parent_id: number }>(
      `select c.id, c.parent_id from categories c where c.level = 3 and (select count(*) from products p where p.subject_id = c.id and p.visible and p.archived_at is null) >= 3 order by c.id limit 1`,
    );
    const [{ parent_id: root }] = (await sql<{ parent_id: number }>('select parent_id from categories where id = ?', [leaf!.parent_id])) as [{ parent_id: number }];
    const [other] = await sql<{ id: number }>('select c.id from categories c join categories m on m.id = c.parent_id where c.level = 3 and m.parent_id <> ? order by c.id limit 1', [root]);
    const [hidden, archived] = await sql<{ id: number }>('select id from products where subject_id = ? and visible and archived_at is null order by id limit 2', [leaf!.id]);
    const before = await counts(leaf!.id, leaf!.parent_id, root, other!.id);

    await sql('update products set visible = false where id = ?', [hidden!.id]);
    await sql('update products set archived_at = now() where id = ?', [archived!.id]);
    expect(await counts(leaf!.id, leaf!.parent_id, root, other!.id)).toEqual([before[0]! - 2, before[1]! - 2, before[2]! - 2, before[3]]);
    expect(await wrongCategoryCounts(t.orm.em.fork())).toEqual([]);

    // A hidden product moved elsewhere counts nowhere; shown again, it counts where it now is.
    await sql('update products set subject_id = ? where id = ?', [other!.id, hidden!.id]);
    expect(await counts(leaf!.id, other!.id)).toEqual([before[0]! - 2, before[3]]);
    await sql('update products set visible = true where id = ?', [hidden!.id]);
    expect(await counts(leaf!.id, other!.id)).toEqual([before[0]! - 2, before[3]! + 1]);
    // An archived product deleted (never done by the shop, but the trigger must agree) changes nothing.
    await sql('delete from products where id = ?', [archived!.id]);
    expect(await counts(leaf!.id)).toEqual([before[0]! - 2]);
    expect(await wrongCategoryCounts(t.orm.em.fork())).toEqual([]);

    // What the shopper reads: the menu's count is the listing's total.
    await t.app.catalogSearch.refresh();
    const menu = (await t.app.inject('/v1/get-menu')).json<MenuResponse>();
    const family = menu.categories.find((candidate) => candidate.id === root)!;
    const listing = (await t.app.inject(`/v1/products?category_id=${root}`)).json<ProductListResponse>();
    expect(family.number_product).toBe(listing.total);
    expect(family.number_product).toBe(before[2]! - 2);
  });
});
