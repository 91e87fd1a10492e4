import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CategoryShowResponse, MenuResponse } from '#shared/catalog/schemas.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /v1/get-menu', () => {
  test('returns the seeded three-level tree with Vietnamese and English names', async () => {
    const response = await t.app.inject('/v1/get-menu');
    expect(response.statusCode).toBe(200);
    const { categories } = response.json<MenuResponse>();
    expect(categories.length).toBeGreaterThan(20);
    const resistors = categories.find((c) => c.name_en === 'Resistors');
    expect(resistors).toMatchObject({ level: 1, parent_id: null, name: 'Điện trở' });
    expect(resistors!.number_product).toBeGreaterThan(300);
    const chip = resistors!.children.find((c) => c.name_en === 'Chip Resistor - Surface Mount');
    expect(chip?.children.map((c) => c.name)).toContain('0603');
    for (const level1 of categories) {
      expect(level1.image_id).not.toBeNull();
      const childSum = level1.children.reduce((sum, c) => sum + c.number_product, 0);
      expect(childSum).toBeLessThanOrEqual(level1.number_product);
    }
  });

  test('counts every seeded product once at level 1', async () => {
    const { categories } = (await t.app.inject('/v1/get-menu')).json<MenuResponse>();
    const total = categories.reduce((sum, c) => sum + c.number_product, 0);
    const [row] = await t.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from products');
    expect(total).toBe(Number(row?.n));
    expect(total).toBe(3414);
  });

  test('counts the products in stock of each level-1 family, so the home page can leave out sold-out ones', async () => {
    const { categories } = (await t.app.inject('/v1/get-menu')).json<MenuResponse>();
    const rows = await t.orm.em.fork().execute<{ family: number; n: string }[]>(
      `with recursive tree as (
         select id, id as family from categories where level = 1
         union all
         select c.id, tree.family from categories c join tree on c.parent_id = tree.id
       )
       select tree.family, count(p.id) as n from tree left join products p on p.subject_id = tree.id and p.inventory > 0 group by tree.family`,
    );
    const inStock = new Map(rows.map((row) => [Number(row.family), Number(row.n)]));
    for (const family of categories) expect(family.number_in_stock, family.name_en).toBe(inStock.get(family.id));
    // The demo catalogue has families whose few parts are all sold out: the case the rule is for.
    expect(categories.some((family) => family.number_product > 0 && family.number_in_stock === 0)).toBe(true);
  });
});

describe('GET /v1/get-category-show', () => {
  test('lists children, ancestors and in-stock products of a category', async () => {
    const { categories } = (await t.app.inject('/v1/get-menu')).json<MenuResponse>();
    const level1 = categories[0]!;
    const level2 = level1.children[0]!;
    const response = await t.app.inject(`/v1/get-category-show?parent_id=${level2.id}&level=2&limit=6`);
    expect(response.statusCode).toBe(200);
    const body = response.json<CategoryShowResponse>();
    expect(body.parent_categories.map((c) => c.id)).toEqual([level1.id, level2.id]);
    expect(body.categories.map((c) => c.id)).toEqual(level2.children.map((c) => c.id));
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(6);
    for (const product of body.products) {
      expect(product.price % 100).toBe(0);
      expect(product.multiples).toBeGreaterThanOrEqual(1);
    }
  });

  test('parent_id 0 lists the level-1 categories', async () => {
    const body = (await t.app.inject('/v1/get-category-show?parent_id=0')).json<CategoryShowResponse>();
    expect(body.categories.every((c) => c.level === 1)).toBe(true);
    expect(body.products).toEqual([]);
  });

  test('a bad parameter is a 400 that names the field', async () => {
    const response = await t.app.inject('/v1/get-category-show?parent_id=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'validation_failed', fields: { parent_id: expect.any(String) } } });
    const missing = await t.app.inject('/v1/get-category-show');
    expect(missing.json().error.fields).toHaveProperty('parent_id');
  });

  test('an unknown category is a 404 with the error body', async () => {
    const response = await t.app.inject('/v1/get-category-show?parent_id=999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Category not found' } });
  });
});
