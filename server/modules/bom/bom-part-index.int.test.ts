import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function version(): Promise<number> {
  const [row] = await t.orm.em.fork().execute<{ v: string }[]>('select coalesce(sum(version), 0)::text as v from catalog_version');
  return Number(row!.v);
}

describe('the BOM part index is rebuilt when what it reads changes', () => {
  test('a product’s package moves the catalogue version (equivalents are matched by package)', async () => {
    const em = t.orm.em.fork();
    const [product] = await em.execute<{ id: number; package: string | null }[]>(`select id, package from products where package = '0402' order by id limit 1`);
    const before = await version();
    await em.execute('update products set package = ? where id = ?', ['0603', product!.id]);
    expect(await version()).toBeGreaterThan(before);
    await em.execute('update products set package = ? where id = ?', [product!.package, product!.id]);
  });
});
