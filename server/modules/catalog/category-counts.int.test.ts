import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { wrongCategoryCounts } from '../../test/category-counts.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function counts(ids: number[]): Promise<number[]> {
  const rows = await t.orm.em.fork().execute<{ id: number; number_product: number }[]>(
    `select id, number_product from categories where id in (${ids.map(() => '?').join(', ')})`,
    ids,
  );
  return ids.map((id) => rows.find((r) => r.id === id)!.number_product);
}

/** A level-3 category with its level-2 parent and level-1 grandparent. */
async function chain(): Promise<[number, number, number]> {
  const [row] = await t.orm.em.fork().execute<{ c3: number; c2: number; c1: number }[]>(
    `select c3.id as c3, c2.id as c2, c1.id as c1 from categories c3
       join categories c2 on c2.id = c3.parent_id join categories c1 on c1.id = c2.parent_id
      where c3.level = 3 order by c3.id limit 1`,
  );
  return [row!.c1, row!.c2, row!.c3];
}

describe('categories.number_product', () => {
  test('matches the products of each whole subtree after the seed', async () => {
    const wrong = await wrongCategoryCounts(t.orm.em.fork());
    expect(wrong).toEqual([]);
  });

  test('follows inserts, moves and deletes of products up the whole chain', async () => {
    const [c1, c2, c3] = await chain();
    const before = await counts([c1, c2, c3]);
    const em = t.orm.em.fork();
    const [{ id }] = (await em.execute(
      `insert into products (slug, name, sku, mpn, subject_id, price, created_at, updated_at)
       values ('count-test', 'Count test', 'CT-1', 'CT-1', ?, 100, now(), now()) returning id`,
      [c3],
    )) as [{ id: number }];
    expect(await counts([c1, c2, c3])).toEqual(before.map((n) => n + 1));

    await em.execute('update products set subject_id = ? where id = ?', [c2, id]);
    expect(await counts([c1, c2, c3])).toEqual([before[0]! + 1, before[1]! + 1, before[2]!]);

    await em.execute('delete from products where id = ?', [id]);
    expect(await counts([c1, c2, c3])).toEqual(before);
  });

  test('moving a category moves its count between ancestors', async () => {
    const [c1, c2, c3] = await chain();
    const em = t.orm.em.fork();
    const [other] = await em.execute<{ id: number; number_product: number }[]>(
      'select id, number_product from categories where level = 1 and id <> ? order by id limit 1',
      [c1],
    );
    const [c3Count, c1Before, otherBefore] = [(await counts([c3]))[0]!, (await counts([c1]))[0]!, other!.number_product];
    const [middle] = await em.execute<{ id: number }[]>(
      "insert into categories (parent_id, level, slug, name, name_en, created_at, updated_at) values (?, 2, 'move-test', 'M', 'M', now(), now()) returning id",
      [other!.id],
    );
    await em.execute('update categories set parent_id = ? where id = ?', [middle!.id, c3]);
    expect(await counts([c1, other!.id, middle!.id])).toEqual([c1Before - c3Count, otherBefore + c3Count, c3Count]);
    await em.execute('update categories set parent_id = ? where id = ?', [c2, c3]);
    expect(await counts([c1, other!.id])).toEqual([c1Before, otherBefore]);
  });
});
