import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ormConfig } from '../../db/orm-config.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { BomPartIndexCache } from './bom-part-index.ts';

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

describe('a background rebuild that fails', () => {
  test('is logged, and matching keeps the index it had', async () => {
    // After the first build, the rebuild reads through a real pool that reaches no PostgreSQL
    // (nothing listens on port 1), as when the database goes away.
    const nowhere = new MikroORM(ormConfig('postgres://shop:shop@127.0.0.1:1/nowhere', { poolMax: 1 }));
    let em = () => t.orm.em.fork();
    let catalogVersion = 1;
    const failures: unknown[] = [];
    const cache = new BomPartIndexCache(() => em(), () => catalogVersion, (error) => failures.push(error), 0);
    const first = await cache.get();
    expect(first.size).toBeGreaterThan(3000);

    em = () => nowhere.em.fork();
    catalogVersion = 2;
    expect(await cache.get()).toBe(first);
    await expect.poll(() => failures.length, { timeout: 15_000 }).toBe(1);
    expect(failures[0]).toBeInstanceOf(Error);
    expect(await cache.get()).toBe(first);
    await nowhere.close();
  });
});
