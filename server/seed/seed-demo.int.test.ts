import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function count(table: string): Promise<number> {
  const [row] = await t.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from ${table}`);
  return Number(row?.n);
}

describe('demo seed', () => {
  test('seeded the real catalogue', async () => {
    expect(await count('products')).toBe(3414);
    expect(await count('suppliers')).toBeGreaterThan(200);
    expect(await count('product_prices')).toBeGreaterThan(3414);
    const [levels] = await t.orm.em.fork().execute<{ l1: string; l2: string; l3: string }[]>(
      "select count(*) filter (where level = 1) as l1, count(*) filter (where level = 2) as l2, count(*) filter (where level = 3) as l3 from categories",
    );
    expect(Number(levels?.l1)).toBeGreaterThanOrEqual(30);
    expect(Number(levels?.l2)).toBeGreaterThanOrEqual(150);
    expect(Number(levels?.l3)).toBeGreaterThan(0);
  });

  test('prices are whole hundreds of dong and every product has a drawn picture', async () => {
    const [bad] = await t.orm.em.fork().execute<{ n: string }[]>(
      'select count(*) as n from products where price % 100 <> 0 or price < 100 or image_id is null or multiples < 1',
    );
    expect(Number(bad?.n)).toBe(0);
    const [picture] = await t.orm.em.fork().execute<{ storage_key: string }[]>(
      'select i.storage_key from products p join images i on i.id = p.image_id limit 1',
    );
    expect(await t.app.storage.get(picture!.storage_key)).not.toBeNull();
  });

  test('never touches a database that is already in use', async () => {
    const before = await count('products');
    expect(await seedDemoIfEmpty(t.orm, t.app.storage, { exchangeRate: 1, marginPercent: 0 })).toBeNull();
    expect(await count('products')).toBe(before);
    const [rate] = await t.orm.em.fork().execute<{ value: string }[]>("select value from settings where key = 'exchange_rate'");
    expect(rate?.value).toBe('26000');
  });
});
