import { describe, expect, test } from 'vitest';
import type { CartLineResponse } from '#shared/cart/schemas.ts';
import { csrfHeaders } from '../../test/auth.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { useMigrationDatabase } from '../../test/migration-database.ts';

const MIGRATION = 'Migration20261124160000_ProductQuantitySteps';

const database = useMigrationDatabase();

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return database.orm.em.fork().execute<T[]>(sql, params);
}

/**
 * On a running shop: a demo database seeded before the fix (where `multiples` was
 * both minimum and step, and no reel was stored) is migrated in place, and its unbuyable parts sell.
 */
describe(MIGRATION, () => {
  test('existing rows get step 1 and the supplier reel; parts with less stock than the minimum become buyable', async () => {
    await database.orm.migrator.down({ migrations: [MIGRATION] });
    const columns = await rows<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'products' and column_name in ('step', 'reel')",
    );
    expect(columns).toEqual([]);
    // A part the supplier's file does not know keeps no reel.
    await database.orm.em.fork().execute("update products set sku = 'SHOP-OWN-1' where sku = 'C1017'");

    await database.orm.migrator.up({ migrations: [MIGRATION] });

    const [steps] = await rows<{ other: string }>('select count(*) filter (where step <> 1) as other from products');
    expect(Number(steps?.other)).toBe(0);
    const facts = await rows<{ sku: string; multiples: number; step: number; reel: number | null; inventory: number }>(
      "select sku, multiples, step, reel, inventory from products where sku in ('C25774', 'C1002', 'SHOP-OWN-1') order by sku",
    );
    expect(facts).toEqual([
      { sku: 'C1002', multiples: 1, step: 1, reel: 4000, inventory: 639438 },
      { sku: 'C25774', multiples: 10000, step: 1, reel: 10000, inventory: 3188 },
      { sku: 'SHOP-OWN-1', multiples: expect.any(Number), step: 1, reel: null, inventory: expect.any(Number) },
    ]);

    const app = await buildTestApp({ database: database.db });
    try {
      const [part] = await rows<{ id: number }>("select id from products where sku = 'C25774'");
      const added = await app.app.inject({ method: 'POST', url: '/v1/carts', headers: csrfHeaders(), payload: { product_id: part!.id, quantity: 1 } });
      expect(added.statusCode).toBe(200);
      expect(added.json<CartLineResponse>().item.quantity).toBe(3188);
    } finally {
      await app.close();
    }
  });
});
